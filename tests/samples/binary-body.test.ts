/**
 * The five samples of a `format: binary` response (the fixture spec tests/fixtures/bill-pdf.openapi.yaml),
 * run against a local server that answers real PDF bytes, not a string as a Prism mock would: each must
 * save the body to its file byte for byte. How the samples read is checked in tests/unit/binary-body.test.ts.
 */
import {readFile, mkdtemp, rm, writeFile} from 'node:fs/promises';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {OpenAPIV3} from 'openapi-types';
import {afterAll, beforeAll, describe, expect, inject, it} from 'vitest';
import {parse} from 'yaml';
import {ADMIN_API_REFERENCE} from '../../src/api-reference/sections';
import {buildApiModel} from '../../src/api-reference/model';
import {runCommand, runEnv, type CommandResult} from './harness';

const document = parse(await readFile('tests/fixtures/bill-pdf.openapi.yaml', 'utf8')) as OpenAPIV3.Document;
const [operation] = buildApiModel(ADMIN_API_REFERENCE, document).operations;
const SERVER = document.servers?.[0]?.url ?? '';
const FILE = 'get-bill-pdf.pdf';
/** A PDF's first lines, with the bytes above 0x7f that mark it binary, a NUL and a lone 0xff: printed as text, they change. */
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n%'), Buffer.from([0xe2, 0xe3, 0xcf, 0xd3, 0x0a, 0x00, 0xff]), Buffer.from('\n%%EOF\n')]);

let server: Server;
let baseUrl = '';
let workDir = '';
const requests: string[] = [];

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'binary-samples-'));
  server = createServer((request, response) => {
    requests.push(`${request.method} ${request.url} ${request.headers.accept}`);
    response.writeHead(200, {'content-type': 'application/pdf', 'content-length': PDF.length}).end(PDF);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(workDir, {recursive: true, force: true});
});

async function run(lang: string, source: string, dir: string): Promise<CommandResult> {
  const tools = inject('toolchains');
  const file = {curl: 'sample.sh', python: 'sample.py', javascript: 'sample.js', go: 'main.go', java: 'Main.java'}[lang] ?? '';
  await writeFile(path.join(dir, file), source);
  if (lang === 'go') await writeFile(path.join(dir, 'go.mod'), 'module sample\n\ngo 1.19\n');
  const commands: Record<string, [string, string[]]> = {
    curl: [tools.bash, [file]],
    python: [tools.python, [file]],
    javascript: [process.execPath, [file]],
    go: [tools.go, ['run', '.']],
    // The source launcher compiles and runs one file: no javac step for a single sample.
    java: [tools.java, [file]],
  };
  const [command, args] = commands[lang] ?? ['false', []];
  const env = runEnv(lang === 'go' ? {GOFLAGS: '-mod=mod', GOPROXY: 'off', GOTOOLCHAIN: 'local'} : {});
  return runCommand(command, args, {cwd: dir, env, timeout: 170_000});
}

describe.concurrent('the samples of a binary response save it to a file', () => {
  it.each((operation?.samples ?? []).map((sample) => [sample.label, sample] as const))('%s', async (_, sample) => {
    const dir = await mkdtemp(path.join(workDir, `${sample.lang}-`));
    const result = await run(sample.lang, sample.source.replaceAll(SERVER, baseUrl), dir);
    expect(result.code, `${result.command}\n${result.stderr}`).toBe(0);
    const saved = await readFile(path.join(dir, FILE)).catch(() => undefined);
    expect(saved?.equals(PDF), `${sample.label} saved ${saved ? `${saved.length} other bytes` : 'no file'} to ${FILE}`).toBe(true);
    expect(requests).toContain(`GET /api/v1/admin/bills/9b1d3f5a-7c9e-4b1d-8f3a-5c7e9b1d3f5a/pdf application/pdf`);
  });
});
