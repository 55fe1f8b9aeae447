/** Reach (ARCHITECTURE.md, "Reaches into Docusaurus"): rewrites the HTML Docusaurus writes.
 * The text paints before the stylesheet arrives: after the build, each page gets the rules its own HTML
 * uses inlined in its head (beasties), and its stylesheet link moves to the end of the body, where it
 * no longer holds back the first paint (bench/README.md). The first frame waits, through
 * `<link rel=expect blocking=render>` (HTML Standard, Chrome 124+; other browsers ignore it), until the
 * page's first section heading is parsed, so that it holds the title and the opening paragraphs: without
 * it the first frame showed the announcement bar and the paragraph came one costly frame later. Rewrites
 * Docusaurus's HTML, which names one stylesheet in the head: the build fails when a page names none or
 * several.
 */
import {readdirSync, readFileSync, renameSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {compileSheet} from 'beasties/compiler';
import {createProcessor} from 'beasties/runtime';
import {PRODUCT_SLUG} from '../../constants';

const PLUGIN_NAME = `${PRODUCT_SLUG}-critical-css`;

/**
 * Rules no page's HTML matches as built but that apply before the first paint: the colour mode and the
 * dismissed announcement bar are attributes Docusaurus's inline script sets on <html> (both modes stay
 * inlined, so a stored dark mode paints dark at once).
 */
export const ALWAYS_INLINED = [/\[data-theme[=\]]/, /\[data-theme-choice[=\]]/, /\[data-announcement-bar-initially-dismissed[=\]]/];

/** A stylesheet link as the build writes it, quoted or not (the HTML minifier drops quotes). */
const STYLESHEET_LINK = /<link rel="?stylesheet"? href="?([^"\s>]+\.css)"?\s*\/?>/g;

/** The cascade layers of a stylesheet in the order they first appear, which is their order of precedence. */
export function layerOrder(css: string): string[] {
  const names = [...css.matchAll(/@layer\s+([\w.-]+(?:\s*,\s*[\w.-]+)*)\s*[{;]/g)].flatMap((match) => (match[1] ?? '').split(/\s*,\s*/));
  return [...new Set(names)];
}

/** The id of the first section heading of the page's Markdown, as the minifier writes it (quoted or not). */
const FIRST_SECTION = /class="?theme-doc-markdown[^>]*>[\s\S]*?<h2\b[^>]*?\sid="?([\w-]+)/;

/** The element the first frame waits for: the first section heading, after the title and opening paragraphs. */
export function firstScreenEnd(html: string): string | undefined {
  return FIRST_SECTION.exec(html)?.[1];
}

/** Turns a page's HTML into its fast-painting form, with the stylesheets of the build read by `readSheet`. */
export function criticalCssInliner(readSheet: (href: string) => string): (html: string, page: string) => string {
  const processors = new Map<string, {extract: (html: string) => {css: string}; layers: string[]}>();
  const processorOf = (href: string) => {
    let processor = processors.get(href);
    if (!processor) {
      const css = readSheet(href);
      // Compiled without its href, which only rebases relative url()s (and beasties 0.5.4 breaks a data:
      // URL holding \" on the way): the build's are data: URLs and absolute paths, and must stay so.
      const relative = /url\(\s*(?!['"]?(?:[a-z][\w+.-]*:|\/|#))['"]?[^)'"\s]+/i.exec(css);
      if (relative) throw new Error(`${PLUGIN_NAME}: ${href} has a relative ${relative[0]}), which would not resolve from a page.`);
      const sheet = compileSheet(css, {allowRules: ALWAYS_INLINED});
      processor = {...createProcessor([sheet], {preload: false}), layers: layerOrder(css)};
      processors.set(href, processor);
    }
    return processor;
  };
  return (html, page) => {
    const links = [...html.matchAll(STYLESHEET_LINK)];
    const headEnd = html.indexOf('</head>');
    const [link, ...others] = links;
    if (!link || others.length > 0 || headEnd < 0 || (link.index ?? Infinity) > headEnd) {
      throw new Error(`${PLUGIN_NAME}: ${page} names ${links.length} stylesheets, not one in its head; check src/plugins/critical-css.`);
    }
    const [tag, href = ''] = link;
    const {extract, layers} = processorOf(href);
    // A page whose rules skip a layer must not reorder the layers when the whole stylesheet arrives.
    const order = layers.length > 0 ? `@layer ${layers.join(',')};` : '';
    const css = extract(html).css;
    if (/<\/style/i.test(css)) throw new Error(`${PLUGIN_NAME}: the CSS of ${page} holds "</style", which would end its <style> early.`);
    const end = firstScreenEnd(html);
    const expectFirstScreen = end ? `<link rel=expect href=#${end} blocking=render>` : '';
    const style = `${expectFirstScreen}<style>${order}${css}</style>`;
    const bodyEnd = html.lastIndexOf('</body>');
    if (bodyEnd < 0) throw new Error(`${PLUGIN_NAME}: ${page} has no </body> to put its stylesheet before.`);
    return `${html.slice(0, link.index)}${style}${html.slice((link.index ?? 0) + tag.length, bodyEnd)}${tag}${html.slice(bodyEnd)}`;
  };
}

export default function criticalCssPlugin(): Plugin {
  return {
    name: PLUGIN_NAME,
    postBuild({outDir, baseUrl}) {
      const inline = criticalCssInliner((href) => {
        if (!href.startsWith(baseUrl)) throw new Error(`${PLUGIN_NAME}: the stylesheet ${href} is not under ${baseUrl}.`);
        return readFileSync(path.join(outDir, href.slice(baseUrl.length)), 'utf8');
      });
      const pages = readdirSync(outDir, {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('.html'));
      for (const page of pages) {
        const file = path.join(outDir, page);
        // Other plugins read the pages after the build too: each one is replaced whole, never seen half written.
        writeFileSync(`${file}.tmp`, inline(readFileSync(file, 'utf8'), page));
        renameSync(`${file}.tmp`, file);
      }
    },
  };
}
