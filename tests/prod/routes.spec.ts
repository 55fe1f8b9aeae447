/** Every page of the sitemap, served by nginx under the Content-Security-Policy: 200, rendered, clean. */
import {expect, test} from '@playwright/test';
import {BASE_PATH} from '../../src/constants';
import {gotoHydrated, SEARCH_SHORTCUT, sitemapPaths, sitePath} from '../e2e/support/site';
import {settle, watchProblems} from './support/problems';

const BUILD_DIR = process.env.BUILD_DIR ?? 'build';

for (const route of sitemapPaths(BUILD_DIR)) {
  test(`${route} answers 200, renders and has no CSP violation or console error`, async ({page}) => {
    const problems = await watchProblems(page);
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1').first()).toBeVisible();
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await settle(page);
    expect(problems).toEqual({cspViolations: [], consoleErrors: [], pageErrors: []});
  });
}

test('moving between pages in the browser and searching cause no CSP violation or console error', async ({page}) => {
  const problems = await watchProblems(page);
  await gotoHydrated(page, sitePath(''));
  // Client-side navigations re-render the head (react-helmet re-inserts inline scripts) and load chunks.
  for (const name of ["Administrator's Manual", 'Client Manual', 'Changelog', 'API Docs']) {
    await page.locator('nav.navbar, footer').getByRole('link', {name, exact: true}).first().click();
    await expect(page.locator('h1').first()).toBeVisible();
  }
  await page.locator('footer').getByRole('link', {name: 'Admin API reference'}).click();
  await expect(page).toHaveURL(/\/api\/reference\//);
  await page.locator('.theme-doc-sidebar-container a.menu__link[href*="/api/reference/"]').last().click();
  await expect(page.locator('article h1')).toBeVisible();
  await page.goBack();
  await gotoHydrated(page, BASE_PATH);
  // Pagefind: its script, the WebAssembly it compiles and the index, all under the policy.
  await page.keyboard.press(SEARCH_SHORTCUT);
  await page.keyboard.type('reverse charge');
  await expect(page.locator('[role="listbox"] [role="option"]').first()).toBeVisible();
  await page.goto(`${sitePath('search')}?q=${encodeURIComponent('microk8s')}`);
  await expect(page.locator('.theme-layout-main')).toContainText(/MicroK8s/i);
  await settle(page);
  expect(problems).toEqual({cspViolations: [], consoleErrors: [], pageErrors: []});
});
