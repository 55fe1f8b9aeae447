import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {COMPILE_HINT} from '../../constants';

/**
 * The browser bundle's shims (figures in bench/README.md): an empty Prism and no language catalogue,
 * since code is coloured at build time (the weight budgets and code-blocks.spec.ts fail when Prism is
 * back); and V8's explicit compile hint on every script. Rspack's persistent cache does not see edits
 * to this file (webpack/webpack#13627): run `npm run clear` after one.
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
