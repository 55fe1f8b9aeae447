/**
 * How the site search ranks pages for a query: its words in the docs' words, without stop words, each
 * misspelled one corrected (./spelling.ts), searched on their own, together and as a phrase.
 */
import {SEARCH_SECTION_FIELD, type SearchSection} from '../constants';
import type {Pagefind, PagefindResult, SearchOptions} from './pagefind';
import {correctWord, fetchWordList, wordListOf, type WordListSource} from './spelling';

/**
 * Words that say nothing about the page a reader wants ("how do I stop a client who does not pay"):
 * left out of the search unless the query has nothing else.
 */
const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from how i in into is it me my not of on or our the their this through to we what when where which who why will with you your'.split(
    ' ',
  ),
);

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
 * (./spelling.ts). A word is misspelled when the index does not hold it whole: Pagefind
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
