/**
 * Docusaurus's Link prefetches a route's scripts when its link scrolls into view, by calling
 * `window.docusaurus.prefetch(path)` from an IntersectionObserver callback. The browser runs the
 * callbacks of every link that appeared in one task: on the MicroK8s page, 9 routes at once, each
 * matched against the route table and resolved to its chunks, 10–45 ms in all on this machine,
 * unthrottled. Here each route's prefetch runs in its own task, when the browser is idle.
 */
export type DocusaurusGlobal = Window['docusaurus'];
type Prefetching = Exclude<ReturnType<DocusaurusGlobal['prefetch']>, false>;
type Schedule = (run: () => void) => void;

function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run);
  else setTimeout(run, 0);
}

/**
 * The same object, whose `prefetch` queues the route and prefetches one queued route per idle task; its
 * promise settles as Docusaurus's would, once that route's turn has come.
 */
export function prefetchInIdleTasks(docusaurus: DocusaurusGlobal, schedule: Schedule = whenIdle): DocusaurusGlobal {
  const queue: (() => void)[] = [];
  const next = (): void => {
    queue.shift()?.();
    if (queue.length > 0) schedule(next);
  };
  return Object.freeze({
    ...docusaurus,
    // Docusaurus's prefetch returns false when it declines (a route already fetched, a slow connection)
    // and otherwise a promise that never rejects.
    prefetch: (routePath: string): Prefetching =>
      new Promise((resolve) => {
        if (queue.push(() => resolve(docusaurus.prefetch(routePath) || [])) === 1) schedule(next);
      }),
  });
}
