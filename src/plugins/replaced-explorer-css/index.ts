import type {Plugin} from '@docusaurus/types';
import {dropReplacedExplorerRules} from './dropRules';

/**
 * Leaves the rules of the OpenAPI theme's request explorer, which this site replaces
 * (src/theme/ApiExplorer), out of the stylesheet: about 75 KB of the 180 KB file every page loads
 * before it can paint (bench/README.md has the figures).
 */
export default function replacedExplorerCssPlugin(): Plugin {
  return {
    name: 'nubis-replaced-explorer-css',
    configurePostCss(options) {
      options.plugins.push(dropReplacedExplorerRules());
      return options;
    },
  };
}
