/**
 * Puts V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chromium 136 and later) at the top of
 * every script of the browser bundle.
 *
 * V8 compiles a function lazily by default: the first call compiles it, on the main thread, in the task
 * that calls it. Loading a page calls most of React DOM, the theme and the page's own chunks, so those
 * first calls compiled hundreds of functions inside the tasks that evaluate and hydrate the page. With
 * the hint, V8 compiles every function of the file eagerly, and for a streamed script it does so on a
 * background thread while the file downloads. Browsers without the hint read an ordinary comment.
 * bench/README.md has the figures.
 *
 * The banner is added after minification (which would drop comments) and before the content hashes
 * are computed, so that a file's name still changes with its content.
 */
import type {Plugin} from '@docusaurus/types';
import {PRODUCT_SLUG} from '../../constants';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export default function compileHintsPlugin(): Plugin {
  return {
    name: `${PRODUCT_SLUG}-compile-hints`,
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      const {BannerPlugin, Compilation} = currentBundler.instance;
      return {
        plugins: [
          new BannerPlugin({
            banner: COMPILE_HINT,
            raw: true,
            entryOnly: false,
            test: /\.js$/,
            stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING,
          }),
        ],
      };
    },
  };
}
