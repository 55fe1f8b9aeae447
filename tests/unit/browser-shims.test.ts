/**
 * The stand-ins the bundles use for pako (ApiItem), chalk and Docusaurus's prefetch helper (browser),
 * Docusaurus's two `localeCompare` sorts, and the API Markdown renderer.
 */
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import browserShimsPlugin, {DOCS_CLIENT_DIR, SHIMS, THEME_COMMON_HOOKS_DIR} from '../../src/plugins/browser-shims';
import chalk from '../../src/plugins/browser-shims/chalk';
import {getActivePlugin} from '../../src/plugins/browser-shims/docsClientUtils';
import {ungzip} from '../../src/plugins/browser-shims/pako';
import {DOCUSAURUS_CLIENT_DIR} from '../../src/plugins/sliced-client-entry';
import {renderMarkdown} from '../../src/theme/Markdown/renderMarkdown';

describe('the pako stand-in', () => {
  const operation = JSON.stringify({operationId: 'createUser', 'x-codeSamples': [{lang: 'java', source: 'HttpClient.newHttpClient()'}]});

  // The zlib stream the OpenAPI plugin writes into each page: api-reference.spec.ts finds its code sample in the HTML.
  it('unpacks gzip as pako.ungzip does', () => {
    expect(new TextDecoder().decode(ungzip(new Uint8Array(gzipSync(operation))))).toBe(operation);
  });

  it('unpacks the same bytes once: ApiItem unpacks its operation on every render', () => {
    const first = ungzip(new Uint8Array(gzipSync(operation)));
    expect(ungzip(new Uint8Array(gzipSync(operation)))).toBe(first);
    const other = JSON.stringify({operationId: 'getUser'});
    expect(new TextDecoder().decode(ungzip(new Uint8Array(gzipSync(other))))).toBe(other);
    expect(ungzip(new Uint8Array(gzipSync(operation)))).not.toBe(first);
  });

  it('fails on data that is not compressed, which ApiItem catches', () => {
    expect(() => ungzip(new TextEncoder().encode('not compressed'))).toThrow();
  });
});

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

describe('the chalk stand-in', () => {
  it('returns the text of any style, chained or not', () => {
    expect(chalk.yellow('WARNING:', 'no example')).toBe('WARNING: no example');
    expect(chalk.bold.red('x')).toBe('x');
  });
});

describe('the API reference Markdown', () => {
  it('renders CommonMark and GFM tables as the descriptions use them', () => {
    const html = renderMarkdown('The **email** of the user; see `errors`.\n\n| Status | When |\n|---|---|\n| 400 | A field is invalid |\n');
    expect(html).toContain('<strong>email</strong>');
    expect(html).toContain('<code>errors</code>');
    expect(html).toMatch(/<table>[\s\S]*<th>Status<\/th>[\s\S]*<td>400<\/td>/);
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
    expect(resolved(false, {context: path.resolve('src/theme/Markdown'), request: './prefetch'})).toBe('./prefetch');
    expect(resolved(false, {context: docusaurusClient, request: './preload'})).toBe('./preload');
  });
});
