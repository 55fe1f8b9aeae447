import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {DOCUSAURUS_CLIENT_DIR} from '../sliced-client-entry';

/**
 * Imports that weigh on every page for almost nothing, replaced in the bundles (no package file is
 * copied or edited):
 * - the classic theme loads prism-react-renderer's Prism (some forty languages) on every page, although
 *   code is coloured at build time (src/plugins/code-highlight): ./prism-react-renderer.ts is empty;
 * - the same client module loads `prism.additionalLanguages` with a dynamic require into
 *   `prismjs/components/`, which makes the bundler pack Prism's whole language loader and catalogue
 *   (components.json, about 8 KB of gzip JS) into every page: we name no additional language, so the
 *   folder's context is emptied;
 * - Docusaurus's prefetch helper appends a `<link rel="prefetch">` for every chunk of every route whose
 *   link is in view, the shared ones again for each route: in the browser bundle, ./prefetch.ts asks
 *   for each file once, and not for a script the page has already run;
 * - Docusaurus sorts the docs plugins' paths (`getActivePlugin`, for the breadcrumbs of every docs page)
 *   and the word-wrap hook's observer options (`useShallowMemoObject`, once per code block) with
 *   `localeCompare`, whose first call on a page builds an ICU collator inside a hydration slice:
 *   ./docsClientUtils.ts and ./reactUtils.ts sort in code unit order, in both bundles.
 */
export const SHIMS = {
  prismReactRenderer: path.resolve(__dirname, 'prism-react-renderer.ts'),
  prefetch: path.resolve(__dirname, 'prefetch.ts'),
  docsClientUtils: path.resolve(__dirname, 'docsClientUtils.ts'),
  reactUtils: path.resolve(__dirname, 'reactUtils.ts'),
};

/** Where Docusaurus imports the two modules whose `localeCompare` sorts are replaced. */
export const DOCS_CLIENT_DIR = path.join('@docusaurus', 'plugin-content-docs', 'lib', 'client');
export const THEME_COMMON_HOOKS_DIR = path.join('@docusaurus', 'theme-common', 'lib', 'hooks');

/** Matches no file name: the context of `prismjs/components/` keeps no module. */
const NO_FILE = /$^/;

export default function browserShimsPlugin(): Plugin {
  return {
    name: 'nubis-browser-shims',
    configureWebpack(_config, isServer, {currentBundler}) {
      const {ContextReplacementPlugin, NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        resolve: {alias: {'prism-react-renderer$': SHIMS.prismReactRenderer}},
        plugins: [
          new ContextReplacementPlugin(/prismjs[\\/]components$/, NO_FILE),
          new NormalModuleReplacementPlugin(/^\.\/docsClientUtils$/, (resource: {context?: string; request: string}) => {
            if (resource.context?.endsWith(DOCS_CLIENT_DIR)) resource.request = SHIMS.docsClientUtils;
          }),
          new NormalModuleReplacementPlugin(/^\.\.\/utils\/reactUtils$/, (resource: {context?: string; request: string}) => {
            if (resource.context?.endsWith(THEME_COMMON_HOOKS_DIR)) resource.request = SHIMS.reactUtils;
          }),
          ...(isServer
            ? []
            : [
                new NormalModuleReplacementPlugin(/^\.\/prefetch$/, (resource: {context?: string; request: string}) => {
                  // docusaurus.js imports `./prefetch` from Docusaurus's browser runtime.
                  if (resource.context?.endsWith(DOCUSAURUS_CLIENT_DIR)) resource.request = SHIMS.prefetch;
                }),
              ]),
        ],
      };
    },
  };
}
