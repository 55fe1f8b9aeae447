import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Every code block highlights with src/prism (prismjs's core and the languages the pages use) instead
 * of prism-react-renderer's built-in copy of Prism with some forty languages, which sits in the main
 * bundle of every page. Both bundles use it, so the server and the browser render the same tokens.
 * Node code (the theme's options, our prismThemes.ts types) still reads the package itself.
 */
export const PRISM_RENDERER = path.resolve(__dirname, '../../prism/index.tsx');

export default function slimPrismPlugin(): Plugin {
  return {
    name: 'nubis-slim-prism',
    configureWebpack() {
      return {resolve: {alias: {'prism-react-renderer$': PRISM_RENDERER}}};
    },
  };
}
