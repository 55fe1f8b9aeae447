import type {Plugin} from '@docusaurus/types';
import {COMPILE_HINT} from '../../constants';

/**
 * The browser bundle's shims (figures in bench/README.md): no Prism language catalogue, which the
 * classic theme packs into every page although code is coloured at build time (the weight budgets and
 * code-blocks.spec.ts fail when it is back); and V8's explicit compile hint on every script.
 */
export default function bundleShims(): Plugin {
  return {
    name: 'nubis-bundle-shims',
    configureWebpack(_config, isServer, {currentBundler}) {
      const {BannerPlugin, Compilation, ContextReplacementPlugin} = currentBundler.instance;
      return {
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
