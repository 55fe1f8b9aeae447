/**
 * Decides whether a fetched document is an OpenAPI 3.0/3.1 document the site can be built from:
 * a cheap structural check first (clear messages for the common mistakes), then the full
 * specification rules of Redocly (the same engine the documentation tooling relies on).
 */
import {createConfig, lintFromString, type Config} from '@redocly/openapi-core';
import type {OpenAPIV3, OpenAPIV3_1} from 'openapi-types';
import {isRecord} from './json';

export type OpenApiDocument = OpenAPIV3.Document | OpenAPIV3_1.Document;

export type ValidationResult = {ok: true; document: OpenApiDocument} | {ok: false; error: string};

/** How many problems are quoted in the one-line message. */
const MAX_REPORTED_PROBLEMS = 3;

/** Returns why the document is not an OpenAPI 3 document, or undefined when its outline is right. */
export function checkStructure(document: unknown): string | undefined {
  const prefix = 'not an OpenAPI 3 document';
  if (!isRecord(document)) return `${prefix}: the body is ${Array.isArray(document) ? 'an array' : `a ${typeof document}`}, not an object`;
  if (document.swagger !== undefined) return `${prefix}: it is a Swagger ${String(document.swagger)} document`;
  if (document.openapi === undefined) return `${prefix}: missing openapi`;
  if (typeof document.openapi !== 'string' || !/^3\.[01]\.\d+$/.test(document.openapi)) {
    return `${prefix}: unsupported openapi version ${JSON.stringify(document.openapi)} (expected 3.0.x or 3.1.x)`;
  }
  if (!isRecord(document.info)) return `${prefix}: missing info`;
  if (typeof document.info.title !== 'string' || document.info.title === '') return `${prefix}: missing info.title`;
  if (typeof document.info.version !== 'string' || document.info.version === '') return `${prefix}: missing info.version`;
  if (!isRecord(document.paths)) return `${prefix}: missing paths`;
  if (Object.keys(document.paths).length === 0) return `${prefix}: paths is empty`;
  return undefined;
}

let configPromise: Promise<Config> | undefined;

/**
 * Only the rules that say whether the document is valid (shape and resolvable references), not the
 * style rules of "recommended": the API's authors own its style, the site only needs it well formed.
 */
function specRulesConfig(): Promise<Config> {
  configPromise ??= createConfig({extends: [], rules: {struct: 'error', 'no-unresolved-refs': 'error'}});
  return configPromise;
}

export async function validateSpec(document: unknown): Promise<ValidationResult> {
  const structureProblem = checkStructure(document);
  if (structureProblem !== undefined) return {ok: false, error: structureProblem};
  const problems = await lintFromString({
    source: JSON.stringify(document),
    // A placeholder location: the document must be self-contained, so relative refs fail to resolve.
    absoluteRef: '/specs-sync/fetched-spec.json',
    config: await specRulesConfig(),
  });
  const errors = problems.filter((problem) => problem.severity === 'error');
  // Redocly checked the whole document against the specification's schema: the types now hold.
  if (errors.length === 0) return {ok: true, document: document as OpenApiDocument};
  const quoted = errors.slice(0, MAX_REPORTED_PROBLEMS).map((problem) => {
    const pointer = problem.location[0]?.pointer ?? '#';
    return `${pointer}: ${problem.message}`;
  });
  const more = errors.length > MAX_REPORTED_PROBLEMS ? ` (${errors.length} problems in all)` : '';
  return {ok: false, error: `invalid OpenAPI: ${quoted.join('; ')}${more}`};
}
