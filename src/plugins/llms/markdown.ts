/**
 * A manual, changelog or guide page as plain Markdown, read with mdast as Docusaurus reads a `.md`
 * page: front matter and HTML dropped, admonitions as labelled blockquotes, code block titles as
 * captions, links and images absolute. Pure: the plugin gives it the page's source and its links.
 */
import type {Blockquote, Code, Nodes, Paragraph, Parent, PhrasingContent, Root, RootContent} from 'mdast';
import type {ContainerDirective} from 'mdast-util-directive';
import {directiveFromMarkdown} from 'mdast-util-directive';
import {frontmatterFromMarkdown} from 'mdast-util-frontmatter';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmFromMarkdown, gfmToMarkdown} from 'mdast-util-gfm';
import {toMarkdown} from 'mdast-util-to-markdown';
import {toString} from 'mdast-util-to-string';
import {directive} from 'micromark-extension-directive';
import {frontmatter} from 'micromark-extension-frontmatter';
import {gfm} from 'micromark-extension-gfm';
import {SINCE_DIRECTIVE, sinceLabel} from '../../utils/since';

export interface PageLinks {
  /** Absolute URL of a link target as written in the page (relative file, site path, anchor), or undefined to keep it. */
  link(target: string): string | undefined;
  /** Absolute URL of an image as written in the page (called in page order), or undefined when the build publishes no file for it (small images are inlined). */
  image(target: string): string | undefined;
}

export interface TwinHeader {
  title: string;
  description?: string;
  url: string;
}

const ADMONITION_LABELS: Record<string, string> = {caution: 'Warning', danger: 'Danger', secondary: 'Note'};

/** The page's heading block: its title, its description as a blockquote, and where it lives. */
export function twinHeader({title, description, url}: TwinHeader): string {
  return [`# ${title}`, description ? `> ${description}` : '', `Source: ${url}`].filter(Boolean).join('\n\n');
}

function admonition(node: ContainerDirective): Blockquote {
  const label = ADMONITION_LABELS[node.name] ?? node.name.charAt(0).toUpperCase() + node.name.slice(1);
  const [first, ...rest] = node.children;
  const titled = first?.type === 'paragraph' && first.data?.directiveLabel === true;
  const heading: Paragraph = {
    type: 'paragraph',
    children: [{type: 'strong', children: [{type: 'text', value: titled ? `${label}: ${toString(first)}` : `${label}:`}]}],
  };
  return {type: 'blockquote', children: [heading, ...((titled ? rest : node.children) as Blockquote['children'])]};
}

/** The node as the twin shows it: zero, one or several nodes in its place. */
function convert(node: RootContent, source: string, links: PageLinks): RootContent[] {
  switch (node.type) {
    case 'yaml':
    case 'html':
      return [];
    case 'containerDirective':
      return [transform(admonition(node), source, links)];
    case 'leafDirective':
    case 'textDirective':
      // A since mark reads as its badge does; the build has already refused a malformed one (src/plugins/remark-since).
      if (node.type === 'textDirective' && node.name === SINCE_DIRECTIVE)
        return [{type: 'strong', children: [{type: 'text', value: sinceLabel(toString(node))}]}];
      // Not an admonition: Docusaurus shows it as the text it is.
      return [{type: 'text', value: source.slice(node.position?.start.offset, node.position?.end.offset)}];
    case 'link':
      return [transform({...node, url: links.link(node.url) ?? node.url}, source, links)];
    case 'image': {
      const url = links.image(node.url);
      // An image without a file of its own is worth its description.
      return [url ? {...node, url} : {type: 'emphasis', children: [{type: 'text', value: `Image: ${node.alt ?? ''}`}]}];
    }
    case 'code': {
      // Docusaurus's fence options (title="…", {1-3}) mean nothing elsewhere: the title becomes a caption.
      const title = /title=(?:"([^"]*)"|'([^']*)')/.exec(node.meta ?? '');
      const code: Code = {type: 'code', lang: node.lang ?? null, meta: null, value: node.value};
      return title
        ? [{type: 'paragraph', children: [{type: 'emphasis', children: [{type: 'text', value: title[1] ?? title[2] ?? ''}]}]}, code]
        : [code];
    }
    default:
      return ['children' in node ? transform(node, source, links) : node];
  }
}

/** `<kbd>Ctrl</kbd>` reads as code, `<br>` as a space; the pages allow no other inline HTML. */
function inlineHtml(children: RootContent[]): RootContent[] {
  const result: RootContent[] = [];
  for (let index = 0; index < children.length; index++) {
    const [node, text, close] = [children[index], children[index + 1], children[index + 2]];
    if (
      node?.type === 'html' &&
      /^<kbd>$/i.test(node.value) &&
      text?.type === 'text' &&
      close?.type === 'html' &&
      /^<\/kbd>$/i.test(close.value)
    ) {
      result.push({type: 'inlineCode', value: text.value});
      index += 2;
    } else if (node?.type === 'html' && /^<br\s*\/?>$/i.test(node.value)) result.push({type: 'text', value: ' '});
    else if (node) result.push(node);
  }
  return result;
}

function transform<T extends Parent>(node: T, source: string, links: PageLinks): T {
  const children = inlineHtml(node.children as RootContent[]).flatMap((child) => convert(child, source, links));
  return {...node, children: children as PhrasingContent[]};
}

/** The body of a Markdown page as plain Markdown (the page's own title and front matter left out). */
export function pageBodyToMarkdown(source: string, links: PageLinks): string {
  const tree: Root = fromMarkdown(source, {
    extensions: [frontmatter(), gfm(), directive()],
    mdastExtensions: [frontmatterFromMarkdown(), gfmFromMarkdown(), directiveFromMarkdown()],
  });
  return toMarkdown(transform(tree, source, links) as Nodes, {
    extensions: [gfmToMarkdown({tablePipeAlign: false})],
    bullet: '-',
    emphasis: '_',
    rule: '-',
  });
}
