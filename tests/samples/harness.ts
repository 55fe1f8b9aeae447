/**
 * What the samples suite shares between its global setup and its test files: the specs it mocks, the
 * ports, and the values the setup hands over (`inject('apiMocks')`, `inject('toolchains')`).
 */
import {spawn} from 'node:child_process';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {loadApiModels, type ApiModel} from '../../src/api-reference/model';
import {OPENAPI_SOURCES} from '../../src/constants';
import {pathTemplatePattern, type MockExchange} from '../support/mock-gateway';
import type {MockEndpoint} from '../support/prism-mock';
import type {Toolchains} from '../support/toolchains';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Four consecutive ports from API_MOCK_PORT: a Prism per spec, then the gateway of each test file. */
const FIRST_PORT = Number(process.env.API_MOCK_PORT ?? 4611);

/** The API models, whose operations and code samples the suite runs. */
export const MODELS: ApiModel[] = await loadApiModels(ROOT);

/** The specs mocked, one Prism each. */
export const MOCKED_SPECS = MODELS.map((model, index) => ({
  spec: path.join(ROOT, OPENAPI_SOURCES[model.reference.source].file),
  port: FIRST_PORT + index,
  model,
}));

/** Each test file has its own gateway (tests/support/mock-gateway.ts) in its own process. */
export const GATEWAY_PORTS = {codeSamples: FIRST_PORT + MOCKED_SPECS.length, manuals: FIRST_PORT + MOCKED_SPECS.length + 1};

/** The token every run sends: the mocks check that a bearer token is there, not what it is. */
export const DUMMY_TOKEN = 'mock-access-token';

declare module 'vitest' {
  export interface ProvidedContext {
    apiMocks: MockEndpoint[];
    toolchains: Toolchains;
  }
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

/** Runs a command without blocking the event loop: the gateway of the test's process must keep answering. */
export function runCommand(
  command: string,
  args: string[],
  options: {cwd?: string; env?: NodeJS.ProcessEnv; timeoutMs?: number} = {},
): Promise<CommandResult> {
  const line = [command, ...args].map((part) => (/^[\w./:=@%+-]+$/.test(part) ? part : `'${part.replaceAll("'", `'\\''`)}'`)).join(' ');
  return new Promise((resolve) => {
    const child = spawn(command, args, {cwd: options.cwd, env: options.env ?? runEnv(), stdio: ['ignore', 'pipe', 'pipe']});
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => {
      stderr += `\n(killed after ${options.timeoutMs ?? 120_000} ms)`;
      child.kill('SIGKILL');
    }, options.timeoutMs ?? 120_000);
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({command: line, code: null, stdout, stderr: `${stderr}${String(error)}`});
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({command: line, code, stdout, stderr});
    });
  });
}

/** At most `size` jobs at once: a JVM start takes most of a core. */
export function limiter(size: number): <T>(job: () => Promise<T>) => Promise<T> {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async (job) => {
    // A finishing job hands its slot straight to the next waiting one.
    if (active < size) active++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await job();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active--;
    }
  };
}

export interface DocumentedOperation {
  spec: string;
  operationId: string;
  /** Upper case. */
  method: string;
  path: string;
  /** The lowest 2xx the operation documents: the one Prism answers unless told otherwise. */
  expectedStatus: number;
  /** Names of its query parameters. */
  queryParameters: string[];
  /** The statuses whose response has headers (`Location`, `Retry-After`...). */
  statusesWithHeaders: number[];
}

export function documentedOperations(spec: string): DocumentedOperation[] {
  const model = MOCKED_SPECS.find((mock) => mock.spec === spec)?.model;
  if (!model) throw new Error(`${spec} is not a mocked spec.`);
  return model.operations.map((operation) => {
    const operationId = operation.operationId ?? `${operation.method} ${operation.path}`;
    const [expectedStatus] = operation.responses
      .map((response) => response.status)
      .filter((status) => /^2\d\d$/.test(status))
      .map(Number)
      .sort((a, b) => a - b);
    if (expectedStatus === undefined) throw new Error(`${spec}: ${operationId} documents no 2xx response.`);
    return {
      spec,
      operationId,
      method: operation.method.toUpperCase(),
      path: operation.path,
      expectedStatus,
      queryParameters: operation.parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name),
      statusesWithHeaders: operation.responses.filter((response) => response.headers.length > 0).map((response) => Number(response.status)),
    };
  });
}

/** The operation of the mocked specs that a request (`GET`, `/api/v1/admin/users?size=1`) calls. */
export function documentedOperation(mocks: MockEndpoint[], method: string, requestPath: string): DocumentedOperation | undefined {
  const pathname = requestPath.replace(/\?.*$/, '');
  return mocks
    .flatMap((mock) => documentedOperations(mock.spec))
    .find((operation) => operation.method === method.toUpperCase() && pathTemplatePattern(operation.path).test(pathname));
}

/**
 * Query parameters the operation does not declare. Prism lets them through, as the API would, but a
 * misspelt filter is silently ignored: the reader gets the whole list instead of the filtered one.
 */
export function undeclaredQueryParameters(operation: DocumentedOperation, requestPath: string): string[] {
  const query = /\?(.*)$/.exec(requestPath)?.[1] ?? '';
  const names = [...new URLSearchParams(query).keys()];
  return [...new Set(names.filter((name) => !operation.queryParameters.includes(name)))];
}

/**
 * What is wrong with the requests of one run, empty when nothing is: a request the mock refused (with
 * its reasons), one that is no documented operation (or not `expectedOperationId`), an undeclared query
 * parameter, a status other than the operation's documented success.
 */
export function exchangeProblems(mocks: MockEndpoint[], exchanges: readonly MockExchange[], expectedOperationId?: string): string[] {
  if (exchanges.length === 0) return ['sent no request to the mock'];
  return exchanges.flatMap((exchange) => {
    const request = `${exchange.method} ${exchange.path}`;
    if (exchange.violations.length > 0) return [`the mock refused ${request} with ${exchange.status}: ${exchange.violations.join('; ')}`];
    const operation = documentedOperation(mocks, exchange.method, exchange.path);
    if (!operation) return [`${request} is no operation of the specs (answered ${exchange.status})`];
    const problems: string[] = [];
    if (expectedOperationId !== undefined && operation.operationId !== expectedOperationId) {
      problems.push(`${request} calls ${operation.operationId}, not ${expectedOperationId}`);
    }
    const undeclared = undeclaredQueryParameters(operation, exchange.path);
    if (undeclared.length > 0) problems.push(`${request}: ${operation.operationId} has no query parameter ${undeclared.join(', ')}`);
    if (exchange.status !== operation.expectedStatus) {
      problems.push(
        `${request}: ${operation.operationId} answered ${exchange.status} instead of the documented ${operation.expectedStatus}`,
      );
    }
    return problems;
  });
}
