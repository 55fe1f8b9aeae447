/**
 * A small link checker for the served site. From the seed pages it follows every link and loaded
 * resource on the site's own origin (the served one, and the public one the canonical links and the
 * sitemap name), checks each answers 200 after the site's redirects, and checks every #fragment
 * against the ids of the page it points at. Links to other hosts are recorded, never fetched.
 */
import {BASE_PATH} from '../../../src/constants';
import {anchorTargets, pageReferences, startTags, stylesheetReferences} from './html';

export interface BrokenLink {
  url: string;
  status: number;
  from: string[];
}

export interface BrokenAnchor {
  url: string;
  from: string;
}

export interface CrawlReport {
  /** Pages (HTML) read. */
  pages: number;
  /** Distinct URLs of the site fetched, redirects and assets included. */
  urls: number;
  /** Fragment links checked. */
  anchors: number;
  broken: BrokenLink[];
  brokenAnchors: BrokenAnchor[];
  /** Links to other hosts, with the number of links to each host. */
  external: Record<string, number>;
}

interface Fetched {
  status: number;
  /** The URL a redirect points at, resolved. */
  location?: string;
  ids?: Set<string>;
}

const IGNORED_SCHEMES = /^(mailto|tel|javascript|data|blob):/i;
const MAX_REDIRECTS = 5;
const NOT_FOUND_SELF = new RegExp(`^${BASE_PATH}404(\\.html)?$`);

export interface CrawlOptions {
  /** The origin the site is served from in the test. */
  origin: string;
  /** The public origins the site names itself by (NUBIS_SITE_URL), mapped to the served one. */
  ownOrigins: string[];
  /** Paths to start from. */
  seeds: string[];
  /** Paths that are expected to answer 404 (the not-found page): read, not reported. */
  notFoundSeeds?: string[];
  concurrency?: number;
}

export async function crawl({origin, ownOrigins, seeds, notFoundSeeds = [], concurrency = 4}: CrawlOptions): Promise<CrawlReport> {
  const fetched = new Map<string, Promise<Fetched>>();
  const referrers = new Map<string, Set<string>>();
  const fragmentLinks: {target: string; fragment: string; from: string}[] = [];
  const external: Record<string, number> = {};
  const expected404 = new Set(notFoundSeeds.map((seed) => new URL(seed, origin).href));
  const queue: string[] = [];
  let pages = 0;

  /** A link as a URL of the served site, or undefined when it leaves the site. */
  const toSiteUrl = (reference: string, base: string): URL | undefined => {
    if (IGNORED_SCHEMES.test(reference)) return undefined;
    const url = new URL(reference, base);
    if (ownOrigins.includes(url.origin)) return new URL(`${url.pathname}${url.search}${url.hash}`, origin);
    if (url.origin === origin) return url;
    if (url.protocol === 'http:' || url.protocol === 'https:') external[url.host] = (external[url.host] ?? 0) + 1;
    return undefined;
  };

  const visit = (reference: string, from: string): void => {
    const url = toSiteUrl(reference, from);
    if (!url) return;
    const fragment = decodeURIComponent(url.hash.slice(1));
    url.hash = '';
    if (fragment) fragmentLinks.push({target: url.href, fragment, from});
    if (!referrers.has(url.href)) {
      referrers.set(url.href, new Set());
      queue.push(url.href);
    }
    referrers.get(url.href)?.add(from);
  };

  const load = async (url: string): Promise<Fetched> => {
    const response = await fetch(url, {redirect: 'manual'});
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      const target = new URL(location, url);
      visit(target.href, url);
      await response.body?.cancel();
      return {status: response.status, location: target.href};
    }
    const type = response.headers.get('content-type') ?? '';
    const underSite = new URL(url).pathname.startsWith(BASE_PATH);
    if (type.startsWith('text/html') && (response.status === 200 || expected404.has(url))) {
      pages += 1;
      const tags = startTags(await response.text());
      // The not-found page names itself /docs/404.html (canonical) and /docs/404 (language menu): the
      // route Docusaurus rendered it for, answered 404 like any unknown path. Not a broken link.
      const references = pageReferences(tags).filter((reference) => !(expected404.has(url) && NOT_FOUND_SELF.test(new URL(reference, url).pathname)));
      if (underSite || expected404.has(url)) for (const reference of references) visit(reference, url);
      return {status: response.status, ids: anchorTargets(tags)};
    }
    if (type.startsWith('text/css') && response.status === 200) {
      for (const reference of stylesheetReferences(await response.text())) visit(reference, url);
      return {status: response.status};
    }
    await response.body?.cancel();
    return {status: response.status};
  };

  const get = (url: string): Promise<Fetched> => {
    let result = fetched.get(url);
    if (!result) {
      result = load(url);
      fetched.set(url, result);
    }
    return result;
  };

  for (const seed of [...seeds, ...notFoundSeeds]) visit(seed, origin);
  let inFlight = 0;
  const worker = async (): Promise<void> => {
    // Workers share the queue; an idle one waits while another may still add to it.
    for (;;) {
      const next = queue.shift();
      if (next === undefined) {
        if (inFlight === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 10));
        continue;
      }
      inFlight += 1;
      try {
        await get(next);
      } finally {
        inFlight -= 1;
      }
    }
  };
  await Promise.all(Array.from({length: concurrency}, worker));
  await Promise.all(fetched.values());

  /** Follows redirects to the page that finally answers. */
  const resolve = async (url: string): Promise<{url: string; result: Fetched}> => {
    let current = url;
    for (let hops = 0; hops <= MAX_REDIRECTS; hops += 1) {
      const result = await get(current);
      if (!result.location) return {url: current, result};
      current = result.location;
    }
    return {url: current, result: {status: 310}};
  };

  const broken: BrokenLink[] = [];
  for (const url of fetched.keys()) {
    const {result} = await resolve(url);
    if (result.status !== 200 && !expected404.has(url)) broken.push({url, status: result.status, from: [...(referrers.get(url) ?? [])].slice(0, 5)});
  }
  const brokenAnchors: BrokenAnchor[] = [];
  for (const {target, fragment, from} of fragmentLinks) {
    const {url, result} = await resolve(target);
    if (result.ids && !result.ids.has(fragment)) brokenAnchors.push({url: `${url}#${fragment}`, from});
  }
  return {pages, urls: fetched.size, anchors: fragmentLinks.length, broken, brokenAnchors, external};
}
