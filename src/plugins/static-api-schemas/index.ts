import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * The OpenAPI theme wraps parameters, request and response schemas (and the code-sample panel) in
 * BrowserOnly, so the static HTML holds only skeleton loaders: search, readers without JavaScript and
 * crawlers never see a field name. These components render the same on the server, so for those
 * theme modules alone, BrowserOnly is replaced by a component that renders its children everywhere.
 * No theme file is copied or edited.
 */
export const THEME_MODULES_RENDERED_STATICALLY = ['ParamsDetails', 'RequestSchema', 'ResponseSchema', 'ApiItem'];

const RENDER_EVERYWHERE = path.resolve(__dirname, 'RenderEverywhere.tsx');

/** True when a module in this folder imports BrowserOnly and should render statically instead. */
export function rendersStatically(issuerDir: string): boolean {
  const parts = issuerDir.split(/[\\/]/);
  const themeAt = parts.lastIndexOf('theme');
  return (
    themeAt > 2 &&
    parts[themeAt - 2] === 'docusaurus-theme-openapi-docs' &&
    THEME_MODULES_RENDERED_STATICALLY.includes(parts[themeAt + 1] ?? '') &&
    parts.length === themeAt + 2
  );
}

export default function staticApiSchemasPlugin(): Plugin {
  return {
    name: 'nubis-static-api-schemas',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(/^@docusaurus\/BrowserOnly$/, (resource: {context?: string; request: string}) => {
            if (resource.context && rendersStatically(resource.context)) resource.request = RENDER_EVERYWHERE;
          }),
        ],
      };
    },
  };
}
