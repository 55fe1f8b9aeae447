/** Each page's own rules inlined in its head, its stylesheet moved to the end of its body (src/plugins/critical-css). */
import {describe, expect, it} from 'vitest';
import {attribute, byTag, isElement, parseHtml, textOf, type HtmlElement} from '../../scripts/html';
import {criticalCssInliner, firstScreenEnd, layerOrder} from '../../src/plugins/critical-css';

const HREF = '/docs/assets/css/styles.0123abcd.css';

/** A stylesheet shaped like the build's: cascade layers, colour modes, the announcement bar, a data: URL. */
const STYLESHEET = [
  '@layer docusaurus.infima{:root{--ifm-color-primary:#1d5fa8}.navbar{height:3.75rem}.card{border:1px solid}}',
  '@layer docusaurus.theme-common{.unused-widget{color:red}}',
  '@layer docusaurus.theme-classic{.announcementBar_x{display:flex}html[data-announcement-bar-initially-dismissed=true] .announcementBar_x{display:none}}',
  '[data-theme=dark]{--ifm-color-primary:#7ab8ff}',
  '.breadcrumbs__item:not(:last-child):after{background:url("data:image/svg+xml;utf8,<svg xmlns=\\"http://www.w3.org/2000/svg\\"></svg>")}',
  '.markdown p a{text-decoration:underline}',
  '@layer docusaurus.core{.page-only{margin:0}}',
  '@media (min-width:997px){.navbar{padding:0 1rem}}',
].join('');

/** A page as Docusaurus's minifier writes it: unquoted attributes, the stylesheet before the deferred scripts. */
const PAGE = [
  '<!doctype html><html lang=en data-has-hydrated=false><head><meta charset=UTF-8><title>Page</title>',
  `<link rel=stylesheet href=${HREF} /><script src=/docs/assets/js/main.js defer></script></head>`,
  '<body><script>document.documentElement.setAttribute("data-theme","light")</script>',
  '<div id=__docusaurus><div class=announcementBar_x role=banner>News</div><nav class=navbar>Nubis</nav>',
  '<ul class=breadcrumbs><li class=breadcrumbs__item>Home<li class=breadcrumbs__item>Page</ul>',
  '<div class=markdown><p>Text with <a href=/docs/>a link</a>.</div></div></body></html>',
].join('');

const inline = criticalCssInliner((href) => {
  if (href !== HREF) throw new Error(`unexpected stylesheet ${href}`);
  return STYLESHEET;
});

/** A page's head elements, in order, the text of its <style>, and the body's last element. */
function parts(html: string): {head: HtmlElement[]; style: string; bodyEnd: HtmlElement | undefined} {
  const document = parseHtml(html);
  const [head, body] = [byTag(document, 'head')[0], byTag(document, 'body')[0]];
  const style = byTag(head ?? document, 'style')[0];
  return {
    head: head?.childNodes.filter(isElement) ?? [],
    style: style ? textOf(style) : '',
    bodyEnd: body?.childNodes.filter(isElement).at(-1),
  };
}

const describeElement = (element: HtmlElement | undefined): string =>
  element ? [element.tagName, ...element.attrs.map(({name, value}) => `${name}=${value}`)].join(' ') : '';

describe('the critical CSS of a page', () => {
  const html = inline(PAGE, 'page/index.html');
  const {head, style, bodyEnd} = parts(html);

  it('holds the rules its HTML uses, both colour modes and the dismissed bar, and leaves out the rest', () => {
    for (const rule of ['.navbar{height:3.75rem}', '.announcementBar_x{display:flex}', '.markdown p a{text-decoration:underline}']) {
      expect(style).toContain(rule);
    }
    expect(style).toContain('[data-theme=dark]{--ifm-color-primary:#7ab8ff}');
    expect(style).toContain('html[data-announcement-bar-initially-dismissed=true] .announcementBar_x{display:none}');
    expect(style).toMatch(/@media \(min-width:\s?997px\)\{\.navbar\{padding:0 1rem\}\}/);
    expect(style).not.toContain('.unused-widget');
    expect(style).not.toContain('.card');
    expect(style).not.toContain('.page-only');
  });

  it('keeps data: URLs whole', () => {
    expect(style).toContain('background:url("data:image/svg+xml;utf8,<svg xmlns=\\"http://www.w3.org/2000/svg\\"></svg>")');
  });

  it('declares every layer of the stylesheet first, in its order, so the stylesheet arriving later reorders none', () => {
    expect(style.startsWith('@layer docusaurus.infima,docusaurus.theme-common,docusaurus.theme-classic,docusaurus.core;')).toBe(true);
  });

  it('stands where the link was, and the link moves to the end of the body; nothing else changes', () => {
    expect(head.filter((element) => attribute(element, 'rel') === 'stylesheet')).toEqual([]);
    const [styleAt, scriptAt] = [
      head.findIndex((element) => element.tagName === 'style'),
      head.findIndex((element) => attribute(element, 'src')),
    ];
    expect(styleAt).toBeGreaterThan(-1);
    expect(styleAt).toBeLessThan(scriptAt);
    expect(describeElement(bodyEnd)).toBe(`link rel=stylesheet href=${HREF}`);
    const withoutMoves = html
      .replace(/<style>[\s\S]*?<\/style>/, `<link rel=stylesheet href=${HREF} />`)
      .replace(`<link rel=stylesheet href=${HREF} /></body>`, '</body>');
    expect(withoutMoves).toBe(PAGE);
  });
});

describe('the first frame of a page', () => {
  const withSections = PAGE.replace(
    '<div class=markdown><p>Text with <a href=/docs/>a link</a>.</div>',
    '<div class="theme-doc-markdown markdown"><header><h1>Page</h1></header><p>Opening.<h2 class=anchor id=before-you-start>Before you start</h2><p>More.<h2 id=next>Next</h2></div>',
  );

  it('waits for the first section heading of the Markdown, after the title and the opening paragraphs', () => {
    expect(firstScreenEnd(withSections)).toBe('before-you-start');
    const {head} = parts(inline(withSections, 'sections.html'));
    const styleAt = head.findIndex((element) => element.tagName === 'style');
    expect(describeElement(head[styleAt - 1])).toBe('link rel=expect href=#before-you-start blocking=render');
  });

  it('reads a quoted id as well, and waits for nothing on a page without a section heading', () => {
    expect(firstScreenEnd('<div class="theme-doc-markdown markdown"><h2 class="anchor" id="quoted-id">A</h2>')).toBe('quoted-id');
    expect(
      firstScreenEnd('<h2 id=outside>Outside the Markdown</h2><div class="theme-doc-markdown markdown"><p>Short.</div>'),
    ).toBeUndefined();
    expect(parts(inline(PAGE, 'page.html')).head.filter((element) => attribute(element, 'rel') === 'expect')).toEqual([]);
  });
});

describe('the inliner refuses', () => {
  it('a page that names no stylesheet, or two', () => {
    expect(() => inline(PAGE.replace(/<link[^>]*>/, ''), 'none.html')).toThrow(/none\.html names 0 stylesheets/);
    const two = PAGE.replace('</head>', `<link rel=stylesheet href=${HREF} /></head>`);
    expect(() => inline(two, 'two.html')).toThrow(/two\.html names 2 stylesheets/);
  });

  it('a stylesheet with a relative url(), which would resolve against each page', () => {
    const relative = criticalCssInliner(() => `${STYLESHEET}.logo{background:url(../img/logo.svg)}`);
    expect(() => relative(PAGE, 'page.html')).toThrow(/relative url\(\.\.\/img\/logo\.svg\)/);
  });
});

describe('layerOrder', () => {
  it('lists each layer once, in the order it first appears, statements and blocks alike', () => {
    expect(layerOrder('@layer a{x{}}@layer b, c;@layer a{y{}}@layer d {z{}}')).toEqual(['a', 'b', 'c', 'd']);
    expect(layerOrder('.x{color:red}')).toEqual([]);
  });
});
