/**
 * Reads the manuals (docs/**\/*.md) and the two OpenAPI specifications for the checks that keep them
 * agreeing (tests/unit/docs-agree-with-specs.test.ts): code blocks and inline code with their line
 * numbers, API paths and methods mentioned on a page, and what the specs define (operations, schema
 * properties, enum values, error codes).
 */
import {readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {LineCounter, isPair, isScalar, parseDocument, visit, type Document as YamlDocument} from 'yaml';
import {API_REFERENCES} from '../../src/apiReference';
import {BASE_PATH, OPENAPI_SOURCES} from '../../src/constants';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];
export const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;

// ---------------------------------------------------------------------------------------------
// Markdown
// ---------------------------------------------------------------------------------------------

export interface CodeBlock {
  lang: string;
  /** The block's `title="…"`, if any. */
  title?: string;
  /** 1-based line of the opening fence. */
  fenceLine: number;
  /** The body lines, with the fence's indentation removed; body line i is page line fenceLine + 1 + i. */
  lines: string[];
}

/** Text and the 1-based page line it is on: an inline code span, a line of prose, a line of a body. */
export interface TextAt {
  line: number;
  text: string;
}

export interface Page {
  /** Path from the repository root, for messages (`docs/api/index.md`). */
  file: string;
  lines: string[];
  blocks: CodeBlock[];
  inline: TextAt[];
  /** Every line outside code blocks and front matter. */
  prose: TextAt[];
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return markdownFiles(full);
      return /\.mdx?$/.test(name) ? [full] : [];
    });
}

const FENCE = /^(\s*)(`{3,}|~{3,})(.*)$/;

export function parsePage(file: string, text: string): Page {
  const lines = text.split('\n');
  const blocks: CodeBlock[] = [];
  const inline: TextAt[] = [];
  const prose: TextAt[] = [];
  // Front matter is neither prose nor code.
  for (let i = lines[0] === '---' ? lines.indexOf('---', 1) + 1 : 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const fence = FENCE.exec(line);
    if (fence) {
      const [, indent = '', marks = '', info = ''] = fence;
      const close = new RegExp(`^\\s*${marks[0] === '`' ? '`' : '~'}{${marks.length},}\\s*$`);
      let j = i + 1;
      while (j < lines.length && !close.test(lines[j] ?? '')) j++;
      const [lang = ''] = info.trim().split(/\s+/);
      const title = /title="([^"]*)"/.exec(info)?.[1];
      blocks.push({
        lang: lang.replace(/\{.*$/, ''),
        title,
        fenceLine: i + 1,
        lines: lines.slice(i + 1, j).map((body) => (body.startsWith(indent) ? body.slice(indent.length) : body.trimStart())),
      });
      i = j;
      continue;
    }
    prose.push({line: i + 1, text: line});
    for (const match of line.matchAll(/(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/g)) {
      inline.push({text: (match[2] ?? '').trim(), line: i + 1});
    }
  }
  return {file, lines, blocks, inline, prose};
}

/** Every hand-written page under docs/ (the API reference is generated elsewhere, see src/apiReference.ts). */
export function readPages(dir = 'docs'): Page[] {
  return markdownFiles(dir).map((file) => parsePage(file.split(path.sep).join('/'), readFileSync(file, 'utf8')));
}

/** The page's prose lines after `afterLine` and before `beforeLine` (both exclusive). */
export function proseBetween(page: Page, afterLine: number, beforeLine: number): TextAt[] {
  return page.prose.filter((entry) => entry.line > afterLine && entry.line < beforeLine);
}

// ---------------------------------------------------------------------------------------------
// Specs
// ---------------------------------------------------------------------------------------------

export type JsonObject = {[key: string]: unknown};

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export interface Operation {
  spec: Spec;
  method: HttpMethod;
  /** The path a reader writes after the host: the server URL's path, then the template. */
  fullPath: string;
  segments: string[];
  /** The path item's parameters, then the operation's, resolved. */
  parameters: JsonObject[];
  /** For each `{param}` segment, whether its schema is a UUID (then only ids and placeholders match it). */
  uuidParams: Set<string>;
  /** Slug of its page in the generated API reference, under the reference's route. */
  referencePath: string;
  object: JsonObject;
}

export interface Spec {
  name: string;
  file: string;
  text: string;
  document: JsonObject;
  /** The YAML tree, whose nodes know their offsets in `text`. */
  yaml: YamlDocument;
  /** `components.schemas`. */
  schemas: JsonObject;
  operations: Operation[];
  /** 1-based line of an offset in `text`, for messages about spec examples. */
  lineOf: (offset: number) => number;
}

/** docusaurus-openapi-docs names an operation's page after its summary in kebab case. */
function kebab(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The value a JSON pointer (`/components/schemas/Bill`, `/lines/0/amount`) names inside `root`. */
export function valueAtPointer(root: unknown, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (isObject(node) || Array.isArray(node) ? (node as JsonObject)[key] : undefined), root);
}

export function resolveRef(document: JsonObject, value: unknown): unknown {
  let current = value;
  for (let depth = 0; isObject(current) && typeof current.$ref === 'string' && depth < 20; depth++) {
    const ref: string = current.$ref;
    if (!ref.startsWith('#/')) throw new Error(`Only local $ref are supported, got ${ref}`);
    current = valueAtPointer(document, ref.slice(1));
  }
  return current;
}

function loadSpec(source: keyof typeof OPENAPI_SOURCES): Spec {
  const file = OPENAPI_SOURCES[source].file;
  const text = readFileSync(file, 'utf8');
  const lineCounter = new LineCounter();
  const yaml = parseDocument(text, {lineCounter});
  if (yaml.errors.length > 0) throw yaml.errors[0];
  const document = yaml.toJS() as JsonObject;
  const firstServer = valueAtPointer(document, '/servers/0/url');
  const serverPath = new URL(typeof firstServer === 'string' ? firstServer : '', 'https://server.invalid').pathname.replace(/\/$/, '');
  const reference = API_REFERENCES.find((candidate) => candidate.source === source);
  const components = valueAtPointer(document, '/components/schemas');
  const spec: Spec = {
    name: path.basename(file),
    file,
    text,
    document,
    yaml,
    schemas: isObject(components) ? components : {},
    operations: [],
    lineOf: (offset) => lineCounter.linePos(offset).line,
  };
  const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
  for (const [template, item] of Object.entries(isObject(document.paths) ? document.paths : {})) {
    if (!isObject(item)) continue;
    for (const method of HTTP_METHODS) {
      const operation = item[method.toLowerCase()];
      if (!isObject(operation)) continue;
      const parameters = [...asList(item.parameters), ...asList(operation.parameters)]
        .map((parameter) => resolveRef(document, parameter))
        .filter(isObject);
      const uuidParams = new Set<string>();
      for (const parameter of parameters) {
        const schema = resolveRef(document, parameter.schema);
        if (parameter.in === 'path' && typeof parameter.name === 'string' && isObject(schema) && schema.format === 'uuid')
          uuidParams.add(parameter.name);
      }
      const summary = typeof operation.summary === 'string' ? operation.summary : `${method} ${template}`;
      const fullPath = `${serverPath}${template}`;
      spec.operations.push({
        spec,
        method,
        fullPath,
        segments: fullPath.split('/').slice(1),
        parameters,
        uuidParams,
        referencePath: `${BASE_PATH}${reference?.routeBasePath ?? ''}/${kebab(summary)}`,
        object: operation,
      });
    }
  }
  return spec;
}

let cachedSpecs: Spec[] | undefined;

export function loadSpecs(): Spec[] {
  cachedSpecs ??= (Object.keys(OPENAPI_SOURCES) as (keyof typeof OPENAPI_SOURCES)[]).map(loadSpec);
  return cachedSpecs;
}

export function allOperations(): Operation[] {
  return loadSpecs().flatMap((spec) => spec.operations);
}

/** The operation a link to the generated API reference points at (`/docs/api/reference/get-bill`). */
export function operationForReferenceLink(link: string): Operation | undefined {
  const clean = link.replace(/[#?].*$/, '').replace(/\/$/, '');
  return allOperations().find((operation) => operation.referencePath === clean);
}

// ---------------------------------------------------------------------------------------------
// API paths in text
// ---------------------------------------------------------------------------------------------

/** A segment that stands for an id: `{id}`, `<id>`, `$ID`, `${ID}`, `:id`, a UUID, or an f-string field. */
export function isPlaceholder(segment: string): boolean {
  return (
    /^\{[^}]*\}$/.test(segment) ||
    /^<[^>]+>$/.test(segment) ||
    /^\$\{?\w+\}?$/.test(segment) ||
    /^:\w+$/.test(segment) ||
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(segment) ||
    segment === '…' ||
    segment === '...'
  );
}

/** Whether a written path is the operation's path or, for a `suffix` (`…/services/{id}`), the end of it. */
function pathMatches(written: string, operation: Operation, suffix: boolean): boolean {
  const segments = written.split('/').slice(1);
  if (suffix ? operation.segments.length <= segments.length : operation.segments.length !== segments.length) return false;
  const templates = operation.segments.slice(-segments.length);
  return segments.every((segment, index) => {
    const template = templates[index] ?? '';
    const parameter = /^\{(\w+)\}$/.exec(template)?.[1];
    if (!parameter) return segment === template;
    return isPlaceholder(segment) || (!operation.uuidParams.has(parameter) && segment.length > 0);
  });
}

export interface PathLookup {
  /** Operations whose path matches, any method. */
  operations: Operation[];
  /** The operation with the written method, if a method was written. */
  operation?: Operation;
  /** The written path is the literal start of spec paths (`/api/v1`, `/api/v1/admin`): a base URL. */
  isBase: boolean;
}

export function lookUpPath(written: string, method: HttpMethod | undefined, suffix = false): PathLookup {
  const operations = allOperations().filter((operation) => pathMatches(written, operation, suffix));
  const operation = method ? operations.find((candidate) => candidate.method === method) : undefined;
  const isBase =
    !suffix &&
    operations.length === 0 &&
    allOperations().some((candidate) => candidate.fullPath.startsWith(`${written}/`)) &&
    !written.split('/').some(isPlaceholder);
  return {operations, operation, isBase};
}

/** Segments of an API path as written: placeholders may hold quotes and brackets (`{export['id']}`). */
const SEGMENT = String.raw`(?:\{[^}\s]*\}|<[^>\s]+>|\$\{?\w+\}?|[A-Za-z0-9._~:%@…-]+)+`;
const API_PATH = new RegExp(String.raw`(?:https?://[A-Za-z0-9.-]+(?::\d+)?)?(/api/v\d+(?:/${SEGMENT})*)`, 'g');
const ELIDED_PATH = new RegExp(String.raw`\b(GET|POST|PUT|PATCH|DELETE)\s+(?:…|\.\.\.)((?:/${SEGMENT})+)`, 'g');
/** A wrapper call with a method and a path relative to a base URL: `api POST /exports`, `request("GET", f"/exports/{id}")`. */
const RELATIVE_CALL = new RegExp(String.raw`\b(GET|POST|PUT|PATCH|DELETE)\b["']?\s*,?\s*f?["']?(/(?!api/)${SEGMENT}(?:/${SEGMENT})*)`, 'g');
const METHOD_BEFORE = /\b(GET|POST|PUT|PATCH|DELETE)\b[\s"',]*(?:https?:\/\/[A-Za-z0-9.-]+)?$/;

export interface PathMention {
  line: number;
  method?: HttpMethod;
  /** The path as written, without query or fragment, trailing punctuation removed. */
  path: string;
  /** How curl chose the method the page did not write, for messages: "given to curl with -X", "curl uses by default". */
  methodByCurl?: string;
  /** The mention is a value inside a JSON document (`"instance": "/api/v1/…"`), not a request. */
  inBody: boolean;
  /** For a block, the whole command (continuation lines joined, base variables substituted). */
  command?: string;
  /** The query string written after the path, without `?`. */
  query?: string;
  /** The path was written with a leading ellipsis (`DELETE …/services/{serviceId}`): it is the end of a path. */
  suffix?: boolean;
}

function cleanPath(raw: string): string {
  return raw.replace(/[.,:;]+$/, '').replace(/\/$/, '');
}

/** Logical lines of a shell block: continuation lines ending with `\` joined, with the first line's number. */
function shellCommands(block: CodeBlock): TextAt[] {
  const commands: TextAt[] = [];
  let current: TextAt | undefined;
  block.lines.forEach((text, index) => {
    const line = block.fenceLine + 1 + index;
    if (current) current.text += ` ${text.trim()}`;
    else current = {line, text};
    if (!/\\\s*$/.test(text)) {
      commands.push(current);
      current = undefined;
    } else {
      current.text = current.text.replace(/\\\s*$/, '');
    }
  });
  if (current) commands.push(current);
  return commands;
}

function curlMethod(command: string): {method: HttpMethod; by: string} | undefined {
  if (!/\bcurl\b/.test(command)) return undefined;
  const explicit = /(?:-X|--request)\s*["']?(GET|POST|PUT|PATCH|DELETE)\b/.exec(command)?.[1] as HttpMethod | undefined;
  if (explicit) return {method: explicit, by: 'given to curl with -X'};
  if (/\s(?:-d|--data(?:-raw|-binary|-urlencode)?|--json|-F|--form)\b/.test(command)) {
    return {method: 'POST', by: 'curl uses by default with data'};
  }
  return {method: 'GET', by: 'curl uses by default'};
}

/** `API=https://host/api/v1/x` (shell) or `API = "https://host/api/v1/x"` (Python): the block's base URLs. */
function baseVariables(block: CodeBlock): Map<string, string> {
  const variables = new Map<string, string>();
  for (const text of block.lines) {
    const match =
      /^\s*(?:export\s+|const\s+|let\s+)?([A-Za-z_]\w*)\s*=\s*["']?(?:https?:\/\/[A-Za-z0-9.-]+)?(\/api\/v\d+[^\s"']*)["']?\s*;?\s*$/.exec(
        text,
      );
    if (match?.[1] && match[2]) variables.set(match[1], cleanPath(match[2]));
  }
  return variables;
}

function substitute(text: string, variables: Map<string, string>): string {
  let result = text;
  for (const [name, value] of variables) {
    result = result.replace(new RegExp(String.raw`\$\{${name}\}|\$${name}\b`, 'g'), value);
  }
  return result;
}

function mentionsIn(text: string, line: number, command?: string): PathMention[] {
  const mentions: PathMention[] = [];
  for (const match of text.matchAll(API_PATH)) {
    const start = match.index;
    const before = text.slice(0, start);
    const written = METHOD_BEFORE.exec(before)?.[1] as HttpMethod | undefined;
    const curl = command === undefined ? undefined : curlMethod(command);
    const inBody = /"[A-Za-z_]+"\s*:\s*"$/.test(before) || /^\s*[A-Za-z_]+:\s*$/.test(before) || /^Location:\s*/i.test(before);
    const method = written ?? (inBody ? undefined : curl?.method);
    const query = /^\?([^\s"'`)\\]*)/.exec(text.slice(start + match[0].length))?.[1];
    mentions.push({
      line,
      path: cleanPath(match[1] ?? ''),
      method,
      methodByCurl: written || !method ? undefined : curl?.by,
      inBody,
      command,
      query,
    });
  }
  for (const match of text.matchAll(ELIDED_PATH)) {
    mentions.push({
      line,
      path: cleanPath(match[2] ?? ''),
      method: match[1] as HttpMethod,
      inBody: false,
      command,
      suffix: true,
    });
  }
  return mentions;
}

/**
 * Every admin or billing-resource API path a page mentions: in inline code, in code blocks (http
 * request lines, curl URLs, script strings), with the method written before it, given to curl with
 * -X, or implied by curl (POST with data, GET without). Shell and Python base-URL variables of a
 * block (`API=https://…/api/v1/billing-resource-exporter`) are substituted, and wrapper calls that
 * pass a method and a relative path (`api POST /exports`, `client.request("GET", f"/exports/{id}")`)
 * are joined to that base.
 */
export function pathMentions(page: Page): PathMention[] {
  const mentions: PathMention[] = [];
  for (const code of page.inline) mentions.push(...mentionsIn(code.text, code.line));
  for (const block of page.blocks) {
    const variables = baseVariables(block);
    for (const command of shellCommands(block)) {
      const text = substitute(command.text, variables);
      const isShell = ['bash', 'sh', 'shell', 'console'].includes(block.lang);
      mentions.push(...mentionsIn(text, command.line, isShell ? text : undefined));
      for (const [, base] of variables) {
        for (const match of text.matchAll(RELATIVE_CALL)) {
          mentions.push({
            line: command.line,
            method: match[1] as HttpMethod,
            path: cleanPath(`${base}${match[2] ?? ''}`),
            inBody: false,
          });
        }
      }
    }
  }
  return mentions.sort((a, b) => a.line - b.line);
}

// ---------------------------------------------------------------------------------------------
// What the specs define
// ---------------------------------------------------------------------------------------------

export interface PropertyDefinition {
  spec: Spec;
  /** `BillingProfileResponse` or `BillingProfileResponse.address` for inline objects, `parameter` for parameters. */
  owner: string;
  schema: JsonObject;
}

export interface SpecVocabulary {
  /** Schema property and parameter names, with where they are defined. */
  properties: Map<string, PropertyDefinition[]>;
  /** Component schema names and their resolved property names (through allOf). */
  schemas: Map<string, {spec: string; properties: Map<string, JsonObject>}>;
  /** Every enum value, with the properties or parameters that allow it. */
  enumValues: Map<string, string[]>;
  /** The error codes: those the ProblemDetail `errorCode` description lists, and those the examples use. */
  errorCodes: Set<string>;
}

function objectProperties(document: JsonObject, schema: unknown, seen = new Set<unknown>()): Map<string, JsonObject> {
  const resolved = resolveRef(document, schema);
  const properties = new Map<string, JsonObject>();
  if (!isObject(resolved) || seen.has(resolved)) return properties;
  seen.add(resolved);
  if (isObject(resolved.properties)) {
    for (const [name, value] of Object.entries(resolved.properties)) if (isObject(value)) properties.set(name, value);
  }
  for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
    const parts = resolved[key];
    if (Array.isArray(parts))
      for (const part of parts) for (const [name, value] of objectProperties(document, part, seen)) properties.set(name, value);
  }
  return properties;
}

/** The enum of a property, looking through `$ref`, single-item `allOf` and array items. */
export function enumOf(document: JsonObject, schema: unknown): unknown[] | undefined {
  const resolved = resolveRef(document, schema);
  if (!isObject(resolved)) return undefined;
  if (Array.isArray(resolved.enum)) return resolved.enum;
  if (Array.isArray(resolved.allOf)) {
    for (const part of resolved.allOf) {
      const values = enumOf(document, part);
      if (values) return values;
    }
  }
  if (resolved.type === 'array') return enumOf(document, resolved.items);
  return undefined;
}

/** Every object inside a JSON value, however deep, parents before their children. */
export function allObjects(value: unknown, found: JsonObject[] = []): JsonObject[] {
  if (Array.isArray(value)) value.forEach((item) => allObjects(item, found));
  else if (isObject(value)) {
    found.push(value);
    Object.values(value).forEach((item) => allObjects(item, found));
  }
  return found;
}

let cachedVocabulary: SpecVocabulary | undefined;

export function specVocabulary(): SpecVocabulary {
  if (cachedVocabulary) return cachedVocabulary;
  const vocabulary: SpecVocabulary = {properties: new Map(), schemas: new Map(), enumValues: new Map(), errorCodes: new Set()};
  const addProperty = (name: string, definition: PropertyDefinition): void => {
    vocabulary.properties.set(name, [...(vocabulary.properties.get(name) ?? []), definition]);
  };
  const addEnum = (values: unknown[], owner: string): void => {
    for (const value of values) {
      if (typeof value === 'string') vocabulary.enumValues.set(value, [...(vocabulary.enumValues.get(value) ?? []), owner]);
    }
  };
  for (const spec of loadSpecs()) {
    const {document, schemas} = spec;
    for (const [schemaName, schema] of Object.entries(schemas)) {
      vocabulary.schemas.set(schemaName, {spec: spec.name, properties: objectProperties(document, schema)});
      const visitSchema = (node: unknown, owner: string, depth: number): void => {
        if (!isObject(node) || depth > 6) return;
        if (Array.isArray(node.enum)) addEnum(node.enum, owner);
        if (isObject(node.items)) visitSchema(node.items, owner, depth + 1);
        for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
          const parts = node[key];
          if (Array.isArray(parts)) for (const part of parts) if (isObject(part) && !part.$ref) visitSchema(part, owner, depth + 1);
        }
        if (isObject(node.properties)) {
          for (const [name, property] of Object.entries(node.properties)) {
            if (!isObject(property)) continue;
            addProperty(name, {spec, owner, schema: property});
            visitSchema(property, `${owner}.${name}`, depth + 1);
          }
        }
        if (isObject(node.additionalProperties)) visitSchema(node.additionalProperties, owner, depth + 1);
      };
      visitSchema(schema, schemaName, 0);
    }
    for (const node of allObjects(document)) {
      if (typeof node.in === 'string' && typeof node.name === 'string' && isObject(node.schema)) {
        addProperty(node.name, {spec, owner: 'parameter', schema: node.schema});
        const values = enumOf(document, node.schema);
        if (values) addEnum(values, `parameter ${node.name}`);
      }
      if (typeof node.errorCode === 'string') vocabulary.errorCodes.add(node.errorCode);
    }
    const description = valueAtPointer(schemas, '/ProblemDetail/properties/errorCode/description');
    if (typeof description === 'string') {
      for (const match of description.matchAll(/`([A-Z][A-Z0-9_]+)`/g)) if (match[1]) vocabulary.errorCodes.add(match[1]);
    }
  }
  cachedVocabulary = vocabulary;
  return vocabulary;
}

/** The component schema a page's name stands for: `BillingProfile` is `BillingProfileResponse`. */
export function schemaNamed(name: string): {name: string; properties: Map<string, JsonObject>} | undefined {
  for (const candidate of [name, `${name}Response`]) {
    const schema = specVocabulary().schemas.get(candidate);
    if (schema) return {name: candidate, properties: schema.properties};
  }
  return undefined;
}

/** The properties of a property's object schema, or of its items' (`address` → Address's properties). */
export function nestedProperties(document: JsonObject, schema: unknown): Map<string, JsonObject> {
  const resolved = resolveRef(document, schema);
  return objectProperties(document, isObject(resolved) && resolved.type === 'array' ? resolved.items : resolved);
}

/** Strings of a spec that are example values, with their line: `example:` and `examples:` subtrees. */
export function specExampleStrings(spec: Spec): {value: string; line: number}[] {
  const strings: {value: string; line: number}[] = [];
  const isExample = (node: unknown): boolean =>
    isPair(node) && isScalar(node.key) && ['example', 'examples'].includes(String(node.key.value));
  visit(spec.yaml, {
    Scalar: (key, node, ancestors) => {
      // Map keys are names, not values.
      if (key !== 'key' && typeof node.value === 'string' && node.range && ancestors.some(isExample))
        strings.push({value: node.value, line: spec.lineOf(node.range[0])});
    },
  });
  return strings;
}

/** Levenshtein distance, for "did you mean" hints. */
function distance(a: string, b: string): number {
  const row = Array.from({length: b.length + 1}, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j] ?? 0;
      row[j] = Math.min(current + 1, (row[j - 1] ?? 0) + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length] ?? 0;
}

/** The three candidates nearest the word, if near enough. */
export function closest(word: string, candidates: Iterable<string>): string[] {
  return [...candidates]
    .map((candidate) => ({candidate, score: distance(word.toLowerCase(), candidate.toLowerCase())}))
    .filter(({score, candidate}) => score <= Math.max(2, Math.floor(Math.min(word.length, candidate.length) / 3)))
    .sort((a, b) => a.score - b.score || a.candidate.localeCompare(b.candidate))
    .slice(0, 3)
    .map(({candidate}) => candidate);
}
