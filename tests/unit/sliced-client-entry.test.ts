/**
 * The plugin that makes the browser bundle start from src/plugins/sliced-client-entry/entry.ts, and the
 * prefetch queue that entry puts in front of Docusaurus's.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import slicedClientEntryPlugin, {DOCUSAURUS_CLIENT_ENTRY, SLICED_CLIENT_ENTRY} from '../../src/plugins/sliced-client-entry';
import {prefetchInIdleTasks} from '../../src/plugins/sliced-client-entry/prefetchInIdleTasks';

type ConfigureWebpack = NonNullable<Plugin['configureWebpack']>;
const DOCUSAURUS_ENTRY = path.resolve('node_modules', DOCUSAURUS_CLIENT_ENTRY);

function configure(entry: unknown, isServer: boolean): {entry: unknown} {
  const config = {entry};
  const configureWebpack = slicedClientEntryPlugin().configureWebpack as ConfigureWebpack;
  configureWebpack(config as Parameters<ConfigureWebpack>[0], isServer, {} as Parameters<ConfigureWebpack>[2], {} as LoadContext);
  return config;
}

describe('the sliced client entry', () => {
  it("replaces Docusaurus's entry in the browser bundle", () => {
    expect(configure(DOCUSAURUS_ENTRY, false).entry).toBe(SLICED_CLIENT_ENTRY);
  });

  it('leaves the server bundle alone', () => {
    const serverEntry = path.resolve('node_modules/@docusaurus/core/lib/client/serverEntry.js');
    expect(configure(serverEntry, true).entry).toBe(serverEntry);
  });

  it('fails the build, naming the file to check, when Docusaurus starts the bundle elsewhere', () => {
    expect(() => configure({main: DOCUSAURUS_ENTRY}, false)).toThrow(/sliced-client-entry\/entry\.ts/);
    expect(() => configure('/elsewhere/clientEntry.js', false)).toThrow(/not Docusaurus's/);
  });
});

describe("Docusaurus's prefetch in idle tasks", () => {
  function setUp() {
    const calls: string[] = [];
    const pending: (() => void)[] = [];
    const docusaurus = {
      prefetch: (routePath: string) => (calls.push(routePath), Promise.resolve([])),
      preload: (routePath: string) => (calls.push(`preload ${routePath}`), false as const),
    };
    const wrapped = prefetchInIdleTasks(docusaurus, (run) => pending.push(run));
    const runTask = () => pending.shift()?.();
    return {calls, pending, wrapped, runTask};
  }

  it('prefetches one route per task, in the order the links asked', async () => {
    const {calls, pending, wrapped, runTask} = setUp();
    const first = wrapped.prefetch('/docs/a');
    void wrapped.prefetch('/docs/b');
    expect(calls).toEqual([]);
    expect(pending).toHaveLength(1);
    runTask();
    expect(calls).toEqual(['/docs/a']);
    await expect(first).resolves.toEqual([]);
    runTask();
    expect(calls).toEqual(['/docs/a', '/docs/b']);
    expect(pending).toHaveLength(0);
  });

  it('starts again when a link asks after the queue emptied, and leaves preload immediate', () => {
    const {calls, pending, wrapped, runTask} = setUp();
    void wrapped.prefetch('/docs/a');
    runTask();
    void wrapped.prefetch('/docs/c');
    expect(pending).toHaveLength(1);
    runTask();
    wrapped.preload('/docs/d');
    expect(calls).toEqual(['/docs/a', '/docs/c', 'preload /docs/d']);
    expect(Object.isFrozen(wrapped)).toBe(true);
  });

  it('settles when Docusaurus declines to prefetch (a route already fetched, or a slow connection)', async () => {
    const pending: (() => void)[] = [];
    const wrapped = prefetchInIdleTasks({prefetch: () => false, preload: () => false}, (run) => pending.push(run));
    const asked = wrapped.prefetch('/docs/a');
    pending.shift()?.();
    await expect(asked).resolves.toEqual([]);
  });
});
