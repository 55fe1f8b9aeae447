/**
 * When Docusaurus fetches the scripts of other pages ahead. Its `Link` asks `window.docusaurus.prefetch`
 * for each internal link that scrolls into view, and `window.docusaurus.preload` when the reader points
 * at one (mouse enter, touch start); both read the global at call time
 * (`@docusaurus/core/lib/client/exports/Link.js`, 3.10). The wrapper made here, which
 * src/plugins/search-page/routePrefetch.ts puts in place of Docusaurus's object, changes three things:
 *
 * - the prefetches of links in view run one route at a time, so that at most one competes with
 *   what the reader asks for next;
 * - they wait while the reader searches (`holdRoutePrefetch`), so that the search's own files come first;
 * - on a slow or metered connection they are dropped: only the pages pointed at load ahead.
 *
 * Pointing at a link still preloads its page at once, as before.
 */

/** What Docusaurus puts on `window.docusaurus` (`@docusaurus/core/lib/client/docusaurus.js`). */
export interface DocusaurusGlobal {
  /** In 3.10 a promise of the route's chunks, or false when Docusaurus skips the route; in older releases a boolean. */
  prefetch: (routePath: string) => boolean | Promise<unknown>;
  preload: (routePath: string) => boolean | Promise<unknown>;
}

/** The part of the Network Information API read here (absent from Firefox and Safari). */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Connections on which only the pages a reader points at load ahead: `saveData` (the reader asked for
 * less data), or an effective type slower than 4G. Docusaurus itself stops at 2G and Save-Data, and on
 * those also skips the preload on pointing; on 3G (about 700 kbit/s, 100 to 400 ms) the routes in view,
 * about 300 KB on a manual page, would take the line for seconds.
 */
const SLOW_EFFECTIVE_TYPES: ReadonlySet<string> = new Set(['slow-2g', '2g', '3g']);

export function isSlowConnection(connection: ConnectionInfo | undefined): boolean {
  return connection?.saveData === true || SLOW_EFFECTIVE_TYPES.has(connection?.effectiveType ?? '');
}

let holds = 0;
/** Routes asked for, so that each is queued once (many links point at the same page). */
const asked = new Set<string>();
const waiting: string[] = [];
let running = false;
let target: DocusaurusGlobal | undefined;

/** Runs the waiting prefetches one route after the other until a hold or the end of the queue. */
function pump(): void {
  if (running || holds > 0 || !target) return;
  const next = waiting.shift();
  if (next === undefined) return;
  running = true;
  const done = (): void => {
    running = false;
    pump();
  };
  const started = target.prefetch(next);
  // A plain `true` (no promise to wait for) lets the next route start at once, as Docusaurus would.
  if (started === false) done();
  else void Promise.resolve(started).then(done, done);
}

/**
 * Holds the prefetches of links in view until the returned function is called (each hold once); the
 * one already on the wire finishes. Several holders may overlap: the queue runs again after the last.
 */
export function holdRoutePrefetch(): () => void {
  holds += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
    pump();
  };
}

/** Whether a hold is on: for tests. */
export function routePrefetchHeld(): boolean {
  return holds > 0;
}

/** The object that replaces Docusaurus's: prefetches queued (or dropped on a slow connection), preloads passed through. */
export function politeDocusaurus(docusaurus: DocusaurusGlobal, connection: () => ConnectionInfo | undefined): DocusaurusGlobal {
  target = docusaurus;
  return Object.freeze({
    prefetch(routePath: string): boolean | Promise<unknown> {
      if (isSlowConnection(connection())) return false;
      if (!asked.has(routePath)) {
        asked.add(routePath);
        waiting.push(routePath);
        pump();
      }
      return Promise.resolve();
    },
    preload: (routePath: string) => docusaurus.preload(routePath),
  });
}

/** Forgets the queue and the holds: for tests. */
export function resetRoutePrefetch(): void {
  holds = 0;
  asked.clear();
  waiting.length = 0;
  running = false;
  target = undefined;
}
