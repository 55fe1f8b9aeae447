import type {Plugin} from '@docusaurus/types';
import {SEARCH_PAGE_PATH} from '../../constants';

/**
 * The search results page at `/docs/search` (src/components/SearchPage): the preset has `pages: false`,
 * so the route is added here. The index it searches is written after the build by scripts/search-index.ts.
 */
export default function searchPagePlugin(): Plugin {
  return {
    name: 'nubis-search-page',
    contentLoaded({actions}) {
      actions.addRoute({path: SEARCH_PAGE_PATH, component: '@site/src/components/SearchPage/index.tsx', exact: true});
    },
  };
}
