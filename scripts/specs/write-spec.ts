/**
 * Turns a document into stable, diff-friendly YAML and writes it atomically.
 * Stable: the same document always gives the same bytes whatever order the server emitted its
 * methods, status codes and components in, so a re-sync without API changes leaves git clean and a
 * real change shows as a small diff.
 */
import {mkdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import writeAtomically from 'write-file-atomic';
import {stringify} from 'yaml';
import {HTTP_METHODS, isRecord, type JsonRecord} from './json';

const TOP_LEVEL_ORDER = ['openapi', 'info', 'servers', 'security', 'tags', 'paths', 'components'];
/** Path item keys in the order the OpenAPI specification lists them. */
const PATH_ITEM_ORDER = ['$ref', 'summary', 'description', 'servers', 'parameters', ...HTTP_METHODS];

/** Keys of `order` first (in that order), then the remaining keys in source order. */
function orderKeys(record: JsonRecord, order: readonly string[]): JsonRecord {
  const result: JsonRecord = {};
  for (const key of order) if (Object.hasOwn(record, key)) result[key] = record[key];
  for (const [key, value] of Object.entries(record)) if (!Object.hasOwn(result, key)) result[key] = value;
  return result;
}

/** `sort()` without a comparator compares UTF-16 code units: locale-independent, so every machine sorts alike. */
function sortKeys(record: JsonRecord, mapValue: (value: unknown) => unknown = (value) => value): JsonRecord {
  const result: JsonRecord = {};
  for (const key of Object.keys(record).sort()) result[key] = mapValue(record[key]);
  return result;
}

/**
 * Springdoc's output order of methods and response codes can vary between server starts;
 * fixing them avoids churn. Everything else inside an operation keeps its source order.
 */
function normalizePathItem(pathItem: unknown): unknown {
  if (!isRecord(pathItem)) return pathItem;
  const ordered = orderKeys(pathItem, PATH_ITEM_ORDER);
  for (const method of HTTP_METHODS) {
    const operation = ordered[method];
    if (isRecord(operation) && isRecord(operation.responses)) ordered[method] = {...operation, responses: sortKeys(operation.responses)};
  }
  return ordered;
}

/** Returns a copy of the document with the deterministic key order; the input is not modified. */
export function normalizeSpec(document: unknown): unknown {
  if (!isRecord(document)) return document;
  const result = orderKeys(document, TOP_LEVEL_ORDER);
  // Paths keep the server's order: the API reference lists a tag's operations in document order.
  if (isRecord(result.paths)) {
    result.paths = Object.fromEntries(Object.entries(result.paths).map(([key, item]) => [key, normalizePathItem(item)]));
  }
  if (isRecord(result.components)) {
    result.components = sortKeys(result.components, (section) => (isRecord(section) ? sortKeys(section) : section));
  }
  return result;
}

/**
 * 2-space indent, no folding (a long description stays on one line), trailing newline. Quoted as YAML
 * 1.1 needs: OpenAPI tools that read 1.1 (js-yaml's default schema) would take an unquoted
 * `2025-03-14T10:21:07Z` for a date and `yes` for a boolean.
 */
export function toStableYaml(document: unknown): string {
  const text = stringify(normalizeSpec(document), {
    indent: 2,
    lineWidth: 0,
    minContentWidth: 0,
    aliasDuplicateObjects: false,
    singleQuote: true,
    version: '1.1',
  });
  return text.endsWith('\n') ? text : `${text}\n`;
}

/** The file's bytes, or undefined when it does not exist yet. */
export async function readIfExists(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch (error) {
    if (isErrnoException(error) && error.code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Writes through a temporary file in the same directory, synced and then renamed over the target
 * (write-file-atomic): readers see the old or the new file, never a partial one, and it keeps its mode.
 * Returns 'unchanged' without touching the file when the bytes are already identical.
 */
export async function writeFileAtomic(file: string, content: string | Buffer): Promise<'written' | 'unchanged'> {
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  if ((await readIfExists(file))?.equals(bytes)) return 'unchanged';
  await mkdir(path.dirname(file), {recursive: true});
  await writeAtomically(file, bytes);
  return 'written';
}

function isErrnoException(error: unknown): error is NodeJS.ErrnoException {
  return error instanceof Error && 'code' in error;
}
