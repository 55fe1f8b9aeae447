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
import {createHash} from 'node:crypto';
import {mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {gunzipSync, gzipSync} from 'node:zlib';
import {decode, encode} from 'cbor2';
import {parse, serialize} from 'parse5';
import {BASE_PATH, SEARCH_INDEX_DIR, SEARCH_PAGES_FILE, SEARCH_SECTION_FIELD, SEARCH_WORDS_DIR} from '../src/constants';
import {slugOf} from '../src/search/hits';
import type {ResultHeading, ResultPage, ResultPages} from '../src/search/pagefind';
import {wordListOf} from '../src/search/spelling';
import {attribute, elements, parseHtml} from './html';

/** The language of the site's pages (docusaurus.config.ts, htmlLang), which names Pagefind's WebAssembly. */
const INDEX_LANGUAGE = 'en';
/** The attribute that makes a page searchable. */
export const SEARCH_BODY_ATTRIBUTE = 'data-pagefind-body';

/** Routes never indexed, whatever their HTML: the pages of test builds only. */
export const UNINDEXED_ROUTES = /^\/docs\/__fixtures\//;

/**
 * The URL path a page is published at: its canonical link, which Docusaurus writes on every page (with
 * or without the trailing slash the route has), or else its file's path.
 */
export function pageUrl(html: string, relativeFile: string): string {
  const canonical = elements(parseHtml(html), (element) => element.tagName === 'link' && attribute(element, 'rel') === 'canonical');
  const href = canonical[0] && attribute(canonical[0], 'href');
  if (href) return new URL(href, 'http://localhost').pathname;
  const route = relativeFile
    .split(path.sep)
    .join('/')
    .replace(/(^|\/)index\.html$/, '')
    .replace(/\.html$/, '');
  return `${BASE_PATH}${route}`;
}

/**
 * The HTML as Pagefind should read it, so that no two words of separate elements run into one.
 * - The build's minifier leaves out the end tags HTML lets a parser infer (`<td>Tax exempt<td>The
 *   billing profile…`, `<li>`, `<p>`), and Pagefind's streaming parser infers none: each table cell ran
 *   into the next ("FieldMeaningnameThe"). A full HTML parser (parse5) writes the page again with every
 *   end tag.
 * - Pagefind joins the text of header cells and of a definition list's terms and descriptions (the
 *   facts of the API reference's fields): a space after each keeps its last word a word of its own.
 */
export function indexableHtml(html: string): string {
  return serialize(parse(html)).replace(/(<\/(?:th|dt|dd)>)/g, '$1 ');
}

/** Left out besides data-pagefind-ignore: tab labels, read by nobody, and code blocks, which made excerpts of shell (inline code stays). */
export const EXCLUDED_SELECTORS = ['[role="tablist"]', 'pre'];

export function isIndexed(html: string, url: string): boolean {
  return html.includes(SEARCH_BODY_ATTRIBUTE) && !UNINDEXED_ROUTES.test(url);
}

export interface IndexSummary {
  pages: number;
  outputPath: string;
  chunks: number;
  words: number;
}

/** Word locations per index chunk: a query downloads one chunk per word, and Pagefind's fixed 20,000 make a phone download several times the bytes (bench/README.md). */
export const INDEX_CHUNK_LOCATIONS = 2000;

/** Every file Pagefind writes for its browser side starts, once gunzipped, with this signature. */
export const PAGEFIND_SIGNATURE = 'pagefind_dcd';

function readPagefindFile(file: string): unknown {
  const bytes = gunzipSync(readFileSync(file));
  if (bytes.subarray(0, PAGEFIND_SIGNATURE.length).toString() !== PAGEFIND_SIGNATURE)
    throw new Error(`${file} is not a Pagefind file of the version this script knows (no ${PAGEFIND_SIGNATURE} signature).`);
  return decode(bytes.subarray(PAGEFIND_SIGNATURE.length));
}

/** Writes a Pagefind file named `<language>_<hash of its content>` and returns that name. */
function writePagefindFile(dir: string, language: string, value: unknown, toName: (hash: string) => string): string {
  const cbor = encode(value);
  const hash = `${language}_${createHash('sha256').update(cbor).digest('hex').slice(0, 10)}`;
  writeFileSync(path.join(dir, toName(hash)), gzipSync(Buffer.concat([Buffer.from(PAGEFIND_SIGNATURE), cbor]), {level: 9}));
  return hash;
}

/** A word of a chunk as Pagefind encodes it: the word, then each page with its locations. */
type PackedWord = [word: string, pages: [page: number, locations: number[]][]];
/** A chunk in the metadata: the first and last word it covers (shortened as Pagefind does) and its file. */
type MetaChunk = [from: string, to: string, hash: string];

/** Pagefind's bounds between two neighbouring chunks: each word cut one character after their common prefix. */
export function chunkBounds(last: string, next: string): [string, string] {
  const a = Array.from(last);
  const b = Array.from(next);
  let common = 0;
  while (common < a.length && common < b.length && a[common] === b[common]) common += 1;
  return [a.slice(0, common + 1).join(''), b.slice(0, common + 1).join('')];
}

/** Splits words (in Pagefind's order) into runs of at least `locations` locations, the last one shorter. */
export function splitWords(words: readonly PackedWord[], locations: number): PackedWord[][] {
  const chunks: PackedWord[][] = [];
  let chunk: PackedWord[] = [];
  let size = 0;
  for (const word of words) {
    chunk.push(word);
    size += word[1].reduce((sum, [, locs]) => sum + locs.length + 1, 0);
    if (size >= locations) {
      chunks.push(chunk);
      chunk = [];
      size = 0;
    }
  }
  if (chunk.length > 0) chunks.push(chunk);
  return chunks;
}

/**
 * Rewrites the word index of each language Pagefind wrote into chunks of INDEX_CHUNK_LOCATIONS, with
 * the metadata that lists them: the same words, pages and locations, in Pagefind 1.5's own format
 * (CBOR arrays, gzip, its signature), so that its script and WebAssembly read them unchanged.
 */
export function rechunkIndex(outputPath: string, locations = INDEX_CHUNK_LOCATIONS): number {
  const entryFile = path.join(outputPath, 'pagefind-entry.json');
  const entry = JSON.parse(readFileSync(entryFile, 'utf8')) as {languages: Record<string, {hash: string; wasm?: string}>};
  // The search box asks for wasm.<the page's language>.pagefind before Pagefind has read this entry (src/search/pagefind.ts).
  const wasm = entry.languages[INDEX_LANGUAGE]?.wasm;
  if (wasm !== INDEX_LANGUAGE)
    throw new Error(
      `${entryFile} names the WebAssembly of language "${INDEX_LANGUAGE}" "${wasm}", not "${INDEX_LANGUAGE}": the search box (src/search/pagefind.ts) would preload a file Pagefind never reads.`,
    );
  const indexDir = path.join(outputPath, 'index');
  let written = 0;
  for (const [language, info] of Object.entries(entry.languages)) {
    const metaFile = path.join(outputPath, `pagefind.${info.hash}.pf_meta`);
    const meta = readPagefindFile(metaFile) as [string, unknown[], MetaChunk[], ...unknown[]];
    const words = meta[2].flatMap(([, , hash]) => {
      const chunkFile = path.join(indexDir, `${hash}.pf_index`);
      const [chunkWords] = readPagefindFile(chunkFile) as [PackedWord[]];
      rmSync(chunkFile);
      return chunkWords;
    });
    const chunks = splitWords(words, locations);
    const bounds: MetaChunk[] = chunks.map((chunk) => [chunk[0]?.[0] ?? '', chunk.at(-1)?.[0] ?? '', '']);
    for (let index = 0; index + 1 < bounds.length; index += 1) {
      const [current, next] = [bounds[index], bounds[index + 1]];
      if (current && next) [current[1], next[0]] = chunkBounds(current[1], next[0]);
    }
    chunks.forEach((chunk, index) => {
      const bound = bounds[index];
      if (bound) bound[2] = writePagefindFile(indexDir, language, [chunk], (hash) => `${hash}.pf_index`);
    });
    rmSync(metaFile);
    info.hash = writePagefindFile(outputPath, language, [meta[0], meta[1], bounds, ...meta.slice(3)], (hash) => `pagefind.${hash}.pf_meta`);
    written += chunks.length;
  }
  writeFileSync(entryFile, JSON.stringify(entry));
  return written;
}

/**
 * The lists of the spelling correction (src/search/spelling.ts), by first letter: the words of
 * the text Pagefind keeps of each page (its fragments: the body without code blocks, and the metadata),
 * as the index normalises them, most frequent first, then alphabetically.
 */
export function wordLists(texts: Iterable<string>): Map<string, string[]> {
  const counts = new Map<string, number>();
  for (const text of texts)
    for (const raw of text.split(/\s+/)) {
      const word = raw.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
      if (wordListOf(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  const lists = new Map<string, string[]>();
  const ordered = [...counts.entries()].sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b, 'en'));
  for (const [word] of ordered) {
    const letter = wordListOf(word) ?? '';
    lists.set(letter, [...(lists.get(letter) ?? []), word]);
  }
  return lists;
}

/** A page's fragment as Pagefind writes it (JSON after the signature), the fields read here. */
export interface Fragment {
  url: string;
  content: string;
  meta: Record<string, string>;
  anchors: {element: string; id: string; text?: string; location: number}[];
}

/** Each page's fragment, by its id (the name Pagefind's results carry). */
export function readFragments(outputPath: string): Map<string, Fragment> {
  const fragmentDir = path.join(outputPath, 'fragment');
  return new Map(
    readdirSync(fragmentDir).map((file) => [
      path.basename(file, '.pf_fragment'),
      JSON.parse(
        gunzipSync(readFileSync(path.join(fragmentDir, file)))
          .subarray(PAGEFIND_SIGNATURE.length)
          .toString('utf8'),
      ) as Fragment,
    ]),
  );
}

/** Writes the word lists of an index from its fragments; returns the number of words. */
export function writeWordLists(outputPath: string): number {
  const texts = [...readFragments(outputPath).values()].map((fragment) => [fragment.content, ...Object.values(fragment.meta)].join(' '));
  const wordsDir = path.join(outputPath, SEARCH_WORDS_DIR);
  mkdirSync(wordsDir, {recursive: true});
  let count = 0;
  for (const [letter, words] of wordLists(texts)) {
    writeFileSync(path.join(wordsDir, `${letter}.txt`), `${words.join('\n')}\n`);
    count += words.length;
  }
  return count;
}

/**
 * What a result needs before its excerpt, for every page: its URL as Pagefind's results give it, title,
 * section, and the headings Pagefind makes sub-results of (those with text, by location). The search
 * box shows a result list from this file and the word locations of the search alone, and fetches the
 * pages' fragments (about 8 KB each) only for their excerpts (src/search/useSiteSearch.ts, bench/README.md).
 */
export function resultPages(fragments: ReadonlyMap<string, Fragment>): ResultPages {
  const pages: ResultPages = {};
  for (const [id, fragment] of fragments) {
    const headings = fragment.anchors
      .filter((anchor) => /h\d/i.test(anchor.element) && anchor.text && /\S/.test(anchor.text))
      .sort((a, b) => a.location - b.location)
      .map((anchor): ResultHeading => {
        const text = (anchor.text ?? '').replace(/\u200b/g, '').trim();
        return slugOf(text) === anchor.id ? [anchor.location, text] : [anchor.location, text, anchor.id];
      });
    const page: ResultPage = [
      `${BASE_PATH}${fragment.url.replace(/^\//, '')}`,
      fragment.meta.title ?? fragment.url,
      fragment.meta[SEARCH_SECTION_FIELD] ?? null,
      headings,
    ];
    pages[id] = page;
  }
  return pages;
}

/** Writes the result pages of an index from its fragments; returns their number. */
export function writeResultPages(outputPath: string): number {
  const pages = resultPages(readFragments(outputPath));
  writeFileSync(path.join(outputPath, SEARCH_PAGES_FILE), JSON.stringify(pages));
  return Object.keys(pages).length;
}

/** Pagefind's index of a build, then its word index in small chunks and the word lists of the spelling correction. */
export async function writeSearchIndex(buildDir: string): Promise<IndexSummary> {
  const {pages, outputPath} = await writePagefindIndex(buildDir);
  // After Pagefind has closed: its writeFiles answers before the last file (the entry) is complete.
  const chunks = rechunkIndex(outputPath);
  writeResultPages(outputPath);
  return {pages, outputPath, chunks, words: writeWordLists(outputPath)};
}

async function writePagefindIndex(buildDir: string): Promise<Pick<IndexSummary, 'pages' | 'outputPath'>> {
  const files = readdirSync(buildDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.html') && !file.startsWith(`${SEARCH_INDEX_DIR}${path.sep}`))
    .sort();
  if (files.length === 0) throw new Error(`No HTML in ${buildDir}/: run docusaurus build first.`);
  // pagefind is an ES module only; tsx runs this file as CommonJS, where only import() can load it.
  const pagefind = await import('pagefind');
  const {index, errors} = await pagefind.createIndex({forceLanguage: INDEX_LANGUAGE, excludeSelectors: EXCLUDED_SELECTORS});
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
    .then(({pages, outputPath, chunks, words}) => {
      console.log(
        `Search index: ${pages} pages, ${chunks} word chunks, ${words} words for spelling, into ${outputPath}/ in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
      );
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
