/** The results page's URL, its parameters and its sections, and the keyboard shortcut to the box. */
import {SEARCH_SECTIONS, type SearchSection} from '../constants';

export function isSearchSection(value: string | null | undefined): value is SearchSection {
  return SEARCH_SECTIONS.some((section) => section === value);
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
