/**
 * What a page does once its scripts have run. The app flips Docusaurus's "in the browser" flag in a
 * transition (src/theme/Root), the API tab sets keep their DOM when it flips (src/components/StableTabs),
 * so do code blocks whose colours are the server's (src/theme/CodeBlock), and the closed mobile menu no
 * longer slides on load (src/css/custom.css): these check that the work the flag starts still happens,
 * that the API page and its code are not rendered twice, and that the closed menu's pages wait until
 * the menu opens to be prefetched.
 */
import {expect, test, type Page} from '@playwright/test';
import {prismDarkTheme, prismLightTheme} from '../../src/utils/prismThemes';
import {PHONE_VIEWPORT} from './support/chromium';
import {COLOR_MODE_TOGGLE_NAME, gotoHydrated, presetColorMode, sitePath, waitForBrowserFlag} from './support/site';

const PAGE_WITH_CODE = sitePath('administrators-manual/billing/tax-rules');

function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/**
 * Records, from the page's first script on, the class of every removed element that matches `selector`
 * or contains such an element; returns a reader of the record.
 */
async function recordRemovals(page: Page, selector: string): Promise<() => Promise<string[]>> {
  await page.addInitScript((watched) => {
    const removed: string[] = [];
    Object.assign(window, {removedElements: removed});
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (node instanceof Element && (node.matches(watched) || node.querySelector(watched))) removed.push(node.className);
        }
      }
    }).observe(document, {childList: true, subtree: true});
  }, selector);
  return () => page.evaluate(() => (window as unknown as {removedElements: string[]}).removedElements);
}

async function prefetched(page: Page): Promise<Set<string>> {
  return new Set(await page.locator('link[rel="prefetch"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '')));
}

test.describe('after the scripts run', () => {
  test('code blocks take the dark colours when the reader chose dark mode', async ({page}) => {
    await presetColorMode(page, 'dark');
    await gotoHydrated(page, PAGE_WITH_CODE);
    const code = page.locator('.theme-doc-markdown pre.prism-code').first();
    await expect(code).toHaveCSS('background-color', rgb(prismDarkTheme.plain.backgroundColor ?? ''));
    await expect(page.locator('.theme-doc-markdown').getByRole('button', {name: /copy/i}).first()).toBeAttached();
  });

  test('in light mode, code blocks keep the DOM they hydrated, and switching to dark recolours them', async ({page}) => {
    const removedCodeBlocks = await recordRemovals(page, 'pre.prism-code');
    await gotoHydrated(page, PAGE_WITH_CODE);
    await waitForBrowserFlag(page);
    const code = page.locator('.theme-doc-markdown pre.prism-code').first();
    await expect(code).toHaveCSS('background-color', rgb(prismLightTheme.plain.backgroundColor ?? ''));
    expect(await removedCodeBlocks()).toEqual([]);
    await page.getByRole('button', {name: COLOR_MODE_TOGGLE_NAME}).click();
    await expect(code).toHaveCSS('background-color', rgb(prismDarkTheme.plain.backgroundColor ?? ''));
  });

  test('an API operation keeps the tab sets the server rendered, and they still switch', async ({page}) => {
    // The theme's tab sets; Docusaurus's own Tabs (the code-sample languages) remount on purpose.
    const removedTabSets = await recordRemovals(page, '.openapi-tabs__container, .tabs-container:not(.theme-tabs-container)');
    await gotoHydrated(page, sitePath('api/reference/create-user'));
    await waitForBrowserFlag(page);
    await expect(page.locator('.theme-api-markdown .openapi-tabs__container').first()).toBeVisible();
    expect(await removedTabSets()).toEqual([]);
    await page.getByRole('tab', {name: '400', exact: true}).click();
    await expect(page.getByRole('tab', {name: '400', exact: true})).toHaveAttribute('aria-selected', 'true');
  });

  test('on a phone, the closed menu’s pages are prefetched only once the menu opens', async ({page}) => {
    await page.setViewportSize(PHONE_VIEWPORT);
    await gotoHydrated(page, PAGE_WITH_CODE);
    const beforeOpening = await prefetched(page);
    expect(beforeOpening.size).toBeGreaterThan(0);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const menu = page.locator('.navbar-sidebar');
    await expect(menu.getByRole('link', {name: 'Currencies'})).toBeInViewport();
    await expect.poll(async () => [...(await prefetched(page))].filter((href) => !beforeOpening.has(href)).length).toBeGreaterThan(0);
  });
});
