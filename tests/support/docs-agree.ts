/**
 * The checks that keep the manuals and the OpenAPI specs agreeing (issue 14). Each returns one
 * message per disagreement, `file:line: what the page says; what the spec says instead`, so that a
 * failing test lists everything to fix at once. tests/unit/docs-agree-with-specs.test.ts runs them.
 */
import Ajv, {type ErrorObject, type ValidateFunction} from 'ajv';
import addFormats from 'ajv-formats';
import {
  UUID,
  allObjects,
  allOperations,
  closest,
  enumOf,
  isObject,
  isPlaceholder,
  loadSpecs,
  lookUpPath,
  nestedProperties,
  operationForReferenceLink,
  pathMentions,
  proseBetween,
  resolveRef,
  schemaNamed,
  specExampleStrings,
  specVocabulary,
  type CodeBlock,
  type HttpMethod,
  type JsonObject,
  type Operation,
  type Page,
  type Spec,
  type TextAt,
  valueAtPointer,
} from './docs-and-specs';
import {CHANGELOG_PAGES, REMOVED_OPERATIONS} from '../unit/fixtures/removed-operations';
import {EXTERNAL_IDENTIFIERS} from '../unit/fixtures/external-identifiers';

/** Messages in page order: by file, then by line. */
function sortByPlace(messages: string[]): string[] {
  const place = (message: string): [string, number] => {
    const match = /^([^:]+):(\d+)/.exec(message);
    return [match?.[1] ?? message, Number(match?.[2] ?? 0)];
  };
  return [...messages].sort((a, b) => {
    const [fileA, lineA] = place(a);
    const [fileB, lineB] = place(b);
    return fileA.localeCompare(fileB) || lineA - lineB;
  });
}

function where(page: Page, line: number): string {
  return `${page.file}:${line}`;
}

function operationsList(operations: Operation[]): string {
  return operations.map((operation) => `${operation.method} ${operation.fullPath}`).join(', ');
}

// ---------------------------------------------------------------------------------------------
// Check 1: every API path a page mentions exists, with its method
// ---------------------------------------------------------------------------------------------

/** Spec paths that share the longest literal start with a written path, for the message. */
function nearestOperations(written: string): Operation[] {
  const segments = written.split('/');
  const operations = allOperations();
  for (let length = segments.length - 1; length > 3; length--) {
    const near = operations.filter((operation) =>
      operation.fullPath
        .split('/')
        .slice(0, length)
        .every((segment, index) => segment === segments[index] || /^\{.*\}$/.test(segment)),
    );
    if (near.length > 0) return near;
  }
  return [];
}

/** Sort fields an operation's description allows ("Sort by `createdAt`, `name` or `status`"). */
function sortFields(operation: Operation): string[] | undefined {
  const description = typeof operation.object.description === 'string' ? operation.object.description : '';
  const sentence = /Sort by ([^.;]*)/.exec(description.replace(/\s+/g, ' '))?.[1];
  return sentence ? [...sentence.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '') : undefined;
}

/** Query parameters a page writes that the operation does not take, or values its schema refuses. */
function queryProblems(operation: Operation, query: string): string[] {
  const parameters = new Map(
    operation.parameters.filter((parameter) => parameter.in === 'query').map((parameter) => [String(parameter.name), parameter]),
  );
  const problems: string[] = [];
  for (const pair of query.split('&')) {
    const [name = '', raw = ''] = pair.split('=');
    const value = decodeURIComponent(raw);
    const parameter = parameters.get(name);
    if (!parameter) {
      problems.push(
        `\`${name}\` is not a query parameter of ${operation.method} ${operation.fullPath}; it takes ${[...parameters.keys()].join(', ')}`,
      );
      continue;
    }
    if (!value || isPlaceholder(value) || /[$…{}<>]/.test(value)) continue;
    if (name === 'sort') {
      const fields = sortFields(operation);
      const field = value.split(',')[0] ?? '';
      if (fields && !fields.includes(field))
        problems.push(`sorting by \`${field}\` is not offered; the spec sorts by ${fields.join(', ')}`);
      continue;
    }
    const schema = resolveRef(operation.spec.document, parameter.schema);
    const type = isObject(schema) ? schema.type : undefined;
    const typed =
      type === 'integer' || type === 'number'
        ? Number(value)
        : type === 'boolean'
          ? value === 'true'
          : type === 'array'
            ? value.split(',')
            : value;
    const validate = validator(operation.spec, parameter.schema, 'request', false);
    if (!validate(typed)) {
      const errors = (validate.errors ?? []).map(
        (error) =>
          `${error.message ?? error.keyword}${error.keyword === 'enum' ? ` (${(error.params as {allowedValues: unknown[]}).allowedValues.join(', ')})` : ''}`,
      );
      problems.push(`\`${name}=${value}\` does not fit the parameter: ${errors.join('; ')}`);
    }
  }
  return problems;
}

export function pathViolations(pages: Page[]): string[] {
  const violations = new Set<string>();
  for (const page of pages) {
    for (const mention of pathMentions(page)) {
      // A path glued to a shell variable (`$API$2`) is built at run time: nothing to look up.
      if (mention.path.split('/').some((segment) => segment.includes('$') && !isPlaceholder(segment))) continue;
      // `/api/v1`, `/api/v2`: the version prefix alone names no operation.
      if (/^\/api\/v\d+$/.test(mention.path)) continue;
      const {operations, operation, isBase} = lookUpPath(mention.path, mention.method, mention.suffix);
      const shown = `${mention.method ? `${mention.method} ` : ''}${mention.suffix ? '…' : ''}${mention.path}`;
      const removed = REMOVED_OPERATIONS.find(
        (entry) => entry.path === mention.path && (!mention.method || entry.method === mention.method),
      );
      // The changelog must still name what a release removed.
      if (removed) {
        if (!CHANGELOG_PAGES.test(page.file)) {
          violations.add(
            `${where(page, mention.line)}: ${shown} was removed in ${removed.removedIn}; the spec has ${removed.replacedBy} instead`,
          );
        }
        continue;
      }
      if (operations.length === 0) {
        if (isBase && !mention.method) continue;
        const firstLiteral = mention.path.split('/').find((segment) => segment && !isPlaceholder(segment)) ?? '';
        const near = mention.suffix
          ? allOperations().filter((candidate) => candidate.segments.includes(firstLiteral))
          : nearestOperations(mention.path);
        violations.add(
          `${where(page, mention.line)}: ${shown} is in neither spec` +
            (near.length > 0 ? `; the specs have ${operationsList(near)}` : `; no spec path ${mention.suffix ? 'ends' : 'starts'} like it`),
        );
        continue;
      }
      if (operation && mention.query) {
        for (const problem of queryProblems(operation, mention.query)) {
          violations.add(`${where(page, mention.line)}: ${shown}?${mention.query}: ${problem}`);
        }
      }
      if (mention.method && !operation) {
        const via = mention.methodByCurl ? ` (the method ${mention.methodByCurl})` : '';
        violations.add(
          `${where(page, mention.line)}: ${shown}${via} is not an operation of ${operations[0]?.spec.name}; ` +
            `it has ${operationsList(operations)}`,
        );
      }
    }
  }
  return [...violations];
}

// ---------------------------------------------------------------------------------------------
// Check 2: error codes, enum values and field names in code style
// ---------------------------------------------------------------------------------------------

const UPPER_SNAKE = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/;
/** One upper-case word of four letters or more: shorter ones are country, currency and format codes. */
const UPPER_WORD = /^[A-Z]{4,}$/;
const CAMEL = /^[a-z][a-z0-9]*(?:[A-Z][a-z0-9]*)+$/;
const SCHEMA_FIELD = /^([A-Z][a-z][A-Za-z0-9]*)\.([a-z][A-Za-z0-9]*)$/;
const DOTTED_FIELDS = /^[a-z][A-Za-z0-9]*(?:\.[a-z][A-Za-z0-9]*)+$/;
/** "`status` `CLOSED`", "`suspensionReason` value `FRAUD_REVIEW`", "`errorCode` is `X`". */
const FIELD_THEN_VALUE =
  /`((?:[A-Z][A-Za-z0-9]+\.)?[a-z][A-Za-z0-9]*(?:\.[a-z][A-Za-z0-9]*)*)`\s*(?:values?|is|set to|becomes|=|:)?\s*`([A-Z][A-Z0-9_]*)`/g;
/** "`status=OVERDUE`", "`status: SUSPENDED`". */
const FIELD_EQUALS_VALUE = /^((?:[A-Z][A-Za-z0-9]+\.)?[a-z][A-Za-z0-9]*(?:\.[a-z][A-Za-z0-9]*)*)\s*(?:=|:\s)\s*([A-Z][A-Z0-9_]*)$/;

const ADD_IT =
  '; add it to the spec that should define it, or, if another system defines it, to tests/unit/fixtures/external-identifiers.ts';

/** " (closest: a, b)" when some candidates are near the word, for "did you mean" hints. */
function closestHint(word: string, candidates: Iterable<string>): string {
  const hint = closest(word, candidates);
  return hint.length > 0 ? ` (closest: ${hint.join(', ')})` : '';
}

function valueViolation(field: string, value: string): string | undefined {
  const vocabulary = specVocabulary();
  const qualified = /^([A-Z][A-Za-z0-9]+)\.(.+)$/.exec(field);
  const parts = (qualified ? (qualified[2] ?? '') : field).split('.');
  const name = parts[parts.length - 1] ?? '';
  if (name === 'errorCode') {
    if (vocabulary.errorCodes.has(value)) return undefined;
    return `\`errorCode\` \`${value}\` is not an error code of the specs; they list ${[...vocabulary.errorCodes].sort().join(', ')}`;
  }
  let definitions = vocabulary.properties.get(name) ?? [];
  if (qualified) {
    const schema = schemaNamed(qualified[1] ?? '');
    definitions = definitions.filter((definition) => definition.owner === schema?.name || definition.owner.startsWith(`${schema?.name}.`));
  }
  const enums = definitions.flatMap((definition) => enumOf(definition.spec.document, definition.schema) ?? []);
  if (enums.length > 0) {
    if (enums.includes(value)) return undefined;
    const owners = [...new Set(definitions.map((definition) => definition.owner))].join(', ');
    return `\`${field}\` \`${value}\`: \`${name}\` (${owners}) allows ${[...new Set(enums.map(String))].join(', ')}`;
  }
  const patterns = definitions
    .map((definition) => resolveRef(definition.spec.document, definition.schema))
    .filter(isObject)
    .map((schema) => schema.pattern)
    .filter((pattern): pattern is string => typeof pattern === 'string');
  if (patterns.length > 0 && !patterns.some((pattern) => new RegExp(pattern).test(value))) {
    return `\`${field}\` \`${value}\` does not match the spec's pattern for \`${name}\`: ${patterns.join(' or ')}`;
  }
  return undefined;
}

/** Variables a page's own code blocks assign (`TOKEN=$(…)`, `export IDEMPOTENCY_KEY=…`): the page's, not the API's. */
function pageVariables(page: Page): Set<string> {
  const code = page.blocks.flatMap((block) => block.lines).join('\n');
  return new Set([...code.matchAll(/(?:^|[\s;(])(?:export\s+|local\s+)?([A-Z_][A-Z0-9_]*)=/g)].map((match) => match[1] ?? ''));
}

/** One message per page and identifier, with every line it is on: `docs/page.md:38,45,67: …`. */
class GroupedViolations {
  private readonly lines = new Map<string, {file: string; message: string; lines: number[]}>();

  add(page: {file: string}, line: number, message: string): void {
    const key = `${page.file}\0${message}`;
    const entry = this.lines.get(key) ?? {file: page.file, message, lines: []};
    if (!entry.lines.includes(line)) entry.lines.push(line);
    this.lines.set(key, entry);
  }

  list(): string[] {
    return sortByPlace(
      [...this.lines.values()].map((entry) => `${entry.file}:${entry.lines.sort((a, b) => a - b).join(',')}: ${entry.message}`),
    );
  }
}

const PROBLEM_TYPE = /https?:\/\/[A-Za-z0-9.-]+\/problems\/[a-z0-9-]+/g;

/** The problem `type` URIs the specs list (the admin spec's table; the billing spec's `…/slug` forms share its host). */
function specProblemTypes(): Set<string> {
  const types = new Set<string>();
  for (const spec of loadSpecs()) {
    const full = [...spec.text.matchAll(PROBLEM_TYPE)].map((match) => match[0]);
    for (const uri of full) types.add(uri);
    const base = full[0]?.replace(/[a-z0-9-]+$/, '');
    if (base) for (const match of spec.text.matchAll(/`…\/([a-z0-9-]+)`/g)) types.add(`${base}${match[1]}`);
  }
  return types;
}

export function identifierViolations(pages: Page[]): string[] {
  const problemTypes = specProblemTypes();
  const vocabulary = specVocabulary();
  const external = new Set(Object.values(EXTERNAL_IDENTIFIERS).flatMap((system) => system.identifiers));
  const grouped = new GroupedViolations();
  for (const page of pages) {
    const variables = pageVariables(page);
    const known = (word: string): boolean =>
      vocabulary.enumValues.has(word) || vocabulary.errorCodes.has(word) || external.has(word) || variables.has(word);
    const add = (line: number, message: string): void => grouped.add(page, line, message);
    // A value written after its field ("`status` `DORMANT`") is checked against that field's enum only.
    const qualified = new Set(
      page.prose.flatMap((prose) => [...prose.text.matchAll(FIELD_THEN_VALUE)].map((match) => `${prose.line}:${match[2]}`)),
    );
    for (const {text, line} of page.inline) {
      if (external.has(text)) continue;
      const equals = FIELD_EQUALS_VALUE.exec(text);
      if (equals?.[1] && equals[2]) {
        const problem = valueViolation(equals[1], equals[2]);
        if (problem) add(line, problem);
        continue;
      }
      if (UPPER_SNAKE.test(text) || UPPER_WORD.test(text)) {
        if (!known(text) && !qualified.has(`${line}:${text}`)) {
          const hint = closestHint(text, [...vocabulary.enumValues.keys(), ...vocabulary.errorCodes]);
          add(line, `\`${text}\` is neither an enum value nor an error code of the specs${hint}${ADD_IT}`);
        }
        continue;
      }
      if (CAMEL.test(text)) {
        if (!vocabulary.properties.has(text)) {
          add(line, `\`${text}\` is not a field or parameter of either spec${closestHint(text, vocabulary.properties.keys())}${ADD_IT}`);
        }
        continue;
      }
      const schemaField = SCHEMA_FIELD.exec(text);
      if (schemaField?.[1] && schemaField[2]) {
        const schema = schemaNamed(schemaField[1]);
        if (!schema) {
          add(line, `\`${text}\`: no schema ${schemaField[1]} in the specs${closestHint(schemaField[1], vocabulary.schemas.keys())}`);
        } else if (!schema.properties.has(schemaField[2])) {
          add(line, `\`${text}\`: ${schema.name} has no field \`${schemaField[2]}\`; it has ${[...schema.properties.keys()].join(', ')}`);
        }
        continue;
      }
      // Host names (`s3.fra1.example.com`) and file names are not field paths.
      if (DOTTED_FIELDS.test(text) && !/\.(?:com|org|net|io|internal|local|svc)$/.test(text)) {
        const [first = '', ...rest] = text.split('.');
        let levels = (vocabulary.properties.get(first) ?? [])
          .map((definition) => nestedProperties(definition.spec.document, definition.schema))
          .filter((properties) => properties.size > 0);
        if (levels.length === 0) continue;
        for (const part of rest) {
          const next = levels.filter((properties) => properties.has(part));
          if (next.length === 0) {
            const fields = [...new Set(levels.flatMap((properties) => [...properties.keys()]))];
            add(line, `\`${text}\`: \`${part}\` is not a field there; the spec has ${fields.join(', ')}`);
            break;
          }
          // A nested schema no longer knows its spec: resolve its `$ref` in both.
          levels = next.flatMap((properties) =>
            loadSpecs()
              .map((spec) => nestedProperties(spec.document, properties.get(part)))
              .filter((found) => found.size > 0),
          );
          if (levels.length === 0) break;
        }
      }
    }
    for (const block of page.blocks) {
      block.lines.forEach((text, index) => {
        for (const match of text.matchAll(/"?errorCode"?\s*:\s*"?([A-Z][A-Z0-9_]*)/g)) {
          if (match[1] && !vocabulary.errorCodes.has(match[1]))
            add(block.fenceLine + 1 + index, valueViolation('errorCode', match[1]) ?? '');
        }
      });
    }
    page.lines.forEach((text, index) => {
      for (const match of text.matchAll(PROBLEM_TYPE)) {
        if (!problemTypes.has(match[0])) {
          add(index + 1, `problem type ${match[0]} is not one the specs list; they list ${[...problemTypes].sort().join(', ')}`);
        }
      }
    });
    for (const prose of page.prose) {
      for (const match of prose.text.matchAll(FIELD_THEN_VALUE)) {
        if (!match[1] || !match[2] || external.has(match[1])) continue;
        const problem = valueViolation(match[1], match[2]);
        if (problem) add(prose.line, problem);
      }
    }
  }
  return grouped.list();
}

// ---------------------------------------------------------------------------------------------
// Check 3: JSON bodies of API calls validate against the spec
// ---------------------------------------------------------------------------------------------

export type Direction = 'request' | 'response';

export interface ApiBody {
  page: Page;
  /** Line of the code block's opening fence. */
  fenceLine: number;
  /** Line of the body's first line on the page. */
  line: number;
  operation: Operation;
  direction: Direction;
  /** The response status, for a response. */
  status?: string;
  text: string;
  /** Lines of the body, for pointing at a field. */
  bodyLines: TextAt[];
  excerpt: boolean;
  /** A field path into the body schema (`lines`), from a title such as `Response: GET … > lines`. */
  selector: string[];
  /** Why the body is taken as belonging to the call, for the message. */
  how: string;
}

const TITLE_CONVENTION =
  /^(Request|Response)(?:\s+(\d{3}))?:\s*(GET|POST|PUT|PATCH|DELETE)\s+(\S+?)(?:\s*>\s*([\w.[\]]+))?(\s*\(excerpt\))?$/;
const REQUEST_LINE = /^(GET|POST|PUT|PATCH|DELETE)\s+(\S+)\s+HTTP\/[\d.]+\s*$/;
const STATUS_LINE = /^HTTP\/[\d.]+\s+(\d{3})\b/;
const REFERENCE_LINK = /\]\((\/docs\/(?:api|billing-resource-api)\/reference\/[^)\s#]+)[^)]*\)/g;
const INLINE_OPERATION = /`(GET|POST|PUT|PATCH|DELETE)\s+(\/api\/v\d+[^`\s?]*)[^`]*`/g;
/** A status written in prose: "`202 Accepted`", "`409`", "answers 409", "with status `422`", "HTTP 422". */
const PROSE_STATUS = /(?:`([1-5]\d\d)(?:\s+[A-Za-z ]+)?`|\b(?:HTTP|status|answers|returns|with|is)\s+`?([1-5]\d\d)\b)/;

function operationAt(method: string, written: string): Operation | undefined {
  const clean = written.replace(/^https?:\/\/[^/]+/, '').replace(/[?#].*$/, '');
  return lookUpPath(clean, method as HttpMethod).operation;
}

/** The operation the prose right before a block names, by an API reference link or `METHOD /api/…`. */
function announcedOperation(text: string): Operation | undefined {
  let found: {index: number; operation: Operation} | undefined;
  for (const match of text.matchAll(REFERENCE_LINK)) {
    const operation = operationForReferenceLink(match[1] ?? '');
    if (operation && (!found || match.index >= found.index)) found = {index: match.index, operation};
  }
  for (const match of text.matchAll(INLINE_OPERATION)) {
    const operation = operationAt(match[1] ?? '', match[2] ?? '');
    if (operation && (!found || match.index >= found.index)) found = {index: match.index, operation};
  }
  return found?.operation;
}

/** The first status the prose gives: "answers `202 Accepted` …; otherwise `200 OK`" means 202 here. */
function proseStatus(text: string): string | undefined {
  const match = PROSE_STATUS.exec(text);
  return match ? (match[1] ?? match[2]) : undefined;
}

/** The paragraph, list or table right before a block: the prose that introduces it. */
function lastParagraph(prose: {text: string}[]): string {
  const lines = prose.map((entry) => entry.text);
  while (lines.length > 0 && (lines[lines.length - 1] ?? '').trim() === '') lines.pop();
  const start = lines.findLastIndex((text) => text.trim() === '');
  return lines.slice(start + 1).join('\n');
}

/** JSON.parse, or undefined when the text is not JSON. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * A problem document names its own call: `instance` is the request path. Of the operations at that
 * path, the one that documents the status (the prose's, else the document's own), or the first.
 */
function byInstance(text: string, status: string | undefined): Operation | undefined {
  const value = parseJson(text);
  if (!isObject(value) || typeof value.type !== 'string' || typeof value.status !== 'number' || typeof value.instance !== 'string')
    return undefined;
  const {operations} = lookUpPath(value.instance.replace(/[?#].*$/, ''), undefined);
  const wanted = status ?? String(value.status);
  return operations.find((operation) => isObject(responseFor(operation, wanted))) ?? operations[0];
}

/** Where the body of an `http` block starts: after its first blank line (0 when it has none, or is no http block). */
function httpBodyStart(block: CodeBlock): number {
  return block.lang === 'http' ? block.lines.findIndex((text) => text.trim() === '') + 1 : 0;
}

interface LastCall {
  operation: Operation;
  /** The index of the block that made the call. */
  blockIndex: number;
  /** The jq filter its output went through, if any. */
  jq?: string;
}

/**
 * The JSON bodies of API calls on a page, by these rules, in order:
 * 1. A code block titled `Request: METHOD /api/v1/…` or `Response[ NNN]: METHOD /api/v1/…`, optionally
 *    `> field` to select a field of the body and `(excerpt)` when required fields are left out.
 * 2. The body of an `http` block: after a request line it is that operation's request body; after a
 *    status line it is the response, with that status, of the call the prose before it names, or of
 *    the previous block's call.
 * 3. The literal `-d '…'` JSON of a curl command to an API path: its request body.
 * 4. A `json` block right after a block that calls the API (only prose between): that call's response.
 *    When the call pipes its output through `jq '{a, b}'` the body is an excerpt; through any other
 *    filter it is not the API's body and is skipped.
 * 5. A `json` block whose introducing paragraph (the one right before it) names an operation (a link
 *    to its API reference page or `METHOD /api/v1/…` in code): that operation's request body when the
 *    paragraph says "request" or the operation takes one and the paragraph does not speak of a
 *    response ("response", "returns", "answers", "as returned"), otherwise its response.
 * 6. A problem document (`type`, `status`, `instance`) whose `instance` is an API path: the response
 *    of the operation at that path that documents its status.
 * A response's status is the first the paragraph gives ("`202 Accepted`", "answers `409`"), else the
 * body's own `status` for a problem document, else the operation's first 2xx response.
 */
export function apiBodies(page: Page, problems: string[], jqOutputs = new Set<number>()): ApiBody[] {
  const bodies: ApiBody[] = [];
  let last: LastCall | undefined;
  page.blocks.forEach((block, blockIndex) => {
    /** The body from line `from` of the block to its end (its text unless given). */
    const add = (
      from: number,
      body: Pick<ApiBody, 'operation' | 'direction' | 'how'> & Partial<Pick<ApiBody, 'status' | 'text' | 'excerpt' | 'selector'>>,
    ): void => {
      bodies.push({
        page,
        fenceLine: block.fenceLine,
        line: block.fenceLine + 1 + from,
        bodyLines: block.lines.slice(from).map((text, index) => ({line: block.fenceLine + 1 + from + index, text})),
        text: block.lines.slice(from).join('\n'),
        excerpt: false,
        selector: [],
        ...body,
      });
    };
    const previous = page.blocks[blockIndex - 1];
    const afterLine = previous ? previous.fenceLine + previous.lines.length + 1 : 0;
    const prose = proseBetween(page, afterLine, block.fenceLine);
    if (prose.some((entry) => /^#{2,6}\s/.test(entry.text))) last = undefined;
    const section = lastParagraph(prose);

    const titled = block.title ? TITLE_CONVENTION.exec(block.title) : null;
    if (block.title && /^(Request|Response)\b/.test(block.title) && !titled) {
      problems.push(
        `${where(page, block.fenceLine)}: title "${block.title}" does not follow "Request: METHOD /api/v1/…" or "Response NNN: METHOD /api/v1/…"`,
      );
    }
    if (titled) {
      const [, kind = '', status, method = '', written = '', selector, excerpt] = titled;
      const operation = operationAt(method, written);
      if (!operation) {
        problems.push(`${where(page, block.fenceLine)}: title names ${method} ${written}, which is not an operation of either spec`);
        return;
      }
      add(httpBodyStart(block), {
        operation,
        direction: kind === 'Request' ? 'request' : 'response',
        status,
        excerpt: Boolean(excerpt),
        selector: selector ? selector.split('.') : [],
        how: `its title "${block.title}"`,
      });
      return;
    }

    if (block.lang === 'http') {
      const first = block.lines[0]?.trim() ?? '';
      const from = httpBodyStart(block);
      const text = from > 0 ? block.lines.slice(from).join('\n').trim() : '';
      const request = REQUEST_LINE.exec(first);
      if (request) {
        const operation = operationAt(request[1] ?? '', request[2] ?? '');
        if (!operation) return;
        last = {operation, blockIndex};
        if (text) add(from, {operation, direction: 'request', text, how: `the request line ${first}`});
        return;
      }
      const status = STATUS_LINE.exec(first)?.[1];
      if (!status || !text) return;
      const operation =
        announcedOperation(section) ??
        (last && last.blockIndex === blockIndex - 1 ? last.operation : undefined) ??
        byInstance(text, status);
      if (operation) {
        add(from, {
          operation,
          direction: 'response',
          status,
          text,
          how: `the status line ${first} of ${operation.method} ${operation.fullPath}`,
        });
      }
      return;
    }

    if (['bash', 'sh', 'shell'].includes(block.lang)) {
      const calls = pathMentions({...page, inline: [], blocks: [block]}).filter(
        (mention) => mention.method && !mention.inBody && !mention.suffix,
      );
      for (const mention of calls) {
        const operation = lookUpPath(mention.path, mention.method).operation;
        const command = mention.command ?? '';
        if (!operation || !/\bcurl\b/.test(command)) continue;
        const jq = /\|\s*jq\s+(?:-\w+\s+)*'([^']*)'/.exec(command)?.[1] ?? (/\|\s*jq\b/.test(command) ? '.' : undefined);
        last = {operation, blockIndex, jq};
        // The literal JSON a curl command sends (`-d '{…}'`); data built from variables is not checked.
        const data = /\s(?:-d|--data(?:-raw|-binary)?|--json)\s+'([^']*)'/.exec(command)?.[1];
        if (data && /^\s*[[{]/.test(data)) {
          const offset = block.lines.findIndex(
            (text, index) => index >= mention.line - block.fenceLine - 1 && /\s(?:-d|--data(?:-raw|-binary)?|--json)\s+'/.test(text),
          );
          add(Math.max(offset, 0), {
            operation,
            direction: 'request',
            text: data,
            how: `the curl data of ${operation.method} ${operation.fullPath}`,
          });
        }
      }
      return;
    }

    if (block.lang !== 'json') return;
    const announced = announcedOperation(section);
    const status = proseStatus(section);
    if (last && last.blockIndex === blockIndex - 1 && (!announced || announced === last.operation)) {
      const jq = last.jq;
      if (jq !== undefined && jq !== '.' && !/^\{\s*[A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*)*\s*\}$/.test(jq)) {
        jqOutputs.add(block.fenceLine);
        return;
      }
      add(0, {
        operation: last.operation,
        direction: 'response',
        status,
        excerpt: jq !== undefined && jq !== '.',
        how: `the call in the block before it (${last.operation.method} ${last.operation.fullPath})`,
      });
      return;
    }
    if (!announced) {
      const operation = byInstance(block.lines.join('\n'), status);
      if (operation) {
        add(0, {operation, direction: 'response', status, how: `its \`instance\`, a path of ${operation.method} ${operation.fullPath}`});
      }
      return;
    }
    const speaksOfRequest =
      /\brequest\b|\bsend\b|\bsends\b|\bthe call\b/i.test(section) && !/\bresponse\b|\breturns?\b|\banswers?\b|as returned/i.test(section);
    const speaksOfResponse = /\bresponse\b|\breturns?\b|\banswers?\b|as returned|\bshows?\b/i.test(section);
    const direction: Direction =
      speaksOfRequest || (announced.object.requestBody !== undefined && !speaksOfResponse) ? 'request' : 'response';
    add(0, {
      operation: announced,
      direction,
      status: direction === 'response' ? status : undefined,
      how: `the prose before it, which names ${announced.method} ${announced.fullPath}`,
    });
  });
  return bodies;
}

/** A readOnly property may not be in a request, a writeOnly one not in a response. */
function forbiddenIn(direction: Direction, property: unknown): boolean {
  return isObject(property) && (direction === 'request' ? property.readOnly === true : property.writeOnly === true);
}

/** OpenAPI 3.0 schema keywords that JSON Schema does not have, or that need rewriting for a direction. */
function toJsonSchema(schema: unknown, direction: Direction, excerpt: boolean, definitionsPrefix: string): unknown {
  if (Array.isArray(schema)) return schema.map((item) => toJsonSchema(item, direction, excerpt, definitionsPrefix));
  if (!isObject(schema)) return schema;
  const result: JsonObject = {};
  for (const [key, value] of Object.entries(schema)) {
    if (['example', 'examples', 'xml', 'externalDocs', 'discriminator', 'nullable', 'deprecated'].includes(key)) continue;
    if (key === '$ref' && typeof value === 'string') {
      result.$ref = value.replace('#/components/schemas/', `${definitionsPrefix}#/definitions/`);
      continue;
    }
    if (key === 'properties' && isObject(value)) {
      const properties: JsonObject = {};
      for (const [name, property] of Object.entries(value)) {
        // A readOnly field in a request (writeOnly in a response) matches nothing, so Ajv reports it.
        properties[name] = forbiddenIn(direction, property)
          ? {not: {}, description: direction === 'request' ? 'readOnly' : 'writeOnly'}
          : toJsonSchema(property, direction, excerpt, definitionsPrefix);
      }
      result.properties = properties;
      continue;
    }
    if (key === 'required' && Array.isArray(value)) {
      const properties = isObject(schema.properties) ? schema.properties : {};
      const kept = excerpt ? [] : value.filter((name) => !forbiddenIn(direction, typeof name === 'string' ? properties[name] : undefined));
      if (kept.length > 0) result.required = kept;
      continue;
    }
    result[key] = toJsonSchema(value, direction, excerpt, definitionsPrefix);
  }
  if (schema.nullable === true) {
    if (typeof result.type === 'string') result.type = [result.type, 'null'];
    if (Array.isArray(result.enum)) result.enum = [...result.enum, null];
  }
  // The spec leaves additionalProperties unset; a documented body with a field the schema does not
  // define is a contradiction even though clients must tolerate unknown fields.
  if (isObject(schema.properties) && !('additionalProperties' in schema)) result.additionalProperties = false;
  return result;
}

// One Ajv for every check: each spec's component schemas are added once per direction, and each
// schema a body or a query parameter is checked against is compiled once.
const ajv = new Ajv({allErrors: true, strict: false});
addFormats(ajv);
// The formats OpenAPI adds to JSON Schema's describe storage or display, not what a value may be.
for (const format of ['int32', 'int64', 'float', 'double', 'decimal']) ajv.addFormat(format, {type: 'number', validate: () => true});
for (const format of ['password', 'binary', 'byte']) ajv.addFormat(format, true);
const validators = new Map<string, ValidateFunction>();

/** The validator of a schema of a spec for a request or a response, which requires nothing for an excerpt. */
function validator(spec: Spec, schema: unknown, direction: Direction, excerpt: boolean): ValidateFunction {
  const key = JSON.stringify([spec.name, direction, excerpt, schema]);
  let validate = validators.get(key);
  if (!validate) {
    // The spec's component schemas, rewritten the same way, are the definitions its `$ref`s point to.
    const id = `https://specs.invalid/${spec.name}/${direction}${excerpt ? '-excerpt' : ''}`;
    if (!ajv.getSchema(id)) ajv.addSchema({$id: id, definitions: toJsonSchema(spec.schemas, direction, excerpt, id)}, id);
    validate = ajv.compile(toJsonSchema(schema, direction, excerpt, id) as object);
    validators.set(key, validate);
  }
  return validate;
}

function jsonContent(content: unknown, ndjson = false): {mediaType: string; schema: unknown} | undefined {
  if (!isObject(content)) return undefined;
  const mediaType = Object.keys(content).find((type) => (ndjson ? /[/+]x-ndjson$/ : /[/+]json$/).test(type));
  const entry = mediaType ? content[mediaType] : undefined;
  return mediaType && isObject(entry) ? {mediaType, schema: entry.schema} : undefined;
}

function responsesOf(operation: Operation): JsonObject {
  return isObject(operation.object.responses) ? operation.object.responses : {};
}

function responseFor(operation: Operation, status: string): unknown {
  const responses = responsesOf(operation);
  return resolveRef(operation.spec.document, responses[status] ?? responses[`${status[0]}XX`] ?? responses.default);
}

/** The operation's first 2xx status that has a JSON body. */
function firstSuccess(operation: Operation): string | undefined {
  const responses = responsesOf(operation);
  return Object.keys(responses)
    .filter((status) => /^2\d\d$/.test(status))
    .sort()
    .find((status) => jsonContent(valueAtPointer(resolveRef(operation.spec.document, responses[status]), '/content')));
}

/** The schema of a field path inside a body schema (`lines` → the items of BillResponse.lines). */
function selectSchema(spec: Spec, schema: unknown, selector: string[]): unknown {
  let current = schema;
  for (const part of selector) {
    current = nestedProperties(spec.document, current).get(part.replace(/\[\]$/, ''));
    if (current !== undefined && part.endsWith('[]')) current = valueAtPointer(resolveRef(spec.document, current), '/items');
    if (current === undefined) return undefined;
  }
  return current;
}

/** The line of a JSON pointer's field in the block: each key after the previous one, the nth item's key for `/n/key`. */
function lineOfPointer(body: ApiBody, pointer: string): number {
  const parts = pointer.split('/').slice(1);
  let from = 0;
  let found = body.line;
  for (let index = 0; index < parts.length; index++) {
    const part = parts[index] ?? '';
    if (/^\d+$/.test(part)) continue;
    const item = /^\d+$/.test(parts[index - 1] ?? '') ? Number(parts[index - 1]) : 0;
    let seen = -1;
    const at = body.bodyLines.findIndex((entry, position) => position >= from && entry.text.includes(`"${part}"`) && ++seen === item);
    if (at < 0) break;
    from = at;
    found = body.bodyLines[at]?.line ?? found;
  }
  return found;
}

/** One "lacks the required a, b, c" per object instead of one error per missing field. */
function mergeRequired(errors: ErrorObject[]): ErrorObject[] {
  const merged: ErrorObject[] = [];
  for (const error of errors) {
    const same = merged.find(
      (other) => other.keyword === 'required' && error.keyword === 'required' && other.instancePath === error.instancePath,
    );
    if (same) {
      const params = same.params as {missingProperty: string};
      same.params = {
        missingProperty: `${params.missingProperty}\`, \`${String((error.params as {missingProperty: string}).missingProperty)}`,
      };
    } else {
      merged.push({...error, params: {...error.params}});
    }
  }
  return merged;
}

function valueAt(body: ApiBody, pointer: string): unknown {
  const parsed = parseBody(body);
  return 'error' in parsed ? undefined : valueAtPointer(parsed.value, pointer);
}

/** What an Ajv error means for the page, on the line of the field it is about. */
function describeError(error: ErrorObject, body: ApiBody, schemaName: string): TextAt {
  const at = error.instancePath || '(body)';
  const params = error.params as Record<string, unknown>;
  const field = String(params.additionalProperty);
  const line = lineOfPointer(body, error.keyword === 'additionalProperties' ? `${error.instancePath}/${field}` : error.instancePath);
  switch (error.keyword) {
    case 'additionalProperties':
      return {line, text: `\`${field}\` at ${at} is not a field of the spec's schema (${schemaName})`};
    case 'required':
      return {
        line,
        text: `${at} lacks the required \`${String(params.missingProperty)}\` (${schemaName}); title the block "… (excerpt)" if it shows part of the body`,
      };
    case 'enum':
      return {line, text: `${at}: the spec allows ${(params.allowedValues as unknown[]).map((value) => JSON.stringify(value)).join(', ')}`};
    case 'type': {
      const actual = valueAt(body, error.instancePath);
      const shown = actual === null ? 'null' : Array.isArray(actual) ? 'an array' : typeof actual;
      return {
        line,
        text: `${at} is ${shown}; the spec's type is ${JSON.stringify(params.type)}${actual === null ? ' (not nullable: leave the field out)' : ''}`,
      };
    }
    case 'not':
      return {
        line,
        text: `${at} is ${body.direction === 'request' ? 'readOnly: the server sets it, a request must not send it' : 'writeOnly: a response never returns it'}`,
      };
    default:
      return {
        line,
        text: `${at} ${error.message ?? error.keyword}${error.keyword === 'pattern' || error.keyword === 'format' ? '' : ` (${JSON.stringify(params)})`}`,
      };
  }
}

function schemaLabel(schema: unknown): string {
  if (isObject(schema) && typeof schema.$ref === 'string') return schema.$ref.replace('#/components/schemas/', '');
  return 'inline schema';
}

/** The objects a JSON block shows: the value, the items of an array, NDJSON lines, the inside of a `"key": …` fragment. */
function shownObjects(text: string): JsonObject[] {
  const lines = text
    .split('\n')
    .filter((line) => line.trim())
    .map(parseJson);
  const value = parseJson(text) ?? parseJson(`{${text}}`) ?? (lines.includes(undefined) ? [] : lines);
  const objects: JsonObject[] = [];
  const collect = (node: unknown, depth: number): void => {
    if (Array.isArray(node)) node.forEach((item) => collect(item, depth));
    else if (isObject(node) && depth < 3) {
      objects.push(node);
      const keys = Object.keys(node);
      if (keys.length === 1) collect(node[keys[0] ?? ''], depth + 1);
    }
  };
  collect(value, 0);
  return objects;
}

/**
 * A JSON block that no rule ties to an API call, yet shows an object of a spec schema (three fields or
 * more, at least three quarters of them that schema's), escapes check 3: it must get a title.
 */
function unclaimedApiObjects(page: Page, bodies: ApiBody[], jqOutputs: Set<number>): string[] {
  const claimed = new Set(bodies.map((body) => body.fenceLine));
  const {schemas} = specVocabulary();
  const messages: string[] = [];
  for (const block of page.blocks) {
    if (block.lang !== 'json' || claimed.has(block.fenceLine) || jqOutputs.has(block.fenceLine)) continue;
    for (const object of shownObjects(block.lines.join('\n'))) {
      const keys = Object.keys(object);
      if (keys.length < 3) continue;
      const match = [...schemas].find(([, schema]) => keys.filter((key) => schema.properties.has(key)).length >= keys.length * 0.75);
      if (!match) continue;
      messages.push(
        `${where(page, block.fenceLine)}: this JSON shows a ${match[0]} (${match[1].spec}) but names no API call, so nothing checks it: ` +
          'title the block "Response: METHOD /api/v1/…" or "Request: METHOD /api/v1/…" (see tests/unit/docs-agree-with-specs.test.ts)',
      );
      break;
    }
  }
  return messages;
}

/** OpenAPI 3.0 cannot type NDJSON lines; the spec names their schema in the description ("One JSON `X` per line"). */
function ndjsonLineSchema(spec: Spec, schema: unknown): unknown {
  const resolved = resolveRef(spec.document, schema);
  const named = isObject(resolved) && typeof resolved.description === 'string' ? /`([A-Z]\w+)`/.exec(resolved.description)?.[1] : undefined;
  return named && named in spec.schemas ? {$ref: `#/components/schemas/${named}`} : schema;
}

/**
 * The value a body shows: JSON; NDJSON (one document a line, validated line by line); or, under a
 * title that selects a field (`> taxLines`), the fragment `"taxLines": [...]`.
 */
function parseBody(body: ApiBody): {value: unknown; ndjson: boolean} | {error: string} {
  try {
    return {value: JSON.parse(body.text), ndjson: false};
  } catch (error) {
    const field = body.selector.at(-1);
    const fragment = field ? parseJson(`{${body.text}}`) : undefined;
    if (field && isObject(fragment) && Object.keys(fragment).length === 1 && field in fragment)
      return {value: fragment[field], ndjson: false};
    const lines = body.text.split('\n').filter((line) => line.trim());
    if (lines.length > 1 && lines.every((line) => /^\s*\{.*\}\s*$/.test(line))) {
      // Each line an object, so none parses to undefined unless it is not JSON.
      const documents = lines.map(parseJson);
      if (!documents.includes(undefined)) return {value: documents, ndjson: true};
    }
    // Neither a fragment nor NDJSON: the first error says why.
    return {error: (error as Error).message};
  }
}

export function bodyViolations(pages: Page[]): string[] {
  const violations: string[] = [];
  for (const page of pages) {
    const problems: string[] = [];
    const jqOutputs = new Set<number>();
    const bodies = apiBodies(page, problems, jqOutputs);
    violations.push(...problems);
    violations.push(...unclaimedApiObjects(page, bodies, jqOutputs));
    for (const body of bodies) {
      const {operation} = body;
      const at = where(page, body.line);
      const call = `${operation.method} ${operation.fullPath}`;
      const parsed = parseBody(body);
      if ('error' in parsed) {
        violations.push(`${at}: the ${body.direction} body of ${call} (recognised by ${body.how}) is not valid JSON: ${parsed.error}`);
        continue;
      }
      const {value, ndjson} = parsed;
      let schema: unknown;
      let label: string;
      if (body.direction === 'request') {
        const content = jsonContent(valueAtPointer(resolveRef(operation.spec.document, operation.object.requestBody), '/content'));
        if (!content) {
          violations.push(
            `${at}: ${call} takes no JSON request body in ${operation.spec.name}, but the page shows one (recognised by ${body.how})`,
          );
          continue;
        }
        schema = content.schema;
        label = `request body of ${call}`;
      } else {
        const problemStatus =
          isObject(value) && typeof value.status === 'number' && typeof value.type === 'string' ? String(value.status) : undefined;
        if (body.status && problemStatus && body.status !== problemStatus) {
          violations.push(`${at}: the prose gives status ${body.status} but the problem body says ${problemStatus}`);
        }
        const status = body.status ?? problemStatus ?? firstSuccess(operation);
        if (!status) {
          violations.push(`${at}: ${call} documents no JSON success response, but the page shows one (recognised by ${body.how})`);
          continue;
        }
        const response = responseFor(operation, status);
        if (!isObject(response)) {
          const documented = Object.keys(responsesOf(operation)).join(', ');
          violations.push(`${at}: ${call} has no ${status} response in ${operation.spec.name}; it documents ${documented}`);
          continue;
        }
        const content = jsonContent(response.content, ndjson);
        if (!content) {
          violations.push(`${at}: ${call} answers ${status} without a JSON body in ${operation.spec.name}, but the page shows one`);
          continue;
        }
        schema = ndjson ? ndjsonLineSchema(operation.spec, content.schema) : content.schema;
        label = `${status} response of ${call}`;
      }
      if (body.selector.length > 0) {
        schema = selectSchema(operation.spec, schema, body.selector);
        if (schema === undefined) {
          violations.push(`${at}: the ${label} has no field ${body.selector.join('.')}`);
          continue;
        }
        label += ` > ${body.selector.join('.')}`;
      }
      const validate = validator(operation.spec, schema, body.direction, body.excerpt);
      const documents = ndjson && Array.isArray(value) ? value : [value];
      documents.forEach((document, index) => {
        if (validate(document)) return;
        for (const error of mergeRequired(validate.errors ?? [])) {
          if (error.keyword === 'if' || error.keyword === 'allOf') continue;
          const {line, text} = describeError(
            error,
            ndjson ? {...body, line: body.line + index, bodyLines: body.bodyLines.slice(index, index + 1)} : body,
            schemaLabel(schema),
          );
          violations.push(
            `${where(page, line)}: ${label}${body.excerpt ? ' (excerpt)' : ''}${ndjson ? `, NDJSON line ${index + 1}` : ''}: ${text}`,
          );
        }
      });
    }
  }
  return sortByPlace([...new Set(violations)]);
}

// ---------------------------------------------------------------------------------------------
// Check 5: every id and region in the examples is in the glossary
// ---------------------------------------------------------------------------------------------

export interface Glossary {
  regions: {name: string}[];
  entries: {id: string; kind: string; name: string; email?: string}[];
}

/** An object that names a glossary id with another legal name, name or email: one id naming two things. */
function nameConflicts(objects: JsonObject[], glossary: Glossary): {id: string; message: string}[] {
  const conflicts: {id: string; message: string}[] = [];
  for (const object of objects) {
    const entry = typeof object.id === 'string' ? glossary.entries.find((candidate) => candidate.id === object.id) : undefined;
    if (!entry) continue;
    const name = object.legalName ?? (entry.kind === 'user' ? undefined : object.name);
    if (typeof name === 'string' && name !== entry.name) {
      conflicts.push({
        id: entry.id,
        message: `id ${entry.id} is called ${name} here, but the glossary names it ${entry.name} (${entry.kind})`,
      });
    }
    if (entry.email && typeof object.email === 'string' && object.email !== entry.email) {
      conflicts.push({
        id: entry.id,
        message: `id ${entry.id} has the email ${object.email} here, but the glossary gives ${entry.email} (${entry.kind} ${entry.name})`,
      });
    }
  }
  return conflicts;
}

function walkExamples(node: unknown, found: unknown[]): void {
  if (Array.isArray(node)) node.forEach((item) => walkExamples(item, found));
  else if (isObject(node)) {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'example') found.push(value);
      else if (key === 'examples' && isObject(value))
        Object.values(value).forEach((example) => found.push(isObject(example) && 'value' in example ? example.value : example));
      else walkExamples(value, found);
    }
  }
}

/** What the page calls the thing next to an unknown id, when the glossary knows that name under another id. */
function glossaryHint(lines: string[], index: number, glossary: Glossary): string {
  const window = lines.slice(Math.max(0, index - 3), index + 12).join('\n');
  for (const match of window.matchAll(/"(?:legalName|name)"\s*:\s*"([^"]+)"/g)) {
    const known = glossary.entries.find((entry) => entry.name === match[1]);
    if (known) return `; the page calls it ${match[1]}, which the glossary lists as ${known.kind} ${known.id}`;
  }
  return '';
}

/** Region names as pages and spec examples write them: JSON/YAML `region(s)` values, OpenStack CLI flags, collectors, prose. */
const REGION_PATTERNS = [
  /"regions?"\s*:\s*\[?\s*"([^"]+)"/g,
  /(?:^\s*|[{,]\s*)regions?\s*:\s*\[?\s*"?([A-Za-z][\w-]*)"?/gm,
  /--os-region-name[\s=]+["']?([A-Za-z][\w-]*)/g,
  /OS_REGION_NAME=["']?([A-Za-z][\w-]*)/g,
  /\bregion_name\s*=\s*["']?([A-Za-z][\w-]*)/g,
  /\bnubis-collector-([a-z][a-z0-9]*\d)\b/g,
  /\bregions?\s+`([^`\s<]+)`/gi,
  /\*\*[A-Z][a-z]+ \(([a-z]+\d+)\)\*\*/g,
];

function regionsIn(text: string): string[] {
  return REGION_PATTERNS.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1] ?? '')).filter(Boolean);
}

export function glossaryViolations(pages: Page[], glossary: Glossary, specs = loadSpecs()): string[] {
  const ids = new Set(glossary.entries.map((entry) => entry.id.toLowerCase()));
  const regions = new Set(glossary.regions.map((region) => region.name));
  const grouped = new GroupedViolations();
  const regionList = [...regions].join(', ');
  const checkLine = (file: {file: string}, line: number, text: string, hint = ''): void => {
    for (const [id] of text.matchAll(UUID)) {
      if (!ids.has(id.toLowerCase())) {
        grouped.add(file, line, `id ${id} is not in the glossary of running examples (tests/unit/fixtures/running-examples.json)${hint}`);
      }
    }
    for (const region of regionsIn(text)) {
      if (!regions.has(region)) grouped.add(file, line, `region ${region} is not in the glossary, which has ${regionList}`);
    }
  };
  for (const page of pages) {
    page.lines.forEach((text, index) =>
      checkLine(page, index + 1, text, text.match(UUID) ? glossaryHint(page.lines, index, glossary) : ''),
    );
    for (const block of page.blocks) {
      if (!['json', 'http'].includes(block.lang)) continue;
      for (const conflict of nameConflicts(allObjects(shownObjects(block.lines.slice(httpBodyStart(block)).join('\n'))), glossary)) {
        const at = block.lines.findIndex((line) => line.includes(conflict.id));
        grouped.add(page, block.fenceLine + 1 + Math.max(at, 0), conflict.message);
      }
    }
  }
  for (const spec of specs) {
    const examples: unknown[] = [];
    walkExamples(spec.document, examples);
    for (const conflict of nameConflicts(allObjects(examples), glossary)) {
      grouped.add(spec, spec.lineOf(spec.text.indexOf(conflict.id)), conflict.message);
    }
    for (const {value, line} of specExampleStrings(spec)) checkLine(spec, line, value);
    for (const match of spec.text.matchAll(/^[ \t]*region:[ \t]*(\S+)[ \t]*$/gm)) {
      if (!regions.has(match[1] ?? ''))
        grouped.add(spec, spec.lineOf(match.index), `region ${match[1]} is not in the glossary, which has ${regionList}`);
    }
  }
  return grouped.list();
}
