/** Each page's own rules inlined in its head, its whole stylesheet held back with media=print (src/plugins/critical-css). */
import {describe, expect, it} from 'vitest';
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

function parts(html: string): {head: string; style: string; beforeBodyEnd: string} {
  const head = html.slice(0, html.indexOf('</head>'));
  return {
    head,
    style: /<style>([\s\S]*?)<\/style>/.exec(head)?.[1] ?? '',
    beforeBodyEnd: html.slice(html.lastIndexOf('</div>'), html.indexOf('</body>')),
  };
}

describe('the critical CSS of a page', () => {
  const html = inline(PAGE, 'page/index.html');
  const {head, style, beforeBodyEnd} = parts(html);

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

  it('stands where the link was, with the link held back (media=print) and a <noscript> copy for readers without JavaScript; nothing else changes', () => {
    const held = `<link rel=stylesheet href=${HREF} media=print data-full-stylesheet><noscript><link rel=stylesheet href=${HREF} /></noscript>`;
    expect(head.match(/rel=stylesheet/g)).toHaveLength(2);
    expect(head.indexOf('<style>')).toBeLessThan(head.indexOf(held));
    expect(head.indexOf(held)).toBeLessThan(head.indexOf('<script src='));
    expect(beforeBodyEnd).toBe('</div>');
    expect(html.replace(/<style>[\s\S]*?<\/style>/, '').replace(held, `<link rel=stylesheet href=${HREF} />`)).toBe(PAGE);
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
    expect(head).toContain('<link rel=expect href=#before-you-start blocking=render><style>');
  });

  it('reads a quoted id as well, and waits for nothing on a page without a section heading', () => {
    expect(firstScreenEnd('<div class="theme-doc-markdown markdown"><h2 class="anchor" id="quoted-id">A</h2>')).toBe('quoted-id');
    expect(
      firstScreenEnd('<h2 id=outside>Outside the Markdown</h2><div class="theme-doc-markdown markdown"><p>Short.</div>'),
    ).toBeUndefined();
    expect(parts(inline(PAGE, 'page.html')).head).not.toContain('rel=expect');
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
