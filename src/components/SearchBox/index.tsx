/**
 * The navbar search box. Without JavaScript it is a plain form to the results page. Once the page runs
 * it is a WAI-ARIA combobox over a listbox of results: Pagefind loads when the reader reaches for the
 * box (the pointer or finger coming down on it, Tab, Ctrl+K / Cmd+K or "/"), a search runs on every
 * input (src/search/useSiteSearch.ts), route prefetching waits while the box is open, the result count is
 * announced once the list has settled, arrow keys move through the results, Enter opens one (or the
 * results page when none is chosen), Escape closes the list and gives the focus back to where a
 * shortcut took it from. The input is uncontrolled, so what a reader types before the page hydrates or
 * before the index arrives stays in it, and nothing here ever moves the focus on its own.
 */
import React, {useEffect, useId, useRef, useState, type FocusEvent, type FormEvent, type KeyboardEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {SEARCH_BOX_RESULTS, SEARCH_PAGE_PATH, type SearchSection} from '@site/src/constants';
import SearchResult from '@site/src/components/SearchResult';
import SearchSectionSelect from '@site/src/components/SearchSectionSelect';
import {isSearchShortcut, SEARCH_PARAMS, searchPageUrl} from '@site/src/search/url';
import {loadSearch} from '@site/src/search/pagefind';
import {resultsAnnouncement, useSettledAnnouncement, useSiteSearch} from '@site/src/search/useSiteSearch';
import type {SearchHit} from '@site/src/search/hits';
import {holdRoutePrefetch} from '@site/src/utils/routePrefetch';
import styles from './styles.module.css';

/** Starts loading Pagefind; a failure shows when a query runs. */
function warmUp(): void {
  loadSearch().catch(() => undefined);
}

export default function SearchBox(): ReactNode {
  const history = useHistory();
  const id = useId();
  const listboxId = `${id}-results`;
  const optionId = (index: number): string => `${id}-result-${index}`;
  const containerRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  /** Where a shortcut took the focus from: Escape gives it back. */
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const [mounted, setMounted] = useState(false);
  const [query, setQuery] = useState('');
  const [section, setSection] = useState<SearchSection | undefined>(undefined);
  const [expanded, setExpanded] = useState(false);
  const [active, setActive] = useState(-1);
  /** Releases the hold on route prefetching that the open box keeps. */
  const releasePrefetch = useRef<(() => void) | null>(null);
  const search = useSiteSearch(query, section, SEARCH_BOX_RESULTS);
  const hits = search.status === 'idle' ? [] : search.hits;
  const listOpen = expanded && query.trim() !== '';
  const listShown = listOpen && hits.length > 0;

  /** The reader reaches for search: Pagefind starts loading, and route prefetching waits until the box closes. */
  const reachForSearch = (): void => {
    warmUp();
    releasePrefetch.current ??= holdRoutePrefetch();
  };
  const releaseRoutePrefetch = (): void => {
    releasePrefetch.current?.();
    releasePrefetch.current = null;
  };
  useEffect(() => releaseRoutePrefetch, []);

  useEffect(() => {
    setMounted(true);
    const input = inputRef.current;
    if (!input) return;
    // Typed, or focused, while the page was still static HTML.
    if (input.value !== '') setQuery(input.value);
    if (document.activeElement === input) {
      setExpanded(true);
      reachForSearch();
    }
  }, []);

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent): void => {
      const input = inputRef.current;
      if (!input || event.defaultPrevented || !isSearchShortcut(event)) return;
      event.preventDefault();
      const previous = document.activeElement;
      if (previous !== input) returnFocusTo.current = previous instanceof HTMLElement && previous !== document.body ? previous : null;
      input.focus();
      input.select();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  // A new list resets the choice; its excerpts filling in (src/search/useSiteSearch.ts) keep it.
  const listKey = `${search.query}\n${search.hits.map((hit) => hit.id).join(' ')}`;
  useEffect(() => setActive(-1), [listKey]);
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({block: 'nearest'});
    // optionId derives from the stable useId.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  const close = (): void => {
    setExpanded(false);
    setActive(-1);
    releaseRoutePrefetch();
  };

  const open = (hit: SearchHit): void => {
    close();
    history.push(hit.url);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const term = query.trim();
    if (term === '') return;
    close();
    history.push(searchPageUrl(SEARCH_PAGE_PATH, term, section));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setExpanded(true);
      if (hits.length === 0) return;
      const last = hits.length - 1;
      if (event.key === 'ArrowDown') setActive((current) => (current >= last ? 0 : current + 1));
      else setActive((current) => (current <= 0 ? last : current - 1));
    } else if (event.key === 'Enter' && listShown && hits[active]) {
      event.preventDefault();
      open(hits[active]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
      const back = returnFocusTo.current;
      returnFocusTo.current = null;
      if (back?.isConnected) back.focus();
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.key !== 'Escape' || event.target === inputRef.current) return;
    event.preventDefault();
    // Focus first: the box opens the results when it takes the focus, and close() must come after.
    inputRef.current?.focus();
    close();
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>): void => {
    if (!containerRef.current?.contains(event.relatedTarget)) close();
  };

  const announcement = useSettledAnnouncement(listOpen ? resultsAnnouncement(search, hits.length) : '');
  const comboboxAttributes = mounted
    ? {
        role: 'combobox',
        'aria-expanded': listShown,
        'aria-autocomplete': 'list' as const,
        ...(listShown ? {'aria-controls': listboxId} : {}),
        ...(listShown && active >= 0 ? {'aria-activedescendant': optionId(active)} : {}),
      }
    : {};

  return (
    <div ref={containerRef} className={styles.container} onBlur={onBlur} onKeyDown={onPanelKeyDown}>
      <form role="search" action={SEARCH_PAGE_PATH} method="get" onSubmit={onSubmit}>
        <input
          ref={inputRef}
          type="search"
          name={SEARCH_PARAMS.query}
          className={`navbar__search-input ${styles.input}`}
          placeholder="Search"
          aria-label="Search"
          aria-keyshortcuts="Control+K Meta+K /"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          onPointerDown={reachForSearch}
          onFocus={() => {
            setExpanded(true);
            reachForSearch();
          }}
          onInput={(event) => {
            setQuery(event.currentTarget.value);
            setExpanded(true);
            reachForSearch();
          }}
          onKeyDown={onKeyDown}
          {...comboboxAttributes}
        />
        {/* Infima's magnifier as an element: its SVG data URL cost the first frame an SVG document. */}
        <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M6.03 10.2a4.17 4.17 0 1 1 4.17-4.17 4.16 4.16 0 0 1-4.17 4.17Zm9.69 4.22L10.9 9.6a5.88 5.88 0 0 0 1.16-3.57A6 6 0 1 0 9.6 10.9l4.82 4.82a.9.9 0 0 0 1.3 0 .9.9 0 0 0 0-1.3Z" />
        </svg>
        <kbd className={styles.hint} aria-hidden="true">
          Ctrl K
        </kbd>
      </form>
      {mounted && (
        <div role="status" className={styles.visuallyHidden}>
          {announcement}
        </div>
      )}
      {listOpen && (
        <div className={styles.panel}>
          <SearchSectionSelect className={styles.filter} value={section} onChange={setSection} />
          {listShown ? (
            <ul id={listboxId} role="listbox" aria-label="Search results" className={styles.results} data-query={search.query}>
              {hits.map((hit, index) => (
                <li
                  key={hit.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  className={styles.result}
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => setActive(index)}
                  onClick={() => open(hit)}
                >
                  <SearchResult hit={hit} />
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.message}>{search.status === 'searching' ? 'Searching…' : resultsAnnouncement(search, 0)}</p>
          )}
          {search.total > 0 && (
            <Link className={styles.all} to={searchPageUrl(SEARCH_PAGE_PATH, query.trim(), section)} onClick={close}>
              See all {search.total} results
            </Link>
          )}
        </div>
      )}
    </div>
  );
}
