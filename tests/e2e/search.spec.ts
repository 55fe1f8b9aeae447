import {expect, test} from '@playwright/test';
import {gotoHydrated, SEARCH_SHORTCUT, sitePath} from './support/site';

test('search is reachable from the keyboard and finds pages offline', async ({page}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await gotoHydrated(page, sitePath(''));
  await page.keyboard.press(SEARCH_SHORTCUT);
  const input = page.locator('nav.navbar').getByRole('textbox', {name: 'Search'});
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
