/** Unknown paths answer the not-found page with 404; `/`, `/docs` and `/api` redirect. */
import {expect, test} from '@playwright/test';
import {ADMIN_API_REFERENCE, referenceOverviewPath} from '../../src/apiReference';
import {BASE_PATH} from '../../src/constants';
import {settle, watchProblems} from './support/problems';

const UNKNOWN_PATHS = [
  `${BASE_PATH}no/such/page`,
  `${BASE_PATH}administrators-manual/billing/no-such-page`,
  `${BASE_PATH}assets/js/no-such-chunk.js`,
  // A folder without an index page.
  `${BASE_PATH}img/`,
  // The not-found page itself is only served as the answer to unknown paths.
  `${BASE_PATH}404.html`,
  `${BASE_PATH}404`,
  '/no-such-page',
  '/docs-old/page',
];

for (const path of UNKNOWN_PATHS) {
  test(`${path} answers 404 with the not-found page`, async ({page}) => {
    const problems = await watchProblems(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    expect(response?.headers()['content-type']).toMatch(/^text\/html/);
    await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
    await expect(page.locator('nav.navbar')).toBeVisible();
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await settle(page);
    expect(problems.cspViolations).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    // Chromium reports the document's own 404 status as a console error; nothing else may appear.
    expect(problems.consoleErrors.filter((error) => !/status of 404/.test(error))).toEqual([]);
  });
}

const REDIRECTS: Record<string, string> = {
  '/': BASE_PATH,
  '/docs': BASE_PATH,
  '/api': referenceOverviewPath(ADMIN_API_REFERENCE),
  '/api/': referenceOverviewPath(ADMIN_API_REFERENCE),
};

for (const [from, to] of Object.entries(REDIRECTS)) {
  test(`${from} redirects permanently to ${to}, which renders`, async ({page, request}) => {
    const response = await request.get(from, {maxRedirects: 0});
    expect(response.status()).toBe(301);
    // A path, not an absolute URL: right behind any proxy or port mapping.
    expect(response.headers().location).toBe(to);
    const landed = await page.goto(from);
    expect(landed?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(to);
    await expect(page.locator('h1').first()).toBeVisible();
  });
}
