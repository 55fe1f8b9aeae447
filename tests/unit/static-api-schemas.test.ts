import {describe, expect, it} from 'vitest';
import {isThemeModule, THEME_MODULES_RENDERED_STATICALLY, THEME_MODULES_TREATED_AS_BROWSER} from '../../src/plugins/static-api-schemas';

const theme = '/site/node_modules/docusaurus-theme-openapi-docs/lib/theme';

describe('which OpenAPI theme modules render statically', () => {
  // That the theme's schema, parameter and page modules render in the static HTML: tests/e2e/api-reference.spec.ts.
  it('leaves every other module alone', () => {
    expect(isThemeModule(`${theme}/ApiExplorer/MethodEndpoint`, THEME_MODULES_RENDERED_STATICALLY)).toBe(false);
    expect(isThemeModule(`${theme}/Schema`, THEME_MODULES_RENDERED_STATICALLY)).toBe(false);
    expect(isThemeModule(`${theme}/RequestSchema`, THEME_MODULES_TREATED_AS_BROWSER)).toBe(false);
    expect(isThemeModule('/site/src/theme/RequestSchema', THEME_MODULES_RENDERED_STATICALLY)).toBe(false);
    expect(isThemeModule('/site/node_modules/@docusaurus/theme-classic/lib/theme/ApiItem', THEME_MODULES_RENDERED_STATICALLY)).toBe(false);
  });
});
