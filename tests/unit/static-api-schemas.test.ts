import {describe, expect, it} from 'vitest';
import {rendersStatically} from '../../src/plugins/static-api-schemas';

const theme = '/site/node_modules/docusaurus-theme-openapi-docs/lib/theme';

describe('which OpenAPI theme modules render statically', () => {
  it('takes the schema, parameter and page modules of the theme', () => {
    for (const name of ['ParamsDetails', 'RequestSchema', 'ResponseSchema', 'ApiItem']) expect(rendersStatically(`${theme}/${name}`)).toBe(true);
  });

  it('leaves every other module alone', () => {
    expect(rendersStatically(`${theme}/ApiExplorer/MethodEndpoint`)).toBe(false);
    expect(rendersStatically(`${theme}/Schema`)).toBe(false);
    expect(rendersStatically('/site/src/theme/RequestSchema')).toBe(false);
    expect(rendersStatically('/site/node_modules/@docusaurus/theme-classic/lib/theme/ApiItem')).toBe(false);
  });
});
