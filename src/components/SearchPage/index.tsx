/**
 * The search results page, `/docs/search?q=…&section=…`: every result of a query, the query and the
 * section in the URL so that a search can be shared. The server renders the empty form (it cannot know
 * the query); the browser reads the URL once the page runs. Without JavaScript the page says that
 * search needs it and links to the manuals.
 */
import React, {useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useHistory, useLocation} from '@docusaurus/router';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {BASE_PATH, PRODUCT_NAME, SEARCH_PAGE_PATH} from '@site/src/constants';
import SearchResult from '@site/src/components/SearchResult';
import SearchSectionSelect from '@site/src/components/SearchSectionSelect';
import {isSearchSection, SEARCH_PARAMS, searchPageUrl} from '@site/src/search/url';
import {resultsAnnouncement, useSettledAnnouncement, useSiteSearch} from '@site/src/search/useSiteSearch';
import styles from './styles.module.css';

/** Results listed at first, and added by each "Show more". */
const PAGE_SIZE = 20;

export default function SearchPage(): ReactNode {
  const isBrowser = useIsBrowser();
  const history = useHistory();
  const location = useLocation();
  const params = new URLSearchParams(isBrowser ? location.search : '');
  const query = params.get(SEARCH_PARAMS.query) ?? '';
  const sectionParam = params.get(SEARCH_PARAMS.section);
  const section = isSearchSection(sectionParam) ? sectionParam : undefined;
  const [limit, setLimit] = useState(PAGE_SIZE);
  const search = useSiteSearch(query, section, limit);
  const hits = search.status === 'idle' ? [] : search.hits;
  const announcement = useSettledAnnouncement(resultsAnnouncement(search, hits.length));

  const update = (nextQuery: string, nextSection: typeof section): void => {
    setLimit(PAGE_SIZE);
    history.replace(searchPageUrl(SEARCH_PAGE_PATH, nextQuery, nextSection));
  };

  return (
    <Layout title={query ? `Search: ${query}` : 'Search'} description={`Search the ${PRODUCT_NAME} documentation.`}>
      <main className={`container margin-vert--lg ${styles.page}`}>
        <Heading as="h1">Search the documentation</Heading>
        <noscript>
          <p className={styles.noScript}>
            Search needs JavaScript, which is off in this browser. Every page is listed in the manuals: start from the{' '}
            <a href={BASE_PATH}>documentation home</a>.
          </p>
        </noscript>
        <form role="search" action={SEARCH_PAGE_PATH} method="get" className={styles.form} onSubmit={(event) => event.preventDefault()}>
          <label className={styles.field}>
            <span>Search for</span>
            <input
              key={isBrowser ? 'browser' : 'server'}
              type="search"
              name={SEARCH_PARAMS.query}
              defaultValue={query}
              autoComplete="off"
              spellCheck={false}
              enterKeyHint="search"
              onInput={(event) => update(event.currentTarget.value, section)}
            />
          </label>
          <SearchSectionSelect
            className={styles.field}
            name={SEARCH_PARAMS.section}
            value={section}
            onChange={(next) => update(query, next)}
          />
        </form>
        <p role="status" className={styles.status}>
          {search.status === 'searching' && hits.length === 0 ? 'Searching…' : announcement}
        </p>
        {hits.length > 0 && (
          <ol className={styles.results}>
            {hits.map((hit) => (
              <li key={hit.id}>
                <Link to={hit.url} className={styles.result}>
                  <SearchResult hit={hit} />
                </Link>
              </li>
            ))}
          </ol>
        )}
        {hits.length < search.total && (
          <button type="button" className="button button--secondary" onClick={() => setLimit((current) => current + PAGE_SIZE)}>
            Show more results
          </button>
        )}
      </main>
    </Layout>
  );
}
