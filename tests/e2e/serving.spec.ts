/**
 * How the site answers each kind of path: nginx with deploy/nginx.conf (the server of these tests), and
 * the Node server of `npm run serve` (scripts/preview-server.ts), which must answer exactly alike.
 */
import {readdirSync} from 'node:fs';
import type {AddressInfo} from 'node:net';
import {expect, test} from '@playwright/test';
import {REDIRECTS} from '../../scripts/nginx-conf';
import {createPreviewServer} from '../../scripts/preview-server';
import {BASE_PATH} from '../../src/constants';
import {settle, watchProblems} from './support/problems';
import {axeViolations, BUILD_DIR, PAGE_TYPES, sitePath} from './support/site';

const MAIN_BUNDLE = sitePath(`assets/js/${readdirSync(`${BUILD_DIR}/assets/js`).find((name) => /^main\.[0-9a-f]+\.js$/.test(name))}`);

/** Each path with the status it must answer and, for a redirect, where to. */
const ANSWERS: [path: string, status: number, location?: string][] = [
  ...Object.entries(REDIRECTS).map(([from, to]): [string, number, string] => [from, 301, to]),
  [BASE_PATH, 200],
  [sitePath('operators-manual'), 200],
  [sitePath('operators-manual/'), 200],
  [sitePath('operators-manual/identity'), 200],
  [sitePath('operators-manual/identity/'), 200],
  [sitePath('sitemap.xml'), 200],
  // The Markdown twins (beside the page, index.md for the home) and llms.txt (src/plugins/llms), with the types nginx gives them.
  [sitePath('operators-manual/identity.md'), 200],
  [sitePath('client-manual.md'), 200],
  [sitePath('index.md'), 200],
  [sitePath('llms.txt'), 200],
  [sitePath('img/logo.svg'), 200],
  [sitePath('nubis-admin-api.yaml'), 200],
  [MAIN_BUNDLE, 200],
  // Only ever the answer to unknown paths, never a page of its own.
  [sitePath('404.html'), 404],
  [sitePath('404'), 404],
  [sitePath('operators-manual/identity.html'), 404],
  [sitePath('operators-manual/identity/index'), 404],
  [sitePath('no/such/page'), 404],
  [sitePath('administrators-manual/billing/no-such-page'), 404],
  [sitePath('assets/js/no-such-chunk.js'), 404],
  [sitePath('assets/js/'), 404],
  // A folder without an index page.
  [sitePath('img/'), 404],
  ['/no-such-page', 404],
  ['/docs-old/page', 404],
];

interface Answer {
  status: number;
  location: string | null;
  type: string | null;
  body: string;
}

/** Status, redirect target and body; a redirect's body is left out (nginx writes a page of its own). */
async function answer(origin: string, path: string): Promise<Answer> {
  const response = await fetch(`${origin}${path}`, {redirect: 'manual'});
  const body = await response.text();
  const redirected = response.status === 301;
  return {
    status: response.status,
    location: response.headers.get('location'),
    type: redirected ? null : response.headers.get('content-type'),
    body: redirected ? '' : body,
  };
}

test('nginx and the Node server of npm run serve answer every kind of path alike', async ({baseURL}) => {
  const preview = createPreviewServer(BUILD_DIR);
  await new Promise<void>((resolve) => preview.listen(0, '127.0.0.1', resolve));
  try {
    const previewOrigin = `http://127.0.0.1:${(preview.address() as AddressInfo).port}`;
    const nginxOrigin = new URL(baseURL ?? '').origin;
    const notFoundPage = (await answer(nginxOrigin, sitePath('no/such/page'))).body;
    expect(notFoundPage).toContain('Page Not Found');
    for (const [path, status, location] of ANSWERS) {
      const fromNginx = await answer(nginxOrigin, path);
      expect({path, status: fromNginx.status, location: fromNginx.location}).toEqual({path, status, location: location ?? null});
      if (status === 404) expect(fromNginx.body, path).toBe(notFoundPage);
      const fromPreview = await answer(previewOrigin, path);
      expect({path, ...fromPreview}).toEqual({path, ...fromNginx});
    }
  } finally {
    await new Promise((resolve) => preview.close(resolve));
  }
});

test('the not-found page renders with its navbar, no console error or CSP violation, and passes axe', async ({page}) => {
  const problems = await watchProblems(page);
  const response = await page.goto(PAGE_TYPES['not-found page'] ?? '');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
  await expect(page.locator('nav.navbar')).toBeVisible();
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  expect(await axeViolations(page)).toEqual([]);
  await settle(page);
  expect(problems.cspViolations).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
  // Chromium reports the document's own 404 status as a console error; nothing else may appear.
  expect(problems.consoleErrors.filter((error) => !/status of 404/.test(error))).toEqual([]);
});

test('a link to an unknown path inside the site shows the not-found page', async ({page}) => {
  await page.goto(sitePath(''));
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.evaluate((path) => window.history.pushState({}, '', path), sitePath('administrators-manual/no-such-page'));
  await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
  await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
});
