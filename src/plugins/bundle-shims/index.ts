/**
 * Reach (ARCHITECTURE.md, "Reaches into Docusaurus"): the browser bundle's shims (figures in
 * bench/README.md). `prism-react-renderer` resolves to an empty Prism, since code is coloured at build
 * time; the build fails on any import of another name from it (`exportsPresence`), which would
 * otherwise be undefined. Prism's language catalogue is left out by src/theme/prism-include-languages.ts.
 * V8's explicit compile hint goes on every script. Rspack's persistent cache does not see edits to this
 * file (webpack/webpack#13627): run `npm run clear` after one.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {COMPILE_HINT} from '../../constants';

const PLUGIN_NAME = 'nubis-bundle-shims';

/** What the plugin reads of a compilation's errors. */
interface Stats {
  toJson(options: {all: false; errors: true}): {errors?: {message: string; moduleName?: string}[]};
}

export default function bundleShims(): Plugin {
  return {
    name: PLUGIN_NAME,
    configureWebpack(_config, isServer, {currentBundler}) {
      const {BannerPlugin, Compilation} = currentBundler.instance;
      return {
        resolve: {alias: {'prism-react-renderer$': path.resolve(__dirname, 'prism-react-renderer.ts')}},
        // An import of a name a module does not export fails the build, instead of a warning and `undefined`.
        module: {parser: {javascript: {exportsPresence: 'error'}}},
        plugins: [
          {
            apply(compiler: {hooks: {done: {tap: (name: string, callback: (stats: Stats) => void) => void}}}) {
              compiler.hooks.done.tap(PLUGIN_NAME, (stats) => {
                for (const {message, moduleName} of stats.toJson({all: false, errors: true}).errors ?? []) {
                  // The bundler says "export 'themes' (imported as 'themes') was not found in 'prism-react-renderer'".
                  if (!message.includes("'prism-react-renderer'")) continue;
                  console.error(
                    `${moduleName}: ${PLUGIN_NAME} makes prism-react-renderer an empty Prism: import nothing else from it, or drop its alias and re-measure the weight budgets (ARCHITECTURE.md, "Reaches into Docusaurus").`,
                  );
                }
              });
            },
          },
          ...(isServer
            ? []
            : [
                new BannerPlugin({
                  banner: COMPILE_HINT,
                  raw: true,
                  entryOnly: false,
                  test: /\.js$/,
                  stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING,
                }),
              ]),
        ],
      };
    },
  };
}
