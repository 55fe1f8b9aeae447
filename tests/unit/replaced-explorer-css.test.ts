/**
 * The OpenAPI theme's explorer rules are dropped from the stylesheet; every other rule is kept as is.
 * tests/e2e/api-reference.spec.ts checks the built stylesheet, and that no API page uses a dropped class.
 */
import postcss from 'postcss';
import {describe, expect, it} from 'vitest';
import {dropReplacedExplorerRules, isReplacedSelector} from '../../src/plugins/replaced-explorer-css/dropRules';

async function run(css: string): Promise<string> {
  return (await postcss([dropReplacedExplorerRules()]).process(css, {from: undefined})).css;
}

describe('dropReplacedExplorerRules', () => {
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
});
