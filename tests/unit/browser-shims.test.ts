/**
 * The stand-ins the bundles use for Docusaurus's prefetch helper (browser) and its two `localeCompare` sorts.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import browserShimsPlugin, {DOCS_CLIENT_DIR, SHIMS, THEME_COMMON_HOOKS_DIR} from '../../src/plugins/browser-shims';
import {getActivePlugin} from '../../src/plugins/browser-shims/docsClientUtils';
import {DOCUSAURUS_CLIENT_DIR} from '../../src/plugins/sliced-client-entry';

describe("the docs plugins' lookup without localeCompare", () => {
  // Our three docs plugins, in the order globalData lists them.
  const plugins = {
    default: {path: '/docs', versions: []},
    'api-reference': {path: '/docs/api/reference', versions: []},
    'billing-resource-api-reference': {path: '/docs/billing-resource-api/reference', versions: []},
  } as unknown as Parameters<typeof getActivePlugin>[0];

  it('finds the most specific plugin of a path, as the localeCompare sort does', () => {
    expect(getActivePlugin(plugins, '/docs/api/reference/create-user')?.pluginId).toBe('api-reference');
    expect(getActivePlugin(plugins, '/docs/billing-resource-api/reference/list-bills')?.pluginId).toBe('billing-resource-api-reference');
    expect(getActivePlugin(plugins, '/docs/api/authentication/')?.pluginId).toBe('default');
    expect(getActivePlugin(plugins, '/docs/')?.pluginId).toBe('default');
  });

  it('reports a path outside every plugin as Docusaurus does', () => {
    expect(getActivePlugin(plugins, '/blog/')).toBeUndefined();
    expect(() => getActivePlugin(plugins, '/blog/', {failfast: true})).toThrow(/Can't find active docs plugin for "\/blog\/"/);
  });
});

describe("the replacement of Docusaurus's prefetch helper", () => {
  type Resource = {context?: string; request: string};
  class Replacement {
    constructor(
      readonly pattern: RegExp,
      readonly replace: (resource: Resource) => void,
    ) {}
  }
  class ContextReplacement {
    constructor(readonly folder: RegExp) {}
  }
  type ConfigureWebpack = NonNullable<Plugin['configureWebpack']>;

  function replacementsOf(isServer: boolean): Replacement[] {
    const configureWebpack = browserShimsPlugin().configureWebpack as ConfigureWebpack;
    const utils = {currentBundler: {instance: {NormalModuleReplacementPlugin: Replacement, ContextReplacementPlugin: ContextReplacement}}};
    const config = configureWebpack({}, isServer, utils as unknown as Parameters<ConfigureWebpack>[2], {} as LoadContext) as {
      plugins: unknown[];
    };
    return config.plugins.filter((plugin): plugin is Replacement => plugin instanceof Replacement);
  }

  function resolved(isServer: boolean, resource: Resource): string {
    const target = {...resource};
    for (const replacement of replacementsOf(isServer)) if (replacement.pattern.test(target.request)) replacement.replace(target);
    return target.request;
  }

  const docusaurusClient = path.resolve('node_modules', DOCUSAURUS_CLIENT_DIR);

  it("swaps in ./prefetch.ts for docusaurus.js's import, in the browser bundle only", () => {
    expect(resolved(false, {context: docusaurusClient, request: './prefetch'})).toBe(SHIMS.prefetch);
    expect(resolved(true, {context: docusaurusClient, request: './prefetch'})).toBe('./prefetch');
  });

  it("swaps in the code-unit sorts for Docusaurus's localeCompare ones, in both bundles", () => {
    const docsClient = path.resolve('node_modules', DOCS_CLIENT_DIR);
    const hooks = path.resolve('node_modules', THEME_COMMON_HOOKS_DIR);
    for (const isServer of [false, true]) {
      expect(resolved(isServer, {context: docsClient, request: './docsClientUtils'})).toBe(SHIMS.docsClientUtils);
      expect(resolved(isServer, {context: hooks, request: '../utils/reactUtils'})).toBe(SHIMS.reactUtils);
    }
    // The stand-ins import the originals by package path, which no replacement touches.
    expect(resolved(false, {context: path.dirname(SHIMS.docsClientUtils), request: './docsClientUtils'})).toBe('./docsClientUtils');
    expect(
      resolved(false, {context: path.resolve('node_modules/@docusaurus/theme-common/lib/utils'), request: '../utils/reactUtils'}),
    ).toBe('../utils/reactUtils');
  });

  it('leaves any other ./prefetch alone', () => {
    expect(resolved(false, {context: path.resolve('src/theme/CodeBlock'), request: './prefetch'})).toBe('./prefetch');
    expect(resolved(false, {context: docusaurusClient, request: './preload'})).toBe('./preload');
  });
});
