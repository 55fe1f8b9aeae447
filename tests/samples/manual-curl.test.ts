/**
 * Every API call of the manuals (tests/support/shell.ts says which commands count), run with curl against
 * the mocks, as the code samples are. Each call runs alone in bash:
 *
 * 1. the page's plain assignments before it (`page=0`, `API=https://cloud.example.com/api/v1/...`);
 * 2. then PLACEHOLDERS below, the values a reader gets at run time (a token, an id a previous command
 *    printed): they win over the page's own;
 * 3. then `set -u` and the command. A variable set by neither fails the call with bash's "unbound
 *    variable": give it a value in PLACEHOLDERS.
 *
 * The documented host is replaced with the run's address in that text, and nothing else changes. curl
 * gets a dead proxy for every other host, so a call to another host fails here instead of leaving the
 * machine. Each call must exit 0, send what the spec accepts and get the documented success status. The
 * one exception is a release note's fallback to an operation that release removed
 * (tests/unit/fixtures/removed-operations.ts): it must get the `404` the note promises for it today.
 */
import {mkdtemp, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, inject, it} from 'vitest';
import {readPages} from '../support/docs-and-specs';
import {manualCurlCalls} from '../support/shell';
import {CHANGELOG_PAGES, REMOVED_OPERATIONS} from '../unit/fixtures/removed-operations';
import {DUMMY_TOKEN, MOCKED, mockRun, problemsOf, report, runCommand, runEnv, type CommandResult, type Exchange} from './harness';

/** Values a reader has only at run time, taken from the specs' examples where they are ids. */
const PLACEHOLDERS: Record<string, string> = {
  // From Keycloak's token endpoint: the mock checks that a bearer token is there, not what it is.
  TOKEN: DUMMY_TOKEN,
  NUBIS_TOKEN: DUMMY_TOKEN,
  // From `uuidgen`.
  IDEMPOTENCY_KEY: '0b6c1e38-2f4a-4d7e-9a51-6c3f8e2d1a90',
  // From the user list: Alex Martin's id in the admin API's examples.
  OWNER_ID: '5e7a9c1b-3d5f-4e7a-8b9c-0d1e2f3a4b5c',
  // From the project's creation (`jq -r .id project.json`): example-prod's id in the admin API's examples.
  PROJECT_ID: '2c4e6a8b-0d1f-4e3a-8b5c-7d9e1f3a5b7c',
  // From the export's creation: its id in the billing resource API's examples.
  EXPORT_ID: 'e5a7c9e1-a3c5-4e7a-9c1e-3a5c7e9a1c3e',
  // The export script's download target, built from the period and format it computes.
  file: 'billing-resources_2025-05-01_2025-06-01.csv',
};

/**
 * What is wrong with a call of a release note to an operation that release removed, or undefined when it
 * calls something else: it must exit 0 and every request it sent must be answered `404`, as today's API does.
 */
function removedOperationProblems(file: string, result: CommandResult, exchanges: Exchange[]): string[] | undefined {
  const removed = (exchange: Exchange) =>
    REMOVED_OPERATIONS.some(({method, path}) => method === exchange.method.toUpperCase() && exchange.path.replace(/\?.*$/, '') === path);
  if (!CHANGELOG_PAGES.test(file) || exchanges.length === 0 || !exchanges.every(removed)) return undefined;
  return [
    ...(result.code === 0 ? [] : [`exited with code ${result.code}`]),
    ...exchanges
      .filter(({status}) => status !== 404)
      .map(({method, path, status}) => `${method} ${path}, removed, answered ${status} instead of 404`),
  ];
}

/** curl sends every request for a host other than 127.0.0.1 to this proxy, where nothing listens (the discard port). */
const DEAD_PROXY = 'http://127.0.0.1:9';

const CASES = readPages().flatMap((page) =>
  manualCurlCalls(page).map((call) => ({...call, file: page.file, at: `${page.file}:${call.line}`})),
);
const hosts = [...new Set(MOCKED.map((mock) => mock.serverUrl))];
const workDir = await mkdtemp(path.join(tmpdir(), 'manual-curl-'));

afterAll(() => rm(workDir, {recursive: true, force: true}));

it('finds the API calls of the manuals', () => {
  expect(CASES.length).toBeGreaterThan(0);
});

describe.concurrent('manual curl calls', () => {
  it.each(CASES.map((call) => [call.at, call] as const))('%s', async (at, call) => {
    const run = mockRun(at);
    const placeholders = Object.entries(PLACEHOLDERS).map(([name, value]) => `${name}='${value}'`);
    const script = [...call.assignments, ...placeholders, 'set -u', call.command]
      .map((text) => hosts.reduce((result, host) => result.replaceAll(host, run.baseUrl), text))
      .join('\n');
    const result = await runCommand(inject('toolchains').bash, ['-c', script], {
      cwd: await mkdtemp(path.join(workDir, 'call-')),
      env: runEnv({all_proxy: DEAD_PROXY, ALL_PROXY: DEAD_PROXY, no_proxy: '127.0.0.1', NO_PROXY: '127.0.0.1'}),
    });
    const exchanges = await run.exchanges();
    const problems = removedOperationProblems(call.file, result, exchanges) ?? problemsOf(result, exchanges);
    if (!script.includes(run.baseUrl)) problems.unshift('calls no URL of the documented host');
    const unbound = /(\w+): unbound variable/.exec(result.stderr)?.[1];
    if (unbound) problems.push(`uses $${unbound}, which the page does not set to a plain value: add it to PLACEHOLDERS`);
    expect(problems, report(`${at}\n${call.command}`, result, exchanges)).toEqual([]);
  });
});
