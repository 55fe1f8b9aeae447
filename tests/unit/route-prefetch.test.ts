/** When Docusaurus's route prefetching runs (src/utils/routePrefetch.ts): one route at a time, held while the reader searches, none on a slow connection. */
import {afterEach, describe, expect, it} from 'vitest';
import {
  holdRoutePrefetch,
  isSlowConnection,
  politeDocusaurus,
  resetRoutePrefetch,
  routePrefetchHeld,
  type ConnectionInfo,
  type DocusaurusGlobal,
} from '../../src/utils/routePrefetch';

/** A stand-in for Docusaurus's object: each prefetch ends when the test says so. */
function fakeDocusaurus() {
  const started: string[] = [];
  const preloaded: string[] = [];
  const finish: (() => void)[] = [];
  const docusaurus: DocusaurusGlobal = {
    prefetch: (path) => {
      started.push(path);
      return new Promise<void>((resolve) => finish.push(resolve));
    },
    preload: (path) => {
      preloaded.push(path);
      return Promise.resolve();
    },
  };
  /** Ends the oldest prefetch on the wire and lets the queue move on. */
  const finishNext = async (): Promise<void> => {
    finish.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return {docusaurus, started, preloaded, finishNext};
}

afterEach(resetRoutePrefetch);

describe('route prefetching', () => {
  it('counts Save-Data and connections slower than 4G as slow, and an unknown connection as not', () => {
    for (const effectiveType of ['slow-2g', '2g', '3g']) expect(isSlowConnection({effectiveType})).toBe(true);
    expect(isSlowConnection({effectiveType: '4g', saveData: true})).toBe(true);
    expect(isSlowConnection({effectiveType: '4g', saveData: false})).toBe(false);
    expect(isSlowConnection(undefined)).toBe(false);
  });

  it('prefetches the routes of links in view one after the other, each once', async () => {
    const {docusaurus, started, finishNext} = fakeDocusaurus();
    const polite = politeDocusaurus(docusaurus, () => ({effectiveType: '4g'}));
    for (const path of ['/docs/a', '/docs/b', '/docs/a', '/docs/c']) void polite.prefetch(path);
    expect(started).toEqual(['/docs/a']);
    await finishNext();
    expect(started).toEqual(['/docs/a', '/docs/b']);
    await finishNext();
    await finishNext();
    expect(started).toEqual(['/docs/a', '/docs/b', '/docs/c']);
  });

  it('starts no prefetch while the reader searches, and resumes after the last hold is released', async () => {
    const {docusaurus, started, finishNext} = fakeDocusaurus();
    const polite = politeDocusaurus(docusaurus, () => undefined);
    void polite.prefetch('/docs/a');
    const releaseBox = holdRoutePrefetch();
    const releaseSearch = holdRoutePrefetch();
    void polite.prefetch('/docs/b');
    await finishNext();
    // The one already on the wire finishes; nothing new starts.
    expect(started).toEqual(['/docs/a']);
    releaseSearch();
    releaseSearch();
    expect(routePrefetchHeld()).toBe(true);
    expect(started).toEqual(['/docs/a']);
    releaseBox();
    expect(routePrefetchHeld()).toBe(false);
    expect(started).toEqual(['/docs/a', '/docs/b']);
  });

  it('on a slow or metered connection prefetches nothing in view, and still preloads what the reader points at', () => {
    const {docusaurus, started, preloaded} = fakeDocusaurus();
    let connection: ConnectionInfo = {effectiveType: '3g'};
    const polite = politeDocusaurus(docusaurus, () => connection);
    expect(polite.prefetch('/docs/a')).toBe(false);
    void polite.preload('/docs/a');
    connection = {effectiveType: '4g', saveData: true};
    expect(polite.prefetch('/docs/b')).toBe(false);
    expect(started).toEqual([]);
    expect(preloaded).toEqual(['/docs/a']);
  });
});
