import {BASE_PATH} from '../constants';

/**
 * Where a page's Markdown twin is published: `/docs/<route>.md`, and `/docs/index.md` for the docs
 * home. The llms plugin writes the files there; the page's "View as Markdown" link and its
 * `<link rel="alternate">` point at them.
 */
export function markdownTwinPath(permalink: string): string {
  if (permalink === BASE_PATH) return `${BASE_PATH}index.md`;
  return `${permalink.replace(/\/+$/, '')}.md`;
}
