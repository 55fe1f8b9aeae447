/** The OpenAPI theme's explorer rules are dropped from the stylesheet; every other rule is kept as is. */
import {readFileSync} from 'node:fs';
import postcss from 'postcss';
import {describe, expect, it} from 'vitest';
import {dropReplacedExplorerRules, isReplacedSelector, REPLACED_CLASS_PREFIXES} from '../../src/plugins/replaced-explorer-css/dropRules';

async function run(css: string): Promise<string> {
  return (await postcss([dropReplacedExplorerRules()]).process(css, {from: undefined})).css;
}

describe('dropReplacedExplorerRules', () => {
  it('drops rules whose selectors all belong to the replaced explorer', async () => {
    const out = await run(`.openapi-explorer__form-item { margin: 0 }
.openapi-tabs__code-item--rust { background: url("data:image/svg+xml;base64,AAAA") }
.openapi-tabs__response-code-item { color: red }`);
    expect(out).not.toContain('openapi-explorer__');
    expect(out).not.toContain('code-item--rust');
    expect(out).toContain('.openapi-tabs__response-code-item { color: red }');
  });

  it('keeps the other selectors of a mixed rule', async () => {
    const out = await run('.openapi-explorer__response-container, .theme-api-markdown pre { padding: 1rem }');
    expect(out).toBe('.theme-api-markdown pre { padding: 1rem }');
  });

  it('removes media queries it leaves empty, and only those', async () => {
    const out = await run(`@media (max-width: 996px) { .openapi-tabs__code-list { display: none } }
@media (min-width: 997px) { .openapi-tabs__code-list { display: flex } .navbar { height: 4rem } }`);
    expect(out).not.toContain('max-width');
    expect(out).toContain('@media (min-width: 997px) { .navbar { height: 4rem } }');
  });

  it('matches class selectors, not look-alike names', () => {
    expect(isReplacedSelector('html[data-theme=dark] .openapi-explorer__details-summary')).toBe(true);
    expect(isReplacedSelector('.openapi-tabs__code-container')).toBe(true);
    expect(isReplacedSelector('.openapi-tabs__container')).toBe(false);
    expect(isReplacedSelector('.openapi-tabs__response-code-item')).toBe(false);
    expect(isReplacedSelector('[class*="openapi-explorer__x"]')).toBe(false);
  });

  it('targets class names our API explorer does not use', () => {
    const ours = readFileSync('src/theme/ApiExplorer/index.tsx', 'utf8') + readFileSync('src/theme/ApiExplorer/styles.module.css', 'utf8');
    for (const prefix of REPLACED_CLASS_PREFIXES) expect(ours).not.toContain(prefix);
  });
});
