/**
 * With JavaScript disabled every manual and API page shows its full text: the server-rendered HTML
 * holds what the page shows once React has run (at least 90 % of the article's text).
 */
import {expect, test, type Browser} from '@playwright/test';
import {sitemapPaths, sitePath} from '../e2e/support/site';

const BUILD_DIR = process.env.BUILD_DIR ?? 'build';
// The search page is a JavaScript search form: nothing to read without it.
const PAGES = sitemapPaths(BUILD_DIR).filter((path) => path !== sitePath('search'));
const MIN_SHARE = 0.9;

async function articleText(browser: Browser, baseURL: string | undefined, path: string, javaScriptEnabled: boolean): Promise<string> {
  const context = await browser.newContext({baseURL, javaScriptEnabled});
  try {
    const page = await context.newPage();
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    if (javaScriptEnabled) {
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      await page.waitForLoadState('networkidle');
    }
    return await page.locator('article').first().innerText();
  } finally {
    await context.close();
  }
}

for (const path of PAGES) {
  test(`${path} shows its full text without JavaScript`, async ({browser, baseURL}) => {
    const withScript = await articleText(browser, baseURL, path, true);
    const withoutScript = await articleText(browser, baseURL, path, false);
    expect(withScript.length).toBeGreaterThan(0);
    expect(withoutScript.length, `${withoutScript.length} of ${withScript.length} characters`).toBeGreaterThanOrEqual(MIN_SHARE * withScript.length);
  });
}
