/**
 * Search as the reader types (issue 41): a search per input, the latest query's results only, the list
 * before its excerpts, and one announcement per settled list.
 */
import {useEffect, useState} from 'react';
import type {SearchSection} from '../constants';
import {holdRoutePrefetch} from '../utils/routePrefetch';
import {hitFromPage, headingMatchesFirst, searchHit, type SearchHit} from './hits';
import {loadResultPages, loadSearch, NO_INDEX_IN_DEVELOPMENT, type PagefindResult, type ResultPages} from './pagefind';
import {searchSite} from './ranking';

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
