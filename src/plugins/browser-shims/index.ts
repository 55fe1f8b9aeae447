import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {isThemeModule} from '../static-api-schemas';

/**
 * Two imports of the API reference's packages that weigh on every API page for almost nothing, replaced
 * in the bundles (no package file is copied or edited):
 * - the OpenAPI theme's ApiItem imports all of pako for one call, `ungzip` (about 25 KB of gzip JS):
 *   ./pako.ts does it with fflate, on the server and in the browser;
 * - the OpenAPI plugin's example generator imports chalk to colour one console warning: in the browser
 *   bundle only, ./chalk.ts returns the text uncoloured.
 */
export const SHIMS = {
  pako: path.resolve(__dirname, 'pako.ts'),
  chalk: path.resolve(__dirname, 'chalk.ts'),
};

export default function browserShimsPlugin(): Plugin {
  return {
    name: 'nubis-browser-shims',
    configureWebpack(_config, isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(/^pako$/, (resource: {context?: string; request: string}) => {
            if (resource.context && isThemeModule(resource.context, ['ApiItem'])) resource.request = SHIMS.pako;
          }),
          ...(isServer ? [] : [new NormalModuleReplacementPlugin(/^chalk$/, (resource: {request: string}) => void (resource.request = SHIMS.chalk))]),
        ],
      };
    },
  };
}
