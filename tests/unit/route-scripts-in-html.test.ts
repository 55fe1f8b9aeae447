/** The client manifest keyed by module name, so that Docusaurus names a page's route scripts in its HTML. */
import {mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import routeScriptsInHtmlPlugin, {registryModules, withModuleOrigins, type ClientManifest} from '../../src/plugins/route-scripts-in-html';

// What Docusaurus calls to list a page's files (ssg/ssgTemplate.js); the package has no types.
const {getBundles} = createRequire(import.meta.url)('react-loadable-ssr-addon-v5-slorber') as {
  getBundles: (manifest: ClientManifest, modules: string[]) => {js?: {file: string}[]};
};

// Two lines as Docusaurus 3.10 writes .docusaurus/registry.js.
const REGISTRY = `export default {
  "4c5e977b": [() => import(/* webpackChunkName: "4c5e977b" */ "@theme/ApiItem"), "@theme/ApiItem", require.resolveWeak("@theme/ApiItem")],
  "b941b809": [() => import(/* webpackChunkName: "b941b809" */ "@site/.generated/docs/api/reference/create-user.api.mdx"), "@site/.generated/docs/api/reference/create-user.api.mdx", require.resolveWeak("@site/.generated/docs/api/reference/create-user.api.mdx")],
};
`;

const js = (file: string) => ({js: [{file}]});

// As react-loadable-ssr-addon writes it with Rspack: a named chunk keyed by its name, its files by its id.
const MANIFEST: ClientManifest = {
  entrypoints: ['main'],
  origins: {main: ['40', 'main'], '4c5e977b': ['2765', '2'], b941b809: ['7'], '2765': ['2', '2765', '7']},
  assets: {
    main: js('assets/js/main.aaaa1111.js'),
    '40': js('assets/js/runtime~main.bbbb2222.js'),
    '2': js('assets/js/4c5e977b.cccc3333.js'),
    '7': js('assets/js/b941b809.dddd4444.js'),
    '2765': js('assets/js/2765.eeee5555.js'),
  },
};

const MODULES = ['@theme/ApiItem', '@site/.generated/docs/api/reference/create-user.api.mdx'];

describe('route scripts in the HTML', () => {
  it('reads each chunk name and module of the registry', () => {
    expect([...registryModules(REGISTRY)]).toEqual([
      ['4c5e977b', '@theme/ApiItem'],
      ['b941b809', '@site/.generated/docs/api/reference/create-user.api.mdx'],
    ]);
  });

  it('lets getBundles find the chunks of the modules a page rendered, shared chunks included', () => {
    const files = (manifest: ClientManifest) =>
      (getBundles(manifest, [...manifest.entrypoints, ...MODULES]).js ?? []).map(({file}) => file);
    // What Docusaurus names today: the entry alone.
    expect(files(MANIFEST)).toEqual(['assets/js/runtime~main.bbbb2222.js', 'assets/js/main.aaaa1111.js']);
    expect(files(withModuleOrigins(MANIFEST, registryModules(REGISTRY)))).toEqual([
      'assets/js/runtime~main.bbbb2222.js',
      'assets/js/main.aaaa1111.js',
      'assets/js/2765.eeee5555.js',
      'assets/js/4c5e977b.cccc3333.js',
      'assets/js/b941b809.dddd4444.js',
    ]);
  });

  it('keeps the origins it had', () => {
    expect(withModuleOrigins(MANIFEST, registryModules(REGISTRY)).origins).toMatchObject(MANIFEST.origins);
  });

  it('fails the build when the manifest has no chunk named after a registry chunk', () => {
    const renamed: ClientManifest = {...MANIFEST, origins: {main: ['40', 'main'], '2': ['2765', '2'], '7': ['7']}};
    expect(() => withModuleOrigins(renamed, registryModules(REGISTRY))).toThrow(/route-scripts-in-html/);
  });
});

describe('the plugin in a build', () => {
  /** Stands for the manifest writer Docusaurus adds to the production browser build only. */
  class ReactLoadableSSRAddon {
    constructor(readonly manifestOutputPath: string) {}
  }

  type AfterEmit = () => void;
  function configure(plugins: unknown[], isServer = false): {apply: (compiler: unknown) => void}[] {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'nubis-route-scripts-'));
    writeFileSync(path.join(dir, 'registry.js'), REGISTRY);
    const plugin = routeScriptsInHtmlPlugin({generatedFilesDir: dir});
    const configured = plugin.configureWebpack?.({plugins} as never, isServer, {} as never, undefined as never) as {
      plugins?: {apply: (compiler: unknown) => void}[];
    };
    return configured.plugins ?? [];
  }

  it('rewrites the manifest the production build wrote, once it is written', () => {
    const manifestPath = path.join(mkdtempSync(path.join(os.tmpdir(), 'nubis-manifest-')), 'client-manifest.json');
    writeFileSync(manifestPath, JSON.stringify(MANIFEST));
    const [webpackPlugin] = configure([new ReactLoadableSSRAddon(manifestPath)]);
    let afterEmit: AfterEmit | undefined;
    webpackPlugin?.apply({hooks: {afterEmit: {tap: (_name: string, callback: AfterEmit) => void (afterEmit = callback)}}});
    expect(JSON.parse(readFileSync(manifestPath, 'utf8'))).toEqual(MANIFEST);
    afterEmit?.();
    expect((JSON.parse(readFileSync(manifestPath, 'utf8')) as ClientManifest).origins['@theme/ApiItem']).toEqual(['2765', '2']);
  });

  it('does nothing in the development server and the server bundle, which write no manifest', () => {
    expect(configure([])).toEqual([]);
    expect(configure([new ReactLoadableSSRAddon('/nowhere/client-manifest.json')], true)).toEqual([]);
  });
});
