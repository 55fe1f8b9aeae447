/**
 * The reference pages of one API model, as MDX for its docs plugin instance: the overview, a page per
 * tag and a page per operation, and the sidebar that groups the operations by tag. Descriptions are the
 * spec's Markdown (escaped for MDX); field lists are HTML made at build time (./fieldsHtml); examples
 * and code samples are fenced code, which the docs instance colours at build time like any manual's.
 */
import {specDownloadPath} from './sections';
import {STORAGE_KEYS} from '../constants';
import {markLabels, SINCE_BADGE_CLASS, sinceLabel} from '../utils/since';
import {fieldsToHtml} from './fieldsHtml';
import {accessSections, DEPRECATED_OPERATION, exampleSource, fence, firstSentence, syntaxOf} from './markdown';
import {bodyInWords} from './samples';
import {slugify, type ApiModel, type Body, type Operation, type Response, type Tag} from './model';
import {operationSections, renderSections} from './outline';

export interface GeneratedPage {
  /** Doc id, and the file name without `.mdx`. */
  id: string;
  mdx: string;
}

/** A sidebar item of @docusaurus/plugin-content-docs, in the shape its sidebar files take. */
export type SidebarItem =
  | {type: 'doc'; id: string; label?: string; className?: string}
  | {type: 'category'; label: string; link: {type: 'doc'; id: string}; items: SidebarItem[]};

/** The class the sidebar and the pages give an operation of `method` (src/css/api-reference.css). */
function methodClassName(method: string): string {
  return `api-method api-method--${method}`;
}

/** The media type of RFC 9457 problem details, the body of every error response of both specs. */
const PROBLEM_MEDIA_TYPE = 'application/problem+json';

function frontMatter(fields: Record<string, string>): string {
  // JSON strings are YAML strings: no value can break the block.
  return ['---', ...Object.entries(fields).map(([key, value]) => `${key}: ${JSON.stringify(value)}`), '---'].join('\n');
}

/** Tabs of src/components/ApiTabs, each panel's Markdown given by value and label. */
function tabs(id: string, label: string, panels: {value: string; label: string; content: string}[], storageKey?: string): string {
  const props = {id, label, ...(storageKey ? {storageKey} : {})};
  return jsx('ApiTabs', props, panels.map((panel) => jsx('ApiTab', {value: panel.value, label: panel.label}, panel.content)).join('\n\n'));
}

function jsx(name: string, props: Record<string, string | string[]>, children?: string): string {
  const attributes = Object.entries(props)
    .map(([key, value]) => ` ${key}={${JSON.stringify(value)}}`)
    .join('');
  return children === undefined ? `<${name}${attributes} />` : `<${name}${attributes}>\n\n${children}\n\n</${name}>`;
}

/** Shared field lists, one `export const` each, so that a schema on five responses is in the page once. */
class FieldLists {
  private readonly names = new Map<string, string>();

  element(fields: Body['fields']): string {
    const html = fieldsToHtml(fields);
    let name = this.names.get(html);
    if (!name) {
      name = `fields${this.names.size}`;
      this.names.set(html, name);
    }
    return `<ApiFields html={${name}} />`;
  }

  exports(): string {
    return [...this.names].map(([html, name]) => `export const ${name} = ${JSON.stringify(html)};`).join('\n');
  }
}

function examples(body: Body, mediaType: string): string {
  const syntax = syntaxOf(mediaType);
  return body.examples
    .map((example) =>
      fence(syntax, exampleSource(example), body.examples.length > 1 ? `title=${JSON.stringify(example.summary ?? example.name)}` : ''),
    )
    .join('\n\n');
}

/** A body: its media type, then its fields and examples side by side in tabs (`id` unique on the page). */
function bodySection(body: Body, lists: FieldLists, id: string): string {
  const since = body.since ? ` <span className=${JSON.stringify(SINCE_BADGE_CLASS)}>${sinceLabel(body.since)}</span>` : '';
  const parts = [`Content type \`${body.mediaType}\`${body.fields.length ? '' : `: ${body.type}`}.${since}`];
  if (body.description && body.fields.length) parts.push(body.description.mdx);
  const schema = body.fields.length ? lists.element(body.fields) : (body.description?.mdx ?? bodyInWords(body));
  if (body.examples.length === 0) return [...parts, schema].join('\n\n');
  const panels = [
    {value: 'schema', label: 'Schema', content: schema},
    // Examples are code, not words a reader searches for.
    {
      value: 'example',
      label: body.examples.length > 1 ? 'Examples' : 'Example',
      content: `<div data-pagefind-ignore="all">\n\n${examples(body, body.mediaType)}\n\n</div>`,
    },
  ];
  return [...parts, tabs(`${id}-${slugify(body.mediaType)}`, `Schema or example of the ${body.mediaType} body`, panels)].join('\n\n');
}

function responsePanel(response: Response, lists: FieldLists): string {
  const parts = [
    `**${response.status}${response.reason ? ` ${response.reason}` : ''}**${response.description ? `: ${response.description.mdx}` : ''}`,
  ];
  if (response.headers.length) parts.push('Headers:', lists.element(response.headers));
  for (const body of response.bodies) {
    const section = bodySection(body, lists, `response-${response.status}`);
    // A problem body is the spec's one Problem schema, whose errorCode lists every code: indexed on each
    // response of each operation, it made every page an answer to every error code. The admin API
    // guide explains the codes; the response's own description above stays in the index.
    parts.push(body.mediaType === PROBLEM_MEDIA_TYPE ? `<div data-pagefind-ignore="all">\n\n${section}\n\n</div>` : section);
  }
  if (response.bodies.length === 0) parts.push('No body.');
  return parts.join('\n\n');
}

const ENDPOINT_IMPORT = "import ApiEndpoint from '@site/src/components/ApiEndpoint';";
const IMPORTS = [
  "import ApiTabs, {ApiTab} from '@site/src/components/ApiTabs';",
  ENDPOINT_IMPORT,
  "import ApiFields from '@site/src/components/ApiFields';",
].join('\n');

/** An operation's method badge, path and since or changed badges (src/components/ApiEndpoint). */
function endpoint(operation: Operation): string {
  const badges = markLabels(operation);
  return jsx('ApiEndpoint', {method: operation.method, path: operation.path, ...(badges.length ? {badges} : {})});
}

function operationPage(model: ApiModel, operation: Operation): GeneratedPage {
  const lists = new FieldLists();
  const sections = renderSections(operationSections(model, operation), {
    endpoint: () => [endpoint(operation)],
    deprecated: () => [`:::warning[Deprecated]\n\n${DEPRECATED_OPERATION}\n\n:::`],
    heading: ({level, title}) => [`${'#'.repeat(level)} ${title}`],
    text: ({text}) => [typeof text === 'string' ? text : text.mdx],
    parameters: ({parameters}) => [lists.element(parameters)],
    body: ({body}) => [bodySection(body, lists, 'request')],
    responses: ({responses}) => [
      tabs(
        'responses',
        'Response status',
        responses.map((response) => ({value: response.status, label: response.status, content: responsePanel(response, lists)})),
      ),
    ],
    samples: ({samples}) => [
      `<div data-pagefind-ignore="all">\n\n${tabs(
        'code-samples',
        'Language',
        samples.map((sample) => ({value: sample.lang, label: sample.label, content: fence(sample.syntax, sample.source)})),
        STORAGE_KEYS.codeSampleLanguage,
      )}\n\n</div>`,
    ],
  });

  const header = frontMatter({
    id: operation.id,
    title: operation.summary,
    sidebar_label: operation.summary,
    description: firstSentence(operation.description?.markdown) || `${operation.method.toUpperCase()} ${operation.path}`,
  });
  return {id: operation.id, mdx: [header, IMPORTS, lists.exports(), ...sections].filter(Boolean).join('\n\n') + '\n'};
}

function operationList(operations: Operation[]): string {
  return operations.map((operation) => `- [${operation.summary}](./${operation.id}.mdx): ${endpoint(operation)}`).join('\n');
}

function tagPage(tag: Tag): GeneratedPage {
  const header = frontMatter({
    id: tag.id,
    title: tag.name,
    description: firstSentence(tag.description?.markdown) || `The ${tag.name} operations.`,
  });
  const body = [tag.description?.mdx ?? '', '## Operations', operationList(tag.operations)];
  return {
    id: tag.id,
    mdx: [header, ENDPOINT_IMPORT, ...body].filter(Boolean).join('\n\n') + '\n',
  };
}

function overviewPage(model: ApiModel): GeneratedPage {
  const header = frontMatter({
    id: model.id,
    title: model.title,
    sidebar_label: 'Introduction',
    description: firstSentence(model.description?.markdown) || `The ${model.title} reference.`,
  });
  const download = specDownloadPath(model.reference);
  const facts = [
    `Version ${model.version}.`,
    `<a href=${JSON.stringify(download)} download>Download the OpenAPI document</a> (YAML).`,
    model.contact?.email ? `Support: [${model.contact.name ?? model.contact.email}](mailto:${model.contact.email}).` : '',
  ].filter(Boolean);
  const sections = [facts.join(' '), model.description?.mdx ?? '', ...accessSections(model, 'mdx')];
  sections.push('## Operations', ...model.tags.map((tag) => `### [${tag.name}](./${tag.id}.mdx)\n\n${operationList(tag.operations)}`));
  if (model.license) sections.push(`The API is provided under the [${model.license.name}](${model.license.url ?? ''}).`);
  return {
    id: model.id,
    mdx: [header, ENDPOINT_IMPORT, ...sections].filter(Boolean).join('\n\n') + '\n',
  };
}

/** Every page of a model: the overview, then each tag and its operations. */
export function referencePages(model: ApiModel): GeneratedPage[] {
  return [
    overviewPage(model),
    ...model.tags.flatMap((tag) => [tagPage(tag), ...tag.operations.map((operation) => operationPage(model, operation))]),
  ];
}

/** The sidebar: the overview, then a category per tag, linked to the tag's page, holding its operations. */
export function referenceSidebar(model: ApiModel): SidebarItem[] {
  return [
    {type: 'doc', id: model.id, label: 'Introduction'},
    ...model.tags.map((tag): SidebarItem => ({
      type: 'category',
      label: tag.name,
      link: {type: 'doc', id: tag.id},
      items: tag.operations.map((operation) => ({
        type: 'doc',
        id: operation.id,
        label: operation.summary,
        className: methodClassName(operation.method),
      })),
    })),
  ];
}
