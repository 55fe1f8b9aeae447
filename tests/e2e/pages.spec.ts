/**
 * One visit per page of the sitemap, served by nginx under the Content-Security-Policy, checking all a
 * page must satisfy: status 200, no console error, uncaught exception or policy violation, no request to
 * another host, axe WCAG 2.2 AA, its full text without JavaScript, and every link and asset it names on
 * the site answering 200 from nginx (the build itself fails on broken page links and anchors).
 * Dark mode is audited on one page of each type.
 */
import {readFileSync} from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Browser, type Page} from '@playwright/test';
import {policyForBuild} from '../../scripts/csp';
import {ADMIN_API_ROUTES, BILLING_RESOURCE_API_ROUTES, MANUAL_ROUTES} from '../support/routes';
import {settle, watchProblems} from './support/problems';
import {article, BUILD_DIR, PAGE_TYPES, presetColorMode, sitemapPaths, sitePath, WCAG_TAGS} from './support/site';

const PLACEHOLDER = /lorem ipsum|coming soon|\bTODO\b|\bTBD\b|\{product\}/i;
/** Share of the hydrated article's text the server-rendered HTML must hold. */
const MIN_TEXT_SHARE = 0.9;
/** A page's path without its trailing slash: the sitemap and the specification's route list differ there. */
const withoutTrailingSlash = (path: string): string => path.replace(/(.)\/$/, '$1');
const MANUAL_PAGES = new Set(MANUAL_ROUTES.map((route) => withoutTrailingSlash(sitePath(route))));
const API_PAGES = new Set([...ADMIN_API_ROUTES, ...BILLING_RESOURCE_API_ROUTES].map((route) => withoutTrailingSlash(sitePath(route))));
// The search page is a JavaScript search form: nothing to read without it.
const SEARCH_PAGE = sitePath('search');
const PAGES = sitemapPaths();
// The origin the build names itself by (NUBIS_SITE_URL), in its canonical and social links.
const PUBLIC_ORIGIN = new URL(/<loc>([^<]+)<\/loc>/.exec(readFileSync(`${BUILD_DIR}/sitemap.xml`, 'utf8'))?.[1] ?? '').origin;
const {tagManager} = policyForBuild(BUILD_DIR, process.env);

async function axeViolations(page: Page): Promise<unknown[]> {
  const results = await new AxeBuilder({page}).withTags(WCAG_TAGS).analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    detail: violation.nodes[0]?.failureSummary,
  }));
}

async function textWithoutJavaScript(browser: Browser, url: string): Promise<string> {
  const context = await browser.newContext({javaScriptEnabled: false});
  try {
    const page = await context.newPage();
    await page.goto(url);
    return await article(page).innerText();
  } finally {
    await context.close();
  }
}

/** Links and assets already fetched by this worker: each is checked once, whichever page names it first. */
const checkedUrls = new Set<string>();

/** The site URLs the page links to or loads that do not answer 200 (after redirects), with their status. */
async function brokenReferences(page: Page): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  const references = await page
    .locator('a[href], link[href], img[src], script[src], source[srcset]')
    .evaluateAll((elements) =>
      elements.map(
        (element) => element.getAttribute('href') ?? element.getAttribute('src') ?? element.getAttribute('srcset')?.split(' ')[0] ?? '',
      ),
    );
  const broken: string[] = [];
  for (const reference of references) {
    const url = new URL(reference, page.url());
    if (url.origin === PUBLIC_ORIGIN) url.href = `${origin}${url.pathname}${url.search}`;
    url.hash = '';
    if (url.origin !== origin || checkedUrls.has(url.href)) continue;
    checkedUrls.add(url.href);
    const status = (await page.request.get(url.href)).status();
    if (status !== 200) broken.push(`${url.pathname} answers ${status}`);
  }
  return broken;
}

test('the sitemap lists every page of the specification', () => {
  expect(PAGES.map(withoutTrailingSlash)).toEqual(expect.arrayContaining([...MANUAL_PAGES, ...API_PAGES]));
});

for (const path of PAGES) {
  const isManual = MANUAL_PAGES.has(withoutTrailingSlash(path));
  const isApi = API_PAGES.has(withoutTrailingSlash(path));
  test(`${path}: 200, no console error or CSP violation, WCAG 2.2 AA, full text without JavaScript, links and assets answer`, async ({
    page,
    browser,
  }) => {
    const problems = await watchProblems(page);
    const foreignRequests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol !== 'data:' && url.hostname !== '127.0.0.1') foreignRequests.push(url.href);
    });
    // A page whose chunks fail never hydrates: stop at its first error rather than at the timeout.
    const firstError = new Promise<void>((resolve) => {
      page.on('console', (message) => message.type() === 'error' && resolve());
      page.on('pageerror', () => resolve());
    });
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const hydration = page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    hydration.catch(() => undefined);
    await Promise.race([hydration, firstError]);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('h1').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    const sidebar = page.locator('.theme-doc-sidebar-container nav[aria-label="Docs sidebar"]');
    if (isManual || isApi) await expect(sidebar).toBeVisible();
    if (isApi) await expect(page.getByRole('button', {name: /send api request/i})).toHaveCount(0);
    if (isManual) {
      await expect(article(page).locator('h1')).toHaveCount(1);
      // Every page but the standalone Markdown page is itself an entry of the sidebar it shows.
      if (path !== sitePath('markdown-page'))
        await expect(page.locator('.theme-doc-sidebar-container a.menu__link--active').first()).toBeAttached();
      const text = await article(page).innerText();
      expect(text.length).toBeGreaterThan(1500);
      expect(text).not.toMatch(PLACEHOLDER);
    }
    if (path !== SEARCH_PAGE) {
      const withScript = await article(page).innerText();
      const withoutScript = await textWithoutJavaScript(browser, page.url());
      expect(withoutScript.length, `${withoutScript.length} of ${withScript.length} characters without JavaScript`).toBeGreaterThanOrEqual(
        MIN_TEXT_SHARE * withScript.length,
      );
    }
    expect(await brokenReferences(page)).toEqual([]);

    await settle(page);
    expect(problems).toEqual({cspViolations: [], consoleErrors: [], pageErrors: []});
    // Without an analytics id the site requests nothing from any other host.
    if (!tagManager) expect(foreignRequests).toEqual([]);
  });
}

for (const [type, path] of Object.entries(PAGE_TYPES)) {
  test(`axe finds no WCAG 2.2 AA violation in dark mode on the ${type} (${path})`, async ({page}) => {
    await presetColorMode(page, 'dark');
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    expect(await axeViolations(page)).toEqual([]);
  });
}
