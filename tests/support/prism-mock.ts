/**
 * A mock of one API made from its OpenAPI file: Prism (`@stoplight/prism-cli`) in a child process on
 * 127.0.0.1. It answers with the spec's examples and validates every request against the spec: a
 * request the spec refuses gets an error status (401 without a bearer token, 404 for an unknown path,
 * 400 or 422 for a bad parameter or body), with the reasons in the `sl-violations` header. `--errors`
 * also checks each answer against its response schema.
 *
 *   const mock = await startPrismMock({spec: 'openapi/nubis-admin-api.yaml', port: 4611});
 *   // send requests to mock.url (http://127.0.0.1:4611), then
 *   await mock.stop();
 *
 * To know what each client sent and why the mock refused it, put a gateway in front (mock-gateway.ts).
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {parse} from 'yaml';

export interface PrismMockOptions {
  /** The OpenAPI file, absolute or relative to the working directory. */
  spec: string;
  port: number;
  /** How long Prism may take to answer its first request. */
  startTimeoutMs?: number;
}

/** What a gateway or another process needs to reach a mock: plain data, so it can cross a worker boundary. */
export interface MockEndpoint {
  spec: string;
  /** Base URL of the mock, without a trailing slash: it replaces the spec's server URL. */
  url: string;
  /** The spec's server URL (`servers[0].url`), the host the samples and manuals document. */
  serverUrl: string;
  /** The spec's path templates, for example `/api/v1/admin/users/{userId}`. */
  paths: string[];
}

export interface PrismMock extends MockEndpoint {
  pid: number;
  /** Stops Prism by its PID (SIGTERM, then SIGKILL after 5 s) and waits until it has exited. */
  stop(): Promise<void>;
}

const requireHere = createRequire(import.meta.url);

/** Prism's CLI script, run with this Node so that the child's PID is Prism itself (no npx or shell between). */
function prismCli(): string {
  const manifestPath = requireHere.resolve('@stoplight/prism-cli/package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {bin: Record<string, string>};
  const bin = manifest.bin.prism;
  if (!bin) throw new Error(`${manifestPath} declares no "prism" binary.`);
  return path.join(path.dirname(manifestPath), bin);
}

export function readEndpoint(spec: string, url: string): MockEndpoint {
  const document = parse(readFileSync(spec, 'utf8')) as {servers?: {url: string}[]; paths?: Record<string, unknown>};
  const serverUrl = document.servers?.[0]?.url.replace(/\/+$/, '');
  if (!serverUrl) throw new Error(`${spec} has no servers[0].url: there is no documented host to replace.`);
  return {spec, url, serverUrl, paths: Object.keys(document.paths ?? {})};
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

export async function startPrismMock({spec, port, startTimeoutMs = 60_000}: PrismMockOptions): Promise<PrismMock> {
  const url = `http://127.0.0.1:${port}`;
  const endpoint = readEndpoint(spec, url);
  const args = [prismCli(), 'mock', '--errors', '--host', '127.0.0.1', '--port', String(port), spec];
  const child = spawn(process.execPath, args, {stdio: ['ignore', 'pipe', 'pipe']});
  const {pid} = child;
  if (pid === undefined) throw new Error(`Prism did not start for ${spec}.`);

  // The last lines of Prism's log, for the error when it does not come up.
  let log = '';
  const keep = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);

  const stop = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    process.kill(pid, 'SIGTERM');
    if (!(await waitForExit(child, 5000))) {
      process.kill(pid, 'SIGKILL');
      await waitForExit(child, 5000);
    }
  };

  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    // Waiting for Prism's own "listening" line first: another server already on the port would answer too.
    if (child.exitCode !== null) throw new Error(`Prism exited with code ${child.exitCode} for ${spec} on port ${port}:\n${log}`);
    if (log.includes(`Prism is listening on ${url}`)) {
      try {
        await fetch(`${url}/`, {signal: AbortSignal.timeout(2000)});
        return {...endpoint, pid, stop};
      } catch {
        // Not answering yet: try again below.
      }
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`Prism did not answer on ${url} within ${startTimeoutMs} ms for ${spec}:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
