/** The guard of the plugin that makes the browser bundle start from src/plugins/sliced-client-entry/entry.ts. */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import slicedClientEntryPlugin, {DOCUSAURUS_CLIENT_ENTRY, SLICED_CLIENT_ENTRY} from '../../src/plugins/sliced-client-entry';

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
