/**
 * The descriptions of an OpenAPI document, written in CommonMark with GitHub tables, read once with
 * mdast and given in the two forms the reference needs: HTML for the field lists, and Markdown that
 * MDX reads as text (a `{` or `<` in prose would otherwise start an expression or a tag).
 */
import type {Root, RootContent} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmFromMarkdown, gfmToMarkdown} from 'mdast-util-gfm';
import {mdxToMarkdown} from 'mdast-util-mdx';
import {toHast} from 'mdast-util-to-hast';
import {toMarkdown} from 'mdast-util-to-markdown';
import {toString} from 'mdast-util-to-string';
import {toHtml} from 'hast-util-to-html';
import {gfm} from 'micromark-extension-gfm';
import type {ApiModel, Example, SecurityScheme, Text} from './types';

/** Raw HTML in a description is shown as the text it is, in both forms: neither may inject markup. */
function htmlAsText(node: Root | RootContent): void {
  if ('children' in node) {
    node.children = node.children.map((child) =>
      child.type === 'html' ? {type: 'text', value: child.value} : child,
    ) as typeof node.children;
    for (const child of node.children) htmlAsText(child);
  }
}

function parse(markdown: string): Root {
  const tree = fromMarkdown(markdown, {extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()]});
  htmlAsText(tree);
  return tree;
}

function markdownToHtml(markdown: string): string {
  return toHtml(toHast(parse(markdown)), {quote: "'"});
}

export function markdownToMdx(markdown: string): string {
  return toMarkdown(parse(markdown), {extensions: [gfmToMarkdown(), mdxToMarkdown()], bullet: '-', emphasis: '_'}).trim();
}

/** A description of the spec as a Text, or undefined when there is none. */
export function text(markdown: unknown): Text | undefined {
  if (typeof markdown !== 'string' || markdown.trim() === '') return undefined;
  const trimmed = markdown.trim();
  return {markdown: trimmed, html: markdownToHtml(trimmed), mdx: markdownToMdx(trimmed)};
}

/** The first sentence of a description as plain text, for a page's meta description and llms.txt. */
export function firstSentence(markdown: string | undefined): string {
  const paragraph = parse(markdown ?? '').children.find((node) => node.type === 'paragraph');
  const plain = paragraph ? toString(paragraph).replace(/\s+/g, ' ').trim() : '';
  return /^(.+?[.!?])(?:\s|$)/.exec(plain)?.[1] ?? plain;
}

/** A fenced code block, its fence longer than any run of backticks in the code. */
export function fence(language: string, code: string, meta = ''): string {
  const longest = Math.max(2, ...[...code.matchAll(/`+/g)].map((match) => match[0].length));
  const marks = '`'.repeat(longest + 1);
  return `${marks}${language}${meta ? ` ${meta}` : ''}\n${code.replace(/\n$/, '')}\n${marks}`;
}

/** The overview's servers and security schemes: MDX for the page, Markdown for its twin. */
export function accessSections(model: ApiModel, form: 'mdx' | 'markdown'): string[] {
  const sections: string[] = [];
  if (model.servers.length) {
    const items = model.servers.map(
      ({url, description}) => `- \`${url}\`${description ? `: ${description.replace(/\s*\n\s*/g, ' ')}` : ''}`,
    );
    sections.push('## Servers', items.join('\n'));
  }
  if (model.securitySchemes.length)
    sections.push('## Security schemes', ...model.securitySchemes.map((scheme) => schemeSection(scheme, form)));
  return sections;
}

/** A security scheme: its name, type and the scopes its operations require, then its description. */
function schemeSection(scheme: SecurityScheme, form: 'mdx' | 'markdown'): string {
  const scopes = codeList(scheme.scopes);
  const summary = `${scheme.type}.${scopes ? ` Scopes the operations require: ${scopes}.` : ''}`;
  return [`### \`${scheme.name}\``, summary, scheme.description?.[form] ?? ''].filter(Boolean).join('\n\n');
}

/** Values as code spans, separated by commas: `a`, `b`. */
export function codeList(values: readonly string[]): string {
  return values.map((value) => `\`${value}\``).join(', ');
}

/** What a deprecated operation's page and twin say (the API's deprecation policy, docs/api/index.md). */
export const DEPRECATED_OPERATION = 'This operation is deprecated and is removed in the next major version of the API.';

/** The code block language of a body's media type. */
export function syntaxOf(mediaType: string): string {
  if (/[/+]json$|ndjson$/.test(mediaType)) return 'json';
  if (mediaType === 'text/csv') return 'csv';
  return 'text';
}

/** An example as code: a string as it is, anything else as indented JSON. */
export function exampleSource(example: Example): string {
  return typeof example.value === 'string' ? example.value : JSON.stringify(example.value, null, 2);
}
