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
import {gotoHydrated, presetColorMode, sitePath} from './support/site';

const PAGE_WITH_CODE = sitePath('administrators-manual/billing/tax-rules');

function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
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
    await page.addInitScript(() => {
      const removed: string[] = [];
      Object.assign(window, {removedCodeBlocks: removed});
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.removedNodes) {
            if (node instanceof Element && (node.matches('pre.prism-code') || node.querySelector('pre.prism-code'))) removed.push(node.className);
          }
        }
      }).observe(document, {childList: true, subtree: true});
    });
    await gotoHydrated(page, PAGE_WITH_CODE);
    // The colour mode toggle is enabled once the app's "in the browser" flag has flipped (src/theme/Root).
    const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
    await expect(toggle).toBeEnabled();
    const code = page.locator('.theme-doc-markdown pre.prism-code').first();
    await expect(code).toHaveCSS('background-color', rgb(prismLightTheme.plain.backgroundColor ?? ''));
    expect(await page.evaluate(() => (window as unknown as {removedCodeBlocks: string[]}).removedCodeBlocks)).toEqual([]);
    await toggle.click();
    await expect(code).toHaveCSS('background-color', rgb(prismDarkTheme.plain.backgroundColor ?? ''));
  });

  test('an API operation keeps the tab sets the server rendered, and they still switch', async ({page}) => {
    await page.addInitScript(() => {
      const removed: string[] = [];
      Object.assign(window, {removedTabSets: removed});
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.removedNodes) {
            // The theme's tab sets; Docusaurus's own Tabs (the code-sample languages) remount on purpose.
            const themeTabSets = '.openapi-tabs__container, .tabs-container:not(.theme-tabs-container)';
            if (node instanceof Element && (node.matches(themeTabSets) || node.querySelector(themeTabSets))) removed.push(node.className);
          }
        }
      }).observe(document, {childList: true, subtree: true});
    });
    await gotoHydrated(page, sitePath('api/reference/create-user'));
    await expect(page.locator('.theme-api-markdown .openapi-tabs__container').first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as {removedTabSets: string[]}).removedTabSets)).toEqual([]);
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
