/** Turns OPENAPI_SOURCES, the environment and the `--only` flag into the list of specs to sync. */
import path from 'node:path';
import {OPENAPI_SOURCES} from '../../src/constants';
import type {SpecTarget} from './sync-specs';

export type SpecKey = keyof typeof OPENAPI_SOURCES;

export const SPEC_KEYS = Object.keys(OPENAPI_SOURCES) as SpecKey[];
/** The variables that override the URLs, for help texts. */
export const URL_ENV_VARS = SPEC_KEYS.map((key) => OPENAPI_SOURCES[key].envVar);
export const TIMEOUT_ENV_VAR = 'SPECS_SYNC_TIMEOUT_MS';
export const DEFAULT_TIMEOUT_MS = 15_000;

export function isSpecKey(value: string): value is SpecKey {
  return Object.hasOwn(OPENAPI_SOURCES, value);
}

export interface TargetOptions {
  env: NodeJS.ProcessEnv;
  /** The directory the `file` entries of OPENAPI_SOURCES are relative to (the repository root). */
  rootDir: string;
  only?: SpecKey;
}

export function resolveTargets({env, rootDir, only}: TargetOptions): SpecTarget[] {
  return SPEC_KEYS.filter((key) => only === undefined || key === only).map((key) => {
    const source = OPENAPI_SOURCES[key];
    // An empty variable counts as unset, so `VAR= npm run specs:sync` does not fetch "".
    const override = env[source.envVar]?.trim();
    return {key, id: source.id, url: override || source.defaultUrl, file: path.resolve(rootDir, source.file)};
  });
}

/** Reads the timeout variable; throws with a message naming the variable when it is not usable. */
export function resolveTimeout(env: NodeJS.ProcessEnv): number {
  const raw = env[TIMEOUT_ENV_VAR]?.trim();
  if (raw === undefined || raw === '') return DEFAULT_TIMEOUT_MS;
  if (!/^\d+$/.test(raw) || Number(raw) <= 0) throw new Error(`${TIMEOUT_ENV_VAR} must be a positive number of milliseconds, got "${raw}"`);
  return Number(raw);
}
