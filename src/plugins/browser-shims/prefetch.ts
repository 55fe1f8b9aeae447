/**
 * Docusaurus's prefetch helper (`@docusaurus/core/lib/client/prefetch.js`), asking for each file once.
 *
 * Docusaurus's Link prefetches the scripts of a route when its link scrolls into view, and every route
 * of a doc page shares the layout's scripts: on the tax rules page, its 7 links in view appended 74
 * `<link rel="prefetch">` for 10 files, most of them scripts the page had already run. Appending them
 * took about 20 ms of main-thread time per load (unthrottled). Here a file is asked for once, and not
 * at all when the page has already fetched it. Only the browser bundle uses it (./index.ts).
 */
const requested = new Set<string>();

/** Whether the page has already fetched the file (its scripts are removed from the DOM once run). */
function isFetched(url: string): boolean {
  return performance.getEntriesByName(new URL(url, document.baseURI).href, 'resource').length > 0;
}

export default function prefetch(url: string): Promise<void> {
  if (requested.has(url)) return Promise.resolve();
  requested.add(url);
  if (isFetched(url)) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    link.onload = () => resolve();
    // A failed prefetch only means the route's scripts load when it is opened; the network panel shows it.
    link.onerror = () => resolve();
    document.head.appendChild(link);
  });
}
