/**
 * Route chunks that fail to load, as after a deployment removed the chunks an open page still names.
 * Docusaurus preloads a route's chunks before rendering it (@docusaurus/core, client/PendingNavigation):
 * when that fails during a navigation in the browser it reloads the page, which fetches the new HTML.
 */
import {expect, test, type Browser, type Page} from '@playwright/test';
import {gotoHydrated, PAGE_TYPES, sitePath} from './support/site';

const FROM = sitePath('');
const TO = sitePath('client-manual/');
const LINK = 'Client Manual';
const TO_HEADING = 'Client manual';

/** The scripts a page loads on its own, beyond those of the page the reader comes from: its route chunks. */
async function routeChunks(browser: Browser): Promise<string[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scriptsOf = async (path: string): Promise<Set<string>> => {
    const scripts = new Set<string>();
    const record = (request: {resourceType(): string; url(): string}): void => {
      if (request.resourceType() === 'script') scripts.add(request.url());
    };
    page.on('request', record);
    await gotoHydrated(page, path);
    await page.waitForLoadState('networkidle');
    page.off('request', record);
    return scripts;
  };
  const from = await scriptsOf(FROM);
  const to = await scriptsOf(TO);
  await context.close();
  return [...to].filter((url) => !from.has(url));
}

async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, {__nubisSameDocument: true}));
}

async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => '__nubisSameDocument' in window);
}

test('a route chunk that fails to load during a navigation reloads the page, which then renders', async ({browser, page}) => {
  const chunks = await routeChunks(browser);
  expect(chunks.length).toBeGreaterThan(0);
  // The chunks fail for the open document (prefetches included) and load again once it is replaced.
  let reloaded = false;
  const failed: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && new URL(request.url()).pathname === TO) reloaded = true;
  });
  await page.route(
    (url) => chunks.includes(url.href),
    async (route) => {
      if (reloaded) return route.continue();
      failed.push(route.request().url());
      return route.abort('failed');
    },
  );
  await gotoHydrated(page, FROM);
  await markDocument(page);
  await page.locator('footer').getByRole('link', {name: LINK, exact: true}).click();
  await expect(page).toHaveURL(new RegExp(`${TO}$`));
  await expect(page.locator('article h1')).toHaveText(TO_HEADING);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  expect(failed.length).toBeGreaterThan(0);
  expect(reloaded).toBe(true);
  expect(await sameDocument(page)).toBe(false);
  // The reloaded page works: client-side navigation goes on without another reload.
  await markDocument(page);
  await page.locator('.theme-doc-sidebar-container a.menu__link[href*="/client-manual/"]').last().click();
  await expect(page.locator('article h1')).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
});

/** The bundles every page loads first (the runtime and main): everything else is a route's or shared chunk. */
const ENTRY_BUNDLE = /\/assets\/js\/(runtime~)?main\.[0-9a-f]+\.js$/;

for (const [type, path] of Object.entries(PAGE_TYPES)) {
  test(`the ${type} (${path}) stays readable when its chunks fail on the first load`, async ({page}) => {
    const failed: string[] = [];
    await page.route(
      (url) => url.pathname.endsWith('.js') && !ENTRY_BUNDLE.test(url.pathname),
      (route) => {
        failed.push(route.request().url());
        return route.abort('failed');
      },
    );
    const response = await page.goto(path);
    expect(response?.status()).toBe(path === PAGE_TYPES['not-found page'] ? 404 : 200);
    await expect(page.locator('h1').first()).toBeVisible();
    await expect.poll(() => failed.length).toBeGreaterThan(0);
    // Docusaurus renders nothing until the route's chunks are in: the static page stays as it was sent,
    // without the theme's "Retry" fallback (see the report of issue 6).
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(0);
    await expect(page.getByRole('button', {name: 'Retry'})).toHaveCount(0);
    // Its links still lead on, as plain page loads.
    const next = page.locator(`nav.navbar a.navbar__link[href^="${sitePath('')}"]:not([href="${path}"])`).first();
    const href = await next.getAttribute('href');
    await next.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator('h1').first()).toBeVisible();
  });
}
