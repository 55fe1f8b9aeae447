import {describe, expect, it} from 'vitest';
import {isThemeModule, THEME_MODULES_RENDERED_STATICALLY, THEME_MODULES_TREATED_AS_BROWSER} from '../../src/plugins/static-api-schemas';

const theme = '/site/node_modules/docusaurus-theme-openapi-docs/lib/theme';

describe('which OpenAPI theme modules render statically', () => {
  it('takes the schema, parameter and page modules of the theme', () => {
    for (const name of ['ParamsDetails', 'RequestSchema', 'ResponseSchema', 'ApiItem']) {
      expect(isThemeModule(`${theme}/${name}`, THEME_MODULES_RENDERED_STATICALLY)).toBe(true);
    }
    expect(isThemeModule(`${theme}/ApiItem`, THEME_MODULES_TREATED_AS_BROWSER)).toBe(true);
  });

  it('leaves every other module alone', () => {
    expect(isThemeModule(`${theme}/ApiExplorer/MethodEndpoint`, THEME_MODULES_RENDERED_STATICALLY)).toBe(false);
    expect(isThemeModule(`${theme}/Schema`, THEME_MODULES_RENDERED_STATICALLY)).toBe(false);
    expect(isThemeModule(`${theme}/RequestSchema`, THEME_MODULES_TREATED_AS_BROWSER)).toBe(false);
    expect(isThemeModule('/site/src/theme/RequestSchema', THEME_MODULES_RENDERED_STATICALLY)).toBe(false);
    expect(isThemeModule('/site/node_modules/@docusaurus/theme-classic/lib/theme/ApiItem', THEME_MODULES_RENDERED_STATICALLY)).toBe(false);
  });
});
