/**
 * Search on a phone: Chromium with slow 4G (150 ms latency, 1.6 Mbit/s down, 750 kbit/s up) and the
 * CPU slowed down 4×, set through the DevTools protocol. For each query a first-time reader (fresh
 * browser context, empty cache) opens a manual page, taps the search box and types the query at
 * TYPING_DELAY_MS per key. Timed in the page: from the input event of the last keystroke to the
 * listbox showing the results of the whole query (its `data-query`). Counted by the protocol: every byte
 * received from the tap on the box until the network has been quiet for QUIET_MS after those results
 * (our script chunks, Pagefind's script, WebAssembly, metadata, index chunks, filters and result
 * fragments, as compressed on the wire), so that nothing fetched just after the first result escapes
 * the count; the first query's bytes are also broken down by kind. Also the size of the index the
 * build wrote.
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chromium, type Browser} from '@playwright/test';
import {CHROMIUM_ARGS, findOrInstallChromium} from '../chromium';
import {SEARCH_INDEX_DIR} from '../../src/constants';
import {median} from './stats';

/** The phone profile of issue 17. */
export const PHONE_PROFILE = {latencyMs: 150, downloadKbps: 1600, uploadKbps: 750, cpuSlowdown: 4} as const;
/** Time between two keystrokes of the reader. */
export const TYPING_DELAY_MS = 100;

/** The queries timed: what readers ask, the first one the issue's own example. */
export const SEARCH_QUERIES = [
  'suspend billing profile',
  'reverse charge',
  'install on microk8s',
  'keycloak theme',
  'create a user with the API',
] as const;

/** How long the network must stay idle after the first result before the byte count closes. */
const QUIET_MS = 1500;

/** What a response of a query is, for the breakdown of its bytes. */
export function responseKind(url: string): string {
  const file = new URL(url).pathname.split('/').pop() ?? '';
  if (/^pagefind(-worker)?\.js$/.test(file)) return file;
  if (file === 'pagefind-entry.json') return 'pagefind-entry.json';
  if (file.startsWith('wasm.')) return 'WebAssembly';
  const pagefind = /\.pf_(meta|index|filter|fragment)$/.exec(file)?.[1];
  if (pagefind) return {meta: 'metadata (pf_meta)', index: 'index chunks', filter: 'filters', fragment: 'fragments'}[pagefind] ?? pagefind;
  if (file.endsWith('.js')) return 'site script chunks';
  return 'other';
}

export interface PhoneQuery {
  query: string;
  /** Last keystroke to the first result of the whole query. */
  ms: number;
  /** Bytes received from the tap on the box until the network is quiet after that result. */
  bytes: number;
  /** Those bytes and responses by kind (responseKind). */
  byKind: Record<string, {responses: number; bytes: number}>;
}

export interface SearchFigures {
  /** Pages in the index (pagefind-entry.json). */
  pages: number;
  /** The index a search can load: its files and bytes (Pagefind compresses them itself). */
  indexFiles: number;
  indexBytes: number;
  /** When the search was measured, and the machine's load average (1, 5, 15 min) then: times move with it, bytes do not. */
  measuredAt?: string;
  loadAverage?: number[];
  phone: {
    profile: {latencyMs: number; downloadKbps: number; uploadKbps: number; cpuSlowdown: number; typingDelayMs: number};
    queries: PhoneQuery[];
    medianMs: number;
    firstQueryBytes: number;
    /** The first query's bytes by kind (absent from results of before it was recorded). */
    firstQueryByKind?: PhoneQuery['byKind'];
  };
}

/** Pagefind's bundled UIs (pagefind-ui.js and the like) are written beside the index but never loaded. */
const UNUSED_BUNDLE = /^pagefind-(component-ui|modular-ui|ui|highlight)\./;

export function searchIndexSize(buildDir: string): Pick<SearchFigures, 'pages' | 'indexFiles' | 'indexBytes'> {
  const dir = path.join(buildDir, SEARCH_INDEX_DIR);
  const entry = JSON.parse(readFileSync(path.join(dir, 'pagefind-entry.json'), 'utf8')) as {
    languages: Record<string, {page_count: number}>;
  };
  const files = (readdirSync(dir, {recursive: true, encoding: 'utf8'}) as string[]).filter(
    (file) => statSync(path.join(dir, file)).isFile() && !UNUSED_BUNDLE.test(path.basename(file)),
  );
  return {
    pages: Object.values(entry.languages).reduce((sum, language) => sum + language.page_count, 0),
    indexFiles: files.length,
    indexBytes: files.reduce((sum, file) => sum + statSync(path.join(dir, file)).size, 0),
  };
}

declare global {
  interface Window {
    __searchBench?: {lastInputAt?: number; shownAt?: number};
  }
}

async function timeQuery(browser: Browser, pageUrl: string, query: string): Promise<PhoneQuery> {
  const context = await browser.newContext({viewport: {width: 412, height: 823}, isMobile: true, hasTouch: true});
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE_PROFILE.latencyMs,
      downloadThroughput: (PHONE_PROFILE.downloadKbps * 1000) / 8,
      uploadThroughput: (PHONE_PROFILE.uploadKbps * 1000) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: PHONE_PROFILE.cpuSlowdown});
    let counting = false;
    let bytes = 0;
    const byKind: PhoneQuery['byKind'] = {};
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
      bytes += event.encodedDataLength;
      const kind = responseKind(urls.get(event.requestId) ?? 'about:blank');
      const entry = (byKind[kind] ??= {responses: 0, bytes: 0});
      entry.responses += 1;
      entry.bytes += event.encodedDataLength;
    });
    await page.goto(pageUrl, {waitUntil: 'networkidle', timeout: 120_000});
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.evaluate((expected) => {
      const state: NonNullable<Window['__searchBench']> = {};
      window.__searchBench = state;
      document.addEventListener('input', () => (state.lastInputAt = performance.now()), true);
      new MutationObserver(() => {
        if (
          state.shownAt === undefined &&
          document.querySelector(`nav.navbar [role="listbox"][data-query="${CSS.escape(expected)}"] [role="option"]`)
        ) {
          state.shownAt = performance.now();
        }
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
    return {query, ms: Math.round(ms), bytes, byKind};
  } finally {
    await context.close();
  }
}

/** The phone figures over SEARCH_QUERIES, each on `pageUrl` in a fresh context. */
export async function measureSearch(pageUrl: string, buildDir: string): Promise<SearchFigures> {
  const browser = await chromium.launch({executablePath: findOrInstallChromium('browser'), args: CHROMIUM_ARGS});
  try {
    const queries: PhoneQuery[] = [];
    for (const query of SEARCH_QUERIES) {
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
      ...searchIndexSize(buildDir),
      measuredAt: new Date().toISOString(),
      loadAverage: os.loadavg().map((load) => Math.round(load * 10) / 10),
      phone: {
        profile: {...PHONE_PROFILE, typingDelayMs: TYPING_DELAY_MS},
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
