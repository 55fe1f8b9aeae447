import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * The OpenAPI theme renders parameters, request and response schemas and the code-sample panel in
 * the browser only (BrowserOnly, and an ExecutionEnvironment check in ApiItem), so the static HTML
 * holds skeleton loaders: search, readers without JavaScript and crawlers never see a field name,
 * and the server and browser renders differ. These components render the same on the server, so for
 * those theme modules alone the two imports are replaced. No theme file is copied or edited.
 */
export const THEME_MODULES_RENDERED_STATICALLY = ['ParamsDetails', 'RequestSchema', 'ResponseSchema', 'ApiItem'];
/** ApiItem picks its explorer panel (ours: static code samples) only when it believes it runs in a browser. */
export const THEME_MODULES_TREATED_AS_BROWSER = ['ApiItem'];

const REPLACEMENTS = [
  {
    request: /^@docusaurus\/BrowserOnly$/,
    modules: THEME_MODULES_RENDERED_STATICALLY,
    target: path.resolve(__dirname, 'RenderEverywhere.tsx'),
  },
  {
    request: /^@docusaurus\/ExecutionEnvironment$/,
    modules: THEME_MODULES_TREATED_AS_BROWSER,
    target: path.resolve(__dirname, 'BrowserEnvironment.ts'),
  },
];

/** True when the importing module's folder is one of the named modules of the OpenAPI theme. */
export function isThemeModule(issuerDir: string, modules: readonly string[]): boolean {
  const parts = issuerDir.split(/[\\/]/);
  const themeAt = parts.lastIndexOf('theme');
  return (
    themeAt > 2 &&
    parts[themeAt - 2] === 'docusaurus-theme-openapi-docs' &&
    modules.includes(parts[themeAt + 1] ?? '') &&
    parts.length === themeAt + 2
  );
}

export default function staticApiSchemasPlugin(): Plugin {
  return {
    name: 'nubis-static-api-schemas',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        plugins: REPLACEMENTS.map(
          ({request, modules, target}) =>
            new currentBundler.instance.NormalModuleReplacementPlugin(request, (resource: {context?: string; request: string}) => {
              if (resource.context && isThemeModule(resource.context, modules)) resource.request = target;
            }),
        ),
      };
    },
  };
}
