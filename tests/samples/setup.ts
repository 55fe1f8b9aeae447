/**
 * Global setup of the samples suite: finds (or installs) the toolchains, starts a Prism mock of each spec
 * and one gateway in front of both, as the real host serves both APIs. Prism answers with the spec's
 * examples, validates every request (and with `--errors` every answer) and gives its reasons in the
 * `sl-violations` header, which clients do not show: the gateway records each exchange under the run
 * that sent it (`/__run/<id>/...`), for the tests to read at `/__exchanges/<id>`.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {createServer, request} from 'node:http';
import {createRequire} from 'node:module';
import {buffer} from 'node:stream/consumers';
import type {TestProject} from 'vitest/node';
import {findOrInstallToolchains} from '../support/toolchains';
import {MOCKED, MOCK_PORT, route, type Exchange} from './harness';

/** Starts Prism with this Node, so that the child is Prism itself; resolves once it listens. */
function startPrism(spec: string, port: number): Promise<ChildProcess> {
  const cli = createRequire(import.meta.url).resolve('@stoplight/prism-cli');
  const child = spawn(process.execPath, [cli, 'mock', '--errors', '--host', '127.0.0.1', '--port', String(port), spec]);
  let log = '';
  return new Promise((resolve, reject) => {
    const fail = (why: string) => {
      child.kill('SIGKILL');
      reject(new Error(`Prism ${why} for ${spec} on port ${port}:\n${log}`));
    };
    const timer = setTimeout(() => fail('did not listen within 60 s'), 60_000);
    // Its own "listening" line, not an answer: another server already on the port would answer too.
    const read = (chunk: Buffer) => {
      log = (log + chunk.toString()).slice(-4000);
      if (!log.includes(`Prism is listening on http://127.0.0.1:${port}`)) return;
      clearTimeout(timer);
      resolve(child);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => fail(`exited with code ${code}`));
  });
}

/** Prism's reasons for refusing a request or an answer: its `sl-violations` header, or for its own errors (no route) the problem's title. */
function violationsOf(status: number, header: string | undefined, body: string): string[] {
  try {
    if (header)
      return (JSON.parse(header) as {location?: string[]; message?: string}[]).map((v) => `${(v.location ?? []).join('.')}: ${v.message}`);
    const problem = (status >= 400 ? JSON.parse(body) : {}) as {type?: string; title?: string; detail?: string};
    return problem.type?.startsWith('https://stoplight.io/prism/errors#')
      ? [[problem.title, problem.detail].filter(Boolean).join(': ')]
      : [];
  } catch {
    return header ? [header] : [];
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  project.provide('toolchains', findOrInstallToolchains());
  const started = await Promise.allSettled(MOCKED.map(({spec}, index) => startPrism(spec, MOCK_PORT + 1 + index)));
  const prisms = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const runs = new Map<string, Exchange[]>();
  const gateway = createServer((incoming, outgoing) => {
    const url = new URL(incoming.url ?? '/', 'http://gateway');
    const [, kind, run = '', rest = '/'] = /^\/__(run|exchanges)\/([^/]+)(\/.*)?$/.exec(url.pathname) ?? [];
    if (kind === 'exchanges') return outgoing.end(JSON.stringify(runs.get(run) ?? []));
    const method = incoming.method ?? 'GET';
    const forwardPath = `${kind ? rest : url.pathname}${url.search}`;
    const {index, operation} = route(method, forwardPath);
    const forward = request({host: '127.0.0.1', port: MOCK_PORT + 1 + index, method, path: forwardPath, headers: incoming.headers});
    forward.on('response', (answer) => {
      void buffer(answer).then((body) => {
        const text = body.toString('utf8');
        const violations = violationsOf(answer.statusCode ?? 0, answer.headers['sl-violations'] as string | undefined, text);
        const exchange = {method, path: forwardPath, status: answer.statusCode ?? 0, violations, body: text, operation};
        runs.set(run, [...(runs.get(run) ?? []), exchange]);
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers).end(body);
      });
    });
    forward.on('error', (error) => outgoing.writeHead(502).end(`mock gateway: ${String(error)}`));
    incoming.pipe(forward);
  });
  const stop = async () => {
    gateway.closeAllConnections();
    await new Promise((resolve) => gateway.close(resolve));
    await Promise.all(
      prisms.map((child) => (child.exitCode ?? child.signalCode) === null && new Promise((resolve) => child.once('exit', resolve).kill())),
    );
  };
  const failure = started.find((result) => result.status === 'rejected');
  if (failure) {
    await stop();
    throw failure.reason;
  }
  await new Promise<void>((resolve, reject) => gateway.once('error', reject).listen(MOCK_PORT, '127.0.0.1', resolve));
  return stop;
}
