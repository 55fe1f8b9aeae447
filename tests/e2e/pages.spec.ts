/**
 * One visit per page of the sitemap, served by nginx under the Content-Security-Policy, checking all a
 * page must satisfy: status 200, no console error, uncaught exception or policy violation, no request to
 * another host, axe WCAG 2.2 AA, its full text without JavaScript, and every link and asset it names on
 * the site answering 200 from nginx (the build itself fails on broken page links and anchors), and on a
 * phone's screen no tab cut off at the edge of its tab list.
 * Dark mode, and code blocks (whose contrast code-blocks.spec.ts checks colour by colour), are audited on
 * one page of each type.
 */
import {expect, test, type Page} from '@playwright/test';
import {policyForBuild} from '../../scripts/security-headers';
import {loadApiRoutes, MANUAL_ROUTES, MIN_MANUAL_TEXT, STANDALONE_ROUTES} from '../support/routes';
import {PHONE_VIEWPORT} from '../../scripts/chromium';
import {settle, watchProblems} from './support/problems';
import {article, axeViolations, BUILD_DIR, PAGE_TYPES, presetColorMode, sitemap, sitePath, tabsOutOfView} from './support/site';

const PLACEHOLDER = /lorem ipsum|coming soon|\bTODO\b|\bTBD\b|\{product\}/i;
/** Share of the hydrated article's text the server-rendered HTML must hold. */
const MIN_TEXT_SHARE = 0.9;
/** A page's path without its trailing slash: the sitemap and the specification's route list differ there. */
const withoutTrailingSlash = (path: string): string => path.replace(/(.)\/$/, '$1');
const MANUAL_PAGES = new Set(MANUAL_ROUTES.map((route) => withoutTrailingSlash(sitePath(route))));
const apiPages = async (): Promise<Set<string>> => new Set((await loadApiRoutes()).map((route) => withoutTrailingSlash(sitePath(route))));
let API_PAGES = new Set<string>();
// Loading the API model takes seconds on a busy machine: once per worker, outside each page's timeout.
test.beforeAll(async () => {
  test.setTimeout(180_000);
  API_PAGES = await apiPages();
});
// The search page is a JavaScript search form: nothing to read without it.
const SEARCH_PAGE = sitePath('search');
// The origin the build names itself by (NUBIS_SITE_URL), in its canonical and social links.
const {paths: PAGES, origin: PUBLIC_ORIGIN} = sitemap();
const TYPE_PAGES = new Set(Object.values(PAGE_TYPES).map(withoutTrailingSlash));
const {tagManager} = policyForBuild(BUILD_DIR, process.env);

/**
 * The article's text as the served HTML shows it before any script runs: parsed apart from the open page
 * (scripts of a parsed document never run) and laid out off screen under the same stylesheet.
 */
async function textWithoutJavaScript(page: Page, html: string): Promise<string> {
  return page.evaluate((source) => {
    const served = new DOMParser().parseFromString(source, 'text/html').querySelector('article');
    if (!served) return '';
    const box = document.body.appendChild(document.createElement('div'));
    box.style.cssText = 'position: absolute; left: -100000px; width: 1000px';
    box.append(served);
    const text = served.innerText;
    box.remove();
    return text;
  }, html);
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
  const urls = references.map((reference) => {
    const url = new URL(reference, page.url());
    if (url.origin === PUBLIC_ORIGIN) url.href = `${origin}${url.pathname}${url.search}`;
    url.hash = '';
    return url.href;
  });
  const unchecked = [...new Set(urls)].filter((url) => url.startsWith(`${origin}/`) && !checkedUrls.has(url));
  for (const url of unchecked) checkedUrls.add(url);
  const statuses = await Promise.all(unchecked.map(async (url) => [url, (await page.request.get(url)).status()] as const));
  return statuses.filter(([, status]) => status !== 200).map(([url, status]) => `${new URL(url).pathname} answers ${status}`);
}

test('the sitemap lists every page of the sidebars and of the API model', () => {
  expect(PAGES.map(withoutTrailingSlash)).toEqual(expect.arrayContaining([...MANUAL_PAGES, ...API_PAGES]));
});

for (const path of PAGES) {
  const isManual = MANUAL_PAGES.has(withoutTrailingSlash(path));
  test(`${path}: 200, no console error or CSP violation, WCAG 2.2 AA, full text without JavaScript, links and assets answer, tabs in view on a phone`, async ({
    page,
  }) => {
    const isApi = API_PAGES.has(withoutTrailingSlash(path));
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
    const html = (await response?.text()) ?? '';
    const hydration = page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    hydration.catch(() => undefined);
    await Promise.race([hydration, firstError]);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    await expect(page.locator('h1').first()).toBeVisible();
    // Code blocks are a tenth of the nodes and over a third of axe's time on a page with many: their
    // contrast depends only on the token colours, which code-blocks.spec.ts checks one by one in both
    // modes, and the page of each type keeps them in its full audit here.
    const codeBlocks = TYPE_PAGES.has(withoutTrailingSlash(path)) ? undefined : '.theme-code-block pre';
    expect(await axeViolations(page, 'html', codeBlocks)).toEqual([]);

    const sidebar = page.locator('.theme-doc-sidebar-container nav[aria-label="Docs sidebar"]');
    if (isManual || isApi) await expect(sidebar).toBeVisible();
    if (isApi) await expect(page.getByRole('button', {name: /send api request/i})).toHaveCount(0);
    if (isManual) {
      await expect(article(page).locator('h1')).toHaveCount(1);
      // Every page but the standalone Markdown page is itself an entry of the sidebar it shows.
      if (!STANDALONE_ROUTES.some((route) => path === sitePath(route)))
        await expect(page.locator('.theme-doc-sidebar-container a.menu__link--active').first()).toBeAttached();
      const text = await article(page).innerText();
      expect(text.length).toBeGreaterThan(MIN_MANUAL_TEXT);
      expect(text).not.toMatch(PLACEHOLDER);
    }
    if (path !== SEARCH_PAGE) {
      const withScript = await article(page).innerText();
      const withoutScript = await textWithoutJavaScript(page, html);
      expect(withoutScript.length, `${withoutScript.length} of ${withScript.length} characters without JavaScript`).toBeGreaterThanOrEqual(
        MIN_TEXT_SHARE * withScript.length,
      );
    }
    expect(await brokenReferences(page)).toEqual([]);

    // On a phone every tab (code sample languages, response codes, media types, examples) is in view.
    await page.setViewportSize(PHONE_VIEWPORT);
    expect(await tabsOutOfView(page)).toEqual([]);

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
