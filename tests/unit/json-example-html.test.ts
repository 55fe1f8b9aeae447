/**
 * The API reference's JSON examples, written by the OpenAPI theme while the page renders, are coloured
 * in the browser bundle without a highlighter (src/theme/CodeSamples/jsonExampleHtml.ts): character by
 * character in the colours the build-time highlighter gives JSON, in both modes, and shown as given
 * when they are not JSON in the theme's layout.
 */
import {describe, expect, it} from 'vitest';
import {createCodeHighlighter, highlightToHtml} from '../../src/plugins/code-highlight';
import {jsonExampleHtml} from '../../src/theme/CodeSamples/jsonExampleHtml';

/** Every visible character of coloured lines with its light and dark colour, and the lines' text. */
function colouredText(html: string): {text: string; colours: string[]} {
  const decode = (text: string): string =>
    text
      .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
      .replace(/&lt;/g, '<')
      .replace(/&amp;/g, '&');
  const colours: string[] = [];
  for (const [, light, dark, text] of html.matchAll(/<span style="--shiki-light:([^;]+);--shiki-dark:([^"]+)">([^<]*)<\/span>/g)) {
    for (const char of decode(text ?? '')) if (char.trim()) colours.push(`${char} ${light} ${dark}`.toUpperCase());
  }
  return {text: decode(html.replace(/<[^>]+>/g, '')), colours};
}

describe('jsonExampleHtml', () => {
  it('colours a JSON example as the build-time highlighter does, line for line', async () => {
    const value = {
      id: 'u-1 <a> & "b"',
      quota: -2.5e-7,
      count: 3,
      admin: true,
      parent: null,
      tags: ['x', 1, {}, []],
      meta: {labels: {}, 'a\\b\n': '\u0001'},
    };
    const example = JSON.stringify(value, null, 2);
    const html = jsonExampleHtml(example) ?? '';
    const shiki = highlightToHtml(await createCodeHighlighter(), example, 'json');
    expect(html.split('\n')).toHaveLength(shiki.split('\n').length);
    expect(colouredText(html)).toEqual(colouredText(shiki));
    expect(colouredText(html).text).toBe(example);
  });

  it('leaves alone what is not JSON in the theme’s layout', () => {
    expect(jsonExampleHtml('<user id="1"/>')).toBeUndefined();
    expect(jsonExampleHtml('{"compact":true}')).toBeUndefined();
    expect(jsonExampleHtml('12345678901234567890')).toBeUndefined();
  });
});
