/**
 * Names each page's route scripts in its HTML, as Docusaurus means to.
 *
 * Docusaurus writes a page's scripts with `getBundles(manifest, modules)`: the modules its loadables
 * rendered on the server ("@theme/ApiItem", "@site/docs/….md"), looked up in the client manifest that
 * react-loadable-ssr-addon writes after the browser build. That manifest keys each route chunk by its chunk
 * name ("4c5e977b"), not by its module, so no module is found (Docusaurus 3.10.2 with Rspack): a page
 * names only the runtime and main.js, and the browser learns of the route's scripts once main.js has
 * downloaded and run. It then asks for each of them from script, about ten requests in one task.
 *
 * Once the browser build has written the manifest, this plugin adds every loadable module under its own
 * name, with the chunks Docusaurus's loader would ask for (those of the chunk group the registry,
 * `registry.js`, names for the module). The server-side rendering then finds them, and src/ssrTemplate.ts
 * loads them with the runtime and main.js. When the browser's runtime needs a chunk, it finds it
 * evaluated, or finds its `<script>` and waits for it. The development server renders nothing on the
 * server and writes no manifest: there the plugin does nothing. bench/README.md has the figures.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {PRODUCT_SLUG} from '../../constants';

const PLUGIN_NAME = `${PRODUCT_SLUG}-route-scripts-in-html`;

/** The part of react-loadable-ssr-addon's manifest that `getBundles` reads. */
export interface ClientManifest {
  entrypoints: string[];
  /** Chunk name (or id, for an unnamed chunk) → the chunk ids to load for it. */
  origins: Record<string, string[]>;
  /** Chunk id → its files by extension. */
  assets: Record<string, Record<string, {file: string}[]>>;
}

/**
 * Docusaurus's registry: one line per loadable module,
 * `"<chunk name>": [() => import(/* webpackChunkName: "<chunk name>" *\/ "<module>"), "<module>", …]`.
 */
export function registryModules(registry: string): Map<string, string> {
  const modules = new Map<string, string>();
  for (const match of registry.matchAll(/"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "\1" \*\/ "([^"]+)"\), "\2"/g)) {
    modules.set(match[1] ?? '', match[2] ?? '');
  }
  return modules;
}

/** The manifest with every module of the registry also keyed by its module name, as `getBundles` looks it up. */
export function withModuleOrigins(manifest: ClientManifest, modules: Map<string, string>): ClientManifest {
  const origins = {...manifest.origins};
  let found = 0;
  for (const [chunkName, module] of modules) {
    const chunks = manifest.origins[chunkName];
    if (!chunks) continue;
    origins[module] = chunks;
    found += 1;
  }
  if (modules.size > 0 && found === 0) {
    throw new Error(
      `${PLUGIN_NAME}: the client manifest has no chunk named after a chunk of the registry; check src/plugins/route-scripts-in-html against this Docusaurus version.`,
    );
  }
  return {...manifest, origins};
}

/** What the plugin reads of react-loadable-ssr-addon's instance in the browser build's configuration. */
interface ManifestWriter {
  constructor: {name: string};
  manifestOutputPath?: string;
}

export default function routeScriptsInHtmlPlugin(context: {generatedFilesDir: string}): Plugin {
  const registryPath = path.join(context.generatedFilesDir, 'registry.js');
  return {
    name: PLUGIN_NAME,
    configureWebpack(config, isServer) {
      if (isServer) return {};
      // Only the production build writes the manifest (@docusaurus/core, webpack/client.js).
      const writer = (config.plugins ?? []).find(
        (plugin): plugin is ManifestWriter & NonNullable<typeof plugin> => plugin?.constructor.name === 'ReactLoadableSSRAddon',
      );
      const manifestPath = writer?.manifestOutputPath;
      if (!manifestPath) return {};
      return {
        plugins: [
          {
            // After react-loadable-ssr-addon has written the manifest (its `emit` hook), before the pages render.
            apply(compiler: {hooks: {afterEmit: {tap: (name: string, callback: () => void) => void}}}) {
              compiler.hooks.afterEmit.tap(PLUGIN_NAME, () => {
                const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as ClientManifest;
                const modules = registryModules(readFileSync(registryPath, 'utf8'));
                writeFileSync(manifestPath, JSON.stringify(withModuleOrigins(manifest, modules)));
              });
            },
          },
        ],
      };
    },
  };
}
