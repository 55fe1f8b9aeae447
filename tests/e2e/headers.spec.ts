/** The caching, compression and security headers nginx sends with deploy/nginx.conf. */
import {readdirSync, readFileSync} from 'node:fs';
import {expect, test, type APIResponse} from '@playwright/test';
import {BASE_PATH, SEARCH_INDEX_DIR} from '../../src/constants';
import {policyForBuild, STATIC_SECURITY_HEADERS, TAG_MANAGER_SOURCES} from '../../scripts/security-headers';
import {brotliModuleEnabled} from '../../scripts/nginx-server';
import {BUILD_DIR} from './support/site';

const MAIN_BUNDLE = `${BASE_PATH}assets/js/${readdirSync(`${BUILD_DIR}/assets/js`).find((name) => /^main\.[0-9a-f]+\.js$/.test(name))}`;
const STYLESHEET = `${BASE_PATH}assets/css/${readdirSync(`${BUILD_DIR}/assets/css`).find((name) => name.endsWith('.css'))}`;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SEARCH_SCRIPT = `${BASE_PATH}${SEARCH_INDEX_DIR}/pagefind.js`;
const SEARCH_ENTRY = `${BASE_PATH}${SEARCH_INDEX_DIR}/pagefind-entry.json`;

const {policy: BUILD_POLICY, tagManager} = policyForBuild(BUILD_DIR, process.env);

function expectSecurityHeaders(response: APIResponse): void {
  const headers = response.headers();
  expect(headers['content-security-policy']).toBe(BUILD_POLICY);
  for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) expect(headers[name.toLowerCase()], name).toBe(value);
}

test('the build tells static hosts and CDNs the headers and redirects nginx sends (_headers, _redirects)', async ({request}) => {
  const [, ...rules] = readFileSync(`${BUILD_DIR}/_headers`, 'utf8').split(/^(?=\/)/m);
  const blocks = new Map(
    rules.map((rule) => {
      const [path = '', ...lines] = rule.trim().split('\n');
      return [
        path,
        Object.fromEntries(
          lines.map(
            (line) =>
              line
                .trim()
                .split(/: (.*)/s)
                .slice(0, 2) as [string, string],
          ),
        ),
      ];
    }),
  );
  const page = (await request.get(`${BASE_PATH}administrators-manual/billing/tax-rules`)).headers();
  const pageHeaders = blocks.get(`${BASE_PATH}*`) ?? {};
  expect(Object.keys(pageHeaders)).toEqual(['Content-Security-Policy', ...Object.keys(STATIC_SECURITY_HEADERS)]);
  for (const [name, value] of Object.entries(pageHeaders)) expect(page[name.toLowerCase()], name).toBe(value);
  expect(blocks.get(`${BASE_PATH}assets/*`)).toEqual({'Cache-Control': (await request.get(MAIN_BUNDLE)).headers()['cache-control']});
  const redirects = readFileSync(`${BUILD_DIR}/_redirects`, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('/'));
  expect(redirects.length).toBeGreaterThan(0);
  for (const line of redirects) {
    const [from = '', to, status] = line.split(' ');
    const response = await request.get(from, {maxRedirects: 0});
    expect([response.status(), response.headers().location], from).toEqual([Number(status), to]);
  }
});

test("the policy allows no inline script but the build's own, by hash, and no framing", async ({request}) => {
  const policy = (await request.get(BASE_PATH)).headers()['content-security-policy'] ?? '';
  const directives = new Map(policy.split(/;\s*/).map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));
  const scriptSources = directives.get('script-src') ?? [];
  // No 'unsafe-inline' or 'unsafe-eval'. The one relaxation: the search compiles Pagefind's WebAssembly.
  const hashes = scriptSources.filter((source) => source.startsWith("'sha256-"));
  expect(scriptSources.filter((source) => !hashes.includes(source))).toEqual([
    "'self'",
    "'wasm-unsafe-eval'",
    ...(tagManager ? TAG_MANAGER_SOURCES['script-src'] : []),
  ]);
  // Each inline script once (pages.spec.ts sees one without its hash as a violation).
  expect(hashes.length).toBeGreaterThan(0);
  expect(new Set(hashes).size).toBe(hashes.length);
  for (const directive of ["default-src 'self'", "frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"])
    expect(policy.split(/;\s*/)).toContain(directive);
  // Without an analytics id, no other host is allowed anywhere, and nothing may be framed.
  if (!tagManager) {
    expect(policy).not.toMatch(/https?:|\*/);
    expect(directives.has('frame-src')).toBe(false);
  }
});

for (const path of [
  BASE_PATH,
  `${BASE_PATH}administrators-manual/billing/tax-rules`,
  `${BASE_PATH}sitemap.xml`,
  SEARCH_SCRIPT,
  SEARCH_ENTRY,
  `${BASE_PATH}img/logo.svg`,
]) {
  test(`${path} is revalidated before each use and carries the security headers`, async ({request}) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-cache');
    expectSecurityHeaders(response);
    // Revalidation is cheap: the same ETag answers 304 without a body.
    const etag = response.headers().etag;
    expect(etag).toBeTruthy();
    const again = await request.get(path, {headers: {'If-None-Match': etag ?? ''}});
    expect(again.status()).toBe(304);
  });
}

for (const path of [MAIN_BUNDLE, STYLESHEET]) {
  test(`${path}, named by content hash, is cached for a year as immutable`, async ({request}) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe(IMMUTABLE);
    expectSecurityHeaders(response);
  });
}

test('every file under assets/ is named by its content hash, so caching it for a year is safe', () => {
  const files = readdirSync(`${BUILD_DIR}/assets`, {recursive: true, withFileTypes: true}).filter((entry) => entry.isFile());
  expect(files.length).toBeGreaterThan(0);
  expect(files.map((entry) => entry.name).filter((name) => !/[.-][0-9a-f]{8,}\.[a-z0-9]+$/.test(name))).toEqual([]);
});

test('redirects and the 404 page carry the security headers, and a 404 is never cached as immutable', async ({request}) => {
  const redirect = await request.get('/api', {maxRedirects: 0});
  expect(redirect.status()).toBe(301);
  expectSecurityHeaders(redirect);
  for (const path of [`${BASE_PATH}no-such-page`, `${BASE_PATH}assets/js/no-such-chunk.js`, '/no-such-page']) {
    const notFound = await request.get(path);
    expect(notFound.status()).toBe(404);
    expect(notFound.headers()['cache-control']).toBe('no-cache');
    expectSecurityHeaders(notFound);
  }
});

test('text is sent compressed: gzip, and brotli where nginx has the module', async ({request}) => {
  for (const path of [MAIN_BUNDLE, STYLESHEET, BASE_PATH, SEARCH_SCRIPT, `${BASE_PATH}nubis-admin-api.yaml`, `${BASE_PATH}img/logo.svg`]) {
    const gzip = await request.fetch(path, {headers: {'Accept-Encoding': 'gzip'}});
    expect(gzip.headers()['content-encoding'], path).toBe('gzip');
    expect(gzip.headers().vary, path).toMatch(/Accept-Encoding/i);
    const best = await request.fetch(path, {headers: {'Accept-Encoding': 'br, gzip'}});
    expect(best.headers()['content-encoding'], path).toBe(brotliModuleEnabled() ? 'br' : 'gzip');
  }
});

test('each file type has its media type, as nosniff requires', async ({request}) => {
  const expected: Record<string, RegExp> = {
    [BASE_PATH]: /^text\/html; charset=utf-8$/,
    [MAIN_BUNDLE]: /^(application|text)\/javascript; charset=utf-8$/,
    [STYLESHEET]: /^text\/css; charset=utf-8$/,
    [SEARCH_SCRIPT]: /^(application|text)\/javascript; charset=utf-8$/,
    [SEARCH_ENTRY]: /^application\/json; charset=utf-8$/,
    [`${BASE_PATH}sitemap.xml`]: /^(text|application)\/xml; charset=utf-8$/,
    [`${BASE_PATH}changelog/rss.xml`]: /^(text|application)\/xml; charset=utf-8$/,
    [`${BASE_PATH}img/logo.svg`]: /^image\/svg\+xml; charset=utf-8$/,
    [`${BASE_PATH}nubis-admin-api.yaml`]: /^application\/yaml; charset=utf-8$/,
  };
  for (const [path, type] of Object.entries(expected)) expect((await request.get(path)).headers()['content-type'], path).toMatch(type);
});
