import {BASE_PATH, SEARCH_SECTIONS, type SearchSection} from '../constants';

/** The search section of a page, from its path (`/docs/operators-manual/identity`), or none. */
export function searchSectionOf(pathname: string): SearchSection | undefined {
  if (!pathname.startsWith(BASE_PATH)) return undefined;
  const [first = ''] = pathname.slice(BASE_PATH.length).split('/');
  return SEARCH_SECTIONS.find((section) => (section.routes as readonly string[]).includes(first))?.label;
}
