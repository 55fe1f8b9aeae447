/**
 * The API reference pages as Markdown (their twins, for llms.txt and "View as Markdown"), written
 * from the same model as the pages: an operation with its parameters, bodies, responses, examples and
 * curl sample; a tag with its operations; the overview.
 */
import {twinHeader, type TwinHeader} from '../plugins/llms/markdown';
import {markLabels, sinceLabel, type Marks} from '../utils/since';
import {fieldFacts, fieldFlags, POSSIBLE_VALUES, typeLabel, valueSince} from './fieldsHtml';
import {accessSections, codeList, DEPRECATED_OPERATION, exampleSource, fence, syntaxOf} from './markdown';
import type {ApiModel, Body, Field, Operation, Tag} from './model';
import {operationSections, renderSections} from './outline';
import {bodyInWords} from './samples';

function cell(text: string): string {
  return text
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\|/g, '\\|')
    .trim();
}

function table(head: string[], rows: string[][]): string {
  return [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n');
}

/** A thing's marks as sentences: `Since 25.6.0.` */
function markSentences(marks: Marks): string[] {
  return markLabels(marks).map((label) => `${label}.`);
}

/** A thing's marks in parentheses after its name: ` (since 25.5.0)`. */
function markAside(marks: Marks): string {
  const labels = markLabels(marks).map((label) => label.charAt(0).toLowerCase() + label.slice(1));
  return labels.length ? ` (${labels.join('; ')})` : '';
}

function describe(field: Field): string {
  const facts = fieldFacts(field).map(([label, values]) => {
    if (label !== POSSIBLE_VALUES) return `${label}: ${codeList(values)}.`;
    const items = values.map((value) => {
      const since = valueSince(field, value);
      return `\`${value}\`${since ? markAside({since}) : ''}`;
    });
    return `${label}: ${items.join(', ')}.`;
  });
  return [...markSentences(field), field.description?.markdown ?? '', ...facts].filter(Boolean).join(' ');
}

/** One row per field, nested ones named with dots (`address.city`), array items with `[]`, map values with `*`. */
function fieldRows(fields: Field[], prefix = ''): string[][] {
  return fields.flatMap((field) => {
    const name = `${prefix}${field.name}`;
    const nested = field.map ? `${name}.*.` : field.type.startsWith('array') ? `${name}[].` : `${name}.`;
    const flags = fieldFlags(field).filter((flag) => flag !== 'required');
    return [
      [`\`${name}\``, [typeLabel(field), ...flags].join(', '), field.required ? 'yes' : 'no', describe(field)],
      ...fieldRows(field.fields, nested),
    ];
  });
}

function fieldTable(fields: Field[], first: string): string {
  return table([first, 'Type', 'Required', 'Description'], fieldRows(fields));
}

/** Field lists already written on a page, by their content: the same error body on five responses is one table. */
type Written = Map<string, string>;

/**
 * A response's headers: a table of those not yet described on the page, and a sentence naming those
 * described earlier (the rate-limit headers of every response are one table per page, as bodies are).
 */
function headersMarkdown(headers: Field[], where: string, written: Written): string[] {
  const earlier = new Map<string, string[]>();
  const fresh: Field[] = [];
  for (const header of headers) {
    const key = `header:${JSON.stringify(header)}`;
    const first = written.get(key);
    if (first) earlier.set(first, [...(earlier.get(first) ?? []), header.name]);
    else {
      fresh.push(header);
      written.set(key, where);
    }
  }
  const parts = fresh.length ? [fieldTable(fresh, 'Header')] : [];
  for (const [first, names] of earlier) parts.push(`${fresh.length ? 'Also the' : 'The'} headers ${codeList(names)}, as in the ${first}.`);
  return parts;
}

function bodyMarkdown(body: Body, where: string, written: Written): string[] {
  const parts = [
    [
      `Content type \`${body.mediaType}\`${body.fields.length ? '' : `: ${body.type}`}.`,
      ...(body.since ? [`${sinceLabel(body.since)}.`] : []),
    ].join(' '),
  ];
  const key = JSON.stringify(body.fields);
  const earlier = body.fields.length ? written.get(key) : undefined;
  if (earlier) parts.push(`The same fields as the ${earlier}.`);
  else {
    if (body.description) parts.push(body.description.markdown);
    if (body.fields.length) parts.push(fieldTable(body.fields, 'Field'));
    else if (!body.description && body.type === 'file') parts.push(bodyInWords(body));
    written.set(key, where);
  }
  for (const example of body.examples) {
    parts.push(`Example${example.summary ? ` (${example.summary})` : ''}:`, fence(syntaxOf(body.mediaType), exampleSource(example)));
  }
  return parts;
}

function operationTwin(model: ApiModel, operation: Operation, header: TwinHeader): string {
  const server = model.servers[0]?.url;
  const written: Written = new Map();
  const sections = renderSections(operationSections(model, operation), {
    endpoint: () => [
      `\`${operation.method.toUpperCase()} ${operation.path}\`${server ? ` on the server \`${server}\`` : ''}`,
      markSentences(operation).join(' '),
    ],
    deprecated: () => [`Deprecated. ${DEPRECATED_OPERATION}`],
    heading: ({level, title}) => [`${'#'.repeat(level)} ${title}`],
    text: ({text}) => [typeof text === 'string' ? text : text.markdown],
    parameters: ({parameters}) => [fieldTable(parameters, 'Name')],
    body: ({body}) => bodyMarkdown(body, 'request body', written),
    responses: ({responses}) =>
      responses.flatMap((response) => {
        const where = `${response.status} response`;
        return [
          `### ${response.status}${response.reason ? ` ${response.reason}` : ''}`,
          response.description?.markdown ?? '',
          ...(response.headers.length ? headersMarkdown(response.headers, where, written) : []),
          ...response.bodies.flatMap((body) => bodyMarkdown(body, where, written)),
          response.bodies.length === 0 ? 'No body.' : '',
        ];
      }),
    // The twin keeps one sample, curl, which every reader and tool can run; the page has all five.
    samples: ({samples}) => samples.filter((sample) => sample.lang === 'curl').map((sample) => fence('bash', sample.source)),
  });
  return `${[twinHeader(header), ...sections].filter(Boolean).join('\n\n')}\n`;
}

/** Operations as a list, each linked to its own twin. */
function operationList(operations: Operation[], twinUrl: (id: string) => string): string {
  return operations
    .map(
      (operation) =>
        `- [${operation.summary}](${twinUrl(operation.id)}): \`${operation.method.toUpperCase()} ${operation.path}\`${markAside(operation)}`,
    )
    .join('\n');
}

/** A tag's twin: its description and its operations. */
function tagTwin(tag: Tag, header: TwinHeader, twinUrl: (id: string) => string): string {
  const sections = [twinHeader(header), tag.description?.markdown ?? '', '## Operations', operationList(tag.operations, twinUrl)];
  return `${sections.filter(Boolean).join('\n\n')}\n`;
}

function overviewTwin(model: ApiModel, header: TwinHeader, downloadUrl: string, twinUrl: (id: string) => string): string {
  const sections = [twinHeader(header), `Version ${model.version}. The OpenAPI document: ${downloadUrl}`];
  if (model.description) sections.push(model.description.markdown);
  sections.push(...accessSections(model, 'markdown'));
  sections.push(
    '## Operations',
    ...model.tags.map((tag) => `### [${tag.name}](${twinUrl(tag.id)})\n\n${operationList(tag.operations, twinUrl)}`),
  );
  return `${sections.join('\n\n')}\n`;
}

/** The twin of any page of a model, by its doc id; undefined for an id the model has no page for. */
export function referenceTwin(
  model: ApiModel,
  id: string,
  header: TwinHeader,
  downloadUrl: string,
  twinUrl: (id: string) => string,
): string | undefined {
  if (id === model.id) return overviewTwin(model, header, downloadUrl, twinUrl);
  const tag = model.tags.find((candidate) => candidate.id === id);
  if (tag) return tagTwin(tag, header, twinUrl);
  const operation = model.operations.find((candidate) => candidate.id === id);
  return operation && operationTwin(model, operation, header);
}
