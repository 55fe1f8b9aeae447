/**
 * `npm run specs:sync` against local HTTP servers, into a temporary copy of openapi/ (never the
 * repository's own files): one test per failure class, the success path and the all-or-nothing path.
 */
import {execFile} from 'node:child_process';
import {cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile} from 'node:fs/promises';
import {createServer, type RequestListener, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {parse} from 'yaml';
import {formatSpecs, syncSpecs, toStableYaml} from '../../scripts/specs/sync';
import {OPENAPI_SOURCES} from '../../src/constants';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const {admin: ADMIN, billingResource: BILLING} = OPENAPI_SOURCES;
/** The script's own default: a local answer never reaches it, however loaded the machine. */
const TIMEOUT_MS = 15_000;
/** A bound, not a measure: the CLI starts tsx and Redocly, which a loaded machine can take a minute over. */
const TEST_TIMEOUT_MS = 180_000;

type Json = Record<string, unknown>;

const committed = async (file: string): Promise<string> => readFile(path.join(ROOT, file), 'utf8');

/** A small valid spec with one operation. */
function smallSpec(): Json {
  return {openapi: '3.1.0', info: {title: 'Small', version: '1'}, paths: {'/a': {get: {responses: {'200': {description: 'OK'}}}}}};
}

/** The committed admin spec with one operation added, one removed and one changed. */
async function changedAdmin(): Promise<Json> {
  const document = parse(await committed(ADMIN.file)) as {paths: Record<string, Record<string, Json>>};
  const responses = {default: {description: 'Error'}, '2XX': {description: 'OK'}};
  document.paths['/api/v1/admin/test-only'] = {get: {summary: 'Test only', responses}};
  const users = document.paths['/api/v1/admin/users'] ?? {};
  delete users.post;
  users.get = {...users.get, summary: 'List the users'};
  return document;
}

/** The spec as springdoc may send it after a restart: top-level keys, methods, status codes and components in reverse order. */
function reordered(document: Json): Json {
  const reverse = (record: unknown, map = (value: unknown): unknown => value): Json =>
    Object.fromEntries(
      Object.entries(record as Json)
        .reverse()
        .map(([key, value]) => [key, map(value)]),
    );
  const operation = (value: unknown): unknown =>
    typeof value === 'object' && value && 'responses' in value ? {...value, responses: reverse(value.responses)} : value;
  const paths = Object.fromEntries(Object.entries(document.paths as Json).map(([route, item]) => [route, reverse(item, operation)]));
  return reverse({...document, paths, components: reverse(document.components, reverse)});
}

const servers: Server[] = [];

async function serve(listener: RequestListener): Promise<string> {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v3/api-docs/spec`;
}

/** Answers `body`: a string as it is, anything else as JSON. */
function answer(status: number, body: unknown, contentType = 'application/json'): RequestListener {
  return (_request, response) => {
    response.writeHead(status, {'content-type': contentType}).end(typeof body === 'string' ? body : JSON.stringify(body));
  };
}

function close(server: Server): Promise<void> {
  server.closeAllConnections(); // the servers that never answer hold their sockets open
  return new Promise((resolve) => server.close(() => resolve()));
}

let dir: string;
const fileIn = (file: string): string => path.join(dir, file);

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'specs-sync-'));
  await cp(path.join(ROOT, 'openapi'), fileIn('openapi'), {recursive: true});
});

afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(servers.splice(0).map(close));
  await rm(dir, {recursive: true, force: true});
});

function envFor(admin: string, billing: string): Record<string, string> {
  return {[ADMIN.envVar]: admin, [BILLING.envVar]: billing, SPECS_SYNC_TIMEOUT_MS: String(TIMEOUT_MS)};
}

/**
 * The downloads' timeouts, fired by the test instead of a clock: a stalling server calls `stalled()`
 * once it has stalled, which times out the admin spec's download (the first to start, in
 * OPENAPI_SOURCES order) and no other, however slow the machine.
 */
function timeOutOnStall(): () => void {
  const timeouts: AbortController[] = [];
  vi.spyOn(AbortSignal, 'timeout').mockImplementation(() => {
    timeouts.push(new AbortController());
    return (timeouts.at(-1) as AbortController).signal;
  });
  return () => timeouts[0]?.abort(new DOMException('The operation timed out.', 'TimeoutError'));
}

async function expectUntouched(): Promise<void> {
  for (const {file} of [ADMIN, BILLING]) expect(await readFile(fileIn(file), 'utf8'), file).toBe(await committed(file));
  expect(await readdir(fileIn('openapi')), 'no temporary file left').toEqual(await readdir(path.join(ROOT, 'openapi')));
}

function runCli(env: Record<string, string>): Promise<{code: number; stdout: string; stderr: string}> {
  const tsx = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');
  return new Promise((resolve) => {
    // cwd is the temporary directory: the CLI resolves the spec files against it, as npm does against the root.
    execFile(
      process.execPath,
      [tsx, path.join(ROOT, 'scripts/specs-sync.ts')],
      {cwd: dir, env: {...process.env, ...env}},
      (error, stdout, stderr) => {
        resolve({code: error ? Number(error.code ?? 1) : 0, stdout, stderr});
      },
    );
  });
}

describe('npm run specs:sync', {timeout: TEST_TIMEOUT_MS}, () => {
  it('writes both files and prints the operations added, removed and changed', async () => {
    const admin = await changedAdmin();
    await rm(fileIn(BILLING.file));
    const {code, stdout, stderr} = await runCli(
      envFor(await serve(answer(200, admin)), await serve(answer(200, smallSpec(), 'text/plain'))),
    );
    expect({code, stderr}).toEqual({code: 0, stderr: ''});
    expect(stdout).toBe(
      [
        `${ADMIN.id} (${ADMIN.file}): updated, operations: 1 added, 1 removed, 1 changed`,
        '  + GET /api/v1/admin/test-only',
        '  - POST /api/v1/admin/users',
        '  ~ GET /api/v1/admin/users',
        `${BILLING.id} (${BILLING.file}): created with 1 operation`,
        '',
      ].join('\n'),
    );
    const written = await readFile(fileIn(ADMIN.file), 'utf8');
    expect(parse(written)).toEqual(admin);
    const addedOperation = '  /api/v1/admin/test-only:\n    get:\n      summary: Test only\n      responses:\n';
    expect(written, 'status codes in a fixed order').toContain(
      `${addedOperation}        2XX:\n          description: OK\n        default:\n`,
    );
    expect(parse(await readFile(fileIn(BILLING.file), 'utf8'))).toEqual(smallSpec());
  });

  it('changes neither file when one spec is invalid, and says why', async () => {
    const admin = await serve(answer(200, await changedAdmin()));
    const billing = await serve(answer(503, {error: 'down'}));
    const {code, stdout, stderr} = await runCli(envFor(admin, billing));
    expect({code, stdout}).toEqual({code: 1, stdout: ''});
    expect(stderr).toBe(`error: ${BILLING.id} from ${billing}: HTTP 503 Service Unavailable\nNo file was changed.\n`);
    await expectUntouched();
  });

  it.each([ADMIN, BILLING])('finds $file in the form specs:sync writes', async ({file}) => {
    const text = await committed(file);
    expect(text === toStableYaml(parse(text) as Json), `${file} was edited by hand: run \`npm run specs:format\`, then commit it`).toBe(
      true,
    );
  });

  it('puts a hand-edited file in the form the sync writes, and leaves a formatted one alone', async () => {
    const document = parse(await committed(ADMIN.file)) as Json;
    await writeFile(fileIn(ADMIN.file), JSON.stringify(reordered(document), null, 4));
    const result = await formatSpecs(dir);
    const summary = `${ADMIN.id} (${ADMIN.file}): updated, no operation added, removed or changed\n${BILLING.id} (${BILLING.file}): unchanged`;
    expect(result).toEqual({ok: true, summary});
    await expectUntouched();
  });

  it('leaves the committed files byte for byte when the API has not changed, whatever order the server sends keys in', async () => {
    const [admin, billing] = await Promise.all(
      [ADMIN, BILLING].map(async ({file}) => serve(answer(200, reordered(parse(await committed(file)) as Json)))),
    );
    const modified = async (): Promise<number[]> => Promise.all([ADMIN, BILLING].map(async ({file}) => (await stat(fileIn(file))).mtimeMs));
    const before = await modified();
    const result = await syncSpecs(envFor(admin ?? '', billing ?? ''), dir);
    expect(result).toEqual({ok: true, summary: `${ADMIN.id} (${ADMIN.file}): unchanged\n${BILLING.id} (${BILLING.file}): unchanged`});
    expect(await modified(), 'not even rewritten').toEqual(before);
    await expectUntouched();
  });

  const failureClasses: {name: string; url: (stalled: () => void) => Promise<string>; reason: string | RegExp}[] = [
    {name: 'a URL that is not http(s)', url: async () => 'ftp://example.org/spec', reason: 'not an http or https URL'},
    {
      name: 'a network error',
      url: async () => {
        const url = await serve(() => undefined);
        await Promise.all(servers.splice(-1).map(close)); // a port that was just open: connecting is refused
        return url;
      },
      reason: /^network error: connect ECONNREFUSED 127\.0\.0\.1:\d+$/,
    },
    {name: 'an HTTP error status', url: () => serve(answer(404, {error: 'nope'})), reason: 'HTTP 404 Not Found'},
    {name: 'a server that never answers', url: (stalled) => serve(() => stalled()), reason: `timed out after ${TIMEOUT_MS} ms`},
    {
      name: 'a body that stalls after the headers',
      url: (stalled) =>
        serve((_request, response) => response.writeHead(200, {'content-type': 'application/json'}).write('{"openapi": ', () => stalled())),
      reason: `timed out after ${TIMEOUT_MS} ms`,
    },
    {
      name: 'a cut JSON document',
      url: () => serve(answer(200, '{"openapi": "3.0.3", "info": {')),
      reason: /^not JSON or YAML \(application\/json\): \S/,
    },
    {
      name: 'an HTML page',
      url: () => serve(answer(200, '<!DOCTYPE html>\n<html><body>Sign in</body></html>', 'text/html')),
      reason: 'not JSON or YAML (text/html): the body is not an object',
    },
    {
      name: 'an OpenAPI version other than 3.0 and 3.1',
      url: () => serve(answer(200, {...smallSpec(), openapi: '3.2.0'})),
      reason: 'not OpenAPI 3.0 or 3.1: openapi is "3.2.0"',
    },
    {name: 'no operations', url: () => serve(answer(200, {...smallSpec(), paths: {}})), reason: 'no operations: paths is missing or empty'},
    {
      name: 'a structural error found by Redocly',
      url: () => serve(answer(200, {...smallSpec(), paths: {'/a': {get: {responses: {'200': {descriptionn: 'OK'}}}}}})),
      reason: /^invalid OpenAPI: #\/paths\/~1a\/get\/responses\/200.*description/,
    },
  ];

  it.each(failureClasses)('fails on $name and changes no file', async ({url, reason}) => {
    const admin = await url(timeOutOnStall());
    const result = await syncSpecs(envFor(admin, await serve(answer(200, smallSpec()))), dir);
    const failure = {id: ADMIN.id, url: admin, reason: typeof reason === 'string' ? reason : expect.stringMatching(reason)};
    expect(result).toEqual({ok: false, failures: [failure]});
    await expectUntouched();
  });

  it('puts the first file back when the second cannot be written', async () => {
    await rm(fileIn(BILLING.file));
    await mkdir(fileIn(BILLING.file)); // a directory where the file should be
    const billing = await serve(answer(200, smallSpec()));
    const result = await syncSpecs(envFor(await serve(answer(200, await changedAdmin())), billing), dir);
    const reason = expect.stringMatching(`^cannot write ${BILLING.file}: EISDIR`);
    expect(result).toEqual({ok: false, failures: [{id: BILLING.id, url: billing, reason}]});
    expect(await readFile(fileIn(ADMIN.file), 'utf8')).toBe(await committed(ADMIN.file));
  });

  it('refuses a timeout that is not a positive number of milliseconds', async () => {
    await expect(syncSpecs({SPECS_SYNC_TIMEOUT_MS: 'soon'}, dir)).rejects.toThrow(
      'SPECS_SYNC_TIMEOUT_MS must be a positive number of milliseconds, got "soon"',
    );
  });
});
