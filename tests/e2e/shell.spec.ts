import {expect, test} from '@playwright/test';
import {
  COMMUNITY_LINKS,
  COPYRIGHT_YEAR,
  MOBILE_BREAKPOINT_PX,
  PRODUCT_NAME,
  TOC_MAX_HEADING_LEVEL,
  TOC_MIN_HEADING_LEVEL,
} from '../../src/constants';
import {gotoHydrated, sitePath} from './support/site';

const LONG_PAGE = sitePath('operators-manual/kubernetes-install/');

test.describe('page shell', () => {
  test('the first Tab reaches the skip link, which moves focus to the content', async ({page}) => {
    await gotoHydrated(page, sitePath(''));
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', {name: 'Skip to main content'});
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    // The next Tab lands inside the main content, past the whole top bar and sidebar.
    await page.keyboard.press('Tab');
    const focusedInMain = await page.evaluate(() => document.activeElement?.closest('main') !== null);
    expect(focusedInMain).toBe(true);
  });

  // The version selector, colour toggle and search box have their own specs (state, keyboard, search).
  test('the top bar has the product link, API Docs and the language dropdown', async ({page}) => {
    await page.goto(sitePath(''));
    const navbar = page.locator('nav.navbar');
    await expect(navbar.getByRole('link', {name: PRODUCT_NAME}).first()).toBeVisible();
    await expect(navbar.getByRole('link', {name: 'API Docs'})).toHaveAttribute('href', sitePath('api'));
    const language = navbar.locator('.navbar__item.dropdown', {hasText: 'English'});
    await expect(language).toBeVisible();
    await language.hover();
    await expect(language.locator('.dropdown__menu a')).toHaveCount(1);
    await expect(language.locator('.dropdown__menu a')).toHaveText('English');
  });

  test('the footer has the community links and the 2025 copyright line', async ({page}) => {
    await page.goto(sitePath(''));
    const footer = page.locator('footer');
    await expect(footer.getByRole('link', {name: /LinkedIn/})).toHaveAttribute('href', COMMUNITY_LINKS.linkedIn);
    await expect(footer.getByRole('link', {name: /GitHub/})).toHaveAttribute('href', COMMUNITY_LINKS.gitHub);
    await expect(footer).toContainText(`Copyright © ${COPYRIGHT_YEAR} ${PRODUCT_NAME}`);
  });

  test(`the table of contents lists exactly the h${TOC_MIN_HEADING_LEVEL}-h${TOC_MAX_HEADING_LEVEL} headings`, async ({page}) => {
    await page.goto(LONG_PAGE);
    const levels = Array.from({length: TOC_MAX_HEADING_LEVEL - TOC_MIN_HEADING_LEVEL + 1}, (_, i) => `h${i + TOC_MIN_HEADING_LEVEL}`);
    const headingIds = await page
      .locator(levels.map((h) => `article ${h}[id]`).join(', '))
      .evaluateAll((nodes) => nodes.map((node) => node.id));
    expect(headingIds.length).toBeGreaterThan(3);
    const tocTargets = await page
      .locator('.theme-doc-toc-desktop a.table-of-contents__link')
      .evaluateAll((links) => links.map((link) => decodeURIComponent(link.getAttribute('href')?.slice(1) ?? '')));
    expect(tocTargets).toEqual(headingIds);
    // h3 entries are nested one level under their h2.
    const nestedCount = await page.locator('.theme-doc-toc-desktop ul ul a').count();
    const h3Count = await page.locator('article h3[id]').count();
    expect(nestedCount).toBe(h3Count);
  });

  test('the top bar hides when scrolling down, shows when scrolling up and near the top', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await gotoHydrated(page, LONG_PAGE);
    const navbar = page.locator('nav.navbar');
    // Shown: the bar is inside the viewport (below the announcement bar at the very top); hidden: above it.
    const isShown = async () => ((await navbar.boundingBox())?.y ?? -1) >= 0;
    await expect.poll(isShown).toBe(true);
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.mouse.wheel(0, 1300);
    await expect.poll(isShown).toBe(false);
    await page.mouse.wheel(0, -300);
    await expect.poll(isShown).toBe(true);
    await page.mouse.wheel(0, 600);
    await expect.poll(isShown).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(isShown).toBe(true);
  });

  test(`the mobile menu shows at ${MOBILE_BREAKPOINT_PX} px and not one pixel wider`, async ({page}) => {
    await page.setViewportSize({width: MOBILE_BREAKPOINT_PX, height: 800});
    await gotoHydrated(page, sitePath('operators-manual/'));
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await expect(toggle).toBeVisible();
    await expect(page.locator('.theme-doc-sidebar-container')).toBeHidden();
    await toggle.click();
    const mobileSidebar = page.locator('.navbar-sidebar');
    await expect(mobileSidebar).toBeVisible();
    await expect(mobileSidebar.getByRole('link', {name: "Operator's Manual"}).first()).toBeVisible();

    // Widening to desktop closes the mobile sidebar by itself.
    await page.setViewportSize({width: MOBILE_BREAKPOINT_PX + 1, height: 800});
    await expect(toggle).toBeHidden();
    await expect(page.locator('html')).not.toHaveClass(/navbar-sidebar--show/);
    await expect(page.locator('.theme-doc-sidebar-container')).toBeVisible();
  });

  test('on a save-data connection nothing is prefetched, and a slow route change shows the progress bar without a spinner', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', {value: {saveData: true, effectiveType: '4g'}, configurable: true});
    });
    await gotoHydrated(page, sitePath('operators-manual/'));
    await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
    // Hold back the script chunks of the next route so that the route change is slow.
    await page.route('**/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.locator('.theme-doc-sidebar-container a[href$="/operators-manual/identity"]').click();
    await expect(page.locator('#nprogress .bar')).toBeVisible();
    await expect(page.locator('#nprogress .spinner')).toHaveCount(0);
    await expect(page).toHaveURL(/operators-manual\/identity$/);
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });
});
