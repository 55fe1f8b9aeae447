/**
 * Builds the search index of a production build (part of `npm run build`, after `docusaurus build`).
 * Pagefind reads each page's HTML and keeps what src/theme/DocItem/Content marks as the page's body
 * (`data-pagefind-body`), minus what carries `data-pagefind-ignore`, with the section filter and
 * metadata. It writes a chunked index to build/pagefind/: a query downloads only the chunks of its
 * words and the fragments of the results shown. Pages without a body (the search page, the not-found
 * page) and the test-only fixture pages are not indexed.
 *
 * Usage: tsx scripts/search-index.ts [buildDir]   (default: build)
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {BASE_PATH, SEARCH_INDEX_DIR} from '../src/constants';

/** The attribute that makes a page searchable. */
export const SEARCH_BODY_ATTRIBUTE = 'data-pagefind-body';

/** Routes never indexed, whatever their HTML: the pages of test builds only. */
export const UNINDEXED_ROUTES = /^\/docs\/__fixtures\//;

/**
 * The URL path a page is published at: its canonical link, which Docusaurus writes on every page (with
 * or without the trailing slash the route has), or else its file's path.
 */
export function pageUrl(html: string, relativeFile: string): string {
  const link = /<link\b[^>]*\brel=["']?canonical\b[^>]*>/i.exec(html)?.[0];
  const href = link ? /\bhref=["']?([^"'\s>]+)/i.exec(link)?.[1] : undefined;
  if (href) return new URL(href, 'http://localhost').pathname;
  const route = relativeFile
    .split(path.sep)
    .join('/')
    .replace(/(^|\/)index\.html$/, '')
    .replace(/\.html$/, '');
  return `${BASE_PATH}${route}`;
}

/**
 * The HTML as Pagefind should read it. Pagefind joins the text of adjacent inline elements, and the API
 * reference writes a schema field's name, type and "required" in adjacent ones
 * (`<strong>vatId</strong><span>string</span>`): a space between them keeps "vatId" a word of its own.
 */
export function indexableHtml(html: string): string {
  return html.replace(/(<\/(?:strong|span)>)(?=<(?:strong|span)\b)/g, '$1 ');
}

/**
 * Left out besides what carries data-pagefind-ignore: the tab labels of the API pages (Schema,
 * Example, status codes, languages), repeated on every operation and chosen by a click, not read.
 */
export const EXCLUDED_SELECTORS = ['[role="tablist"]'];

export function isIndexed(html: string, url: string): boolean {
  return html.includes(SEARCH_BODY_ATTRIBUTE) && !UNINDEXED_ROUTES.test(url);
}

export interface IndexSummary {
  pages: number;
  outputPath: string;
}

export async function writeSearchIndex(buildDir: string): Promise<IndexSummary> {
  const files = readdirSync(buildDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.html') && !file.startsWith(`${SEARCH_INDEX_DIR}${path.sep}`))
    .sort();
  if (files.length === 0) throw new Error(`No HTML in ${buildDir}/: run docusaurus build first.`);
  // pagefind is an ES module only; tsx runs this file as CommonJS, where only import() can load it.
  const pagefind = await import('pagefind');
  const {index, errors} = await pagefind.createIndex({forceLanguage: 'en', excludeSelectors: EXCLUDED_SELECTORS});
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  try {
    let pages = 0;
    for (const file of files) {
      const html = readFileSync(path.join(buildDir, file), 'utf8');
      const url = pageUrl(html, file);
      if (!isIndexed(html, url)) continue;
      // Pagefind prefixes its result URLs with the folder above its own files (the base path).
      const added = await index.addHTMLFile({url: `/${url.slice(BASE_PATH.length)}`, content: indexableHtml(html)});
      if (added.errors.length > 0) throw new Error(`Pagefind could not index ${file}: ${added.errors.join('; ')}`);
      pages += 1;
    }
    if (pages === 0) throw new Error(`No page of ${buildDir}/ carries ${SEARCH_BODY_ATTRIBUTE}: nothing to index.`);
    const outputPath = path.join(buildDir, SEARCH_INDEX_DIR);
    const written = await index.writeFiles({outputPath});
    if (written.errors.length > 0) throw new Error(`Pagefind could not write ${outputPath}: ${written.errors.join('; ')}`);
    return {pages, outputPath};
  } finally {
    await pagefind.close();
  }
}

if (path.basename(process.argv[1] ?? '') === 'search-index.ts') {
  const buildDir = process.argv[2] ?? 'build';
  const started = performance.now();
  writeSearchIndex(buildDir)
    .then(({pages, outputPath}) => {
      console.log(`Search index: ${pages} pages into ${outputPath}/ in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
