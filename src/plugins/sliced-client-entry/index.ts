/** Reach (ARCHITECTURE.md, "Reaches into Docusaurus"): starts the browser bundle from ./entry.ts instead of `@docusaurus/core/lib/client/clientEntry.js` (no option splits its work); fails the build when Docusaurus moves its entry. */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {PRODUCT_SLUG} from '../../constants';

const PLUGIN_NAME = `${PRODUCT_SLUG}-sliced-client-entry`;

/** The folder of Docusaurus's browser runtime, inside node_modules. */
export const DOCUSAURUS_CLIENT_DIR = path.join('@docusaurus', 'core', 'lib', 'client');
export const DOCUSAURUS_CLIENT_ENTRY = path.join(DOCUSAURUS_CLIENT_DIR, 'clientEntry.js');
export const SLICED_CLIENT_ENTRY = path.resolve(__dirname, 'entry.ts');

export default function slicedClientEntryPlugin(): Plugin {
  return {
    name: PLUGIN_NAME,
    configureWebpack(config, isServer) {
      if (isServer) return {};
      if (typeof config.entry !== 'string' || !config.entry.endsWith(DOCUSAURUS_CLIENT_ENTRY)) {
        throw new Error(
          `${PLUGIN_NAME}: the client bundle's entry is ${JSON.stringify(config.entry)}, not Docusaurus's ${DOCUSAURUS_CLIENT_ENTRY}; check src/plugins/sliced-client-entry/entry.ts against this Docusaurus version.`,
        );
      }
      config.entry = SLICED_CLIENT_ENTRY;
      return {};
    },
  };
}
