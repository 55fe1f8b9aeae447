/**
 * What the samples suite shares between its global setup (setup.ts) and its test files: the mocked specs
 * and their operations, how a client runs, and what is wrong with the requests a run sent.
 */
import {execFile} from 'node:child_process';
import path from 'node:path';
import {loadApiModels} from '../../src/api-reference/model';
import {OPENAPI_SOURCES} from '../../src/constants';
import type {Toolchains} from '../support/toolchains';

declare module 'vitest' {
  export interface ProvidedContext {
    toolchains: Toolchains;
  }
}

/** The gateway's port (`API_MOCK_PORT`); the Prism mocks take the next ones, one per spec. */
export const MOCK_PORT = Number(process.env.API_MOCK_PORT ?? 4611);

/** The token every run sends: the mocks check that a bearer token is there, not what it is. */
export const DUMMY_TOKEN = 'mock-access-token';

/** The specs mocked, with their API model and the host the samples and manuals document. */
export const MOCKED = (await loadApiModels(process.cwd())).map((model) => {
  const source = OPENAPI_SOURCES[model.reference.source];
  const serverUrl = (model.servers[0]?.url ?? '').replace(/\/+$/, '');
  return {model, name: source.id, spec: path.resolve(source.file), serverUrl};
});

/** What a request to an operation must get right. */
interface OperationFacts {
  id: string;
  /** The lowest 2xx documented: the one Prism answers unless told otherwise. */
  expectedStatus: number;
  query: string[];
}

const ROUTES = MOCKED.flatMap(({model, name}, index) =>
  model.operations.map((operation) => {
    const id = operation.operationId ?? `${operation.method} ${operation.path}`;
    const expectedStatus = Math.min(
      ...operation.responses.map(({status}) => Number(status)).filter((status) => status >= 200 && status < 300),
    );
    if (!Number.isFinite(expectedStatus)) throw new Error(`${name}: ${id} documents no 2xx response.`);
    const template = operation.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
    const query = operation.parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name);
    return {index, method: operation.method.toUpperCase(), pattern: new RegExp(`^${template}$`), facts: {id, expectedStatus, query}};
  }),
);

/** The mock a request goes to (the one whose spec has its path) and the operation it calls, if any. */
export function route(method: string, requestPath: string): {index: number; operation?: OperationFacts} {
  const matches = ROUTES.filter(({pattern}) => pattern.test(requestPath.replace(/\?.*$/, '')));
  const found = matches.find((candidate) => candidate.method === method.toUpperCase());
  return {index: (found ?? matches[0])?.index ?? 0, operation: found?.facts};
}

/** A request as the gateway saw it, with Prism's reasons for refusing it or its answer. */
export interface Exchange {
  method: string;
  /** Path and query, without the run's prefix. */
  path: string;
  status: number;
  violations: string[];
  body: string;
  operation?: OperationFacts;
}

/** A run of one client: its base URL replaces the documented host; the gateway keeps what it sent. */
export function mockRun(name: string): {baseUrl: string; exchanges(): Promise<Exchange[]>} {
  const id = name.replace(/[^\w.-]/g, '_');
  const gateway = `http://127.0.0.1:${MOCK_PORT}`;
  return {
    baseUrl: `${gateway}/__run/${id}`,
    exchanges: async () => (await (await fetch(`${gateway}/__exchanges/${id}`)).json()) as Exchange[],
  };
}

/** The environment of a run: the dummy token, no proxy (everything goes to 127.0.0.1), no test-runner Node options. */
export function runEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const inherited = Object.entries(process.env).filter(([key]) => key !== 'NODE_OPTIONS' && !/^(?:https?|all|no)_proxy$/i.test(key));
  return {...Object.fromEntries(inherited), NUBIS_TOKEN: DUMMY_TOKEN, ...extra};
}

export interface CommandResult {
  /** The command line, for failure messages. */
  command: string;
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a command to its end (at most `timeout` ms), with standard input closed. */
export function runCommand(
  command: string,
  args: string[],
  options: {cwd?: string; env?: NodeJS.ProcessEnv; timeout?: number} = {},
): Promise<CommandResult> {
  const line = [command, ...args].map((part) => (/^[\w./:=@%+-]+$/.test(part) ? part : `'${part.replaceAll("'", `'\\''`)}'`)).join(' ');
  const timeout = options.timeout ?? 120_000;
  return new Promise((resolve) => {
    const child = execFile(
      command,
      args,
      {...options, env: options.env ?? runEnv(), timeout, killSignal: 'SIGKILL', maxBuffer: 2 ** 26},
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : null) : 0;
        const why = error?.killed ? `\n(killed after ${timeout} ms)` : code === null ? `\n${String(error)}` : '';
        resolve({command: line, code, stdout, stderr: `${stderr}${why}`});
      },
    );
    child.stdin?.end();
  });
}

/**
 * What is wrong with a run, empty when nothing is: its exit code, no request, a request the mock refused
 * (with its reasons), one that is no documented operation (or not `operationId`), an undeclared query
 * parameter (Prism lets it through, as the API would, but a misspelt filter is silently ignored), a status
 * other than the operation's documented success.
 */
export function problemsOf(result: CommandResult, exchanges: Exchange[], operationId?: string): string[] {
  const problems = result.code === 0 ? [] : [`exited with code ${result.code}`];
  if (exchanges.length === 0) return [...problems, 'sent no request to the mock'];
  for (const {method, path, status, violations, operation} of exchanges) {
    const request = `${method} ${path}`;
    const undeclared = [...new Set(new URLSearchParams(/\?(.*)$/.exec(path)?.[1]).keys())].filter(
      (name) => !operation?.query.includes(name),
    );
    if (violations.length > 0) problems.push(`the mock refused ${request} with ${status}: ${violations.join('; ')}`);
    else if (!operation) problems.push(`${request} is no operation of the specs (answered ${status})`);
    else {
      if (operationId !== undefined && operation.id !== operationId) problems.push(`${request} calls ${operation.id}, not ${operationId}`);
      if (undeclared.length > 0) problems.push(`${request}: ${operation.id} has no query parameter ${undeclared.join(', ')}`);
      if (status !== operation.expectedStatus)
        problems.push(`${request}: ${operation.id} answered ${status} instead of the documented ${operation.expectedStatus}`);
    }
  }
  return problems;
}

/** The failure message of a run: what ran, what the mock saw and answered, what the client printed. */
export function report(what: string, result: CommandResult, exchanges: Exchange[], ...more: string[]): string {
  return [
    what,
    `command: ${result.command}`,
    // One line per exchange: `POST /api/v1/admin/users -> 422 (request.body: must have ...)`.
    `mock: ${exchanges.map((e) => `${e.method} ${e.path} -> ${e.status}${e.violations.length ? ` (${e.violations.join('; ')})` : ''}`).join('\n') || 'no request reached the mock'}`,
    `exit code: ${result.code}`,
    `stderr: ${result.stderr.trim() || '(empty)'}`,
    `stdout: ${result.stdout.trim().slice(0, 600) || '(empty)'}`,
    ...more,
  ].join('\n');
}
