/**
 * What the agreement checks (tests/unit/docs-agree-with-specs.test.ts) read: the manuals
 * (docs/**\/*.md) through mdast, and the two OpenAPI specs through the one API model
 * (src/api-reference/model.ts, dereferenced by Redocly's openapi-core).
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import type {Root, RootContent} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {gfm} from 'micromark-extension-gfm';
import {OpenAPIV3} from 'openapi-types';
import {OPENAPI_SOURCES} from '../../src/constants';
import {loadApiModels, type ApiModel, type Operation as ModelOperation, type Parameter, type Schema} from '../../src/api-reference/model';
import {propertiesOf, valuesSchema} from '../../src/api-reference/schema';
import {SHELL_LANGUAGES, shellCommands} from './shell';

export type HttpMethod = Uppercase<OpenAPIV3.HttpMethods>;
/** The methods OpenAPI names, as the pages write them: the one list of the tests. */
export const HTTP_METHODS = Object.values(OpenAPIV3.HttpMethods).map((method) => method.toUpperCase() as HttpMethod);
/** A regular expression's alternatives for one method: `GET|PUT|…`. */
export const METHOD_PATTERN = HTTP_METHODS.join('|');
export type {Schema};
export type JsonObject = {[key: string]: unknown};
export const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;

export const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** JSON.parse, or undefined when the text is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Every object inside a value, however deep, parents first. */
export function allObjects(value: unknown, found: JsonObject[] = []): JsonObject[] {
  if (isObject(value)) found.push(value);
  if (isObject(value) || Array.isArray(value)) Object.values(value).forEach((item) => allObjects(item, found));
  return found;
}

// Pages ---------------------------------------------------------------------------------------

/** Text and the 1-based line it is on. */
export interface TextAt {
  line: number;
  text: string;
}

interface CodeBlock {
  lang: string;
  title?: string;
  /** The line of the opening fence; body line i is page line `line + 1 + i`. */
  line: number;
  lines: string[];
}

export interface Page {
  /** From the repository root (`docs/api/index.md`), for messages. */
  file: string;
  lines: string[];
  blocks: CodeBlock[];
  /** Inline code spans. */
  inline: TextAt[];
}

export function parsePage(file: string, text: string): Page {
  const lines = text.split('\n');
  // Front matter is blanked, so that it reads as nothing and every line keeps its number.
  const end = lines[0] === '---' ? lines.indexOf('---', 1) : -1;
  const markdown = lines.map((line, index) => (index <= end ? '' : line)).join('\n');
  const page: Page = {file, lines, blocks: [], inline: []};
  const walk = (node: Root | RootContent): void => {
    const line = node.position?.start.line ?? 0;
    if (node.type === 'inlineCode') page.inline.push({line, text: node.value.trim()});
    if (node.type === 'code') {
      const title = /title="([^"]*)"/.exec(node.meta ?? '')?.[1];
      page.blocks.push({lang: (node.lang ?? '').replace(/\{.*$/, ''), title, line, lines: node.value.split('\n')});
    }
    if ('children' in node) node.children.forEach(walk);
  };
  walk(fromMarkdown(markdown, {extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()]}));
  return page;
}

/** Every hand-written page under docs/ (the API reference is generated from the specs). */
export function readPages(dir = 'docs'): Page[] {
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((name) => /\.mdx?$/.test(name))
    .sort()
    .map((name) => parsePage(path.join(dir, name).split(path.sep).join('/'), readFileSync(path.join(dir, name), 'utf8')));
}

// Specs ---------------------------------------------------------------------------------------

export interface Operation {
  /** The spec's file name, for messages. */
  spec: string;
  method: HttpMethod;
  path: string;
  /** Path parameters whose schema is a UUID: only ids and placeholders stand for them. */
  uuidParams: Set<string>;
  query: Map<string, Schema>;
  model: ModelOperation;
  /** The component schemas of its spec, by name: an NDJSON body names its lines'. */
  schemas: ApiModel['schemas'];
}

export interface Specs {
  /** Each spec's file, its lines for messages, and every example value its model holds. */
  files: {file: string; lines: string[]; examples: unknown[]}[];
  operations: Operation[];
  vocabulary: ReturnType<typeof vocabularyOf>;
}

/** A schema's properties by name, as the API model reads them (src/api-reference/schema.ts). */
export const propertyMap = (schema: Schema | undefined): Map<string, Schema> =>
  new Map(schema ? propertiesOf(schema).properties.map((property) => [property.name, property.schema]) : []);

/** Every string in a value (descriptions and examples of a model). */
const strings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : isObject(value) || Array.isArray(value) ? Object.values(value).flatMap(strings) : [];

/** Every example value of a model: its bodies' examples, and those of every node of their schemas and of its component schemas. */
function examplesOf(model: ApiModel): unknown[] {
  const ofSchema = (schema: Schema): unknown[] => [
    schema.example,
    ...propertiesOf(schema).properties.flatMap((entry) => ofSchema(entry.schema)),
  ];
  const bodies = model.operations.flatMap((operation) =>
    [operation.requestBody, ...operation.responses].flatMap((entry) => entry?.bodies ?? []),
  );
  return [
    ...bodies.flatMap((body) => [...body.examples.map((example) => example.value), ...(body.schema ? ofSchema(body.schema) : [])]),
    ...Object.values(model.schemas).flatMap(ofSchema),
  ];
}

/** What the specs name: properties and parameters (with their owner, `BillResponse.lines`), schemas, enum values, error codes, problem types. */
function vocabularyOf(models: ApiModel[], operations: Operation[]) {
  const properties = new Map<string, {owner: string; schema: Schema}[]>();
  const schemas = new Map<string, Map<string, Schema>>();
  const [enumValues, errorCodes, problemTypes] = [new Set<string>(), new Set<string>(), new Set<string>()];
  const add = (name: string, owner: string, schema: Schema): void =>
    void properties.set(name, [...(properties.get(name) ?? []), {owner, schema}]);
  const visit = (schema: Schema, owner: string): void => {
    for (const value of valuesSchema(schema)?.enum ?? []) enumValues.add(String(value));
    for (const {name, schema: property} of propertiesOf(schema).properties) {
      add(name, owner, property);
      visit(property, `${owner}.${name}`);
    }
  };
  for (const model of models) {
    for (const [name, schema] of Object.entries(model.schemas)) {
      schemas.set(name, propertyMap(schema));
      visit(schema, name);
    }
    const texts = strings(model);
    for (const text of texts) for (const [uri] of text.matchAll(/https?:\/\/[A-Za-z0-9.-]+\/problems\/[a-z0-9-]+/g)) problemTypes.add(uri);
    // The billing spec writes its problem types as `…/slug`, on the admin spec's host.
    const base = [...problemTypes][0]?.replace(/[a-z0-9-]+$/, '') ?? '';
    for (const text of texts) for (const [, slug] of text.matchAll(/`…\/([a-z0-9-]+)`/g)) problemTypes.add(`${base}${slug}`);
    for (const object of allObjects(examplesOf(model))) if (typeof object.errorCode === 'string') errorCodes.add(object.errorCode);
    const listed = propertyMap(model.schemas.ProblemDetail).get('errorCode');
    for (const [, code = ''] of (listed?.description ?? '').matchAll(/`([A-Z][A-Z0-9_]+)`/g)) errorCodes.add(code);
  }
  for (const parameter of operations.flatMap((operation) => operation.model.parameters)) {
    add(parameter.name, 'parameter', {type: 'string', ...(parameter.enum ? {enum: parameter.enum} : {})});
    for (const value of parameter.enum ?? []) enumValues.add(String(value));
  }
  return {properties, schemas, enumValues, errorCodes, problemTypes};
}

/** A parameter's schema as the model describes it: type (`array of string`), format, allowed values, limits. */
function parameterSchema({type, format, enum: values, limits}: Parameter): Schema {
  const [outer = 'string', items] = type.split(' of ');
  const value = {...(format ? {format} : {}), ...(values ? {enum: values} : {})};
  return (items ? {type: 'array', items: {type: items, ...value}, ...limits} : {type: outer, ...value, ...limits}) as Schema;
}

let loaded: Promise<Specs> | undefined;

/** Both specs, loaded once through the API model. */
export function loadSpecs(siteDir = process.cwd()): Promise<Specs> {
  loaded ??= loadApiModels(siteDir).then((models) => {
    const files = models.map((model) => {
      const file = OPENAPI_SOURCES[model.reference.source].file;
      // The spec's text, for line numbers and the ids and regions check 4 reads on any line: the model keeps no positions.
      return {file, lines: readFileSync(path.join(siteDir, file), 'utf8').split('\n'), examples: examplesOf(model)};
    });
    const operations = models.flatMap(({schemas, operations: all}, index) =>
      all.map((model): Operation => ({
        spec: path.basename(files[index]?.file ?? ''),
        method: model.method.toUpperCase() as HttpMethod,
        path: model.path,
        uuidParams: new Set(model.parameters.filter((entry) => entry.in === 'path' && entry.format === 'uuid').map((entry) => entry.name)),
        query: new Map(model.parameters.filter((entry) => entry.in === 'query').map((entry) => [entry.name, parameterSchema(entry)])),
        model,
        schemas,
      })),
    );
    return {files, operations, vocabulary: vocabularyOf(models, operations)};
  });
  return loaded;
}

// API paths a page mentions -------------------------------------------------------------------

/** A segment that stands for an id: `{id}`, `<id>`, `$ID`, `${ID}`, `:id`, a UUID, an ellipsis. */
export const isPlaceholder = (segment: string): boolean =>
  /^(?:\{[^}]*\}|<[^>]+>|\$\{?\w+\}?|:\w+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|…|\.\.\.)$/i.test(segment);

/** The operations at a written path (a placeholder or a value for each parameter), the one with `method`, and whether the path is a base URL. */
export function lookUpPath(specs: Specs, written: string, method?: HttpMethod) {
  const segments = written.split('/');
  const operations = specs.operations.filter((operation) => {
    const templates = operation.path.split('/');
    return (
      templates.length === segments.length &&
      templates.every((template, index) => {
        const segment = segments[index] ?? '';
        const parameter = /^\{(\w+)\}$/.exec(template)?.[1];
        return parameter ? isPlaceholder(segment) || (!operation.uuidParams.has(parameter) && segment !== '') : segment === template;
      })
    );
  });
  const isBase =
    operations.length === 0 && !segments.some(isPlaceholder) && specs.operations.some((entry) => entry.path.startsWith(`${written}/`));
  return {operations, operation: operations.find((candidate) => candidate.method === method), isBase};
}

export interface PathMention {
  line: number;
  method?: HttpMethod;
  /** As written, without the query string and trailing punctuation. */
  path: string;
  query?: string;
  /** How curl chose the method the page does not write, for messages. */
  methodByCurl?: string;
  /** In a shell block: the command as tests/support/shell.ts reads it, base URLs substituted. */
  command?: string;
}

const METHOD = String.raw`\b(${METHOD_PATTERN})\b`;
const SEGMENT = String.raw`(?:\{[^}\s]*\}|<[^>\s]+>|\$\{?\w+\}?|[A-Za-z0-9._~:%@…-]+)+`;
const API_PATH = new RegExp(String.raw`(?:https?://[A-Za-z0-9.-]+(?::\d+)?)?(/api/v\d+(?:/${SEGMENT})*)`, 'g');
const METHOD_BEFORE = new RegExp(String.raw`${METHOD}[\s"',\\]*(?:https?://[A-Za-z0-9.-]+)?$`);
/** A path that is a value in a body or a header (`"instance": "/api/v1/…"`, `Location:`), not a call. */
const VALUE_BEFORE = /"[A-Za-z_]+"\s*:\s*"$|^\s*[A-Za-z_]+:\s*$|^Location:\s*/i;
/** A wrapper call with a method and a path relative to a base URL: `api POST /exports`, `request("GET", f"/exports/{id}")`. */
const RELATIVE_CALL = new RegExp(String.raw`${METHOD}["']?\s*,?\s*f?["']?(/(?!api/)${SEGMENT}(?:/${SEGMENT})*)`, 'g');
const BASE_URL =
  /^\s*(?:export\s+|const\s+|let\s+)?([A-Za-z_]\w*)\s*=\s*["']?(?:https?:\/\/[A-Za-z0-9.-]+)?(\/api\/v\d+[^\s"']*)["']?\s*;?\s*$/;

const cleanPath = (raw: string): string => raw.replace(/[.,:;]+$/, '').replace(/\/$/, '');

function curlMethod(command: string): {method: HttpMethod; by: string} | undefined {
  const explicit = new RegExp(String.raw`(?:-X|--request)\s*["']?(${METHOD_PATTERN})\b`).exec(command)?.[1] as HttpMethod | undefined;
  if (!/\bcurl\b/.test(command)) return undefined;
  if (explicit) return {method: explicit, by: 'given to curl with -X'};
  if (/\s(?:-d|--data(?:-raw|-binary|-urlencode)?|--json|-F|--form)\b/.test(command))
    return {method: 'POST', by: 'curl uses by default with data'};
  return {method: 'GET', by: 'curl uses by default'};
}

/** Lines before the logical line that `before` ends on (a line ending with `\` continues on the next). */
const logicalLine = (before: string): number => before.replace(/(?:[^\n]|\\\n)*$/, '').split('\n').length - 1;

function mentionsIn(text: string, line: number, command?: string): PathMention[] {
  return [...text.matchAll(API_PATH)].map((match) => {
    const before = text.slice(0, match.index);
    const written = METHOD_BEFORE.exec(before)?.[1] as HttpMethod | undefined;
    // A value is told by its own line: a here-document's body is not the command's arguments.
    const curl = command === undefined || VALUE_BEFORE.test(before.slice(before.lastIndexOf('\n') + 1)) ? undefined : curlMethod(command);
    const query = /^\?([^\s"'`)\\]*)/.exec(text.slice(match.index + match[0].length))?.[1];
    return {
      line: line + logicalLine(before),
      path: cleanPath(match[1] ?? ''),
      method: written ?? curl?.method,
      query,
      methodByCurl: written ? undefined : curl?.by,
      command,
    };
  });
}

/**
 * Every API path a page mentions, in inline code and code blocks, with the method written before it
 * or the one curl uses. A block's base-URL variables (`API=https://…/api/v1/billing-resource-exporter`)
 * are substituted, and wrapper calls with a method and a relative path are joined to them.
 */
export function pathMentions(page: Page): PathMention[] {
  const mentions = page.inline.flatMap((code) => mentionsIn(code.text, code.line));
  for (const block of page.blocks) {
    const bases = new Map<string, string>();
    for (const match of block.lines.map((text) => BASE_URL.exec(text))) if (match) bases.set(match[1] ?? '', cleanPath(match[2] ?? ''));
    const source = block.lines.join('\n');
    const shell = SHELL_LANGUAGES.includes(block.lang);
    // A shell block is read by command, its continuation lines and here-document included; other blocks by line.
    const parts = shell
      ? shellCommands(source).map(({start, text}) => ({at: source.slice(0, start).split('\n').length - 1, text}))
      : block.lines.map((text, at) => ({at, text}));
    for (const part of parts) {
      let text = part.text;
      for (const [name, value] of bases) text = text.replace(new RegExp(String.raw`\$\{${name}\}|\$${name}\b`, 'g'), value);
      const line = block.line + 1 + part.at;
      mentions.push(...mentionsIn(text, line, shell ? text : undefined));
      for (const base of bases.values())
        for (const match of text.matchAll(RELATIVE_CALL))
          mentions.push({
            line: line + logicalLine(text.slice(0, match.index)),
            method: match[1] as HttpMethod,
            path: cleanPath(`${base}${match[2] ?? ''}`),
          });
    }
  }
  // A command inside `$(...)` is read with the one around it too: one mention each.
  const unique = new Map(mentions.map((mention) => [JSON.stringify([mention.line, mention.method, mention.path, mention.query]), mention]));
  return [...unique.values()].sort((a, b) => a.line - b.line);
}

// Hints ---------------------------------------------------------------------------------------

/** Levenshtein distance. */
function distance(a: string, b: string): number {
  let row = Array.from({length: b.length + 1}, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++)
      next[j] = Math.min((row[j] ?? 0) + 1, (next[j - 1] ?? 0) + 1, (row[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length] ?? 0;
}

/** The three candidates nearest a word, nearest first; only those near enough unless `always`. */
export function closest(word: string, candidates: Iterable<string>, always = false): string[] {
  return [...new Set(candidates)]
    .map((candidate) => ({candidate, score: distance(word.toLowerCase(), candidate.toLowerCase())}))
    .filter(({score, candidate}) => always || score <= Math.max(2, Math.floor(Math.min(word.length, candidate.length) / 3)))
    .sort((a, b) => a.score - b.score || a.candidate.localeCompare(b.candidate))
    .slice(0, 3)
    .map(({candidate}) => candidate);
}
