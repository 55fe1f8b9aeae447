/**
 * A result as the box and the results page show it: from the result pages before the fragment comes
 * (hitFromPage), from the fragment after (searchHit), and the excerpt as text runs.
 */
import {SEARCH_SECTION_FIELD} from '../constants';
import type {PagefindResult, PagefindResultData, PagefindSubResult, ResultPage} from './pagefind';
import {queryTerms} from './ranking';

/**
 * A heading's anchor as Docusaurus makes most of them (github-slugger: lower case, punctuation out,
 * spaces to hyphens). The result pages leave out each anchor this gives, nearly all of them, and name
 * the others: the file is the same whether or not the two ever disagree.
 */
export function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_\- ]/gu, '')
    .replace(/ /g, '-');
}

/** One result as the UI shows it: the page, its section, and the heading of the best matching part. */
export interface SearchHit {
  id: string;
  url: string;
  title: string;
  section?: string;
  heading?: string;
  /** Plain text with the matched words marked (Pagefind's excerpt: escaped text and <mark> tags); undefined until the page's fragment has come. */
  excerpt?: string;
}

/**
 * A result as it shows before its page's fragment: the part of the page with the most matched words,
 * as Pagefind's sub-results divide a page (the text before the first heading, then each heading's
 * part, up to the next), the first such part on a tie, as bestSubResult picks from the fragment.
 */
export function hitFromPage(result: Pick<PagefindResult, 'id' | 'words'>, page: ResultPage): SearchHit {
  const [url, rawTitle, section, headings] = page;
  const title = plainHeading(rawTitle);
  /** Matched words per part: index 0 is the text before the first heading, index i + 1 heading i's part. */
  const counts = new Array<number>(headings.length + 1).fill(0);
  for (const location of result.words) {
    let part = 0;
    while (part < headings.length && (headings[part]?.[0] ?? Infinity) <= location) part += 1;
    counts[part] = (counts[part] ?? 0) + 1;
  }
  let best = -1;
  counts.forEach((count, part) => {
    if (count > 0 && (best < 0 || count > (counts[best] ?? 0))) best = part;
  });
  const heading = best > 0 ? headings[best - 1] : undefined;
  if (!heading) return {id: result.id, url, title, section: section ?? undefined, heading: undefined};
  const [, text, anchor = slugOf(text)] = heading;
  return {
    id: result.id,
    url: `${url}#${anchor}`,
    title,
    section: section ?? undefined,
    heading: plainHeading(text) !== title ? plainHeading(text) : undefined,
  };
}

/** The part of a page with the most matches; the whole page when no heading has any. */
function bestSubResult(data: PagefindResultData): PagefindSubResult | undefined {
  let best: PagefindSubResult | undefined;
  for (const sub of data.sub_results ?? []) {
    if (!best || (sub.locations?.length ?? 0) > (best.locations?.length ?? 0)) best = sub;
  }
  return best;
}

/** Heading text without the zero-width space of Docusaurus's heading anchor link. */
function plainHeading(text: string): string {
  return text.replace(/\u200b/g, '').trim();
}

export function searchHit(id: string, data: PagefindResultData): SearchHit {
  const title = plainHeading(data.meta.title ?? data.url);
  const best = bestSubResult(data);
  // The part before the first heading is the page itself: it has no heading of its own to show.
  const heading = best && best.url.includes('#') && plainHeading(best.title) !== title ? plainHeading(best.title) : undefined;
  return {id, url: best?.url ?? data.url, title, section: data.meta[SEARCH_SECTION_FIELD], heading, excerpt: best?.excerpt ?? data.excerpt};
}

/**
 * The shown results with those whose heading (or, without one, title) holds every word of the query
 * first, the rest after them, each group in its ranked order: a reader who types a heading
 * ("VIES check at invoicing") expects that part of the docs on top. The ranking cannot see headings,
 * which only the fragments of the shown results carry.
 */
export function headingMatchesFirst(hits: readonly SearchHit[], query: string): SearchHit[] {
  const terms = queryTerms(query);
  const matches = (hit: SearchHit): boolean => {
    const words = new Set(queryTerms(hit.heading ?? hit.title));
    return terms.length > 0 && terms.every((term) => words.has(term));
  };
  return [...hits.filter(matches), ...hits.filter((hit) => !matches(hit))];
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
  '&nbsp;': '\u00a0',
};

/** An excerpt as text runs, each marked or not: rendered as React text, never as HTML. */
export function excerptParts(excerpt: string): {text: string; marked: boolean}[] {
  const parts: {text: string; marked: boolean}[] = [];
  let marked = false;
  for (const piece of excerpt.split(/(<\/?mark>)/)) {
    if (piece === '<mark>') marked = true;
    else if (piece === '</mark>') marked = false;
    else if (piece !== '') {
      const text = piece.replace(/<[^>]*>/g, '').replace(/&(?:amp|lt|gt|quot|#39|#x27|nbsp);/g, (entity) => ENTITIES[entity] ?? entity);
      if (text !== '') parts.push({text, marked});
    }
  }
  return parts;
}
