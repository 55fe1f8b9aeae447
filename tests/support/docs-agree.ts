/**
 * The checks that keep the manuals and the OpenAPI specs agreeing (issues 14 and 32). Each returns one
 * message per disagreement, `docs/page.md:line: what the page says; what the spec says`, so that a
 * failing test lists everything to fix at once. tests/unit/docs-agree-with-specs.test.ts runs them.
 */
import {readFileSync} from 'node:fs';
import Ajv, {type ErrorObject, type ValidateFunction} from 'ajv';
import addFormats from 'ajv-formats';
import {valuesSchema} from '../../src/api-reference/schema';
import {UUID, allObjects, closest, isObject, isPlaceholder, lookUpPath, parseJson, pathMentions, propertyMap} from './docs-and-specs';
import {METHOD_PATTERN} from './docs-and-specs';
import type {HttpMethod, JsonObject, Operation, Page, Schema, Specs, TextAt} from './docs-and-specs';
import {CHANGELOG_PAGES, REMOVED_OPERATIONS} from '../unit/fixtures/removed-operations';
import {EXTERNAL_IDENTIFIERS} from '../unit/fixtures/external-identifiers';
import {SHELL_LANGUAGES} from './shell';

/** Messages in file and line order; one per file and text, with every line it is on (`docs/a.md:38,45: …`). */
class Violations {
  private readonly lines = new Map<string, number[]>();

  add(file: string, line: number, text: string): void {
    const key = `${file}\0${text}`;
    this.lines.set(
      key,
      [...new Set([...(this.lines.get(key) ?? []), line])].sort((a, b) => a - b),
    );
  }

  list(): string[] {
    const entries = [...this.lines].map(([key, lines]) => ({file: key.split('\0')[0] ?? '', text: key.split('\0')[1] ?? '', lines}));
    entries.sort((a, b) => a.file.localeCompare(b.file) || (a.lines[0] ?? 0) - (b.lines[0] ?? 0));
    return entries.map(({file, text, lines}) => `${file}:${lines.join(',')}: ${text}`);
  }
}

const call = (operation: Operation): string => `${operation.method} ${operation.path}`;

/** The operations nearest a written call or path (the three nearest calls or paths), whatever its parameters are named. */
function nearest(specs: Specs, written: string): string {
  const key = (text: string): string => text.replace(/\{[^}]*\}/g, '{}');
  const of = (operation: Operation): string => key(written.startsWith('/') ? operation.path : call(operation));
  const names = closest(key(written), specs.operations.map(of), true);
  const operations = specs.operations.filter((operation) => names.includes(of(operation)));
  return operations
    .sort((a, b) => names.indexOf(of(a)) - names.indexOf(of(b)))
    .map(call)
    .join(', ');
}

// Check 1: every API path a page mentions is an operation, with the method the page gives ------

/** Query parameters the operation does not take, values their schema refuses, sort fields it does not offer. */
function queryProblems(operation: Operation, query: string): string[] {
  return query.split('&').flatMap((pair) => {
    const [name = '', raw = ''] = pair.split('=');
    const value = decodeURIComponent(raw);
    const schema = operation.query.get(name);
    if (!schema) return [`\`${name}\` is not a query parameter of ${call(operation)}; it takes ${[...operation.query.keys()].join(', ')}`];
    if (!value || /[$…{}<>]/.test(value)) return [];
    if (name === 'sort') {
      // The spec lists each operation's sort fields in its description ("Sort by `createdAt`, `name` or `status`").
      const sentence = /Sort by ([^.;]*)/.exec((operation.model.description?.markdown ?? '').replace(/\s+/g, ' '))?.[1] ?? '';
      const fields = [...sentence.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');
      const field = value.split(',')[0] ?? '';
      return fields.length > 0 && !fields.includes(field)
        ? [`sorting by \`${field}\` is not offered; the spec sorts by ${fields.join(', ')}`]
        : [];
    }
    const types: Record<string, unknown> = {
      integer: Number(value),
      number: Number(value),
      boolean: value === 'true',
      array: value.split(','),
    };
    const validate = validator(schema, 'request');
    if (validate(types[String(schema.type)] ?? value)) return [];
    return [
      `\`${name}=${value}\` does not fit the parameter: ${(validate.errors ?? []).map((error) => `${error.message}${allowed(error)}`).join('; ')}`,
    ];
  });
}

export function pathViolations(pages: Page[], specs: Specs): string[] {
  const found = new Violations();
  for (const page of pages) {
    for (const {line, method, path, query, methodByCurl} of pathMentions(page)) {
      const add = (text: string): void => found.add(page.file, line, text);
      // Built at run time (`$API$2`), or no operation at all: `/api/v1`, `/api/v1/admin/…`.
      const prefix = /^(.*)\/(?:…|\.\.\.)$/.exec(path)?.[1];
      if (path.split('/').some((segment) => segment.includes('$') && !isPlaceholder(segment)) || /^\/api\/v\d+$/.test(prefix ?? path))
        continue;
      if (prefix && specs.operations.some((operation) => operation.path.startsWith(`${prefix}/`))) continue;
      const shown = `${method ? `${method} ` : ''}${path}`;
      const removed = REMOVED_OPERATIONS.find((entry) => entry.path === path && (!method || entry.method === method));
      const {operations, operation, isBase} = lookUpPath(specs, path, method);
      // The changelog must still name what a release removed.
      if (removed && !CHANGELOG_PAGES.test(page.file))
        add(`${shown} was removed in ${removed.removedIn}; the spec has ${removed.replacedBy} instead`);
      else if (removed) continue;
      else if (operations.length === 0 && (!isBase || method))
        add(`${shown} is in neither spec; the nearest operations are ${nearest(specs, path)}`);
      else if (method && operations.length > 0 && !operation)
        add(
          `${shown}${methodByCurl ? ` (the method ${methodByCurl})` : ''} is not an operation of ${operations[0]?.spec}; it has ${operations.map(call).join(', ')}`,
        );
      else if (operation && query) for (const problem of queryProblems(operation, query)) add(`${shown}?${query}: ${problem}`);
    }
  }
  return found.list();
}

// Check 2: error codes, enum values and field names in code style are in the specs -------------

const UPPER_SNAKE = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/;
/** One upper-case word of four letters or more: shorter ones are country, currency and format codes. */
const UPPER_WORD = /^[A-Z]{4,}$/;
const CAMEL = /^[a-z][a-z0-9]*(?:[A-Z][a-z0-9]*)+$/;
const SCHEMA_FIELD = /^([A-Z][a-z][A-Za-z0-9]*)\.([a-z][A-Za-z0-9]*)$/;
/** Dotted field paths (`address.countryCode`); host names (`s3.fra1.example.com`) are not. */
const DOTTED_FIELDS = /^[a-z][A-Za-z0-9]*(?:\.[a-z][A-Za-z0-9]*)+$(?<!\.(?:com|org|net|io|internal|local|svc))/;
/** "`status=OVERDUE`", "`BillingProfile.status: SUSPENDED`". */
const FIELD_EQUALS_VALUE = /^(?:([A-Z][A-Za-z0-9]+)\.)?([a-z][A-Za-z0-9]*)\s*(?:=|:\s)\s*([A-Z][A-Z0-9_]*)$/;
const ADD_IT =
  '; add it to the spec that should define it, or, if another system defines it, to tests/unit/fixtures/external-identifiers.ts';

function hint(word: string, candidates: Iterable<string>): string {
  const near = closest(word, candidates);
  return near.length > 0 ? ` (closest: ${near.join(', ')})` : '';
}

/** The component schema a page's name stands for: `BillingProfile` is `BillingProfileResponse`. */
function schemaNamed(specs: Specs, name: string): [string, Map<string, Schema>] | undefined {
  const found = [name, `${name}Response`].find((candidate) => specs.vocabulary.schemas.has(candidate));
  return found ? [found, specs.vocabulary.schemas.get(found) ?? new Map<string, Schema>()] : undefined;
}

/** A value written with its field (`status=DORMANT`, an `errorCode` in a body) that the field does not allow. */
function valueProblem(specs: Specs, field: string, value: string, schemaName?: string): string | undefined {
  const {errorCodes, properties} = specs.vocabulary;
  if (field === 'errorCode')
    return errorCodes.has(value)
      ? undefined
      : `\`errorCode\` \`${value}\` is not an error code of the specs; they list ${[...errorCodes].sort().join(', ')}`;
  const owner = schemaName ? schemaNamed(specs, schemaName)?.[0] : undefined;
  const definitions = (properties.get(field) ?? []).filter(
    (entry) => !owner || entry.owner === owner || entry.owner.startsWith(`${owner}.`),
  );
  const enums = [...new Set(definitions.flatMap((definition) => valuesSchema(definition.schema)?.enum ?? []).map(String))];
  if (enums.length === 0 || enums.includes(value)) return undefined;
  return `\`${field}\` \`${value}\`: \`${field}\` (${[...new Set(definitions.map((entry) => entry.owner))].join(', ')}) allows ${enums.join(', ')}`;
}

/** A dotted path of fields (`address.countryCode`) whose part is not a field of the one before. */
function dottedProblem(specs: Specs, text: string): string | undefined {
  const [first = '', ...rest] = text.split('.');
  let levels = (specs.vocabulary.properties.get(first) ?? []).map((entry) => propertyMap(entry.schema)).filter((level) => level.size > 0);
  for (const part of rest) {
    const next = levels.filter((level) => level.has(part));
    if (levels.length > 0 && next.length === 0)
      return `\`${text}\`: \`${part}\` is not a field there; the spec has ${[...new Set(levels.flatMap((level) => [...level.keys()]))].join(', ')}`;
    levels = next.map((level) => propertyMap(level.get(part))).filter((level) => level.size > 0);
  }
  return undefined;
}

/** What is wrong with an identifier a page writes in code style, if anything. */
function identifierProblem(specs: Specs, text: string, variables: Set<string>): string | undefined {
  const {enumValues, errorCodes, properties, schemas} = specs.vocabulary;
  const equals = FIELD_EQUALS_VALUE.exec(text);
  const schemaField = SCHEMA_FIELD.exec(text);
  if (equals) return valueProblem(specs, equals[2] ?? '', equals[3] ?? '', equals[1]);
  if ((UPPER_SNAKE.test(text) || UPPER_WORD.test(text)) && !enumValues.has(text) && !errorCodes.has(text) && !variables.has(text))
    return `\`${text}\` is neither an enum value nor an error code of the specs${hint(text, [...enumValues, ...errorCodes])}${ADD_IT}; a shell variable is written \`$${text}\`, or assigned in a code block of the page (\`${text}=…\`)`;
  if (CAMEL.test(text) && !properties.has(text))
    return `\`${text}\` is not a field or parameter of either spec${hint(text, properties.keys())}${ADD_IT}`;
  if (schemaField) {
    const [, name = '', field = ''] = schemaField;
    const schema = schemaNamed(specs, name);
    if (!schema) return `\`${text}\`: no schema ${name} in the specs${hint(name, schemas.keys())}`;
    if (!schema[1].has(field)) return `\`${text}\`: ${schema[0]} has no field \`${field}\`; it has ${[...schema[1].keys()].join(', ')}`;
  }
  return DOTTED_FIELDS.test(text) ? dottedProblem(specs, text) : undefined;
}

export function identifierViolations(pages: Page[], specs: Specs): string[] {
  const {problemTypes} = specs.vocabulary;
  const external = new Set(Object.values(EXTERNAL_IDENTIFIERS).flatMap((system) => system.identifiers));
  const found = new Violations();
  for (const page of pages) {
    // Variables the page's own code assigns (`TOKEN=$(…)`) are the page's, not the API's.
    const code = page.blocks.flatMap((block) => block.lines).join('\n');
    const variables = new Set([...code.matchAll(/(?:^|[\s;(])(?:export\s+|local\s+)?([A-Z_][A-Z0-9_]*)=/g)].map((match) => match[1] ?? ''));
    for (const {text, line} of page.inline) {
      const problem = external.has(text) ? undefined : identifierProblem(specs, text, variables);
      if (problem) found.add(page.file, line, problem);
    }
    page.lines.forEach((text, index) => {
      for (const [uri] of text.matchAll(/https?:\/\/[A-Za-z0-9.-]+\/problems\/[a-z0-9-]+/g))
        if (!problemTypes.has(uri))
          found.add(
            page.file,
            index + 1,
            `problem type ${uri} is not one the specs list; they list ${[...problemTypes].sort().join(', ')}`,
          );
    });
    for (const block of page.blocks)
      block.lines.forEach((text, index) => {
        for (const [, value = ''] of text.matchAll(/"?errorCode"?\s*:\s*"?([A-Z][A-Z0-9_]*)/g)) {
          const problem = valueProblem(specs, 'errorCode', value);
          if (problem) found.add(page.file, block.line + 1 + index, problem);
        }
      });
  }
  return found.list();
}

// Check 3: every JSON block says what it is; the body an API title names validates ------------

type Direction = 'request' | 'response';

const API_TITLE = new RegExp(String.raw`^(?:Request|Response (\d{3})): (${METHOD_PATTERN}) (/\S*)$`);
const REQUEST_LINE = new RegExp(String.raw`^(${METHOD_PATTERN})\s+(\S+)\s+HTTP/[\d.]+\s*$`);
const CURL_DATA = /\s(?:-d|--data(?:-raw|-binary)?|--json)\s+'/;
const HOW_TO_TITLE =
  'title="Request: POST /api/v1/admin/users" for a complete request body, title="Response 201: POST /api/v1/admin/users" ' +
  'for a complete response body, or what it is, e.g. title="Export row"';

/** The lines of a block's body: all of them, or for an http block those after its first blank line. */
function bodyLines(block: Page['blocks'][number]): TextAt[] {
  const blank = block.lines.findIndex((text) => text.trim() === '');
  const from = block.lang !== 'http' ? 0 : blank < 0 ? block.lines.length : blank + 1;
  return block.lines.slice(from).map((text, index) => ({line: block.line + 1 + from + index, text}));
}

/**
 * The API bodies a page shows, named by structure only: a block's API title, an `http` block's request
 * line, a curl command's literal `-d '{…}'`. Titles that break the convention and untitled JSON go to `found`.
 */
function apiBodies(page: Page, specs: Specs, found: Violations): {operation: Operation; status?: string; lines: TextAt[]}[] {
  return page.blocks.flatMap((block) => {
    const lines = bodyLines(block);
    const add = (text: string): [] => {
      found.add(page.file, block.line, text);
      return [];
    };
    const [titled, status, method = '', written = ''] = API_TITLE.exec(block.title ?? '') ?? [];
    if (titled) {
      const operation = specs.operations.find((candidate) => candidate.method === method && candidate.path === written);
      if (!operation)
        return add(
          `the title names ${method} ${written}; the specs have no such operation, the nearest are ${nearest(specs, `${method} ${written}`)}`,
        );
      return [{operation, status, lines}];
    }
    if (/^(?:Request|Response)\b/.test(block.title ?? ''))
      return add(
        `title "${block.title}" starts like an API body but is not "Request: METHOD /path" or "Response STATUS: METHOD /path"; use ${HOW_TO_TITLE}`,
      );
    if (block.lang === 'json' && block.title === undefined) return add(`a JSON block without a title; say what it is: ${HOW_TO_TITLE}`);
    if (block.lang === 'http' && lines.some((entry) => entry.text.trim())) {
      const [request, verb, url = ''] = REQUEST_LINE.exec(block.lines[0]?.trim() ?? '') ?? [];
      const operation = lookUpPath(specs, url.replace(/[?#].*$/, ''), verb as HttpMethod).operation;
      if (!request) return add(`an http response with a body and no title; say which call it answers: ${HOW_TO_TITLE}`);
      return operation ? [{operation, lines}] : [];
    }
    // The literal JSON a curl command sends; data built from variables is not checked.
    return pathMentions({...page, inline: [], blocks: [block]}).flatMap(({command = '', path, method, line}) => {
      const data = new RegExp(`${CURL_DATA.source}(\\s*[[{][^']*)'`).exec(command)?.[1];
      const operation = lookUpPath(specs, path, method).operation;
      const at = block.lines.findIndex((text, index) => block.line + 1 + index >= line && CURL_DATA.test(text));
      return data && operation
        ? [{operation, lines: data.split('\n').map((text, index) => ({line: block.line + 1 + at + index, text}))}]
        : [];
    });
  });
}

// One Ajv for every check; each schema is converted and compiled once per direction.
const ajv = new Ajv({allErrors: true, strict: false});
addFormats(ajv);
// The formats OpenAPI adds describe storage or display, not what a value may be.
for (const format of ['int32', 'int64', 'float', 'double', 'decimal']) ajv.addFormat(format, {type: 'number', validate: () => true});
for (const format of ['password', 'binary', 'byte']) ajv.addFormat(format, true);
const converted = {request: new WeakMap<object, JsonObject>(), response: new WeakMap<object, JsonObject>()};
const compiled = new WeakMap<object, ValidateFunction>();

/**
 * An OpenAPI 3.0 schema as JSON Schema for one direction: `nullable` adds null; a readOnly property in a
 * request (writeOnly in a response) matches nothing and is not required; an object that does not set
 * additionalProperties is closed, because a documented field the spec does not define is a contradiction
 * even where clients must ignore unknown fields.
 */
function toJsonSchema(schema: unknown, direction: Direction): unknown {
  if (Array.isArray(schema)) return schema.map((item) => toJsonSchema(item, direction));
  if (!isObject(schema)) return schema;
  const result: JsonObject = converted[direction].get(schema) ?? {};
  if (converted[direction].has(schema)) return result;
  converted[direction].set(schema, result);
  const properties = isObject(schema.properties) ? schema.properties : {};
  const forbidden = (name: unknown): boolean =>
    isObject(properties[String(name)]) &&
    (properties[String(name)] as JsonObject)[`${direction === 'request' ? 'read' : 'write'}Only`] === true;
  for (const [key, value] of Object.entries(schema)) {
    if (['example', 'examples', 'xml', 'externalDocs', 'discriminator', 'nullable', 'deprecated'].includes(key)) continue;
    if (key === 'properties')
      result.properties = Object.fromEntries(
        Object.entries(properties).map(([name, property]) => [name, forbidden(name) ? {not: {}} : toJsonSchema(property, direction)]),
      );
    else if (key === 'required' && Array.isArray(value)) result.required = value.filter((name) => !forbidden(name));
    else result[key] = toJsonSchema(value, direction);
  }
  if (schema.nullable === true && typeof result.type === 'string') result.type = [result.type, 'null'];
  if (schema.nullable === true && Array.isArray(result.enum)) result.enum = [...result.enum, null];
  if (isObject(schema.properties) && !('additionalProperties' in schema)) result.additionalProperties = false;
  return result;
}

function validator(schema: Schema, direction: Direction): ValidateFunction {
  const jsonSchema = toJsonSchema(schema, direction) as JsonObject;
  const validate = compiled.get(jsonSchema) ?? ajv.compile(jsonSchema);
  compiled.set(jsonSchema, validate);
  return validate;
}

const allowed = (error: ErrorObject): string =>
  error.keyword === 'enum'
    ? ` (${(error.params as {allowedValues: unknown[]}).allowedValues.map((value) => JSON.stringify(value)).join(', ')})`
    : '';

/** The line of a JSON pointer's field in the body: each key after the previous one, the nth item's key for `/n/key`. */
function lineOf(lines: TextAt[], pointer: string): number {
  const parts = pointer.split('/').slice(1);
  let from = 0;
  parts.forEach((part, index) => {
    if (/^\d+$/.test(part)) return;
    let seen = -1;
    const item = /^\d+$/.test(parts[index - 1] ?? '') ? Number(parts[index - 1]) : 0;
    const at = lines.findIndex((entry, position) => position >= from && entry.text.includes(`"${part}"`) && ++seen === item);
    if (at >= 0) from = at;
  });
  return lines[from]?.line ?? 0;
}

/** What an Ajv error means, as "what the page says; what the spec says". */
function describe(error: ErrorObject, direction: Direction, value: unknown): string {
  const at = error.instancePath || '(the body)';
  const {additionalProperty, missingProperty, type} = error.params as Record<string, unknown>;
  const actual = error.instancePath
    .split('/')
    .slice(1)
    .reduce<unknown>((node, key) => (isObject(node) || Array.isArray(node) ? (node as JsonObject)[key] : undefined), value);
  if (error.keyword === 'additionalProperties') return `\`${String(additionalProperty)}\` at ${at} is not a field of the spec's schema`;
  if (error.keyword === 'required') return `${at} lacks \`${String(missingProperty)}\`, which the spec requires`;
  if (error.keyword === 'not')
    return `${at} is set; the spec marks it ${direction === 'request' ? 'readOnly: the server sets it, a request must not send it' : 'writeOnly: a response never returns it'}`;
  if (error.keyword === 'type')
    return `${at} is ${actual === null ? 'null' : Array.isArray(actual) ? 'an array' : typeof actual}; the spec's type is ${JSON.stringify(type)}`;
  return `${at} is ${JSON.stringify(actual)}; the spec: ${error.message}${allowed(error)}`;
}

/** The schema a body is checked against (for NDJSON the row schema the spec names), or what the spec lacks. */
function bodySchema({model, schemas}: Operation, status: string | undefined, ndjson: boolean): Schema | string {
  const response = status
    ? [status, `${status[0]}XX`, 'default'].map((key) => model.responses.find((entry) => entry.status === key)).find(Boolean)
    : undefined;
  if (status && !response) return `the spec documents ${model.responses.map((entry) => entry.status).join(', ')}`;
  const bodies = status ? response?.bodies : model.requestBody?.bodies;
  const schema = bodies?.find((body) => (ndjson ? /[/+]x-ndjson$/ : /[/+]json$/).test(body.mediaType))?.schema;
  if (!schema) return 'the spec gives it no JSON body';
  // OpenAPI 3.0 cannot type NDJSON lines: the schema's description names their schema ("One JSON `X` per line").
  const row = ndjson ? /`([A-Z]\w+)`/.exec(schema.description ?? '')?.[1] : undefined;
  return (row && schemas[row]) || schema;
}

export function bodyViolations(pages: Page[], specs: Specs): string[] {
  const found = new Violations();
  for (const page of pages) {
    for (const {operation, status, lines} of apiBodies(page, specs, found)) {
      const direction: Direction = status ? 'response' : 'request';
      const shown = `${status ? `${status} response` : 'request body'} of ${call(operation)}`;
      const value = parseJson(lines.map((entry) => entry.text).join('\n'));
      // NDJSON: one document a line, each checked on its own.
      const rows = lines.filter((entry) => entry.text.trim()).map((entry) => ({value: parseJson(entry.text), lines: [entry]}));
      const ndjson = value === undefined && rows.length > 1 && rows.every((row) => isObject(row.value));
      const schema = bodySchema(operation, status, ndjson);
      if (value === undefined && !ndjson) found.add(page.file, lines[0]?.line ?? 0, `the ${shown} is not valid JSON; the spec's body is`);
      else if (typeof schema === 'string') found.add(page.file, lines[0]?.line ?? 0, `the page shows a ${shown}; ${schema}`);
      else {
        const validate = validator(schema, direction);
        for (const document of ndjson ? rows : [{value, lines}]) {
          if (validate(document.value)) continue;
          for (const error of validate.errors ?? []) {
            if (['if', 'allOf', 'anyOf', 'oneOf'].includes(error.keyword)) continue;
            const pointer = `${error.instancePath}${error.keyword === 'additionalProperties' ? `/${String(error.params.additionalProperty)}` : ''}`;
            found.add(page.file, lineOf(document.lines, pointer), `${shown}: ${describe(error, direction, document.value)}`);
          }
        }
      }
    }
  }
  return found.list();
}

// Check 4: the running examples are one story, every fact of it in the fixture ------------------

export interface RunningExamples {
  regions: {name: string}[];
  entries: {id: string; kind: string; name: string; email?: string}[];
  /**
   * Each fact is stated with its value wherever it is stated: as data, `shown`, the field (a dotted path)
   * of every JSON object of a page's code blocks or a spec's examples that matches `where`; in prose,
   * `pattern`, each statement it finds (its first group). `files` limits where it looks.
   */
  facts?: {
    fact: string;
    value: string | string[];
    shown?: {where?: Record<string, string>; field: string};
    pattern?: string;
    files?: string;
  }[];
}

/** The value at a dotted path of an object (`total.amount`). */
const valueAt = (object: JsonObject, field: string): unknown =>
  field.split('.').reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), object);

export const FIXTURE = 'tests/unit/fixtures/running-examples.json';
/** How to add a running example, in the fixture's README. */
const FIXTURE_GUIDE = 'tests/unit/fixtures/README.md, "Add a running example"';

/** Region names as pages and specs write them: `region(s)` values, OpenStack CLI flags, collectors, prose. */
const REGION_PATTERNS = [
  /"regions?"\s*:\s*\[?\s*"([^"]+)"/g,
  /(?:^\s*|[{,]\s*)-?\s*regions?\s*:\s*\[?\s*"?([A-Za-z][\w-]*)"?/gm,
  /(?:--os-region-name[\s=]+|OS_REGION_NAME=|\bregion_name\s*=\s*)["']?([A-Za-z][\w-]*)/g,
  /\bnubis-collector-([a-z][a-z0-9]*\d)\b/g,
  /\bregions?\s+`([^`\s<]+)`/gi,
  /\*\*[A-Z][a-z]+ \(([a-z]+\d+)\)\*\*/g,
];

/** Two statements of a value agree when equal, or numerically equal (`81.84`, `81.8400`). */
const NUMBER = /^-?\d+(?:\.\d+)?$/;
const same = (said: string, value: string): boolean =>
  said === value || (NUMBER.test(said) && NUMBER.test(value) && Number(said) === Number(value));

/** The JSON a shell block sends: a here-document's body, a curl `-d '…'`. */
const SHELL_JSON = /<<-?\s*(['"]?)(\w+)\1[^\n]*\n([\s\S]*?)\n\s*\2$|\s(?:-d|--data(?:-raw|-binary)?|--json)\s+'([^']*)'/gm;

/** The JSON objects a block shows (a JSON or http body, what a shell command sends), with the lines to find them on. */
function shownObjects(block: Page['blocks'][number]): {object: JsonObject; at: TextAt[]}[] {
  const at = bodyLines(block);
  const texts = SHELL_LANGUAGES.includes(block.lang)
    ? [...block.lines.join('\n').matchAll(SHELL_JSON)].map((match) => match[3] ?? match[4] ?? '')
    : [at.map((entry) => entry.text).join('\n')];
  return texts.flatMap((text) => allObjects(parseJson(text)).map((object) => ({object, at})));
}

/** The objects of a spec's examples, each with every line of the spec to find it on (the model keeps no positions). */
function exampleObjects({lines, examples}: Specs['files'][number]): {object: JsonObject; at: TextAt[]}[] {
  const at = lines.map((text, index) => ({line: index + 1, text}));
  return allObjects(examples).map((object) => ({object, at}));
}

export function runningExampleViolations(pages: Page[], specs: Specs, fixture: RunningExamples): string[] {
  const found = new Violations();
  const entries = new Map(fixture.entries.map((entry) => [entry.id.toLowerCase(), entry]));
  const regions = fixture.regions.map((region) => region.name);
  const fixtureLines = readFileSync(FIXTURE, 'utf8').split('\n');
  const fixtureLine = (needle: string): number => fixtureLines.findLastIndex((text) => text.includes(needle)) + 1;
  for (const id of fixture.entries.map((entry) => entry.id).filter((id, index, ids) => ids.indexOf(id) !== index))
    found.add(FIXTURE, fixtureLine(`"id": "${id}"`), `id ${id} is listed twice; the running examples give one entry (one name) per id`);
  const stated = new Set<string>();
  const sources = [
    ...pages.map(({file, lines, blocks}) => ({file, lines, objects: blocks.flatMap(shownObjects)})),
    ...specs.files.map((spec) => ({file: spec.file, lines: spec.lines, objects: exampleObjects(spec)})),
  ];
  for (const {file, lines, objects} of sources) {
    const facts = (fixture.facts ?? []).filter((candidate) => !candidate.files || new RegExp(candidate.files).test(file));
    lines.forEach((text, index) => {
      for (const [id] of text.matchAll(UUID))
        if (!entries.has(id.toLowerCase()))
          found.add(
            file,
            index + 1,
            `id ${id} is not one of the running examples: reuse one, or add its entry to ${FIXTURE} (${FIXTURE_GUIDE})`,
          );
      for (const [, region = ''] of REGION_PATTERNS.flatMap((pattern) => [...text.matchAll(pattern)]))
        if (!regions.includes(region))
          found.add(
            file,
            index + 1,
            `region ${region}; the running examples have ${regions.join(', ')}: use one, or add it to "regions" in ${FIXTURE}`,
          );
    });
    for (const {object, at} of objects) {
      const entry = typeof object.id === 'string' ? entries.get(object.id.toLowerCase()) : undefined;
      const name = object.legalName ?? (entry?.kind === 'user' ? undefined : object.name);
      const line = (text: unknown): number => at.find((candidate) => candidate.text.includes(String(text)))?.line ?? 0;
      if (entry && typeof name === 'string' && name !== entry.name)
        found.add(file, line(name), `calls ${entry.id} ${name}; the running example names it ${entry.name} (${entry.kind})`);
      if (entry?.email && typeof object.email === 'string' && object.email !== entry.email)
        found.add(file, line(object.email), `gives ${entry.name} the email ${object.email}; the running example's is ${entry.email}`);
      for (const {fact, value, shown} of facts) {
        if (!shown || !Object.entries(shown.where ?? {}).every(([field, wanted]) => valueAt(object, field) === wanted)) continue;
        const said = valueAt(object, shown.field);
        if (typeof said !== 'string' && typeof said !== 'number') continue;
        stated.add(fact);
        if (![value].flat().some((candidate) => same(String(said), candidate)))
          found.add(file, line(said), `\`${shown.field}\` is ${said}; the running example is ${[value].flat().join(' or ')} (${fact})`);
      }
    }
    const text = lines.join('\n');
    for (const fact of facts.filter((candidate) => candidate.pattern)) {
      const values = [fact.value].flat();
      for (const match of text.matchAll(new RegExp(fact.pattern ?? '', 'gd'))) {
        const said = match[1] ?? '';
        const line = text.slice(0, match.indices?.[1]?.[0] ?? match.index).split('\n').length;
        stated.add(fact.fact);
        if (!values.some((value) => same(said, value)))
          found.add(file, line, `says ${said}; the running example is ${values.join(' or ')} (${fact.fact})`);
      }
    }
  }
  for (const {fact} of (fixture.facts ?? []).filter((candidate) => !stated.has(candidate.fact)))
    found.add(
      FIXTURE,
      fixtureLine(`"${fact}"`),
      `the fact "${fact}" is stated nowhere: neither its pattern nor its shown field finds it in the pages or the specs`,
    );
  return found.list();
}
