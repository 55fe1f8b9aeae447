import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {SEARCH_PAGE_PATH} from '../../constants';

/**
 * The search results page at `/docs/search` (src/components/SearchPage): the preset has `pages: false`,
 * so the route is added here. The index it searches is written after the build by scripts/search-index.ts.
 * Its client module holds Docusaurus's route prefetching while the reader searches (./routePrefetch.ts).
 */
export default function searchPagePlugin(): Plugin {
  return {
    name: 'nubis-search-page',
    getClientModules() {
      return [path.resolve(__dirname, 'routePrefetch.ts')];
    },
    contentLoaded({actions}) {
      actions.addRoute({path: SEARCH_PAGE_PATH, component: '@site/src/components/SearchPage/index.tsx', exact: true});
    },
  };
}
