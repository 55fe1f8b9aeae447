import {expect, test, type Response} from '@playwright/test';
import {API_REFERENCES, referenceOverviewPath, specDownloadPath} from '../../src/apiReference';
import {BILLING_RESOURCE_API_ROUTES} from '../support/routes';
import {REPLACED_CLASS_PREFIXES} from '../../src/plugins/replaced-explorer-css/dropRules';
import {PHONE_VIEWPORT} from './support/chromium';
import {gotoHydrated, sitePath, tabsOutOfView} from './support/site';

const CODE_SAMPLE_LANGUAGES = ['curl', 'Python', 'JavaScript', 'Go', 'Java'];

test('every billing resource operation has its page, linked from the sidebar', async ({page}) => {
  await gotoHydrated(page, sitePath(BILLING_RESOURCE_API_ROUTES[0] ?? ''));
  const sidebar = page.locator('.theme-doc-sidebar-container');
  const collapsed = sidebar.locator('button[aria-label^="Expand sidebar category"]');
  while ((await collapsed.count()) > 0) await collapsed.first().click();
  const operationLinks = await sidebar
    .locator('a.menu__link.api-method, li.api-method a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(operationLinks.length).toBeGreaterThanOrEqual(10);
  for (const href of operationLinks) {
    const response = await page.request.get(href);
    expect(response.status(), href).toBe(200);
  }
});

test('an operation page shows parameters, request and response schemas in its static HTML', async ({request}) => {
  const html = await (await request.get(sitePath('api/reference/create-user'))).text();
  for (const field of ['email', 'firstName', 'lastName', 'locale']) expect(html).toContain(field);
  expect(html).toContain('Responses');
  // The code sample in the first language (curl) is in the HTML too, coloured at build time: the page
  // data is unpacked on the server (src/plugins/browser-shims); the other languages render when chosen.
  // (code-blocks.spec.ts checks its colours.)
  expect(html.replace(/<[^>]+>/g, '')).toContain('--url https://cloud.example.com/api/v1/admin/users');
  expect(html).not.toMatch(/openapi-skeleton|skeleton-loader/i);
});

test('an operation page has build-time code samples in five languages', async ({page}) => {
  await gotoHydrated(page, sitePath('api/reference/create-billing-profile'));
  const samples = page.locator('section[aria-labelledby="code-samples"]');
  await expect(samples.getByRole('tab')).toHaveText(CODE_SAMPLE_LANGUAGES);
  // Every language can be seen without scrolling the tab list, beside the operation on a laptop
  // (1280 px, where the fifth tab was half cut off) and stacked under it on a phone.
  for (const width of [1280, 997, PHONE_VIEWPORT.width]) {
    await page.setViewportSize({width, height: 800});
    expect(await tabsOutOfView(samples), `at ${width} px`).toEqual([]);
  }
  await expect(samples.locator('pre').first()).toContainText('curl');
  await samples.getByRole('tab', {name: 'Java', exact: true}).click();
  await expect(samples.locator('[role="tabpanel"]:not([hidden]) pre')).toContainText('HttpClient');
});

test('each specification can be downloaded from its overview page', async ({page}) => {
  for (const reference of API_REFERENCES) {
    await page.goto(referenceOverviewPath(reference));
    const download = page.locator(`a[href="${specDownloadPath(reference)}"]`).first();
    await page.locator('.dropdown', {has: download}).hover();
    await expect(download).toBeVisible();
    const response = await page.request.get(specDownloadPath(reference));
    expect(response.status()).toBe(200);
    expect(await response.text()).toMatch(/^openapi: 3\./m);
  }
});

test('search finds an operation page by one of its schema fields', async ({page}) => {
  await page.goto(`${sitePath('search')}?q=${encodeURIComponent('viesConsultationNumber')}`);
  const results = page.locator('.theme-layout-main');
  await expect(results.locator('a[href*="/api/reference/"]').first()).toBeVisible();
});

test('a manual page loads none of the API theme code', async ({page}) => {
  const responses: Response[] = [];
  const collect = (response: Response): void => {
    if (response.url().endsWith('.js')) responses.push(response);
  };
  page.on('response', collect);
  // The scripts are requested after the first paint (src/ssrTemplate.ts): on a busy machine the network
  // can be idle before that, so wait for the hydrated page. Bodies are read once it is idle: a body still
  // being read when the test ends fails it.
  await gotoHydrated(page, sitePath('administrators-manual/billing/tax-rules'));
  page.off('response', collect);
  const scripts = await Promise.all(responses.map((response) => response.text()));
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    expect(script).not.toContain('openapi-left-panel__container');
    expect(script).not.toContain('postman');
  }
});

test("the stylesheet carries the API theme's rules but none of the explorer it replaces, which no element uses", async ({page}) => {
  await gotoHydrated(page, sitePath('api/reference/create-user'));
  const href = await page.locator('link[rel="stylesheet"]').first().getAttribute('href');
  const css = await (await page.request.get(new URL(href ?? '', page.url()).href)).text();
  expect(css).toContain('.openapi-tabs__response-code-item');
  for (const prefix of REPLACED_CLASS_PREFIXES) expect(css).not.toContain(`.${prefix}`);
  await expect(page.locator(REPLACED_CLASS_PREFIXES.map((prefix) => `[class*="${prefix}"]`).join(', '))).toHaveCount(0);
});

test('a response status shows its schema when chosen, and descriptions render after a move in the browser', async ({page}) => {
  // The Markdown renderer's script, run only once a description is rendered in the browser
  // (src/theme/Markdown/loadRenderer.ts); before that the browser may only prefetch it.
  const rendererScripts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/markdown-renderer.') && request.resourceType() === 'script') rendererScripts.push(request.url());
  });
  await gotoHydrated(page, sitePath('api/reference/create-user'));
  const responses = page.locator('article').first();
  // Only the selected status is rendered (src/theme/ApiTabs); choosing another renders it.
  await expect(responses).not.toContainText('Path of the request that failed.');
  expect(rendererScripts).toEqual([]);
  await page.getByRole('tab', {name: '400', exact: true}).click();
  await expect(responses).toContainText('Path of the request that failed.');
  expect(rendererScripts).toHaveLength(1);
  // Descriptions kept from the server HTML while hydrating (src/theme/Markdown) and rendered after a
  // client-side move to another operation.
  await expect(responses).toContainText('Email address; must not be used by another user.');
  await page.locator('.theme-doc-sidebar-container a[href$="/get-user"]').click();
  await expect(page).toHaveURL(/get-user$/);
  await expect(page.locator('article').first()).toContainText('ID of the user.');
});
