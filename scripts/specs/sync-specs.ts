/**
 * The sync itself, all or nothing: every spec is fetched and validated before any file is touched,
 * so a failure of one spec never leaves the two committed files out of step with each other.
 */
import {unlink} from 'node:fs/promises';
import {parse} from 'yaml';
import {diffSpecs, type SpecDiff} from './diff-spec';
import {HTTP_METHODS} from './json';
import {fetchSpec} from './fetch-spec';
import {validateSpec, type OpenApiDocument, type ValidationResult} from './validate-spec';
import {readIfExists, toStableYaml, writeFileAtomic} from './write-spec';

export interface SpecTarget {
  /** Key in OPENAPI_SOURCES, e.g. `admin`. */
  key: string;
  /** Spec id, e.g. `nubis-admin-api`. */
  id: string;
  url: string;
  /** Absolute path of the committed YAML file. */
  file: string;
}

export interface SpecReport {
  target: SpecTarget;
  status: 'created' | 'updated' | 'unchanged';
  /** Undefined when there was no previous file, or it could not be parsed. */
  diff: SpecDiff | undefined;
  /** Why the previous file could not be compared, when it exists but is not readable YAML. */
  previousUnreadable?: string;
  operationCount: number;
  schemaCount: number;
}

export interface SpecFailure {
  target: SpecTarget;
  error: string;
}

export type SyncResult =
  | {ok: true; reports: SpecReport[]}
  /** `filesUnchanged` is false only if a write failed and restoring an earlier file failed too. */
  | {ok: false; failures: SpecFailure[]; filesUnchanged: boolean};

export interface SyncOptions {
  targets: SpecTarget[];
  timeoutMs: number;
}

interface Prepared {
  target: SpecTarget;
  document: OpenApiDocument;
  content: string;
  previous: Buffer | undefined;
}

async function fetchAndValidate(target: SpecTarget, timeoutMs: number): Promise<ValidationResult> {
  const fetched = await fetchSpec(target.url, {timeoutMs});
  return fetched.ok ? validateSpec(fetched.document) : fetched;
}

function countOperationsAndSchemas(document: OpenApiDocument): {operationCount: number; schemaCount: number} {
  const pathItems = Object.values(document.paths ?? {});
  return {
    operationCount: pathItems.reduce((count, item) => count + HTTP_METHODS.filter((method) => item?.[method] !== undefined).length, 0),
    schemaCount: Object.keys(document.components?.schemas ?? {}).length,
  };
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function compare(prepared: Prepared): SpecReport {
  const {target, document, content, previous} = prepared;
  const counts = countOperationsAndSchemas(document);
  if (previous === undefined) return {target, status: 'created', diff: undefined, ...counts};
  const status = previous.equals(Buffer.from(content, 'utf8')) ? 'unchanged' : 'updated';
  try {
    return {target, status, diff: diffSpecs(parse(previous.toString('utf8')) as unknown, document), ...counts};
  } catch (error) {
    return {target, status, diff: undefined, previousUnreadable: describeError(error), ...counts};
  }
}

/** Puts earlier files back after a later write failed, so the pair stays consistent. */
async function restore(written: Prepared[]): Promise<boolean> {
  let restored = true;
  for (const {target, previous} of written) {
    try {
      if (previous === undefined) await unlink(target.file);
      else await writeFileAtomic(target.file, previous);
    } catch {
      restored = false;
    }
  }
  return restored;
}

export async function syncSpecs({targets, timeoutMs}: SyncOptions): Promise<SyncResult> {
  const outcomes = await Promise.all(targets.map(async (target) => ({target, outcome: await fetchAndValidate(target, timeoutMs)})));
  const failures: SpecFailure[] = outcomes.flatMap(({target, outcome}) => (outcome.ok ? [] : [{target, error: outcome.error}]));
  if (failures.length > 0) return {ok: false, failures, filesUnchanged: true};

  // Read every previous file before writing any, so a read error also leaves everything untouched.
  const prepared: Prepared[] = [];
  for (const {target, outcome} of outcomes) {
    if (!outcome.ok) continue;
    try {
      prepared.push({
        target,
        document: outcome.document,
        content: toStableYaml(outcome.document),
        previous: await readIfExists(target.file),
      });
    } catch (error) {
      return {ok: false, failures: [{target, error: `cannot read ${target.file}: ${describeError(error)}`}], filesUnchanged: true};
    }
  }
  const reports = prepared.map(compare);

  const written: Prepared[] = [];
  for (const item of prepared) {
    try {
      if ((await writeFileAtomic(item.target.file, item.content)) === 'written') written.push(item);
    } catch (error) {
      const filesUnchanged = await restore(written);
      return {
        ok: false,
        failures: [{target: item.target, error: `cannot write ${item.target.file}: ${describeError(error)}`}],
        filesUnchanged,
      };
    }
  }
  return {ok: true, reports};
}
