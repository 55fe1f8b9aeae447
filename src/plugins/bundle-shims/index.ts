import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {COMPILE_HINT} from '../../constants';

/**
 * The browser bundle's shims, each with the figure that keeps it (bench/README.md):
 * - the classic theme loads prism-react-renderer's Prism (about forty languages, 26 KB of gzip JS) and
 *   packs Prism's language catalogue (8 KB) into every page, although code is coloured at build time
 *   (src/plugins/code-highlight): an empty Prism and an empty catalogue instead;
 * - V8's explicit compile hint on every script, after minification: functions compile eagerly, off the
 *   main thread while a script streams (phone profile: hydrated about 120 ms sooner).
 * tests/e2e/code-blocks.spec.ts fails when a highlighter is back in a script of the build.
 */
export default function bundleShims(): Plugin {
  return {
    name: 'nubis-bundle-shims',
    configureWebpack(_config, isServer, {currentBundler}) {
      const {BannerPlugin, Compilation, ContextReplacementPlugin} = currentBundler.instance;
      return {
        resolve: {alias: {'prism-react-renderer$': path.resolve(__dirname, 'prism-react-renderer.ts')}},
        plugins: [
          new ContextReplacementPlugin(/prismjs[\\/]components$/, /$^/),
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
