/**
 * `npm run specs:sync`: refreshes the committed OpenAPI documents from their servers.
 * Thin on purpose: options come from the environment and `--only`; the work is in ./specs/.
 * Exit codes: 0 synced, 1 a spec could not be fetched, validated or written, 2 bad usage.
 */
import {formatFailures, formatSummary} from './specs/format-summary';
import {syncSpecs} from './specs/sync-specs';
import {
  DEFAULT_TIMEOUT_MS,
  isSpecKey,
  resolveTargets,
  resolveTimeout,
  SPEC_KEYS,
  TIMEOUT_ENV_VAR,
  URL_ENV_VARS,
  type SpecKey,
} from './specs/targets';

const USAGE = `usage: tsx scripts/specs-sync.ts [--only ${SPEC_KEYS.join('|')}]
environment: ${URL_ENV_VARS.join(', ')} (spec URLs), ${TIMEOUT_ENV_VAR} (default ${DEFAULT_TIMEOUT_MS})`;

function parseArgs(args: string[]): {only: SpecKey | undefined; help: boolean} {
  let only: SpecKey | undefined;
  let help = false;
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] ?? '';
    if (arg === '--help' || arg === '-h') help = true;
    else if (arg === '--only' || arg.startsWith('--only=')) {
      const value = arg === '--only' ? args[++index] : arg.slice('--only='.length);
      if (value === undefined || !isSpecKey(value))
        throw new Error(`--only expects one of ${SPEC_KEYS.join(', ')}, got ${value ?? 'nothing'}`);
      only = value;
    } else throw new Error(`unknown argument ${arg}`);
  }
  return {only, help};
}

async function main(): Promise<number> {
  let options: {only: SpecKey | undefined; timeoutMs: number};
  try {
    const {only, help} = parseArgs(process.argv.slice(2));
    if (help) {
      console.log(USAGE);
      return 0;
    }
    options = {only, timeoutMs: resolveTimeout(process.env)};
  } catch (error) {
    console.error(`error: ${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  // npm runs scripts from the package root, which is what the paths in OPENAPI_SOURCES are relative to.
  const targets = resolveTargets({env: process.env, rootDir: process.cwd(), only: options.only});
  const result = await syncSpecs({targets, timeoutMs: options.timeoutMs});
  if (!result.ok) {
    console.error(formatFailures(result.failures, result.filesUnchanged));
    return 1;
  }
  console.log(formatSummary(result.reports));
  return 0;
}

// No top-level await: the script must run whether tsx loads it as ESM or as CommonJS.
void main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
