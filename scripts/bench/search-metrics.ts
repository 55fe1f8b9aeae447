/**
 * Search on a phone (issue 41). For each query and typing speed a first-time reader (fresh context,
 * empty cache) opens a manual page on the phone profile and, READER_SEARCHES_AFTER_MS after arriving
 * (or once the page has hydrated, if later), taps the search box and types the query: the page's own
 * idle work, the route prefetches of the links in view among it, runs meanwhile as a reader meets it.
 * Timed in the page: from the input event of the last keystroke to the listbox showing the results of
 * the whole query (its `data-query`). Counted by the DevTools protocol: the bytes received on the wire
 * from the tap until those results show, whatever asked for them (a prefetch on the wire at the tap
 * counts for its bytes after the tap).
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {chromium, type Browser} from '@playwright/test';
import {SEARCH_INDEX_DIR} from '../../src/constants';
import {CHROMIUM_ARGS, findOrInstallChromium, PHONE_VIEWPORT} from '../chromium';
import {median, TYPING_DELAYS_MS, type PhoneQuery, type SearchFigures, type TypingDelay, type TypingSpeedFigures} from './figures';
import {throttle} from './pages';

/** What readers ask, the first one the issue's own example; each speed's figures are medians of these. */
const QUERIES = ['suspend billing profile', 'reverse charge', 'install on microk8s'];

/** When the reader taps the box, from the start of the navigation: within a few seconds of arriving. */
const READER_SEARCHES_AFTER_MS = 3000;

/** What a response of a query is, for the breakdown of its bytes. */
function responseKind(url: string): string {
  const file = new URL(url).pathname.split('/').pop() ?? '';
  if (/^pagefind(-worker)?\.js$/.test(file) || file === 'pagefind-entry.json') return file;
  if (file.startsWith('wasm.')) return 'WebAssembly';
  const pagefind = /\.pf_(meta|index|filter|fragment)$/.exec(file)?.[1];
  if (pagefind) return {meta: 'metadata (pf_meta)', index: 'index chunks', filter: 'filters', fragment: 'fragments'}[pagefind] ?? pagefind;
  return file.endsWith('.js') ? 'site script chunks' : 'other';
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
    __searchBenchShown?: () => Promise<void>;
  }
}

async function timeQuery(browser: Browser, pageUrl: string, query: string, keyDelayMs: TypingDelay): Promise<PhoneQuery> {
  const context = await browser.newContext({viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true});
  try {
    const page = await context.newPage();
    const cdp = await throttle(context, page);
    let counting = false;
    const urls = new Map<string, string>();
    /** Per request: whether it was sent after the tap, bytes received after the tap, and its whole size if it ended after the tap. */
    const sentWhileCounting = new Set<string>();
    const received = new Map<string, number>();
    const finished = new Map<string, number>();
    cdp.on('Network.requestWillBeSent', (event) => {
      urls.set(event.requestId, event.request.url);
      if (counting) sentWhileCounting.add(event.requestId);
    });
    cdp.on('Network.dataReceived', (event) => {
      if (counting) received.set(event.requestId, (received.get(event.requestId) ?? 0) + event.encodedDataLength);
    });
    cdp.on('Network.loadingFinished', (event) => {
      if (counting) finished.set(event.requestId, event.encodedDataLength);
    });
    // Called by the page the moment the results show: no byte that arrives later is counted.
    await page.exposeFunction('__searchBenchShown', () => {
      counting = false;
    });
    await page.goto(pageUrl, {waitUntil: 'commit', timeout: 120_000});
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached', timeout: 120_000});
    await page.waitForFunction((at) => performance.now() >= at, READER_SEARCHES_AFTER_MS, {timeout: 120_000});
    await page.evaluate((expected) => {
      const state: NonNullable<Window['__searchBench']> = {};
      window.__searchBench = state;
      document.addEventListener('input', () => (state.lastInputAt = performance.now()), true);
      const results = `nav.navbar [role="listbox"][data-query="${CSS.escape(expected)}"] [role="option"]`;
      new MutationObserver(() => {
        if (state.shownAt === undefined && document.querySelector(results)) {
          state.shownAt = performance.now();
          void window.__searchBenchShown?.();
        }
      }).observe(document.body, {childList: true, subtree: true, attributes: true});
    }, query);
    counting = true;
    await page.locator('nav.navbar input.navbar__search-input').tap();
    await page.keyboard.type(query, {delay: keyDelayMs});
    await page.waitForFunction(() => window.__searchBench?.shownAt !== undefined, undefined, {timeout: 60_000});
    counting = false;
    const ms = await page.evaluate(() => (window.__searchBench?.shownAt ?? Number.NaN) - (window.__searchBench?.lastInputAt ?? Number.NaN));
    const byKind: PhoneQuery['byKind'] = {};
    for (const id of new Set([...received.keys(), ...finished.keys()])) {
      // The whole response when it was asked for after the tap, or when the protocol reported no bytes as they came.
      const after = received.get(id) ?? 0;
      const bytes = sentWhileCounting.has(id) || after === 0 ? Math.max(after, finished.get(id) ?? 0) : after;
      if (bytes === 0) continue;
      const entry = (byKind[responseKind(urls.get(id) ?? 'about:blank')] ??= {responses: 0, bytes: 0});
      entry.responses += 1;
      entry.bytes += bytes;
    }
    return {query, ms: Math.round(ms), bytes: Object.values(byKind).reduce((sum, kind) => sum + kind.bytes, 0), byKind};
  } finally {
    await context.close();
  }
}

export async function measureSearch(pageUrl: string, buildDir: string): Promise<SearchFigures> {
  const browser = await chromium.launch({executablePath: findOrInstallChromium('browser'), args: CHROMIUM_ARGS});
  try {
    const speeds: TypingSpeedFigures[] = [];
    for (const keyDelayMs of TYPING_DELAYS_MS) {
      const queries: PhoneQuery[] = [];
      for (const query of QUERIES) {
        const timed = await timeQuery(browser, pageUrl, query, keyDelayMs);
        const kinds = Object.entries(timed.byKind).map(
          ([kind, {responses, bytes}]) => `${kind} ${responses}: ${(bytes / 1024).toFixed(1)} KB`,
        );
        console.log(
          `  search "${query}" at ${keyDelayMs} ms a key: ${timed.ms} ms after the last keystroke, ${(timed.bytes / 1024).toFixed(1)} KB from the tap (${kinds.join(', ')})`,
        );
        queries.push(timed);
      }
      speeds.push({keyDelayMs, queries, medianMs: median(queries.map(({ms}) => ms)), medianBytes: median(queries.map(({bytes}) => bytes))});
    }
    return {...indexSize(buildDir), speeds};
  } finally {
    await browser.close();
  }
}
