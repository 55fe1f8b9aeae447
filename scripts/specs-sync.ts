/**
 * `npm run specs:sync`: refreshes openapi/ from the spec servers; `npm run specs:format` (`--format`):
 * rewrites the committed files in the form the sync writes. Either exits 1, having written nothing, when
 * either spec fails.
 */
import {formatSpecs, syncSpecs} from './specs/sync';

// npm runs scripts from the package root, which the paths in OPENAPI_SOURCES are relative to.
// No top-level await: the script must run whether tsx loads it as ESM or as CommonJS.
const run = process.argv.includes('--format') ? formatSpecs(process.cwd()) : syncSpecs(process.env, process.cwd());
void run.then(
  (result) => {
    if (result.ok) return console.log(result.summary);
    console.error(
      [...result.failures.map(({id, url, reason}) => `error: ${id} from ${url}: ${reason}`), 'No file was changed.'].join('\n'),
    );
    process.exitCode = 1;
  },
  (error: unknown) => {
    console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
