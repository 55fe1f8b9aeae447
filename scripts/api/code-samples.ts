/**
 * Build-time code samples for the API reference, emitted as the `x-codeSamples` vendor extension
 * so the browser does not need postman-code-generators. Pure: no I/O, no clock, no randomness,
 * so the same document always yields the same text.
 */
import {
  HTTP_METHODS,
  type CodeSample,
  type ExampleObject,
  type MaybeRef,
  type MediaTypeObject,
  type OpenApiDocument,
  type OperationObject,
  type ParameterLocation,
  type ParameterObject,
  type PathItemObject,
  type Reference,
  type RequestBodyObject,
  type ResponseObject,
  type SchemaObject,
  type SecuritySchemeObject,
} from './openapi-types';

export type {CodeSample, OpenApiDocument, OperationObject} from './openapi-types';

/** Environment variable every sample reads the access token from. */
export const TOKEN_ENV = 'NUBIS_TOKEN';

// ---------------------------------------------------------------------------------------------
// Reading the document

function isReference(value: unknown): value is Reference {
  return typeof value === 'object' && value !== null && typeof (value as {$ref?: unknown}).$ref === 'string';
}

function resolvePointer(doc: OpenApiDocument, ref: string): unknown {
  // Only local references: the specs are bundled single files.
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = doc;
  for (const raw of ref.slice(2).split('/')) {
    const token = decodeURIComponent(raw).replaceAll('~1', '/').replaceAll('~0', '~');
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, token)) return undefined;
    node = (node as Record<string, unknown>)[token];
  }
  return node;
}

/** Follows a `$ref` chain; bounded so that a reference cycle cannot hang the build. */
export function resolve<T>(doc: OpenApiDocument, value: MaybeRef<T> | undefined): T | undefined {
  let node: unknown = value;
  for (let hops = 0; hops < 32 && isReference(node); hops++) node = resolvePointer(doc, node.$ref);
  return isReference(node) || node === undefined || node === null ? undefined : (node as T);
}

/** The first example's `value` (examples that only have an `externalValue` cannot be inlined). */
export function firstExampleValue(doc: OpenApiDocument, examples: Record<string, MaybeRef<ExampleObject>> | undefined): unknown {
  for (const example of Object.values(examples ?? {})) {
    const resolved = resolve(doc, example);
    if (resolved && resolved.value !== undefined) return resolved.value;
  }
  return undefined;
}

/** Operation parameters override path-item ones with the same name and location. */
export function effectiveParameters(doc: OpenApiDocument, pathItem: PathItemObject | undefined, operation: OperationObject) {
  const byKey = new Map<string, ParameterObject>();
  for (const list of [pathItem?.parameters, operation.parameters]) {
    for (const entry of list ?? []) {
      const parameter = resolve(doc, entry);
      if (parameter) byKey.set(`${parameter.in}:${parameter.name}`, parameter);
    }
  }
  return [...byKey.values()];
}

function isBearerScheme(scheme: SecuritySchemeObject | undefined): boolean {
  if (!scheme) return false;
  // OAuth 2.0 and OpenID Connect access tokens are also sent as `Authorization: Bearer`.
  if (scheme.type === 'oauth2' || scheme.type === 'openIdConnect') return true;
  return scheme.type === 'http' && scheme.scheme?.toLowerCase() === 'bearer';
}

function requiresBearer(doc: OpenApiDocument, operation: OperationObject): boolean {
  // An operation-level `security` (even `[]`) replaces the document-level one.
  const requirements = operation.security ?? doc.security ?? [];
  const schemes = doc.components?.securitySchemes ?? {};
  return requirements.some((requirement) => Object.keys(requirement).some((name) => isBearerScheme(resolve(doc, schemes[name]))));
}

function baseUrl(doc: OpenApiDocument, pathItem: PathItemObject | undefined, operation: OperationObject): string {
  const server = operation.servers?.[0] ?? pathItem?.servers?.[0] ?? doc.servers?.[0];
  if (!server) return '';
  const url = server.url.replace(/\{([^}]+)\}/g, (match, name: string) => server.variables?.[name]?.default ?? match);
  return url.replace(/\/+$/, '');
}

// ---------------------------------------------------------------------------------------------
// Example values

const STRING_FORMAT_SAMPLES: Record<string, string> = {
  'date-time': '2025-01-01T00:00:00Z',
  date: '2025-01-01',
  time: '00:00:00Z',
  uuid: '00000000-0000-0000-0000-000000000000',
  email: 'user@example.com',
  uri: 'https://example.com',
  url: 'https://example.com',
  hostname: 'example.com',
  ipv4: '192.0.2.1',
  ipv6: '2001:db8::1',
};

/** Resolves `$ref`s and folds `allOf` parts into one schema (properties and `required` merged). */
export function flattenSchema(
  doc: OpenApiDocument,
  schemaOrRef: MaybeRef<SchemaObject> | undefined,
  seen: ReadonlySet<string>,
): {schema: SchemaObject; seen: ReadonlySet<string>} | undefined {
  let nextSeen = seen;
  let node: MaybeRef<SchemaObject> | undefined = schemaOrRef;
  for (let hops = 0; hops < 32 && node && isReference(node); hops++) {
    // A recursive schema (a tree, for example) ends here instead of expanding forever.
    if (nextSeen.has(node.$ref)) return undefined;
    nextSeen = new Set([...nextSeen, node.$ref]);
    node = resolvePointer(doc, node.$ref) as MaybeRef<SchemaObject> | undefined;
  }
  if (!node || isReference(node) || typeof node !== 'object') return undefined;
  if (!node.allOf?.length) return {schema: node, seen: nextSeen};

  const {allOf, ...own} = node;
  const merged: SchemaObject = {...own, properties: {}, required: [...(own.required ?? [])]};
  for (const part of allOf) {
    const flat = flattenSchema(doc, part, nextSeen)?.schema;
    if (!flat) continue;
    merged.type ??= flat.type;
    merged.format ??= flat.format;
    merged.items ??= flat.items;
    merged.enum ??= flat.enum;
    merged.example ??= flat.example;
    merged.default ??= flat.default;
    Object.assign(merged.properties ?? {}, flat.properties);
    merged.required = [...(merged.required ?? []), ...(flat.required ?? [])];
  }
  // The schema's own properties win over (and follow) those of its parts.
  Object.assign(merged.properties ?? {}, own.properties);
  return {schema: merged, seen: nextSeen};
}

/** A minimal value for a schema: examples first, then required properties only. */
export function synthesise(
  doc: OpenApiDocument,
  schemaOrRef: MaybeRef<SchemaObject> | undefined,
  seen: ReadonlySet<string> = new Set(),
  depth = 0,
): unknown {
  if (depth > 16) return undefined;
  const flat = flattenSchema(doc, schemaOrRef, seen);
  if (!flat) return undefined;
  const {schema} = flat;
  if (schema.example !== undefined) return schema.example;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const alternative = schema.oneOf?.[0] ?? schema.anyOf?.[0];
  if (alternative) return synthesise(doc, alternative, flat.seen, depth + 1);

  const type = schema.type ?? (schema.properties ? 'object' : schema.items ? 'array' : undefined);
  switch (type) {
    case 'object': {
      const required = new Set(schema.required ?? []);
      const result: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        // Read-only properties belong to responses, even when listed as required.
        if (!required.has(name) || flattenSchema(doc, property, flat.seen)?.schema.readOnly) continue;
        const value = synthesise(doc, property, flat.seen, depth + 1);
        if (value !== undefined) result[name] = value;
      }
      return result;
    }
    case 'array': {
      const item = synthesise(doc, schema.items, flat.seen, depth + 1);
      return item === undefined ? [] : [item];
    }
    case 'string':
      return STRING_FORMAT_SAMPLES[schema.format ?? ''] ?? 'string';
    case 'integer':
    case 'number':
      return schema.minimum ?? 0;
    case 'boolean':
      return true;
    default:
      return schema.nullable ? null : {};
  }
}

function parameterExample(doc: OpenApiDocument, parameter: ParameterObject): unknown {
  if (parameter.example !== undefined) return parameter.example;
  const fromExamples = firstExampleValue(doc, parameter.examples);
  if (fromExamples !== undefined) return fromExamples;
  const schema = flattenSchema(doc, parameter.schema, new Set())?.schema;
  if (schema?.example !== undefined) return schema.example;
  if (schema?.enum && schema.enum.length > 0) return schema.enum[0];
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// The language-neutral request

interface Header {
  name: string;
  value: string;
}

type Body = {kind: 'json'; value: unknown; text: string} | {kind: 'text'; text: string};

interface SampleRequest {
  method: string;
  url: string;
  bearer: boolean;
  /** Accept, Content-Type and required header parameters, in that order (never Authorization). */
  headers: Header[];
  body?: Body;
}

/** `encodeURIComponent` plus the characters it leaves alone but shells and RFC 3986 care about. */
function encodeStrict(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function scalarText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** Style `simple` (path and header parameters): arrays and objects become comma lists. */
function simpleText(value: unknown): string {
  if (Array.isArray(value)) return value.map(scalarText).join(',');
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value)
      .flatMap(([key, item]) => [key, scalarText(item)])
      .join(',');
  }
  return scalarText(value);
}

/** `name=value` pairs of one query parameter, following its `style` and `explode`. */
function queryPairs(parameter: ParameterObject, value: unknown): [string, string][] {
  const style = parameter.style ?? 'form';
  const explode = parameter.explode ?? style === 'form';
  const name = parameter.name;
  if (Array.isArray(value)) {
    if (explode) return value.map((item) => [name, scalarText(item)]);
    const separator = style === 'spaceDelimited' ? ' ' : style === 'pipeDelimited' ? '|' : ',';
    return [[name, value.map(scalarText).join(separator)]];
  }
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value);
    if (style === 'deepObject') return entries.map(([key, item]) => [`${name}[${key}]`, scalarText(item)]);
    if (explode) return entries.map(([key, item]) => [key, scalarText(item)]);
    return [[name, entries.flatMap(([key, item]) => [key, scalarText(item)]).join(',')]];
  }
  return [[name, scalarText(value)]];
}

const JSON_MEDIA_TYPE = /^application\/(?:[\w.+-]+\+)?json(?:\s*;.*)?$/i;

function isProblemJson(mediaType: string): boolean {
  return /^application\/problem\+json/i.test(mediaType);
}

function acceptHeader(doc: OpenApiDocument, operation: OperationObject): string {
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    if (!/^2(?:\d\d|XX)$/i.test(status)) continue;
    const content = resolve<ResponseObject>(doc, response)?.content ?? {};
    const mediaType = Object.keys(content).find((type) => !isProblemJson(type));
    if (mediaType) return mediaType;
  }
  return 'application/json';
}

function requestBody(doc: OpenApiDocument, operation: OperationObject): {mediaType: string; body: Body} | undefined {
  const content = resolve<RequestBodyObject>(doc, operation.requestBody)?.content;
  const first = Object.entries(content ?? {})[0];
  if (!first) return undefined;
  const [mediaType, media]: [string, MediaTypeObject] = first;
  let value = media.example ?? firstExampleValue(doc, media.examples);
  value ??= synthesise(doc, media.schema) ?? {};
  // A JSON round trip leaves only plain JSON values for the per-language literal printers.
  const plain: unknown = JSON.parse(JSON.stringify(value));

  if (JSON_MEDIA_TYPE.test(mediaType)) {
    return {mediaType, body: {kind: 'json', value: plain, text: escapeLineSeparators(JSON.stringify(plain, null, 2))}};
  }
  if (/^application\/x-www-form-urlencoded/i.test(mediaType) && typeof plain === 'object' && plain !== null) {
    const text = Object.entries(plain)
      .map(([key, item]) => `${encodeStrict(key)}=${encodeStrict(scalarText(item))}`)
      .join('&');
    return {mediaType, body: {kind: 'text', text}};
  }
  return {mediaType, body: {kind: 'text', text: typeof plain === 'string' ? plain : JSON.stringify(plain, null, 2)}};
}

function buildRequest(doc: OpenApiDocument, path: string, method: string, operation: OperationObject): SampleRequest {
  const pathItem = doc.paths[path];
  const parameters = effectiveParameters(doc, pathItem, operation);
  const byLocation = (location: ParameterLocation) => parameters.filter((parameter) => parameter.in === location);

  let resolvedPath = path;
  for (const parameter of byLocation('path')) {
    const value = parameterExample(doc, parameter);
    // With no example the `{name}` placeholder stays, so the reader sees what to fill in.
    const text = value === undefined ? `{${parameter.name}}` : encodeStrict(simpleText(value));
    resolvedPath = resolvedPath.replaceAll(`{${parameter.name}}`, text);
  }

  const query = byLocation('query')
    .filter((parameter) => parameter.required)
    .flatMap((parameter) => {
      // synthesise() falls back to the schema's default, then to a value of the right type.
      return queryPairs(parameter, parameterExample(doc, parameter) ?? synthesise(doc, parameter.schema));
    })
    .map(([name, value]) => `${encodeStrict(name)}=${encodeStrict(value)}`)
    .join('&');

  const headers: Header[] = [{name: 'Accept', value: acceptHeader(doc, operation)}];
  const body = requestBody(doc, operation);
  if (body) headers.push({name: 'Content-Type', value: body.mediaType});
  // OpenAPI ignores header parameters named Accept, Content-Type and Authorization.
  const reserved = new Set(['accept', 'content-type', 'authorization']);
  for (const parameter of byLocation('header')) {
    if (!parameter.required || reserved.has(parameter.name.toLowerCase())) continue;
    const value = parameterExample(doc, parameter) ?? synthesise(doc, parameter.schema);
    headers.push({name: parameter.name, value: simpleText(value)});
  }

  return {
    method: method.toUpperCase(),
    url: `${baseUrl(doc, pathItem, operation)}${resolvedPath}${query ? `?${query}` : ''}`,
    bearer: requiresBearer(doc, operation),
    headers,
    body: body?.body,
  };
}

// ---------------------------------------------------------------------------------------------
// Literal printers

/**
 * Single quotes (`'` written as `'\''`). ANSI-C `$'…'` on one line instead when the text holds
 * control characters or blanks before a line break, which single quotes would keep raw.
 */
function shellQuote(value: string): string {
  const isControl = (c: string) => (c < ' ' && c !== '\n' && c !== '\t') || c === '\x7f';
  const needsAnsiC = [...value].some(isControl) || /[ \t]\n/.test(value);
  if (!needsAnsiC) return `'${value.replaceAll("'", `'\\''`)}'`;
  let escaped = '';
  for (const c of value) {
    if (c === '\\' || c === "'") escaped += `\\${c}`;
    else if (c === '\n') escaped += '\\n';
    else if (c === '\t') escaped += '\\t';
    else if (isControl(c)) escaped += `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`;
    else escaped += c;
  }
  return `$'${escaped}'`;
}

/** A double-quoted literal valid in Python 3 and JavaScript (the JSON string grammar is a subset of both). */
function jsonString(value: string): string {
  return escapeLineSeparators(JSON.stringify(value));
}

/**
 * JSON allows U+2028 and U+2029 raw inside strings, but editors and regexes take them for line
 * breaks; the `\u` escape means the same in JSON, Python and JavaScript.
 */
function escapeLineSeparators(json: string): string {
  return json.replace(/[\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`);
}

function pythonLiteral(value: unknown, indent: string): string {
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return JSON.stringify(value);
  if (typeof value === 'string') return jsonString(value);
  const inner = `${indent}    `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${inner}${pythonLiteral(item, inner)},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  const lines = entries.map(([key, item]) => `${inner}${jsonString(key)}: ${pythonLiteral(item, inner)},`);
  return `{\n${lines.join('\n')}\n${indent}}`;
}

function javascriptKey(key: string): string {
  // A literal `__proto__` key would set the prototype instead of creating a property.
  if (key === '__proto__') return '["__proto__"]';
  return /^[A-Za-z_$][\w$]*$/.test(key) ? key : jsonString(key);
}

function javascriptLiteral(value: unknown, indent: string): string {
  if (typeof value === 'string') return jsonString(value);
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${inner}${javascriptLiteral(item, inner)},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return '{}';
  const lines = entries.map(([key, item]) => `${inner}${javascriptKey(key)}: ${javascriptLiteral(item, inner)},`);
  return `{\n${lines.join('\n')}\n${indent}}`;
}

/** A Go interpreted string literal; Go source is UTF-8, so only quotes, backslashes and controls are escaped. */
function goString(value: string): string {
  let out = '"';
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (char === '"' || char === '\\') out += `\\${char}`;
    else if (char === '\n') out += '\\n';
    else if (char === '\r') out += '\\r';
    else if (char === '\t') out += '\\t';
    else if (code < 0x20 || code === 0x7f) out += `\\x${code.toString(16).padStart(2, '0')}`;
    else if (code >= 0xd800 && code <= 0xdfff)
      out += '\\uFFFD'; // Go rejects lone surrogates.
    else out += char;
  }
  return `${out}"`;
}

/** Backticks read best; Go raw strings cannot hold a backtick and drop carriage returns. */
function goBodyLiteral(text: string): string {
  return /[`\r\0\uFEFF]/.test(text) ? goString(text) : `\`${text}\``;
}

/**
 * A Java string literal. Non-ASCII becomes `\uXXXX` so the file compiles whatever javac's source
 * encoding; control characters use octal escapes because javac would turn `\u000a` into a real
 * line break before lexing.
 */
function javaString(value: string): string {
  let out = '"';
  for (let index = 0; index < value.length; index++) {
    const char = value.charAt(index);
    const code = value.charCodeAt(index);
    if (char === '"' || char === '\\') out += `\\${char}`;
    else if (char === '\n') out += '\\n';
    else if (char === '\r') out += '\\r';
    else if (char === '\t') out += '\\t';
    else if (code < 0x20 || code === 0x7f) out += `\\${code.toString(8).padStart(3, '0')}`;
    else if (code > 0x7e) out += `\\u${code.toString(16).padStart(4, '0')}`;
    else out += char;
  }
  return `${out}"`;
}

// ---------------------------------------------------------------------------------------------
// Languages

function curlSample(request: SampleRequest): string {
  // `--globoff` stops curl from expanding a `{placeholder}` as a URL glob.
  const globoff = /[{}[\]]/.test(request.url) ? ' --globoff' : '';
  const lines = [`curl -i${globoff} -X ${request.method} ${shellQuote(request.url)}`];
  if (request.bearer) lines.push(`  -H "Authorization: Bearer $${TOKEN_ENV}"`);
  for (const header of request.headers) lines.push(`  -H ${shellQuote(`${header.name}: ${header.value}`)}`);
  if (request.body) lines.push(`  --data-raw ${shellQuote(request.body.text)}`);
  return `${lines.join(' \\\n')}\n`;
}

const PYTHON_SHORTCUTS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']);

function pythonSample(request: SampleRequest): string {
  const lines: string[] = [];
  if (request.bearer) lines.push('import os', '');
  lines.push('import requests', '', `url = ${jsonString(request.url)}`, 'headers = {');
  if (request.bearer) lines.push(`    "Authorization": "Bearer " + os.environ["${TOKEN_ENV}"],`);
  for (const header of request.headers) lines.push(`    ${jsonString(header.name)}: ${jsonString(header.value)},`);
  lines.push('}');

  const args = ['url', 'headers=headers'];
  if (request.body?.kind === 'json') {
    // A Python literal (True/False/None) that requests serialises; the Content-Type header above wins.
    lines.push(`payload = ${pythonLiteral(request.body.value, '')}`);
    args.push('json=payload');
  } else if (request.body) {
    // Encoded explicitly: requests would send a str body as Latin-1.
    lines.push(`payload = ${jsonString(request.body.text)}`);
    args.push('data=payload.encode("utf-8")');
  }
  args.push('timeout=30');
  const call = PYTHON_SHORTCUTS.has(request.method)
    ? `requests.${request.method.toLowerCase()}(${args.join(', ')})`
    : `requests.request(${jsonString(request.method)}, ${args.join(', ')})`;
  lines.push('', `response = ${call}`, 'print(response.status_code)', 'print(response.text)');
  return `${lines.join('\n')}\n`;
}

function javascriptSample(request: SampleRequest): string {
  // An async function rather than top-level await, so it also runs as CommonJS.
  const lines = ['async function main() {', `  const url = ${jsonString(request.url)};`];
  if (request.body?.kind === 'json') lines.push(`  const body = ${javascriptLiteral(request.body.value, '  ')};`);
  else if (request.body) lines.push(`  const body = ${jsonString(request.body.text)};`);
  if (request.body) lines.push('');
  lines.push('  const response = await fetch(url, {', `    method: ${jsonString(request.method)},`, '    headers: {');
  if (request.bearer) lines.push(`      Authorization: \`Bearer \${process.env.${TOKEN_ENV}}\`,`);
  for (const header of request.headers) lines.push(`      ${javascriptKey(header.name)}: ${jsonString(header.value)},`);
  lines.push('    },');
  if (request.body?.kind === 'json') lines.push('    body: JSON.stringify(body),');
  else if (request.body) lines.push('    body,');
  lines.push(
    '  });',
    '',
    '  console.log(response.status);',
    '  console.log(await response.text());',
    '}',
    '',
    'main().catch((error) => {',
    '  console.error(error);',
    '  process.exitCode = 1;',
    '});',
  );
  return `${lines.join('\n')}\n`;
}

const GO_METHOD_CONSTANTS: Record<string, string> = {
  GET: 'http.MethodGet',
  HEAD: 'http.MethodHead',
  POST: 'http.MethodPost',
  PUT: 'http.MethodPut',
  PATCH: 'http.MethodPatch',
  DELETE: 'http.MethodDelete',
  OPTIONS: 'http.MethodOptions',
  TRACE: 'http.MethodTrace',
};

function goSample(request: SampleRequest): string {
  // Go refuses unused imports, so the list follows what the sample uses (sorted, as gofmt does).
  const imports = ['fmt', 'io', 'log', 'net/http', ...(request.bearer ? ['os'] : []), ...(request.body ? ['strings'] : [])];
  const lines = ['package main', '', 'import (', ...imports.map((name) => `\t"${name}"`), ')', '', 'func main() {'];
  const method = GO_METHOD_CONSTANTS[request.method] ?? goString(request.method);
  if (request.body) {
    lines.push(`\tbody := strings.NewReader(${goBodyLiteral(request.body.text)})`);
    lines.push(`\treq, err := http.NewRequest(${method}, ${goString(request.url)}, body)`);
  } else {
    lines.push(`\treq, err := http.NewRequest(${method}, ${goString(request.url)}, nil)`);
  }
  lines.push('\tif err != nil {', '\t\tlog.Fatal(err)', '\t}');
  if (request.bearer) lines.push(`\treq.Header.Set("Authorization", "Bearer "+os.Getenv("${TOKEN_ENV}"))`);
  for (const header of request.headers) {
    lines.push(`\treq.Header.Set(${goString(header.name)}, ${goString(header.value)})`);
  }
  lines.push(
    '',
    '\tresp, err := http.DefaultClient.Do(req)',
    '\tif err != nil {',
    '\t\tlog.Fatal(err)',
    '\t}',
    '\tdefer resp.Body.Close()',
    '',
    '\trespBody, err := io.ReadAll(resp.Body)',
    '\tif err != nil {',
    '\t\tlog.Fatal(err)',
    '\t}',
    '\tfmt.Println(resp.Status)',
    '\tfmt.Println(string(respBody))',
    '}',
  );
  return `${lines.join('\n')}\n`;
}

function javaSample(request: SampleRequest): string {
  const lines = [
    'import java.net.URI;',
    'import java.net.http.HttpClient;',
    'import java.net.http.HttpRequest;',
    'import java.net.http.HttpResponse;',
    '',
    'public class Main {',
    '    public static void main(String[] args) throws Exception {',
  ];
  if (request.body) {
    lines.push('        // An escaped string literal, not a text block, so this compiles on Java 11+.');
    const bodyLines = request.body.text.split('\n');
    const literals = bodyLines.map((line, index) => javaString(index < bodyLines.length - 1 ? `${line}\n` : line));
    lines.push(`        String body = ${literals.join('\n            + ')};`);
  }
  lines.push('        HttpRequest request = HttpRequest.newBuilder()', `            .uri(URI.create(${javaString(request.url)}))`);
  if (request.bearer) lines.push(`            .header("Authorization", "Bearer " + System.getenv("${TOKEN_ENV}"))`);
  for (const header of request.headers) {
    lines.push(`            .header(${javaString(header.name)}, ${javaString(header.value)})`);
  }
  const publisher = request.body ? 'HttpRequest.BodyPublishers.ofString(body)' : 'HttpRequest.BodyPublishers.noBody()';
  if (request.method === 'GET' && !request.body) lines.push('            .GET()');
  else if (request.method === 'DELETE' && !request.body) lines.push('            .DELETE()');
  else if (request.method === 'POST' || request.method === 'PUT') lines.push(`            .${request.method}(${publisher})`);
  else lines.push(`            .method(${javaString(request.method)}, ${publisher})`);
  lines.push(
    '            .build();',
    '        HttpResponse<String> response = HttpClient.newHttpClient()',
    '            .send(request, HttpResponse.BodyHandlers.ofString());',
    '        System.out.println(response.statusCode());',
    '        System.out.println(response.body());',
    '    }',
    '}',
  );
  return `${lines.join('\n')}\n`;
}

/** Each sample's language, its label, and the grammar that colours it. */
const LANGUAGES: readonly {lang: string; label: string; syntax: string; render: (request: SampleRequest) => string}[] = [
  {lang: 'curl', label: 'curl', syntax: 'bash', render: curlSample},
  {lang: 'python', label: 'Python', syntax: 'python', render: pythonSample},
  {lang: 'javascript', label: 'JavaScript', syntax: 'javascript', render: javascriptSample},
  {lang: 'go', label: 'Go', syntax: 'go', render: goSample},
  {lang: 'java', label: 'Java', syntax: 'java', render: javaSample},
];

/** Colours `source` as `syntax`, returning the code element's inner HTML (src/plugins/code-highlight). */
export type Highlight = (source: string, syntax: string) => string;

// ---------------------------------------------------------------------------------------------
// Public API

/** The samples of one operation, in the fixed language order curl, Python, JavaScript, Go, Java. */
export function buildCodeSamples(
  doc: OpenApiDocument,
  path: string,
  method: string,
  operation: OperationObject,
  highlight?: Highlight,
): CodeSample[] {
  const request = buildRequest(doc, path, method, operation);
  return LANGUAGES.map(({lang, label, syntax, render}) => {
    const source = render(request);
    return {lang, label, source, ...(highlight ? {html: highlight(source, syntax)} : {})};
  });
}

/**
 * A deep copy of `doc` in which every operation carries fresh `x-codeSamples`; with `highlight`, each
 * sample also carries its coloured lines (`html`), so the browser runs no highlighter.
 */
export function addCodeSamples(doc: OpenApiDocument, highlight?: Highlight): OpenApiDocument {
  const copy = structuredClone(doc);
  const paths: Record<string, PathItemObject> = {};
  for (const [path, pathItem] of Object.entries(copy.paths)) {
    // New path-item and operation objects: YAML aliases may share one object between paths.
    const item: PathItemObject = {...pathItem};
    for (const method of HTTP_METHODS) {
      const operation = pathItem[method];
      if (!operation) continue;
      item[method] = {...operation, 'x-codeSamples': buildCodeSamples(copy, path, method, operation, highlight)};
    }
    paths[path] = item;
  }
  copy.paths = paths;
  return copy;
}
