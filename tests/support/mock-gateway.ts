/**
 * One address in front of the Prism mocks (prism-mock.ts), as the real host serves both APIs: each
 * request goes to the mock whose spec has its path, and the gateway records what it answered and
 * why, per client run. A run is a base URL of its own, `<gateway>/__run/<id>`, so that clients
 * running in parallel do not mix up and a failure can quote the mock's validation error.
 *
 *   const gateway = await startMockGateway({mocks: [adminMock, billingMock], port: 4613});
 *   const run = gateway.run('createUser-python');
 *   // replace the documented host with run.baseUrl in the client's text, run it, then read
 *   run.exchanges; // [{method: 'POST', path: '/api/v1/admin/users', status: 201, violations: [], ...}]
 *   await gateway.stop();
 */
import {createServer, request as httpRequest, type IncomingMessage, type OutgoingHttpHeaders} from 'node:http';
import type {MockEndpoint} from './prism-mock';

export interface MockExchange {
  /** The spec of the mock that answered. */
  spec: string;
  method: string;
  /** Path and query as the mock saw them (without the run prefix). */
  path: string;
  status: number;
  /** Prism's reasons for refusing the request or the answer (its `sl-violations` header), or for a 404 its `detail`. */
  violations: string[];
  body: string;
}

export interface MockRun {
  id: string;
  /** Put this in place of the documented host (no trailing slash). */
  baseUrl: string;
  /** What the clients of this run sent, in order. */
  readonly exchanges: readonly MockExchange[];
}

export interface MockGateway {
  url: string;
  run(id: string): MockRun;
  stop(): Promise<void>;
}

const RUN_PREFIX = /^\/__run\/([^/]+)(\/.*)?$/;
/** The `type` of the problem details Prism answers with when it cannot route a request. */
const PRISM_ERROR_TYPE = 'https://stoplight.io/prism/errors#';

/** Matches the paths of an OpenAPI path template: `/users/{userId}` matches `/users/42`. */
export function pathTemplatePattern(template: string): RegExp {
  const escaped = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+');
  return new RegExp(`^${escaped}$`);
}

function commonPrefixLength(a: string, b: string): number {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length++;
  return length;
}

interface Violation {
  location?: string[];
  message?: string;
}

function violationsOf(status: number, header: string | string[] | undefined, body: string): string[] {
  const text = Array.isArray(header) ? header.join(',') : header;
  if (text) {
    try {
      return (JSON.parse(text) as Violation[]).map(({location, message}) => `${(location ?? []).join('.')}: ${message ?? ''}`);
    } catch {
      return [text];
    }
  }
  // Prism's own errors (no path matched, no method matched) come as problem details of its own type, without the header.
  if (status >= 400) {
    try {
      const problem = JSON.parse(body) as {type?: string; title?: string; detail?: string};
      if (problem.type?.startsWith(PRISM_ERROR_TYPE)) return [[problem.title, problem.detail].filter(Boolean).join(': ')];
    } catch {
      return [];
    }
  }
  return [];
}

function readBody(stream: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

export async function startMockGateway({mocks, port}: {mocks: MockEndpoint[]; port: number}): Promise<MockGateway> {
  const routes = mocks.flatMap((mock) => mock.paths.map((template) => ({mock, template, pattern: pathTemplatePattern(template)})));
  const runs = new Map<string, MockExchange[]>();

  /** The mock whose spec has this path; for an unknown path, the one sharing the longest prefix, so that its 404 explains. */
  function mockFor(pathname: string): MockEndpoint {
    const exact = routes.find(({pattern}) => pattern.test(pathname));
    if (exact) return exact.mock;
    const [closest] = [...routes].sort((a, b) => commonPrefixLength(b.template, pathname) - commonPrefixLength(a.template, pathname));
    if (!closest) throw new Error('The gateway has no mock.');
    return closest.mock;
  }

  const server = createServer((incoming, outgoing) => {
    void (async () => {
      const match = RUN_PREFIX.exec((incoming.url ?? '/').replace(/\?.*$/, ''));
      const runId = match?.[1] ?? '';
      const query = /\?.*$/.exec(incoming.url ?? '')?.[0] ?? '';
      const forwardPath = `${match ? (match[2] ?? '/') : (incoming.url ?? '/').replace(/\?.*$/, '')}${query}`;
      const mock = mockFor(forwardPath.replace(/\?.*$/, ''));
      const target = new URL(mock.url);
      const requestBody = await readBody(incoming);
      const headers: OutgoingHttpHeaders = {...incoming.headers, host: target.host};

      const answer = await new Promise<{status: number; headers: IncomingMessage['headers']; body: Buffer}>((resolve, reject) => {
        const forward = httpRequest(
          {hostname: target.hostname, port: target.port, method: incoming.method, path: forwardPath, headers},
          (response) => {
            readBody(response).then((body) => resolve({status: response.statusCode ?? 502, headers: response.headers, body}), reject);
          },
        );
        forward.on('error', reject);
        forward.end(requestBody);
      });

      const body = answer.body.toString('utf8');
      const exchanges = runs.get(runId) ?? [];
      exchanges.push({
        spec: mock.spec,
        method: incoming.method ?? '',
        path: forwardPath,
        status: answer.status,
        violations: violationsOf(answer.status, answer.headers['sl-violations'], body),
        body,
      });
      runs.set(runId, exchanges);
      outgoing.writeHead(answer.status, answer.headers);
      outgoing.end(answer.body);
    })().catch((error: unknown) => {
      outgoing.writeHead(502, {'content-type': 'text/plain'});
      outgoing.end(`mock gateway: ${String(error)}`);
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    run(id: string): MockRun {
      if (!/^[\w.-]+$/.test(id)) throw new Error(`A run id may hold letters, digits, "_", "." and "-" only: ${id}`);
      if (!runs.has(id)) runs.set(id, []);
      return {
        id,
        baseUrl: `${url}/__run/${id}`,
        get exchanges() {
          return runs.get(id) ?? [];
        },
      };
    },
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** One line per exchange, for failure messages: `POST /api/v1/admin/users -> 422 (request.body: must have ...)`. */
export function describeExchanges(exchanges: readonly MockExchange[]): string {
  if (exchanges.length === 0) return 'no request reached the mock';
  return exchanges
    .map(({method, path, status, violations}) => `${method} ${path} -> ${status}${violations.length ? ` (${violations.join('; ')})` : ''}`)
    .join('\n');
}
