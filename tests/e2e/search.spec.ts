import {expect, test, type Page} from '@playwright/test';
import {gotoHydrated, NAVBAR_SEARCH_INPUT, navbarSearchBox, SEARCH_SHORTCUT, sitePath, tabTo} from './support/site';

test('search is reachable from the keyboard and finds pages offline', async ({page}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await gotoHydrated(page, sitePath(''));
  await page.keyboard.press(SEARCH_SHORTCUT);
  const input = navbarSearchBox(page);
  await expect(input).toBeFocused();
  await page.keyboard.type('reverse charge');
  const suggestions = page.locator('[role="listbox"] [role="option"]');
  await expect(suggestions.first()).toBeVisible();
  await expect(page.locator('[role="listbox"]')).toContainText(/tax rules/i);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(new RegExp(`${sitePath('')}$`));
  await expect(page.locator('article h1')).toBeVisible();
  const hosts = new Set(requests.map((url) => new URL(url).host));
  expect([...hosts]).toEqual([new URL(page.url()).host]);
});

test('the search results page lists matches for a query', async ({page}) => {
  await page.goto(`${sitePath('search')}?q=${encodeURIComponent('microk8s')}`);
  const results = page.locator('.theme-layout-main');
  await expect(results).toContainText(/MicroK8s/i);
  await expect(results.locator('a[href*="kubernetes-install/microk8s"]').first()).toBeVisible();
});

/**
 * Holds the search index until the returned function is called. The search plugin fetches it in a web
 * worker the first time the search box is focused or hovered.
 */
async function holdSearchIndex(page: Page): Promise<() => Promise<void>> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested: () => void = () => undefined;
  const wasRequested = new Promise<void>((resolve) => (requested = resolve));
  await page.context().route(/\/search-index[^/]*\.json(\?|$)/, async (route) => {
    requested();
    await released;
    await route.continue();
  });
  return async () => {
    await wasRequested;
    release();
  };
}

test('a reader who types before the index arrives keeps the focus and gets results', async ({page}) => {
  const releaseIndex = await holdSearchIndex(page);
  await gotoHydrated(page, sitePath(''));
  await page.keyboard.press(SEARCH_SHORTCUT);
  const input = navbarSearchBox(page);
  await expect(input).toBeFocused();
  await page.keyboard.type('reverse charge');
  await releaseIndex();
  await expect(input).toHaveAttribute('role', 'combobox');
  await expect(input).toBeFocused();
  await expect(page.locator('[role="listbox"]')).toContainText(/tax rules/i);
});

/**
 * The search plugin focuses the box again once its index has loaded, so that a reader typing while it
 * loads keeps typing there (autocomplete.js's set-up blurs the box). Unpatched, it did so even when the
 * reader had moved on, and the focus jumped back to the navbar: patches/@easyops-cn+docusaurus-search-local.
 */
test('a reader who tabs past the search box keeps the focus where they moved it when the index arrives', async ({page}) => {
  const releaseIndex = await holdSearchIndex(page);
  await gotoHydrated(page, sitePath(''));
  const input = navbarSearchBox(page);
  await tabTo(page, NAVBAR_SEARCH_INPUT);
  await page.keyboard.press('Tab');
  await expect(input).not.toBeFocused();
  await page.evaluate(() => document.activeElement?.setAttribute('data-focus-moved-here', ''));
  await releaseIndex();
  await expect(input).toHaveAttribute('role', 'combobox');
  await expect(page.locator('[data-focus-moved-here]')).toBeFocused();
});
