/** Reach (ARCHITECTURE.md, "Reaches into Docusaurus"): names each page's route scripts in its HTML: react-loadable-ssr-addon keys chunks by name, Docusaurus looks modules up (bench/README.md; watch slorber/react-loadable-ssr-addon; fails the build when the registry or manifest change). */
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {PRODUCT_SLUG} from '../../constants';

const PLUGIN_NAME = `${PRODUCT_SLUG}-route-scripts-in-html`;

/** The part of react-loadable-ssr-addon's manifest that `getBundles` reads. */
interface ClientManifest {
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
function registryModules(registry: string): Map<string, string> {
  const modules = new Map<string, string>();
  for (const match of registry.matchAll(/"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "\1" \*\/ "([^"]+)"\), "\2"/g)) {
    modules.set(match[1] ?? '', match[2] ?? '');
  }
  return modules;
}

/** The manifest with every module of the registry also keyed by its module name, as `getBundles` looks it up. */
function withModuleOrigins(manifest: ClientManifest, modules: Map<string, string>): ClientManifest {
  const origins = {...manifest.origins};
  let found = 0;
  for (const [chunkName, module] of modules) {
    const chunks = manifest.origins[chunkName];
    if (!chunks) continue;
    origins[module] = chunks;
    found += 1;
  }
  if (found === 0) {
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
      if (!manifestPath) {
        if (config.mode === 'production')
          throw new Error(`${PLUGIN_NAME}: the production build has no ReactLoadableSSRAddon writing a manifest.`);
        return {};
      }
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
