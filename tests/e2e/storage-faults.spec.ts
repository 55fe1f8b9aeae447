/**
 * Local storage that throws, as in a browser that blocks site data: reading window.localStorage raises
 * a SecurityError. Pages must still render and work, one of each type; only the remembered choices are lost.
 */
import {expect, test, type Page} from '@playwright/test';
import {BASE_PATH} from '../../src/constants';
import {COLOR_MODE_TOGGLE_NAME, focusSearchWithShortcut, PAGE_TYPES} from './support/site';

async function blockLocalStorage(page: Page): Promise<string[]> {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
  });
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(String(error)));
  return pageErrors;
}

for (const [type, path] of Object.entries(PAGE_TYPES)) {
  test(`the ${type} (${path}) works when local storage throws`, async ({page}) => {
    const pageErrors = await blockLocalStorage(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(path === PAGE_TYPES['not-found page'] ? 404 : 200);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await expect(page.locator('h1').first()).toBeVisible();
    // The fault is in place for the page's own scripts.
    const access = await page.evaluate(() => {
      try {
        return typeof window.localStorage;
      } catch (error) {
        return (error as DOMException).name;
      }
    });
    expect(access).toBe('SecurityError');
    // The colour toggle still switches the theme for this page.
    const html = page.locator('html');
    const before = await html.getAttribute('data-theme');
    await page.getByRole('button', {name: COLOR_MODE_TOGGLE_NAME}).click();
    await expect(html).not.toHaveAttribute('data-theme', before ?? '');
    expect(pageErrors).toEqual([]);
  });
}

test('with local storage throwing, the announcement closes, navigation and search work', async ({page}) => {
  const pageErrors = await blockLocalStorage(page);
  await page.goto(BASE_PATH);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  const bar = page.locator('.theme-announcement-bar');
  await bar.getByRole('button', {name: 'Close'}).click();
  await expect(bar).toHaveCount(0);
  // The URL changes at the click; the home page stays on screen until the API page's scripts arrive.
  const homeHeading = (await page.locator('article h1').textContent()) ?? '';
  expect(homeHeading).not.toBe('');
  await page.locator('footer').getByRole('link', {name: 'Admin API reference'}).click();
  await expect(page).toHaveURL(/\/api\/reference\//);
  await expect(page.locator('article h1')).not.toHaveText(homeHeading);
  await focusSearchWithShortcut(page);
  await page.keyboard.type('reverse charge');
  await expect(page.locator('[role="listbox"] [role="option"]').first()).toBeVisible();
  expect(pageErrors).toEqual([]);
});
