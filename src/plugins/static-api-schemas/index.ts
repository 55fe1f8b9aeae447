import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * The OpenAPI theme wraps parameters, request and response schemas (and the code-sample panel) in
 * BrowserOnly, so the static HTML holds only skeleton loaders: search, readers without JavaScript and
 * crawlers never see a field name. These components render the same on the server, so for those
 * theme modules alone, BrowserOnly resolves to a component that renders its children everywhere.
 * No theme file is copied or edited.
 */
const THEME_MODULES_RENDERED_STATICALLY = ['ParamsDetails', 'RequestSchema', 'ResponseSchema', 'ApiItem'];

export const STATIC_ISSUER = new RegExp(
  `docusaurus-theme-openapi-docs[\\\\/]lib[\\\\/]theme[\\\\/](${THEME_MODULES_RENDERED_STATICALLY.join('|')})[\\\\/]index\\.js$`,
);

export default function staticApiSchemasPlugin(): Plugin {
  return {
    name: 'nubis-static-api-schemas',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              issuer: STATIC_ISSUER,
              resolve: {alias: {'@docusaurus/BrowserOnly': path.resolve(__dirname, 'RenderEverywhere.tsx')}},
            },
          ],
        },
      };
    },
  };
}
