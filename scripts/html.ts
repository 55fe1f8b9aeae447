/**
 * The one reader of HTML (and of the sitemap's XML) for the scripts and the tests: parse5, which parses
 * as the HTML Standard says a browser does (inferred end tags, raw script text, decoded entities).
 */
import {parse, type DefaultTreeAdapterMap} from 'parse5';

export type HtmlNode = DefaultTreeAdapterMap['childNode'] | DefaultTreeAdapterMap['document'];
export type HtmlElement = DefaultTreeAdapterMap['element'];

export const parseHtml = (html: string): HtmlNode => parse(html);

export const isElement = (node: HtmlNode): node is HtmlElement => 'tagName' in node;

/** The elements under a node (and the node itself) that pass `test`, in document order. */
export function elements(node: HtmlNode, test: (element: HtmlElement) => boolean = () => true): HtmlElement[] {
  const found: HtmlElement[] = [];
  const walk = (current: HtmlNode): void => {
    if (isElement(current) && test(current)) found.push(current);
    for (const child of 'childNodes' in current ? current.childNodes : []) walk(child);
  };
  walk(node);
  return found;
}

/** The elements with a tag name, in document order. */
export const byTag = (node: HtmlNode, tagName: string): HtmlElement[] => elements(node, (element) => element.tagName === tagName);

export const attribute = (element: HtmlElement, name: string): string | undefined =>
  element.attrs.find((entry) => entry.name === name)?.value;

export const hasClass = (element: HtmlElement, name: string): boolean => (attribute(element, 'class') ?? '').split(/\s+/).includes(name);

/** The text of a node, entities decoded, as `textContent` gives it. */
export function textOf(node: HtmlNode): string {
  if (node.nodeName === '#text' && 'value' in node) return node.value;
  return 'childNodes' in node ? node.childNodes.map(textOf).join('') : '';
}
