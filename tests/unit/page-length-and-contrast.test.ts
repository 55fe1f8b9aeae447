/**
 * Two rules the browser test (tests/e2e/pages.spec.ts) enforces after a full build, checked here in
 * seconds from the sources: a manual page's minimum length, read from its Markdown, and the WCAG
 * contrast of the primary colour of src/css/custom.css, the text colour of links, active menu items,
 * tabs and pagination, on the page background and on the surface colour, in both modes.
 */
import {readFileSync, readdirSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import Color from 'colorjs.io';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {frontmatterFromMarkdown} from 'mdast-util-frontmatter';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {toString} from 'mdast-util-to-string';
import {frontmatter} from 'micromark-extension-frontmatter';
import {gfm} from 'micromark-extension-gfm';
import {describe, expect, it} from 'vitest';
import {MIN_MANUAL_TEXT} from '../support/routes';

/** The text of a page as its article shows it: the title, then each block's text on a line of its own. */
function pageText(markdown: string): string {
  const tree = fromMarkdown(markdown, {
    extensions: [gfm(), frontmatter()],
    mdastExtensions: [gfmFromMarkdown(), frontmatterFromMarkdown()],
  });
  const title = /^title: (.+)$/m.exec(tree.children.find((node) => node.type === 'yaml')?.value ?? '')?.[1] ?? '';
  return [title, ...tree.children.filter((node) => node.type !== 'yaml').map((node) => toString(node))].join('\n');
}

describe('every manual page is long enough to be worth a page', () => {
  const pages = (readdirSync('docs', {recursive: true}) as string[]).filter((file) => file.endsWith('.md'));
  it.each(pages)('docs/%s', (file) => {
    const length = pageText(readFileSync(path.join('docs', file), 'utf8')).length;
    expect(
      length,
      `docs/${file} has ${length} characters of text; a page needs more than ${MIN_MANUAL_TEXT}: merge it into a related page or complete it`,
    ).toBeGreaterThan(MIN_MANUAL_TEXT);
  });
});

/** WCAG 2.2 AA for normal text. */
const MIN_CONTRAST = 4.5;
type Mode = 'light' | 'dark';

/** The custom properties of a stylesheet's `:root` block and of its dark-mode block (`selector`). */
function properties(css: string, dark: RegExp): Record<Mode, Map<string, string>> {
  const block = (pattern: RegExp): Map<string, string> =>
    new Map(
      [...(pattern.exec(css)?.[1] ?? '').matchAll(/(--[\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name ?? '', value?.trim() ?? '']),
    );
  return {light: block(/^:root \{([^}]*)\}/m), dark: block(dark)};
}

const infima = properties(
  readFileSync(createRequire(import.meta.url).resolve('infima/dist/css/default/default.css'), 'utf8'),
  /^html\[data-theme='dark'\] \{([^}]*)\}/m,
);
const site = properties(readFileSync('src/css/custom.css', 'utf8'), /^\[data-theme='dark'\] \{([^}]*)\}/m);

/** A property's value in a mode: the site's over Infima's, dark over light, `var()` resolved; a transparent page shows the white canvas. */
function resolve(name: string, mode: Mode): string {
  const layers = mode === 'dark' ? [site.dark, site.light, infima.dark, infima.light] : [site.light, infima.light];
  const value = layers.find((layer) => layer.has(name))?.get(name);
  if (value === undefined) throw new Error(`${name} is set neither in src/css/custom.css nor in Infima`);
  const reference = /^var\((--[\w-]+)\)$/.exec(value)?.[1];
  if (reference) return resolve(reference, mode);
  return value === 'transparent' ? '#ffffff' : value;
}

describe('the primary colour reads at WCAG AA contrast in both modes', () => {
  const cases = (['light', 'dark'] as const).flatMap((mode) =>
    ['--ifm-background-color', '--ifm-background-surface-color'].map((background) => ({mode, background})),
  );
  it.each(cases)('$mode mode, on $background', ({mode, background}) => {
    const [text, behind] = [resolve('--ifm-color-primary', mode), resolve(background, mode)];
    const contrast = new Color(text).contrast(new Color(behind), 'WCAG21');
    const fix = `src/css/custom.css: --ifm-color-primary ${text} on ${background} ${behind} in ${mode} mode is ${contrast.toFixed(2)}:1, below ${MIN_CONTRAST}:1; pick a ${mode === 'light' ? 'darker' : 'lighter'} shade`;
    expect(contrast, fix).toBeGreaterThanOrEqual(MIN_CONTRAST);
  });
});
