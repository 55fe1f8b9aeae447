/**
 * The spec sync, all or nothing: both specs are fetched and validated before either file is written, so
 * the two committed files never fall out of step with each other.
 */
import {readFile, rm} from 'node:fs/promises';
import {STATUS_CODES} from 'node:http';
import path from 'node:path';
import {isDeepStrictEqual} from 'node:util';
import {createConfig, lintFromString, type Config} from '@redocly/openapi-core';
import writeFileAtomic from 'write-file-atomic';
import {OpenAPIV3} from 'openapi-types';
import {parse, stringify} from 'yaml';
import {OPENAPI_SOURCES} from '../../src/constants';

type Json = Record<string, unknown>;

type SyncResult = {ok: true; summary: string} | {ok: false; failures: {id: string; url: string; reason: string}[]};

const METHODS: string[] = Object.values(OpenAPIV3.HttpMethods);
const TOP_LEVEL_ORDER = ['openapi', 'info', 'servers', 'security', 'tags', 'paths', 'components'];
const PATH_ITEM_ORDER = ['$ref', 'summary', 'description', 'servers', 'parameters', ...METHODS];

const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Reads both specs from the servers named in `env` and rewrites the files under `rootDir` only if both are valid. */
export async function syncSpecs(env: NodeJS.ProcessEnv, rootDir: string): Promise<SyncResult> {
  const timeoutMs = Number(env.SPECS_SYNC_TIMEOUT_MS?.trim() || 15_000);
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) {
    throw new Error(`SPECS_SYNC_TIMEOUT_MS must be a positive number of milliseconds, got "${env.SPECS_SYNC_TIMEOUT_MS}"`);
  }
  return writeSpecs(
    rootDir,
    // An empty variable counts as unset, so `VAR= npm run specs:sync` does not fetch "".
    ({envVar, defaultUrl}) => env[envVar]?.trim() || defaultUrl,
    (url) => download(url, timeoutMs),
  );
}

/**
 * `npm run specs:format`: the committed files, read and written as `specs:sync` would write them, so a
 * hand edit takes the sync's form (key order, quoting) and `tests/unit/specs-sync.test.ts` accepts it.
 */
export function formatSpecs(rootDir: string): Promise<SyncResult> {
  return writeSpecs(
    rootDir,
    ({file}) => file,
    async (file) => {
      const document: unknown = parse(await readFile(path.resolve(rootDir, file), 'utf8'));
      if (!isRecord(document)) throw new Error('not a YAML mapping');
      return document;
    },
  );
}

/** Reads both specs through `read`, validates them, and rewrites the files only if both are valid. */
async function writeSpecs(
  rootDir: string,
  sourceOf: (source: (typeof OPENAPI_SOURCES)[keyof typeof OPENAPI_SOURCES]) => string,
  read: (url: string) => Promise<Json>,
): Promise<SyncResult> {
  const downloads = await Promise.all(
    Object.values(OPENAPI_SOURCES).map(async (source) => {
      const {id, file} = source;
      const url = sourceOf(source);
      const body = await read(url).catch((error: unknown) => messageOf(error));
      // A file that is missing (or cannot be read) is written as a new one.
      const previous = await readFile(path.resolve(rootDir, file), 'utf8').catch(() => undefined);
      return {id, url, file, path: path.resolve(rootDir, file), body, previous};
    }),
  );
  // Validated once both have arrived: validating one spec keeps the CPU busy for seconds, which would
  // otherwise count against the other's download timeout.
  const specs = [];
  for (const {body, ...spec} of downloads) specs.push({...spec, document: typeof body === 'string' ? body : await validate(body)});
  const failures = specs.flatMap(({id, url, document}) => (typeof document === 'string' ? [{id, url, reason: document}] : []));
  if (failures.length > 0) return {ok: false, failures};

  const written: typeof specs = [];
  const lines: string[] = [];
  for (const spec of specs) {
    if (typeof spec.document === 'string') continue;
    const yaml = toStableYaml(spec.document);
    const unchanged = yaml === spec.previous;
    lines.push(`${spec.id} (${spec.file}): ${unchanged ? 'unchanged' : describeChanges(spec.previous, spec.document)}`);
    if (unchanged) continue;
    try {
      await writeFileAtomic(spec.path, yaml);
      written.push(spec);
    } catch (error) {
      // Put back the file already written, so that the pair stays in step.
      await Promise.all(written.map((done) => (done.previous === undefined ? rm(done.path) : writeFileAtomic(done.path, done.previous))));
      return {ok: false, failures: [{id: spec.id, url: spec.url, reason: `cannot write ${spec.file}: ${messageOf(error)}`}]};
    }
  }
  return {ok: true, summary: lines.join('\n')};
}

/** The parsed body, or a rejection whose message is the one-line reason to show. */
async function download(url: string, timeoutMs: number): Promise<Json> {
  if (!/^https?:\/\//i.test(url)) throw new Error('not an http or https URL');
  const signal = AbortSignal.timeout(timeoutMs);
  // fetch reports "fetch failed"; the cause (refused, host not found, connection cut) is what a person can act on.
  const failed = (error: unknown): never => {
    if (signal.aborted) throw new Error(`timed out after ${timeoutMs} ms`);
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    throw new Error(`network error: ${messageOf(cause) || (cause as NodeJS.ErrnoException).code}`);
  };
  const response = await fetch(url, {signal, headers: {accept: 'application/json, application/yaml'}}).catch(failed);
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`HTTP ${response.status} ${STATUS_CODES[response.status] ?? ''}`.trimEnd());
  }
  const text = await response.text().catch(failed);
  const notParsed = `not JSON or YAML (${response.headers.get('content-type') ?? 'no content type'})`;
  let document: unknown;
  try {
    // YAML reads JSON too, but JSON.parse names the error of a cut or broken JSON document better.
    document = /^\s*[[{]/.test(text) ? JSON.parse(text) : parse(text);
  } catch (error) {
    throw new Error(`${notParsed}: ${messageOf(error).split('\n')[0]}`);
  }
  // An HTML page (a login form, say) reads as one YAML string.
  if (!isRecord(document)) throw new Error(`${notParsed}: the body is not an object`);
  return document;
}

let specRules: Promise<Config> | undefined;

/** The document, or why the site cannot be built from it. */
async function validate(document: Json): Promise<Json | string> {
  const version = document.openapi;
  if (!/^3\.[01]\./.test(String(version))) return `not OpenAPI 3.0 or 3.1: openapi is ${JSON.stringify(version) ?? 'missing'}`;
  if (!isRecord(document.paths) || Object.keys(document.paths).length === 0) return 'no operations: paths is missing or empty';
  // Only the rules that say whether the document is valid, not the style rules: the API's authors own its style.
  specRules ??= createConfig({extends: [], rules: {struct: 'error', 'no-unresolved-refs': 'error'}});
  const problems = await lintFromString({source: JSON.stringify(document), absoluteRef: '/fetched.json', config: await specRules});
  const errors = problems.filter((problem) => problem.severity === 'error');
  if (errors.length === 0) return document;
  const quoted = errors.slice(0, 3).map((problem) => `${problem.location[0]?.pointer ?? '#'}: ${problem.message}`);
  return `invalid OpenAPI: ${quoted.join('; ')}${errors.length > 3 ? ` (${errors.length} problems in all)` : ''}`;
}

/** Keys of `first` in that order, then the rest in source order. */
function ordered(record: Json, first: string[]): Json {
  const keys = [...first.filter((key) => Object.hasOwn(record, key)), ...Object.keys(record).filter((key) => !first.includes(key))];
  return Object.fromEntries(keys.map((key) => [key, record[key]]));
}

/** `sort()` compares UTF-16 code units: every machine sorts alike, whatever its locale. */
function sorted(record: Json, mapValue = (value: unknown): unknown => value): Json {
  return Object.fromEntries(
    Object.keys(record)
      .sort()
      .map((key) => [key, mapValue(record[key])]),
  );
}

/**
 * The same document gives the same bytes whatever order springdoc sent its methods, status codes and
 * components in (they change between server starts). Paths keep the server's order, the order the API
 * reference lists operations in. Quoted as YAML 1.1 needs (js-yaml, which many OpenAPI tools use, reads
 * an unquoted `2025-03-14T10:21:07Z` as a date and `yes` as a boolean); never folded.
 */
export function toStableYaml(document: Json): string {
  const result = ordered(document, TOP_LEVEL_ORDER);
  if (isRecord(result.paths)) {
    result.paths = Object.fromEntries(
      Object.entries(result.paths).map(([route, item]) => {
        if (!isRecord(item)) return [route, item];
        const pathItem = ordered(item, PATH_ITEM_ORDER);
        for (const method of METHODS) {
          const operation = pathItem[method];
          if (isRecord(operation) && isRecord(operation.responses))
            pathItem[method] = {...operation, responses: sorted(operation.responses)};
        }
        return [route, pathItem];
      }),
    );
  }
  if (isRecord(result.components))
    result.components = sorted(result.components, (section) => (isRecord(section) ? sorted(section) : section));
  const options = {indent: 2, lineWidth: 0, minContentWidth: 0, aliasDuplicateObjects: false, singleQuote: true, version: '1.1'} as const;
  return stringify(result, options);
}

/** `METHOD /path` → operation. */
function operations(document: unknown): Map<string, unknown> {
  const found = new Map<string, unknown>();
  const paths = isRecord(document) && isRecord(document.paths) ? document.paths : {};
  for (const [route, item] of Object.entries(paths)) {
    for (const method of METHODS)
      if (isRecord(item) && item[method] !== undefined) found.set(`${method.toUpperCase()} ${route}`, item[method]);
  }
  return found;
}

/** Operations added, removed and changed; `git diff` of the YAML shows the rest. */
function describeChanges(previous: string | undefined, document: Json): string {
  const after = operations(document);
  if (previous === undefined) return `created with ${after.size} operation${after.size === 1 ? '' : 's'}`;
  let before: Map<string, unknown>;
  try {
    before = operations(parse(previous));
  } catch {
    return 'rewritten (the previous file is not YAML)';
  }
  const added = [...after.keys()].filter((key) => !before.has(key));
  const removed = [...before.keys()].filter((key) => !after.has(key));
  const changed = [...after.keys()].filter((key) => before.has(key) && !isDeepStrictEqual(before.get(key), after.get(key)));
  if (added.length + removed.length + changed.length === 0) return 'updated, no operation added, removed or changed';
  return [
    `updated, operations: ${added.length} added, ${removed.length} removed, ${changed.length} changed`,
    ...added.map((key) => `  + ${key}`),
    ...removed.map((key) => `  - ${key}`),
    ...changed.map((key) => `  ~ ${key}`),
  ].join('\n');
}
