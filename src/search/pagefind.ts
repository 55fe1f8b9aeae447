/**
 * Pagefind in the browser: its script, entry and WebAssembly (build/pagefind/, written by
 * scripts/search-index.ts), loaded on the first use, never with a page, and the result pages the box
 * shows a list from before any fragment.
 */
import {BASE_PATH, PRODUCT_SLUG, SEARCH_INDEX_DIR, SEARCH_KEYWORDS_FIELD, SEARCH_PAGES_FILE} from '../constants';

/** Pagefind's browser API, the part of it we use (pagefind.app/docs/api). */
export interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  locations?: number[];
}

export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  sub_results?: PagefindSubResult[];
}

export interface PagefindResult {
  id: string;
  score: number;
  /** The locations of the matched words in the page's text. */
  words: number[];
  data: () => Promise<PagefindResultData>;
}

interface PagefindSearch {
  results: PagefindResult[];
}

/** A search's options: the section filter, if any. */
export interface SearchOptions {
  filters?: Record<string, string>;
}

export interface Pagefind {
  options: (options: typeof PAGEFIND_OPTIONS) => Promise<void>;
  init: () => Promise<void>;
  search: (term: string, options?: SearchOptions) => Promise<PagefindSearch | null>;
}

interface PagefindModule {
  createInstance: (options: {noWorker: boolean; metaCacheTag: string}) => Pagefind;
}

const PAGEFIND_DIR = `${BASE_PATH}${SEARCH_INDEX_DIR}/`;
const PAGEFIND_SCRIPT = `${PAGEFIND_DIR}pagefind.js`;

/**
 * The query string of Pagefind's entry file, fixed so that the box can ask for the file before Pagefind
 * does (Pagefind's default is the time of the request). The entry is served with `no-cache`
 * (deploy/nginx.conf), so a new build's entry still replaces the old one.
 */
const ENTRY_CACHE_TAG = PRODUCT_SLUG;

/** How the site's Pagefind searches (the box and the results page; tests/search-relevance measures it). */
const PAGEFIND_OPTIONS = {
  /** Words of text around the matches in an excerpt. */
  excerptLength: 24,
  ranking: {
    /**
     * How much a page longer than the average is held back, from 0 to 1 (Pagefind's default 0.75): the
     * short API reference pages, which all repeat the same responses, outranked the manual page that
     * explains a subject.
     */
    pageLength: 0.3,
    /** A word of a page's title counts ten times one of its text, one of its keywords (./body.ts) five times. */
    metaWeights: {title: 10, [SEARCH_KEYWORDS_FIELD]: 5},
  },
} as const;

/** What the development server answers: it builds no index (README, "Search"). */
export const NO_INDEX_IN_DEVELOPMENT = 'Search works on the production build: run npm run build, then npm run serve.';

/**
 * Pagefind loads one file after another: its script, then its entry, then the WebAssembly and the
 * metadata the entry names, a round trip each. The entry and the WebAssembly (named after the page's
 * language, as Pagefind names it; scripts/search-index.ts checks the index agrees) are asked for with
 * the script, as preloads that Pagefind's own requests then take (bench/README.md).
 */
function preloadPagefindFiles(): void {
  const language = document.documentElement.lang.toLowerCase();
  for (const file of [`pagefind-entry.json?ts=${ENTRY_CACHE_TAG}`, `wasm.${language}.pagefind`]) {
    const link = document.createElement('link');
    Object.assign(link, {rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href: `${PAGEFIND_DIR}${file}`});
    document.head.append(link);
  }
}

/**
 * A page as a result shows it before its excerpt (scripts/search-index.ts writes them all into
 * SEARCH_PAGES_FILE): the URL Pagefind's result gives, the title, the section, and the headings
 * Pagefind makes sub-results of, each as its word location, anchor and text, by location.
 */
export type ResultPage = [url: string, title: string, section: string | null, headings: ResultHeading[]];
/** A heading of a result page: its word location, text, and anchor when it is not the text's slug (slugOf). */
export type ResultHeading = [location: number, text: string, anchor?: string];

/** Every indexed page by the id of Pagefind's results. */
export type ResultPages = Record<string, ResultPage>;

/**
 * `start` as a function that runs it once and shares its promise; after a failure (offline, say), the
 * next call runs it again.
 */
function onceUntilFailure<T>(start: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    if (!pending) {
      const started = start();
      pending = started;
      started.catch(() => {
        if (pending === started) pending = undefined;
      });
    }
    return pending;
  };
}

/** Loads the result pages once per page view, beside Pagefind. */
export const loadResultPages = onceUntilFailure(async (): Promise<ResultPages> => {
  // Low priority: Pagefind's script, entry and WebAssembly come first, this file in the round trips of the chain after them.
  const response = await fetch(`${PAGEFIND_DIR}${SEARCH_PAGES_FILE}`, {priority: 'low'});
  if (!response.ok) throw new Error(`${SEARCH_PAGES_FILE}: ${response.status}`);
  return (await response.json()) as ResultPages;
});

const loadPagefind = onceUntilFailure(async (): Promise<Pagefind> => {
  preloadPagefindFiles();
  const module = (await import(/* webpackIgnore: true */ PAGEFIND_SCRIPT)) as PagefindModule;
  // On the page's thread: a worker would cost a phone one more script and round trip for a search of milliseconds.
  const pagefind = module.createInstance({noWorker: true, metaCacheTag: ENTRY_CACHE_TAG});
  await pagefind.options(PAGEFIND_OPTIONS);
  await pagefind.init();
  return pagefind;
});

/** Loads Pagefind (and, beside it, the result pages) once per page view; after a failure, the next call tries again. */
export function loadSearch(): Promise<Pagefind> {
  if (process.env.NODE_ENV === 'development') return Promise.reject(new Error(NO_INDEX_IN_DEVELOPMENT));
  loadResultPages().catch(() => undefined);
  return loadPagefind();
}
