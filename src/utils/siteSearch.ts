/**
 * The browser side of the site search. Pagefind's script and WebAssembly (build/pagefind/, written by
 * scripts/search-index.ts) load on the first use, never with a page; each query then fetches only the index
 * chunks of its words and the fragments of the results shown. This module turns Pagefind's results
 * into what the search box and the results page show.
 */
import {useEffect, useState} from 'react';
import {
  BASE_PATH,
  PRODUCT_SLUG,
  SEARCH_INDEX_DIR,
  SEARCH_KEYWORDS_FIELD,
  SEARCH_PAGES_FILE,
  SEARCH_SECTION_FIELD,
  SEARCH_SECTIONS,
  type SearchSection,
} from '../constants';
import {holdRoutePrefetch} from './routePrefetch';
import {correctWord, fetchWordList, wordListOf, type WordListSource} from './searchSpelling';

/** Pagefind's browser API, the part of it we use (pagefind.app/docs/api). */
interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  locations?: number[];
}

interface PagefindResultData {
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
interface SearchOptions {
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
    /** A word of a page's title counts ten times one of its text, one of its keywords (src/utils/searchBody.ts) five times. */
    metaWeights: {title: 10, [SEARCH_KEYWORDS_FIELD]: 5},
  },
} as const;

/**
 * Words that say nothing about the page a reader wants ("how do I stop a client who does not pay"):
 * left out of the search unless the query has nothing else.
 */
const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from how i in into is it me my not of on or our the their this through to we what when where which who why will with you your'.split(
    ' ',
  ),
);

/** What the development server answers: it builds no index (README, "Search"). */
const NO_INDEX_IN_DEVELOPMENT = 'Search works on the production build: run npm run build, then npm run serve.';

let loading: Promise<Pagefind> | undefined;

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

/**
 * A heading's anchor as Docusaurus makes most of them (github-slugger: lower case, punctuation out,
 * spaces to hyphens). The result pages leave out each anchor this gives, nearly all of them, and name
 * the others: the file is the same whether or not the two ever disagree.
 */
export function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_\- ]/gu, '')
    .replace(/ /g, '-');
}
/** Every indexed page by the id of Pagefind's results. */
export type ResultPages = Record<string, ResultPage>;

let loadingPages: Promise<ResultPages> | undefined;

/** Loads the result pages once per page view, beside Pagefind; after a failure, the next call tries again. */
function loadResultPages(): Promise<ResultPages> {
  if (!loadingPages) {
    // Low priority: Pagefind's script, entry and WebAssembly come first, this file in the round trips of the chain after them.
    const started = fetch(`${PAGEFIND_DIR}${SEARCH_PAGES_FILE}`, {priority: 'low'}).then(async (response) => {
      if (!response.ok) throw new Error(`${SEARCH_PAGES_FILE}: ${response.status}`);
      return (await response.json()) as ResultPages;
    });
    loadingPages = started;
    started.catch(() => {
      if (loadingPages === started) loadingPages = undefined;
    });
  }
  return loadingPages;
}

/** Loads Pagefind once per page view; after a failure (offline, say), the next call tries again. */
export function loadSearch(): Promise<Pagefind> {
  if (process.env.NODE_ENV === 'development') return Promise.reject(new Error(NO_INDEX_IN_DEVELOPMENT));
  loadResultPages().catch(() => undefined);
  if (!loading) {
    preloadPagefindFiles();
    const started = (import(/* webpackIgnore: true */ PAGEFIND_SCRIPT) as Promise<PagefindModule>).then(async (module) => {
      // On the page's thread: a worker would cost a phone one more script and round trip for a search of milliseconds.
      const pagefind = module.createInstance({noWorker: true, metaCacheTag: ENTRY_CACHE_TAG});
      await pagefind.options(PAGEFIND_OPTIONS);
      await pagefind.init();
      return pagefind;
    });
    loading = started;
    started.catch(() => {
      if (loading === started) loading = undefined;
    });
  }
  return loading;
}

/**
 * Readers' words that the index cannot match to the docs' own, each with the docs' word for the same
 * thing. Pagefind stems "customers" to "custom", which then matches "customize" and "custom menu
 * item" before any page about clients, the docs' name for a provider's customers.
 */
const DOCS_WORDS: Readonly<Record<string, string>> = {customer: 'client', customers: 'clients'};

/** The words of a query: lower case, each once, without the punctuation around them, in the docs' words. */
function queryWords(query: string): string[] {
  return [
    ...new Set(
      query
        .toLowerCase()
        .split(/\s+/)
        .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
        .filter(Boolean)
        .map((word) => DOCS_WORDS[word] ?? word),
    ),
  ];
}

/** The words of a query that are searched: those of queryWords without stop words, unless nothing else is left. */
export function queryTerms(query: string): string[] {
  const words = queryWords(query);
  const meaningful = words.filter((word) => !STOP_WORDS.has(word));
  return meaningful.length > 0 ? meaningful : words;
}

/** What a page that holds the query's words in a row, as typed ("No valid host was found"), adds to its score: as much as a word it is the best answer for. */
export const PHRASE_BONUS = 1;

/**
 * Ranks pages for a query of several words. Pagefind alone returns only the pages that hold every
 * word, and a reader's question often has one the right page never uses ("colleague").
 * Each word is searched on its own; a page scores, for each word, the square of its Pagefind score
 * divided by the best page's score for that word, summed over the words. Squared, a page that is the
 * answer for one telling word ("25.5.0" in "release notes 25.5.0") outranks pages that hold every word
 * a little (the changelog, the archive); plain shares found one query of tests/search-relevance fewer.
 * A page that holds the words as a phrase (`phrase`, Pagefind's search of them in quotes) adds
 * PHRASE_BONUS. The page's result object is the one of the search of all words when the page holds
 * them all (its excerpt marks every word), else the one of its best word.
 */
export function rankResults(
  perTerm: readonly (readonly PagefindResult[])[],
  allTerms: readonly PagefindResult[],
  phrase: readonly PagefindResult[] = [],
): PagefindResult[] {
  const pages = new Map<string, {score: number; result: PagefindResult; best: number}>();
  for (const results of perTerm) {
    const top = Math.max(...results.map((result) => result.score));
    for (const result of results) {
      const share = top > 0 ? (result.score / top) ** 2 : 0;
      const page = pages.get(result.id);
      if (!page) pages.set(result.id, {score: share, result, best: share});
      else {
        page.score += share;
        if (share > page.best) Object.assign(page, {result, best: share});
      }
    }
  }
  for (const result of phrase) {
    const page = pages.get(result.id);
    if (page) page.score += PHRASE_BONUS;
  }
  const complete = new Map(allTerms.map((result) => [result.id, result]));
  return [...pages.entries()].sort(([, a], [, b]) => b.score - a.score).map(([id, page]) => complete.get(id) ?? page.result);
}

/** What a search found: the results, best first, and the words searched when a misspelled one was replaced. */
export interface SiteResults {
  results: PagefindResult[];
  corrected?: string;
}

/** Searches the words of a query (each on its own too, and as a phrase if asked); the results best first. */
async function searchTerms(
  pagefind: Pick<Pagefind, 'search'>,
  terms: readonly string[],
  withPhrase: boolean,
  options: SearchOptions,
): Promise<PagefindResult[] | null> {
  const several = terms.length > 1;
  const searches = await Promise.all(
    [terms.join(' '), ...(several ? terms : []), ...(several && withPhrase ? [`"${terms.join(' ')}"`] : [])].map((term) =>
      pagefind.search(term, options),
    ),
  );
  if (searches.some((search) => search === null)) return null;
  const [all = [], ...rest] = searches.map((search) => search?.results ?? []);
  return several ? rankResults(rest.slice(0, terms.length), all, rest[terms.length]) : all;
}

/**
 * The query's words with each misspelled one replaced by the nearest word of the index
 * (src/utils/searchSpelling.ts). A word is misspelled when the index does not hold it whole: Pagefind
 * would otherwise search its longest known beginning ("key" for "keycloack"). Only then is its letter's
 * list fetched, which also tells a word being typed (the beginning of a listed word) from a misspelled one.
 */
async function correctTerms(
  pagefind: Pick<Pagefind, 'search'>,
  terms: readonly string[],
  options: SearchOptions,
  wordList: WordListSource,
): Promise<string[]> {
  return Promise.all(
    terms.map(async (term) => {
      if (wordListOf(term) === undefined) return term;
      const whole = await pagefind.search(`"${term}"`, options);
      return whole && whole.results.length === 0 ? ((await correctWord(term, wordList)) ?? term) : term;
    }),
  );
}

/**
 * Searches the site for a query, optionally in one section, with its misspelled words corrected. The
 * words are also searched as a phrase when none was left out as a stop word: their index chunks are
 * then the ones already fetched.
 */
export async function searchSite(
  pagefind: Pick<Pagefind, 'search'>,
  query: string,
  section?: SearchSection,
  wordList: WordListSource = fetchWordList,
): Promise<SiteResults | null> {
  const typed = queryTerms(query);
  if (typed.length === 0) return {results: []};
  const options = section ? {filters: {[SEARCH_SECTION_FIELD]: section}} : {};
  const terms = await correctTerms(pagefind, typed, options, wordList);
  const results = await searchTerms(pagefind, terms, typed.length === queryWords(query).length, options);
  if (!results) return null;
  const corrected = terms.some((term, index) => term !== typed[index]) ? terms.join(' ') : undefined;
  return corrected ? {results, corrected} : {results};
}

/** One result as the UI shows it: the page, its section, and the heading of the best matching part. */
export interface SearchHit {
  id: string;
  url: string;
  title: string;
  section?: string;
  heading?: string;
  /** Plain text with the matched words marked (Pagefind's excerpt: escaped text and <mark> tags); undefined until the page's fragment has come. */
  excerpt?: string;
}

/**
 * A result as it shows before its page's fragment: the part of the page with the most matched words,
 * as Pagefind's sub-results divide a page (the text before the first heading, then each heading's
 * part, up to the next), the first such part on a tie, as bestSubResult picks from the fragment.
 */
export function hitFromPage(result: Pick<PagefindResult, 'id' | 'words'>, page: ResultPage): SearchHit {
  const [url, rawTitle, section, headings] = page;
  const title = plainHeading(rawTitle);
  /** Matched words per part: index 0 is the text before the first heading, index i + 1 heading i's part. */
  const counts = new Array<number>(headings.length + 1).fill(0);
  for (const location of result.words) {
    let part = 0;
    while (part < headings.length && (headings[part]?.[0] ?? Infinity) <= location) part += 1;
    counts[part] = (counts[part] ?? 0) + 1;
  }
  let best = -1;
  counts.forEach((count, part) => {
    if (count > 0 && (best < 0 || count > (counts[best] ?? 0))) best = part;
  });
  const heading = best > 0 ? headings[best - 1] : undefined;
  if (!heading) return {id: result.id, url, title, section: section ?? undefined, heading: undefined};
  const [, text, anchor = slugOf(text)] = heading;
  return {
    id: result.id,
    url: `${url}#${anchor}`,
    title,
    section: section ?? undefined,
    heading: plainHeading(text) !== title ? plainHeading(text) : undefined,
  };
}

/** The part of a page with the most matches; the whole page when no heading has any. */
function bestSubResult(data: PagefindResultData): PagefindSubResult | undefined {
  let best: PagefindSubResult | undefined;
  for (const sub of data.sub_results ?? []) {
    if (!best || (sub.locations?.length ?? 0) > (best.locations?.length ?? 0)) best = sub;
  }
  return best;
}

/** Heading text without the zero-width space of Docusaurus's heading anchor link. */
function plainHeading(text: string): string {
  return text.replace(/\u200b/g, '').trim();
}

export function searchHit(id: string, data: PagefindResultData): SearchHit {
  const title = plainHeading(data.meta.title ?? data.url);
  const best = bestSubResult(data);
  // The part before the first heading is the page itself: it has no heading of its own to show.
  const heading = best && best.url.includes('#') && plainHeading(best.title) !== title ? plainHeading(best.title) : undefined;
  return {id, url: best?.url ?? data.url, title, section: data.meta[SEARCH_SECTION_FIELD], heading, excerpt: best?.excerpt ?? data.excerpt};
}

/**
 * The shown results with those whose heading (or, without one, title) holds every word of the query
 * first, the rest after them, each group in its ranked order: a reader who types a heading
 * ("VIES check at invoicing") expects that part of the docs on top. The ranking cannot see headings,
 * which only the fragments of the shown results carry.
 */
export function headingMatchesFirst(hits: readonly SearchHit[], query: string): SearchHit[] {
  const terms = queryTerms(query);
  const matches = (hit: SearchHit): boolean => {
    const words = new Set(queryTerms(hit.heading ?? hit.title));
    return terms.length > 0 && terms.every((term) => words.has(term));
  };
  return [...hits.filter(matches), ...hits.filter((hit) => !matches(hit))];
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
  '&nbsp;': '\u00a0',
};

/** An excerpt as text runs, each marked or not: rendered as React text, never as HTML. */
export function excerptParts(excerpt: string): {text: string; marked: boolean}[] {
  const parts: {text: string; marked: boolean}[] = [];
  let marked = false;
  for (const piece of excerpt.split(/(<\/?mark>)/)) {
    if (piece === '<mark>') marked = true;
    else if (piece === '</mark>') marked = false;
    else if (piece !== '') {
      const text = piece.replace(/<[^>]*>/g, '').replace(/&(?:amp|lt|gt|quot|#39|#x27|nbsp);/g, (entity) => ENTITIES[entity] ?? entity);
      if (text !== '') parts.push({text, marked});
    }
  }
  return parts;
}

export function isSearchSection(value: string | null | undefined): value is SearchSection {
  return SEARCH_SECTIONS.some((section) => section === value);
}

type SearchStatus = 'idle' | 'searching' | 'done' | 'failed';

export interface SiteSearchState {
  status: SearchStatus;
  /** The query and section the results belong to. */
  query: string;
  /** The words searched instead, when a word of the query was misspelled. */
  corrected?: string;
  hits: SearchHit[];
  total: number;
  error?: string;
}

const IDLE: SiteSearchState = {status: 'idle', query: '', hits: [], total: 0};

/**
 * How long the query must stand, unchanged, before the excerpts of its list are fetched: longer than the
 * gap between keys of a reader typing at 100 ms a key, even when a long task on a phone delays a key,
 * since each page's fragment weighs about 8 KB, which the list of a half-typed word would spend for
 * nothing (bench/README.md). The list itself never waits.
 */
const EXCERPTS_AFTER_MS = 250;

/** The results shown, without excerpts: from the result pages, or, for a page they lack (a build being replaced), its fragment. */
async function hitsOf(results: readonly PagefindResult[], pages: ResultPages): Promise<SearchHit[]> {
  return Promise.all(
    results.map(async (result) => {
      const page = pages[result.id];
      return page ? hitFromPage(result, page) : searchHit(result.id, await result.data());
    }),
  );
}

/** The hits with the excerpts of their pages' fragments, fetched together; nothing else of a hit changes. */
async function withExcerpts(hits: readonly SearchHit[], results: readonly PagefindResult[]): Promise<SearchHit[]> {
  const byId = new Map(results.map((result) => [result.id, result]));
  return Promise.all(
    hits.map(async (hit) => {
      const result = byId.get(hit.id);
      if (hit.excerpt !== undefined || !result) return hit;
      return {...hit, excerpt: searchHit(result.id, await result.data()).excerpt};
    }),
  );
}

/**
 * Searches on every change of the query, with no wait, and keeps the results of the latest query only:
 * a search overtaken by a newer input stops at its next step and its results are never shown. A list
 * shows as soon as the search has ranked it: titles, sections and headings come from the result pages
 * and the matched words' locations, in their final order. Once the query has stood for
 * EXCERPTS_AFTER_MS and its list shows, its pages' fragments are fetched in parallel and their excerpts fill the space each
 * result keeps for one (src/components/SearchResult), so nothing moves or reorders under the reader's
 * finger. `limit` results are shown. Route prefetching waits while a search runs.
 */
export function useSiteSearch(query: string, section: SearchSection | undefined, limit: number): SiteSearchState {
  const [state, setState] = useState<SiteSearchState>(IDLE);
  useEffect(() => {
    const term = query.trim();
    if (term === '') {
      setState(IDLE);
      return;
    }
    let overtaken = false;
    const typedAt = Date.now();
    const release = holdRoutePrefetch();
    setState((previous) => (previous.status === 'searching' ? previous : {...previous, status: 'searching'}));
    void (async () => {
      try {
        // Without the result pages (a host that lacks the file), each result waits for its fragment, as it once did.
        const [pagefind, pages] = await Promise.all([loadSearch(), loadResultPages().catch((): ResultPages => ({}))]);
        if (overtaken) return;
        const found = await searchSite(pagefind, term, section);
        if (!found || overtaken) return;
        const {results, corrected} = found;
        const shownResults = results.slice(0, limit);
        const hits = headingMatchesFirst(await hitsOf(shownResults, pages), corrected ?? term);
        if (overtaken) return;
        const done: SiteSearchState = {status: 'done', query: term, corrected, hits, total: results.length};
        setState(done);
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, typedAt + EXCERPTS_AFTER_MS - Date.now())));
        if (overtaken) return;
        // A fragment that cannot come (the connection dropped) leaves the list as it is, without excerpts.
        const complete = await withExcerpts(hits, shownResults).catch(() => hits);
        if (!overtaken) setState({...done, hits: complete});
      } catch (error) {
        if (!overtaken)
          setState({status: 'failed', query: term, hits: [], total: 0, error: error instanceof Error ? error.message : String(error)});
      } finally {
        release();
      }
    })();
    return () => {
      overtaken = true;
    };
  }, [query, section, limit]);
  return state;
}

/** What a screen reader hears once a search has finished (nothing while it runs: no chatter per keystroke). */
export function resultsAnnouncement(state: SiteSearchState, shown: number): string {
  if (state.status === 'failed')
    return state.error === NO_INDEX_IN_DEVELOPMENT ? state.error : 'Search could not load. Check your connection and try again.';
  // A first search still running has no list to speak of (its state still holds no query).
  if (state.status === 'idle' || state.query === '') return '';
  if (state.total === 0) return `No results for “${state.query}”.`;
  const count = `${state.total} result${state.total === 1 ? '' : 's'}${state.corrected ? ` for “${state.corrected}”` : ''}`;
  return shown < state.total ? `${count}, ${shown} shown.` : `${count}.`;
}

/**
 * How long a result list must stay unchanged before it is announced: GOV.UK's accessible-autocomplete
 * waits the same (`statusDebounceMillis` in alphagov/accessible-autocomplete's status module), since with a
 * search per keystroke the list changes faster than a screen reader can speak, and VoiceOver's echo of
 * the typed letters cuts announcements short. The list itself never waits for it.
 */
const ANNOUNCE_SETTLED_MS = 1400;

/**
 * The announcement of a settled list: `text` once it has not changed for ANNOUNCE_SETTLED_MS, so that a
 * polite live region speaks once per list the reader stops at, not once per keystroke. An empty text
 * (the list closed or cleared) clears the region at once.
 */
export function useSettledAnnouncement(text: string): string {
  const [settled, setSettled] = useState('');
  useEffect(() => {
    if (text === '') {
      setSettled('');
      return;
    }
    const timer = setTimeout(() => setSettled(text), ANNOUNCE_SETTLED_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

/** The URL parameters of the results page. */
export const SEARCH_PARAMS = {query: 'q', section: 'section'} as const;

/** The results page for a query, so that a search can be shared. */
export function searchPageUrl(searchPagePath: string, query: string, section?: SearchSection): string {
  const params = new URLSearchParams({[SEARCH_PARAMS.query]: query});
  if (section) params.set(SEARCH_PARAMS.section, section);
  return `${searchPagePath}?${params.toString()}`;
}

function isEditable(target: EventTarget | null): boolean {
  if (typeof HTMLElement === 'undefined' || !(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Ctrl+K / Cmd+K anywhere, or "/" outside a text field, focuses the search box. */
export function isSearchShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'target'>): boolean {
  if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey) return event.key.toLowerCase() === 'k';
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isEditable(event.target);
}
