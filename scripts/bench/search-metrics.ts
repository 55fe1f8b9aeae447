/**
 * Search on a phone. For each query a first-time reader (fresh context, empty cache) opens a manual page
 * on the phone profile, taps the search box and types the query. Timed in the page: from the input event
 * of the last keystroke to the listbox showing the results of the whole query (its `data-query`).
 * Counted by the DevTools protocol: every byte received from the tap until the network has been quiet
 * for QUIET_MS after those results, as on the wire, so that nothing fetched just after them escapes.
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chromium, type Browser} from '@playwright/test';
import {SEARCH_INDEX_DIR} from '../../src/constants';
import {CHROMIUM_ARGS, findOrInstallChromium, PHONE_VIEWPORT} from '../chromium';
import {median, PHONE_PROFILE, throttle} from './pages';

/** The reader's time between two keystrokes. */
export const TYPING_DELAY_MS = 100;

/** What readers ask, the first one the issue's own example. */
const QUERIES = ['suspend billing profile', 'reverse charge', 'install on microk8s', 'keycloak theme', 'create a user with the API'];

const QUIET_MS = 1500;

/** What a response of a query is, for the breakdown of its bytes. */
function responseKind(url: string): string {
  const file = new URL(url).pathname.split('/').pop() ?? '';
  if (/^pagefind(-worker)?\.js$/.test(file) || file === 'pagefind-entry.json') return file;
  if (file.startsWith('wasm.')) return 'WebAssembly';
  const pagefind = /\.pf_(meta|index|filter|fragment)$/.exec(file)?.[1];
  if (pagefind) return {meta: 'metadata (pf_meta)', index: 'index chunks', filter: 'filters', fragment: 'fragments'}[pagefind] ?? pagefind;
  return file.endsWith('.js') ? 'site script chunks' : 'other';
}

type ByKind = Record<string, {responses: number; bytes: number}>;

interface PhoneQuery {
  query: string;
  /** Last keystroke to the first result of the whole query. */
  ms: number;
  /** Bytes received from the tap on the box until the network is quiet after that result, in all and by kind. */
  bytes: number;
  byKind: ByKind;
}

export interface SearchFigures {
  /** Pages in the index, and the files and bytes a search can load (Pagefind compresses them itself). */
  pages: number;
  indexFiles: number;
  indexBytes: number;
  /** Times move with the machine's load average (1, 5, 15 min); bytes do not. */
  measuredAt: string;
  loadAverage: number[];
  /** The median time of the queries, and the first query's bytes. */
  phone: {queries: PhoneQuery[]; medianMs: number; firstQueryBytes: number; firstQueryByKind: ByKind};
}

/** Pagefind's bundled UIs are written beside the index but never loaded. */
const UNUSED_BUNDLE = /^pagefind-(component-ui|modular-ui|ui|highlight)\./;

function indexSize(buildDir: string): Pick<SearchFigures, 'pages' | 'indexFiles' | 'indexBytes'> {
  const dir = path.join(buildDir, SEARCH_INDEX_DIR);
  const entry = JSON.parse(readFileSync(path.join(dir, 'pagefind-entry.json'), 'utf8')) as {
    languages: Record<string, {page_count: number}>;
  };
  const sizes = readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => !UNUSED_BUNDLE.test(path.basename(file)))
    .map((file) => statSync(path.join(dir, file)))
    .filter((stat) => stat.isFile())
    .map((stat) => stat.size);
  return {
    pages: Object.values(entry.languages).reduce((sum, language) => sum + language.page_count, 0),
    indexFiles: sizes.length,
    indexBytes: sizes.reduce((sum, size) => sum + size, 0),
  };
}

declare global {
  interface Window {
    __searchBench?: {lastInputAt?: number; shownAt?: number};
  }
}

async function timeQuery(browser: Browser, pageUrl: string, query: string): Promise<PhoneQuery> {
  const context = await browser.newContext({viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true});
  try {
    const page = await context.newPage();
    const cdp = await throttle(context, page, PHONE_PROFILE);
    let counting = false;
    const byKind: ByKind = {};
    const urls = new Map<string, string>();
    const inFlight = new Set<string>();
    let lastActivity = 0;
    cdp.on('Network.requestWillBeSent', (event) => {
      urls.set(event.requestId, event.request.url);
      if (counting) inFlight.add(event.requestId);
      lastActivity = Date.now();
    });
    cdp.on('Network.loadingFailed', (event) => {
      inFlight.delete(event.requestId);
      lastActivity = Date.now();
    });
    cdp.on('Network.loadingFinished', (event) => {
      inFlight.delete(event.requestId);
      lastActivity = Date.now();
      if (!counting) return;
      const entry = (byKind[responseKind(urls.get(event.requestId) ?? 'about:blank')] ??= {responses: 0, bytes: 0});
      entry.responses += 1;
      entry.bytes += event.encodedDataLength;
    });
    await page.goto(pageUrl, {waitUntil: 'networkidle', timeout: 120_000});
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.evaluate((expected) => {
      const state: NonNullable<Window['__searchBench']> = {};
      window.__searchBench = state;
      document.addEventListener('input', () => (state.lastInputAt = performance.now()), true);
      const results = `nav.navbar [role="listbox"][data-query="${CSS.escape(expected)}"] [role="option"]`;
      new MutationObserver(() => {
        if (state.shownAt === undefined && document.querySelector(results)) state.shownAt = performance.now();
      }).observe(document.body, {childList: true, subtree: true, attributes: true});
    }, query);
    counting = true;
    await page.locator('nav.navbar input.navbar__search-input').tap();
    await page.keyboard.type(query, {delay: TYPING_DELAY_MS});
    await page.waitForFunction(() => window.__searchBench?.shownAt !== undefined, undefined, {timeout: 60_000});
    const ms = await page.evaluate(() => (window.__searchBench?.shownAt ?? Number.NaN) - (window.__searchBench?.lastInputAt ?? Number.NaN));
    const quietBy = Date.now() + 60_000;
    while (inFlight.size > 0 || Date.now() - lastActivity < QUIET_MS) {
      if (Date.now() > quietBy) throw new Error(`The network never went quiet after the results of "${query}".`);
      await page.waitForTimeout(100);
    }
    counting = false;
    return {query, ms: Math.round(ms), bytes: Object.values(byKind).reduce((sum, kind) => sum + kind.bytes, 0), byKind};
  } finally {
    await context.close();
  }
}

export async function measureSearch(pageUrl: string, buildDir: string): Promise<SearchFigures> {
  const browser = await chromium.launch({executablePath: findOrInstallChromium('browser'), args: CHROMIUM_ARGS});
  try {
    const queries: PhoneQuery[] = [];
    for (const query of QUERIES) {
      const timed = await timeQuery(browser, pageUrl, query);
      const kinds = Object.entries(timed.byKind).map(
        ([kind, {responses, bytes}]) => `${kind} ${responses}: ${(bytes / 1024).toFixed(1)} KB`,
      );
      console.log(
        `  search "${query}": ${timed.ms} ms after the last keystroke, ${(timed.bytes / 1024).toFixed(1)} KB (${kinds.join(', ')})`,
      );
      queries.push(timed);
    }
    return {
      ...indexSize(buildDir),
      measuredAt: new Date().toISOString(),
      loadAverage: os.loadavg().map((load) => Math.round(load * 10) / 10),
      phone: {
        queries,
        medianMs: median(queries.map(({ms}) => ms)),
        firstQueryBytes: queries[0]?.bytes ?? 0,
        firstQueryByKind: queries[0]?.byKind ?? {},
      },
    };
  } finally {
    await browser.close();
  }
}
