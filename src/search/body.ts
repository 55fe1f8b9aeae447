/**
 * What the search index holds of a doc page besides its text (src/theme/DocItem/Content): its section,
 * as a filter and as metadata, and its keywords. Keywords are the words readers search a page by that
 * its text does not hold where they would look: the front matter's `keywords` (other products' names
 * for the same thing, such as "reserved instances") and, on a release note, the month it came out
 * ("June 2025 release"). ./pagefind.ts weights them; Docusaurus also writes the front
 * matter's into `<meta name="keywords">`.
 */
import {SEARCH_KEYWORDS_FIELD, SEARCH_SECTION_FIELD} from '../constants';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A release date as YAML reads it (an unquoted `2025-06-24` is a date) or as the client bundle carries it (its JSON string). */
function releaseMonth(value: unknown): string | undefined {
  const date = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : undefined;
  if (!date || Number.isNaN(date.getTime())) return undefined;
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** A page's search keywords, comma separated, or none. */
export function searchKeywords(frontMatter: {keywords?: readonly string[]; release_date?: unknown}): string | undefined {
  const keywords = [...(frontMatter.keywords ?? []), releaseMonth(frontMatter.release_date)].filter(Boolean);
  return keywords.length > 0 ? keywords.join(', ') : undefined;
}

/** The attribute that carries the keywords, read by Pagefind's metadata: an inline value would swallow the section after its commas. */
const KEYWORDS_ATTRIBUTE = 'data-search-keywords';

/** The attributes of a page's search body (the element with `data-pagefind-body`) besides that one. */
export function searchBodyAttributes(section: string | undefined, keywords: string | undefined): Record<string, string> {
  const meta = [
    ...(keywords ? [`${SEARCH_KEYWORDS_FIELD}[${KEYWORDS_ATTRIBUTE}]`] : []),
    ...(section ? [`${SEARCH_SECTION_FIELD}:${section}`] : []),
  ];
  return {
    ...(section ? {'data-pagefind-filter': `${SEARCH_SECTION_FIELD}:${section}`} : {}),
    ...(meta.length > 0 ? {'data-pagefind-meta': meta.join(', ')} : {}),
    ...(keywords ? {[KEYWORDS_ATTRIBUTE]: keywords} : {}),
  };
}
