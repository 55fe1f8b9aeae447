/**
 * What the since tests (tests/unit/since.test.ts) read: the "API changes" tables of the release notes,
 * each row resolved to what it names in the API models (operations, parameters, fields, enum values,
 * bodies) or, for built-in data such as a resource type, in the manuals; and every since mark of the
 * specs and the manuals. A row that cannot be resolved is an error naming the note, the row and the fix.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {PhrasingContent, Root, RootContent, Table, TableCell} from 'mdast';
import type {TextDirective} from 'mdast-util-directive';
import {directiveFromMarkdown} from 'mdast-util-directive';
import {frontmatterFromMarkdown} from 'mdast-util-frontmatter';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {toString} from 'mdast-util-to-string';
import {directive} from 'micromark-extension-directive';
import {frontmatter} from 'micromark-extension-frontmatter';
import {gfm} from 'micromark-extension-gfm';
import {slugify, type ApiModel, type Body, type Field, type Operation} from '../../src/api-reference/model';
import {OPENAPI_SOURCES, PRODUCT_SLUG} from '../../src/constants';
import {RELEASE_NOTES_DIR} from '../../src/utils/releases';
import {SINCE_DIRECTIVE} from '../../src/utils/since';
import {METHOD_PATTERN} from './docs-and-specs';

export function parseMarkdown(source: string): Root {
  return fromMarkdown(source, {
    extensions: [frontmatter(), gfm(), directive()],
    mdastExtensions: [frontmatterFromMarkdown(), gfmFromMarkdown(), directiveFromMarkdown()],
  });
}

// Release notes -------------------------------------------------------------------------------

type Change = 'Added' | 'Changed' | 'Changed (breaking)' | 'Deprecated' | 'Removed';
const CHANGES: readonly Change[] = ['Added', 'Changed', 'Changed (breaking)', 'Deprecated', 'Removed'];
const TABLE_HEAD = ['Change', 'Endpoint or field', 'Details'];

/** One row of a release note's API changes table. */
export interface Row {
  /** `docs/changelog/releases/v25.6.0.md:239`, for messages. */
  at: string;
  release: string;
  api: ApiModel;
  change: Change;
  /** The "Endpoint or field" cell. */
  subject: TableCell;
  details: TableCell;
}

/** The row as a reader sees it, for messages. */
function rowText(row: Row): string {
  return `| ${row.change} | ${markdownOf(row.subject)} |`;
}

function markdownOf(cell: TableCell): string {
  return cell.children.map((node) => (node.type === 'inlineCode' ? `\`${node.value}\`` : toString(node))).join('');
}

/** The API a `### Admin API` heading of the notes is about: `nubis-admin-api`. */
function apiOfHeading(heading: string, models: ApiModel[]): ApiModel | undefined {
  return models.find((model) => OPENAPI_SOURCES[model.reference.source].id === `${PRODUCT_SLUG}-${slugify(heading)}`);
}

/** The rows of a release note's "API changes" section, read from its tables under one heading per API. */
export function apiChangeRows(file: string, source: string, release: string, models: ApiModel[], errors: string[]): Row[] {
  const nodes = parseMarkdown(source).children;
  const start = nodes.findIndex((node) => node.type === 'heading' && node.depth === 2 && toString(node) === 'API changes');
  if (start < 0) {
    errors.push(`${file}: no "## API changes" section; every release note lists its API changes, or says there are none, under it.`);
    return [];
  }
  const rows: Row[] = [];
  let api: ApiModel | undefined;
  for (const node of nodes.slice(start + 1)) {
    if (node.type === 'heading' && node.depth <= 2) break;
    if (node.type === 'heading') {
      api = apiOfHeading(toString(node), models);
      if (!api)
        errors.push(
          `${file}:${node.position?.start.line}: "### ${toString(node)}" names no API of openapi/; the headings are ${models.map((model) => `"${OPENAPI_SOURCES[model.reference.source].id.replace(`${PRODUCT_SLUG}-`, '')}"`).join(', ')} in words (Admin API, Billing resource API).`,
        );
      continue;
    }
    if (node.type !== 'table') continue;
    if (!api) {
      errors.push(`${file}:${node.position?.start.line}: an API changes table before any "### <API>" heading says which API it is about.`);
      continue;
    }
    rows.push(...tableRows(file, node, release, api, errors));
  }
  return rows;
}

function tableRows(file: string, table: Table, release: string, api: ApiModel, errors: string[]): Row[] {
  const [head, ...body] = table.children;
  const names = head?.children.map((cell) => toString(cell)) ?? [];
  if (names.join('|') !== TABLE_HEAD.join('|')) {
    errors.push(
      `${file}:${table.position?.start.line}: an API changes table has the columns ${TABLE_HEAD.join(', ')}, not ${names.join(', ')}.`,
    );
    return [];
  }
  return body.flatMap((row): Row[] => {
    const [changeCell, subject, details] = row.children;
    const at = `${file}:${row.position?.start.line}`;
    const change = toString(changeCell ?? {type: 'text', value: ''}) as Change;
    if (!subject || !details || !CHANGES.includes(change)) {
      errors.push(`${at}: the row "${toString(row)}" starts with "${change}"; write one of ${CHANGES.join(', ')} in the Change column.`);
      return [];
    }
    return [{at, release, api, change, subject, details}];
  });
}

// What a row names -----------------------------------------------------------------------------

/** A field as the twins name it: `lines[].savingsPlanCovered`, with where it was found. */
interface FieldAt {
  field: Field;
  path: string;
  where: string;
}

/** Something a row names and the mark it must carry. */
export type Target =
  | {kind: 'operation'; operation: Operation}
  | {kind: 'field'; at: FieldAt}
  | {kind: 'value'; at: FieldAt; value: string}
  | {kind: 'body'; where: string; body: Body}
  | {kind: 'manual'; where: string; releases: string[]};

const METHOD_PATH = new RegExp(String.raw`^(${METHOD_PATTERN}) (/\S*)$`);

/** Every field of an operation that a request sends or a success answers with, named as in the twins. */
function operationFields(operation: Operation): FieldAt[] {
  const label = `${operation.method.toUpperCase()} ${operation.path}`;
  const found: FieldAt[] = [];
  const walk = (fields: Field[], prefix: string, where: string): void => {
    for (const field of fields) {
      const fieldPath = `${prefix}${field.name}`;
      found.push({field, path: fieldPath, where});
      walk(field.fields, field.map ? `${fieldPath}.*.` : field.type.startsWith('array') ? `${fieldPath}[].` : `${fieldPath}.`, where);
    }
  };
  for (const parameter of operation.parameters)
    found.push({field: parameter, path: parameter.name, where: `${label}, ${parameter.in} parameter`});
  for (const body of operation.requestBody?.bodies ?? []) walk(body.fields, '', `${label}, request body`);
  for (const response of operation.responses.filter((candidate) => /^2/.test(candidate.status))) {
    for (const body of response.bodies) walk(body.fields, '', `${label}, ${response.status} response`);
  }
  return found;
}

/** `Billing profiles` is the tag of `BillingProfile`: words capitalised and joined, the last one singular. */
function resourceOfTag(tag: string): string {
  return tag
    .split(/\s+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('')
    .replace(/s$/, '');
}

interface FieldRef {
  /** `BillingProfile` in `BillingProfile.vatIdStatus`. */
  resource?: string;
  /** Set when the row names an operation first: `POST /…/exports`, `format`. */
  operation?: Operation;
  path: string;
  values: string[];
}

/** A row's targets, or the reasons it cannot be resolved (each naming the note, the row and the fix). */
export function resolveRow(row: Row, manualTables: ManualRow[]): {targets: Target[]; errors: string[]} {
  const targets: Target[] = [];
  const errors: string[] = [];
  const fail = (what: string, fix: string): void => void errors.push(`${row.at}: the row "${rowText(row)}" names ${what}. ${fix}`);
  const label = row.api.title;
  const text = toString(row.subject).trim();

  if (text === 'None') {
    if (row.change !== 'Deprecated' && row.change !== 'Removed') fail('nothing', 'Only a Deprecated or Removed row may say None.');
    return {targets, errors};
  }
  if (text === 'All error responses') {
    const responses = row.api.operations.flatMap((operation) =>
      operation.responses
        .filter((response) => /^[45]|^default$/.test(response.status))
        .map((response) => ({where: `${operation.method.toUpperCase()} ${operation.path}, ${response.status} response`, response})),
    );
    for (const {where, response} of responses) {
      if (response.bodies.length === 0)
        fail(`the error response ${where}, which has no body`, 'Give every error response its problem details body.');
      for (const body of response.bodies) targets.push({kind: 'body', where: `${where}, ${body.mediaType}`, body});
    }
    return {targets, errors};
  }
  if (/^Resource types? /.test(text)) {
    const codes = row.subject.children.filter((node) => node.type === 'inlineCode').map((node) => node.value);
    for (const code of codes) {
      const rows = manualTables.filter((candidate) => candidate.first === code);
      if (rows.length === 0)
        fail(
          `the resource type \`${code}\`, which no table row of the manuals starts with`,
          'Built-in data is marked in the manual table that is its reference (docs/administrators-manual/billing/resource-types.md): start a row with it and mark it.',
        );
      // One row marked is enough: the reference table's; other tables (prices, attributes) only repeat the code.
      else
        targets.push({
          kind: 'manual',
          where: rows.map((manual) => manual.at).join(', '),
          releases: rows.flatMap((manual) => manual.releases),
        });
    }
    return {targets, errors};
  }

  // Code spans in order: `METHOD /path`, then fields (`Resource.path` or `path`), each followed by `values` `A` and `B`.
  const operations: Operation[] = [];
  const fields: FieldRef[] = [];
  let inValues = false;
  for (const node of row.subject.children) {
    if (node.type !== 'inlineCode') {
      for (const word of toString(node)
        .split(/[\s,]+/)
        .filter(Boolean))
        inValues = /^values?$/i.test(word) || (inValues && word === 'and');
      continue;
    }
    const code = node.value.trim();
    const last = fields.at(-1);
    if (inValues) {
      if (last) last.values.push(code);
      else fail(`the value \`${code}\` before any field`, 'Name the field first: `Resource.field` values `A` and `B`.');
      continue;
    }
    const method = METHOD_PATH.exec(code);
    if (method) {
      const operation = row.api.operations.find(
        (candidate) => candidate.method.toUpperCase() === method[1] && candidate.path === method[2],
      );
      if (operation) operations.push(operation);
      else if (row.change !== 'Removed')
        fail(`\`${code}\`, which is no operation of the ${label}`, 'Write the method and path as openapi/ does, with its {param} names.');
      continue;
    }
    const qualified = /^([A-Z][A-Za-z0-9]*)\.(.+)$/.exec(code);
    if (qualified) fields.push({resource: qualified[1], path: qualified[2] ?? '', values: []});
    // A field after an operation is that operation's; after `Resource.a`, a bare `b` is the same resource's.
    else fields.push({operation: operations.at(-1), resource: operations.length ? undefined : last?.resource, path: code, values: []});
  }
  if (row.change === 'Removed') {
    for (const operation of operations)
      fail(
        `\`${operation.method.toUpperCase()} ${operation.path}\` as removed, but the ${label} still has it`,
        'Remove it from the spec, or fix the row.',
      );
    return {targets, errors};
  }
  // "New value `NDJSON`, next to …" in Details gives the values of a field named without them.
  const detailValues = leadingNewValues(row.details);
  for (const ref of fields) if (ref.values.length === 0 && detailValues.length) ref.values.push(...detailValues);
  if (operations.length === 0 && fields.length === 0)
    fail(
      'nothing the test can find',
      'Name what changed in code: `METHOD /path`, `Resource.field`, `field` values `A` and `B`, "Resource type `code`" or "All error responses".',
    );

  for (const operation of operations) if (!fields.some((ref) => ref.operation === operation)) targets.push({kind: 'operation', operation});
  for (const ref of fields) {
    const found = fieldsOf(ref, row.api);
    if (found.error) {
      fail(found.error, 'Fix the name in the row, or the spec.');
      continue;
    }
    for (const at of found.fields) {
      if (ref.values.length === 0) {
        targets.push({kind: 'field', at});
        continue;
      }
      for (const value of ref.values) {
        if ((at.field.enum ?? []).map(String).includes(value)) targets.push({kind: 'value', at, value});
        else fail(`the value \`${value}\` of \`${at.path}\` (${at.where}), which its enum lacks`, 'Add it to the enum, or fix the row.');
      }
    }
  }
  return {targets, errors};
}

function leadingNewValues(details: TableCell): string[] {
  const [first, ...rest] = details.children;
  if (first?.type !== 'text' || !/^New values? $/.test(first.value)) return [];
  const values: string[] = [];
  for (const node of rest) {
    if (node.type === 'inlineCode') values.push(node.value);
    else if (!/^(\s*,\s*|\s+and\s+)$/.test(toString(node))) break;
  }
  return values;
}

/** The fields a reference names: in one operation, in the operations of a resource's tag, or anywhere in the API. */
function fieldsOf(ref: FieldRef, api: ApiModel): {fields: FieldAt[]; error?: string} {
  const matches = (at: FieldAt, paths: string[]): boolean => paths.includes(at.path);
  if (ref.operation) {
    const label = `${ref.operation.method.toUpperCase()} ${ref.operation.path}`;
    const fields = operationFields(ref.operation).filter((at) => matches(at, [ref.path]));
    return fields.length ? {fields} : {fields, error: `\`${ref.path}\`, which neither the request nor a success response of ${label} has`};
  }
  if (ref.resource) {
    const tag = api.tags.find((candidate) => resourceOfTag(candidate.name) === ref.resource);
    if (!tag)
      return {
        fields: [],
        error: `\`${ref.resource}\`, which is the resource of no tag of the ${api.title} (${api.tags.map((candidate) => resourceOfTag(candidate.name)).join(', ')})`,
      };
    // A page of a list holds the resource in `content[]`.
    const paths = [ref.path, `content[].${ref.path}`];
    const fields = tag.operations.flatMap(operationFields).filter((at) => matches(at, paths));
    return fields.length
      ? {fields}
      : {fields, error: `\`${ref.resource}.${ref.path}\`, which no request or success response of the ${tag.name} operations has`};
  }
  const fields = api.operations.flatMap(operationFields).filter((at) => at.path === ref.path || at.path.endsWith(`.${ref.path}`));
  return fields.length ? {fields} : {fields, error: `\`${ref.path}\`, which no request or success response of the ${api.title} has`};
}

/** What is wrong with a target's marks for its row: the release must be there, as the row's change says. */
export function markViolations(row: Row, target: Target): string[] {
  const {release, change} = row;
  const changed = change.startsWith('Changed');
  const carries = (since: string | undefined, changedIn: string[] | undefined): boolean =>
    since === release || (changed && (changedIn ?? []).includes(release));
  const expected = changed ? `x-nubis-since: ${release}, or ${release} in x-nubis-changed,` : `x-nubis-since: ${release}`;
  const problem = (what: string, fix: string): string[] => [`${row.at}: the row "${rowText(row)}": ${what}; ${fix}`];
  switch (target.kind) {
    case 'operation': {
      const {operation} = target;
      const label = `${operation.method.toUpperCase()} ${operation.path}`;
      if (change === 'Deprecated') return operation.deprecated ? [] : problem(`${label} is not deprecated`, 'mark it deprecated: true.');
      return carries(operation.since, operation.changedIn) ? [] : problem(`${label} lacks the mark`, `give the operation ${expected}.`);
    }
    case 'field': {
      const {field, path, where} = target.at;
      if (change === 'Deprecated')
        return field.deprecated ? [] : problem(`\`${path}\` (${where}) is not deprecated`, 'mark it deprecated: true.');
      return carries(field.since, field.changedIn)
        ? []
        : problem(`\`${path}\` (${where}) lacks the mark`, `give the property or parameter ${expected}.`);
    }
    case 'value': {
      const {field, path, where} = target.at;
      return field.valuesSince?.[target.value] === release
        ? []
        : problem(
            `the value \`${target.value}\` of \`${path}\` (${where}) lacks the mark`,
            `add ${target.value}: ${release} to x-nubis-since-values beside its enum.`,
          );
    }
    case 'body':
      return target.body.since === release
        ? []
        : problem(`the body ${target.where} lacks the mark`, `give its schema (or media type) x-nubis-since: ${release}.`);
    case 'manual':
      return target.releases.includes(release)
        ? []
        : problem(
            `none of the manual's rows that start with it (${target.where}) is marked`,
            `write :${SINCE_DIRECTIVE}[${release}] after the code in the first cell of the row of its reference table.`,
          );
  }
}

/** The names a release's table mentions for an API, in code: what justifies a mark of that release. */
export function namesInRows(rows: Row[]): Set<string> {
  const names = new Set<string>();
  for (const row of rows) {
    if (toString(row.subject).trim() === 'All error responses') names.add('application/problem+json');
    for (const node of [...row.subject.children, ...row.details.children]) {
      if (node.type !== 'inlineCode') continue;
      names.add(node.value);
      const last = node.value.split('.').at(-1)?.replace(/\[\]$/, '');
      if (last) names.add(last);
    }
  }
  return names;
}

// Marks -----------------------------------------------------------------------------------------

/** A mark of a spec: what carries it, the name the release notes must mention, and its release. */
export interface SpecMark {
  where: string;
  name: string;
  release: string;
}

/** Every mark of a model, once per place the model shows it. */
export function specMarks(api: ApiModel): SpecMark[] {
  const marks: SpecMark[] = [];
  for (const operation of api.operations) {
    const label = `${operation.method.toUpperCase()} ${operation.path}`;
    for (const release of [operation.since ?? [], operation.changedIn ?? []].flat()) marks.push({where: label, name: label, release});
    for (const at of operationFields(operation)) {
      for (const release of [at.field.since ?? [], at.field.changedIn ?? []].flat())
        marks.push({where: `${at.path} (${at.where})`, name: at.field.name, release});
      for (const [value, release] of Object.entries(at.field.valuesSince ?? {}))
        marks.push({where: `value ${value} of ${at.path} (${at.where})`, name: value, release});
    }
    const bodies = [
      ...(operation.requestBody?.bodies ?? []).map((body) => ({body, where: `${label}, request body`})),
      ...operation.responses.flatMap((response) => response.bodies.map((body) => ({body, where: `${label}, ${response.status} response`}))),
    ];
    for (const {body, where} of bodies)
      if (body.since) marks.push({where: `${where}, ${body.mediaType}`, name: body.mediaType, release: body.since});
  }
  return marks;
}

/** A table row of a manual, by its first cell's code (`baremetal.node`), with the releases its since marks name. */
export interface ManualRow {
  at: string;
  first: string;
  releases: string[];
}

/** A since mark of a manual page. */
export interface DocMark {
  at: string;
  release: string;
}

export interface ManualPage {
  file: string;
  source: string;
  tree: Root;
}

export function readManualPage(siteDir: string, file: string): ManualPage {
  const source = readFileSync(path.join(siteDir, file), 'utf8');
  return {file, source, tree: parseMarkdown(source)};
}

function directivesIn(node: Root | RootContent | PhrasingContent): TextDirective[] {
  if (node.type === 'textDirective' && node.name === SINCE_DIRECTIVE) return [node];
  return 'children' in node ? node.children.flatMap((child) => directivesIn(child)) : [];
}

export function docMarks(page: ManualPage): DocMark[] {
  return directivesIn(page.tree).map((node) => ({at: `${page.file}:${node.position?.start.line}`, release: toString(node)}));
}

export function manualRows(page: ManualPage): ManualRow[] {
  const rows: ManualRow[] = [];
  const walk = (node: Root | RootContent): void => {
    if (node.type === 'tableRow') {
      const [first] = node.children;
      const code = first?.children.find((child) => child.type === 'inlineCode');
      if (first && code)
        rows.push({
          at: `${page.file}:${node.position?.start.line}`,
          first: code.value,
          releases: directivesIn(first).map((mark) => toString(mark)),
        });
    }
    if ('children' in node) node.children.forEach(walk);
  };
  walk(page.tree);
  return rows;
}

/** Where the release notes of a release are. */
export function releaseNoteFile(release: string): string {
  return `${RELEASE_NOTES_DIR}/v${release}.md`;
}
