import {marked} from 'marked';

/** CommonMark with GFM (tables, strikethrough, autolinks), as the OpenAPI descriptions are written. */
export function renderMarkdown(text: string): string {
  return marked.parse(text, {async: false, gfm: true});
}
