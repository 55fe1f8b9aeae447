/**
 * Every code sample of the API reference, run for real: the samples of the API model
 * (src/api-reference/samples.ts, written by httpsnippet) for each operation of both specs, in curl, Python (requests),
 * JavaScript (Node's fetch), Go (`go build`, once for all samples) and Java (`javac`, once for all
 * samples). The only change to a sample's text is the documented host, replaced by the mock's address
 * (and a package line above each Java sample, so that their classes `Main` compile together). Each run
 * must exit 0, send requests the spec accepts, get the operation's success status (the lowest 2xx it
 * documents, the one Prism answers by default) and print the response body.
 */
import {mkdir, mkdtemp, rm, writeFile} from 'node:fs/promises';
import {existsSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, inject, it} from 'vitest';
import type {CodeSample} from '../../src/api-reference/samples';
import {describeExchanges, startMockGateway, type MockGateway, type MockRun} from '../support/mock-gateway';
import {
  GATEWAY_PORTS,
  MOCKED_SPECS,
  documentedOperations,
  exchangeProblems,
  limiter,
  runCommand,
  runEnv,
  type CommandResult,
} from './harness';

interface SampleCase {
  /** Unique and safe in a URL and a file name: `<spec>.<operationId>.<lang>`. */
  id: string;
  spec: string;
  operationId: string;
  method: string;
  path: string;
  expectedStatus: number;
  /** The statuses whose response has headers (tested below with Prism's `Prefer: code=`). */
  statusesWithHeaders: number[];
  sample: CodeSample;
}

function specName(spec: string): string {
  return path.basename(spec, path.extname(spec));
}

function sampleCases({spec, model}: (typeof MOCKED_SPECS)[number]): SampleCase[] {
  return documentedOperations(spec).flatMap(({operationId, method, path: operationPath, expectedStatus, statusesWithHeaders}) => {
    const operation = model.operations.find((candidate) => candidate.method.toUpperCase() === method && candidate.path === operationPath);
    return (operation?.samples ?? []).map((sample) => ({
      id: `${specName(spec)}.${operationId}.${sample.lang}`.replace(/[^\w.-]/g, '_'),
      spec,
      operationId,
      method,
      path: operationPath,
      expectedStatus,
      statusesWithHeaders,
      sample,
    }));
  });
}

const CASES = MOCKED_SPECS.flatMap(sampleCases);
/** A JVM start takes most of a core. */
const oneJvmAtATime = limiter(2);

let gateway: MockGateway;
let workDir = '';
const runs = new Map<string, MockRun>();
const sources = new Map<string, string>();
/** Go: the binary of each sample, or why it was not built. */
const goBinaries = new Map<string, {binary: string} | {error: string}>();
/** Java: why a sample did not compile (none for those that did). */
const javaBuildErrors = new Map<string, string>();
/** A compiler run builds every sample of a language; it stops before the setup hook's 600 s, so a hung compiler is reported as such. */
const BUILD_TIMEOUT_MS = 540_000;

/** The sample as readers see it, with the documented host replaced by this run's address. */
function runnableSource(testCase: SampleCase, run: MockRun): string {
  const serverUrl = inject('apiMocks').find((mock) => mock.spec === testCase.spec)?.serverUrl;
  if (!serverUrl) throw new Error(`No mock for ${testCase.spec}.`);
  // A sample without the documented host would call a real server: refuse before running it.
  if (!testCase.sample.source.includes(serverUrl)) throw new Error(`${testCase.id}: the sample does not call ${serverUrl}.`);
  return testCase.sample.source.replaceAll(serverUrl, run.baseUrl);
}

/** The sample's folder in the Go module, which also names its binary. */
function goPackage(testCase: SampleCase): string {
  return testCase.id.replaceAll('.', '-');
}

function goBinary(testCase: SampleCase): string {
  return path.join(workDir, 'go', 'bin', goPackage(testCase));
}

async function buildGoSamples(goCases: SampleCase[]): Promise<void> {
  const goDir = path.join(workDir, 'go');
  await mkdir(path.join(goDir, 'bin'), {recursive: true});
  await writeFile(path.join(goDir, 'go.mod'), 'module samples\n\ngo 1.19\n');
  for (const testCase of goCases) {
    await mkdir(path.join(goDir, goPackage(testCase)));
    await writeFile(path.join(goDir, goPackage(testCase), 'main.go'), sources.get(testCase.id) ?? '');
  }
  const {go} = inject('toolchains');
  // One `go build` for all samples: the compiler runs its packages in parallel and links each binary once.
  const build = await runCommand(go, ['build', '-o', `${path.join(goDir, 'bin')}/`, './...'], {
    cwd: goDir,
    env: runEnv({GOFLAGS: '-mod=mod', GOPROXY: 'off', GOTOOLCHAIN: 'local'}),
    timeoutMs: BUILD_TIMEOUT_MS,
  });
  for (const testCase of goCases) {
    const ownErrors = build.stderr
      .split('\n')
      .filter((line) => line.includes(`${goPackage(testCase)}/`) || line.endsWith(`samples/${goPackage(testCase)}`));
    if (ownErrors.length > 0) goBinaries.set(testCase.id, {error: `go build failed:\n${ownErrors.join('\n')}`});
    else if (build.code !== 0 && !existsSync(goBinary(testCase))) {
      goBinaries.set(testCase.id, {error: `go build failed:\n${build.stderr}`});
    } else goBinaries.set(testCase.id, {binary: goBinary(testCase)});
  }
}

/** The sample's Java package: each sample is a class `Main`, so one compiler run needs a package for each. */
function javaPackage(testCase: SampleCase): string {
  return `sample_${testCase.id.replace(/[^A-Za-z0-9]/g, '_')}`;
}

/** The client compiler only: these programs run for a second, and C2 would cost more than it saves. */
const JVM_OPTIONS = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

async function buildJavaSamples(javaCases: SampleCase[]): Promise<void> {
  const javaDir = path.join(workDir, 'java');
  const files: string[] = [];
  for (const testCase of javaCases) {
    const file = path.join(javaDir, 'src', javaPackage(testCase), 'Main.java');
    await mkdir(path.dirname(file), {recursive: true});
    // The sample as readers see it, under a package line of its own.
    await writeFile(file, `package ${javaPackage(testCase)};\n${sources.get(testCase.id) ?? ''}`);
    files.push(file);
  }
  // One compiler run for all samples instead of one in-memory compile in each sample's JVM.
  const build = await runCommand(
    inject('toolchains').javac,
    [...JVM_OPTIONS.map((option) => `-J${option}`), '-d', path.join(javaDir, 'classes'), ...files],
    {timeoutMs: BUILD_TIMEOUT_MS},
  );
  for (const testCase of javaCases) {
    const ownErrors = build.stderr.split('\n').filter((line) => line.includes(`${path.sep}${javaPackage(testCase)}${path.sep}`));
    if (ownErrors.length > 0) javaBuildErrors.set(testCase.id, `javac failed:\n${ownErrors.join('\n')}`);
    // javac writes no class at all when any sample fails: the others report the whole output.
    else if (build.code !== 0) javaBuildErrors.set(testCase.id, `javac failed:\n${build.stderr}`);
  }
}

async function runSample(testCase: SampleCase): Promise<CommandResult> {
  const tools = inject('toolchains');
  const source = sources.get(testCase.id) ?? '';
  const dir = path.join(workDir, testCase.id);
  await mkdir(dir, {recursive: true});
  switch (testCase.sample.lang) {
    case 'curl':
      return runCommand(tools.bash, ['-c', source], {cwd: dir});
    case 'python':
      await writeFile(path.join(dir, 'sample.py'), source);
      return runCommand(tools.python, ['sample.py'], {cwd: dir});
    case 'javascript':
      await writeFile(path.join(dir, 'sample.js'), source);
      return runCommand(process.execPath, ['sample.js'], {cwd: dir});
    case 'go': {
      const built = goBinaries.get(testCase.id);
      if (!built || 'error' in built) {
        return {command: `go build ./${goPackage(testCase)}`, code: null, stdout: '', stderr: built?.error ?? 'not built'};
      }
      return runCommand(built.binary, [], {cwd: dir});
    }
    case 'java': {
      const buildError = javaBuildErrors.get(testCase.id);
      if (buildError) return {command: `javac ${javaPackage(testCase)}/Main.java`, code: null, stdout: '', stderr: buildError};
      const classes = path.join(workDir, 'java', 'classes');
      return oneJvmAtATime(() => runCommand(tools.java, [...JVM_OPTIONS, '-cp', classes, `${javaPackage(testCase)}.Main`], {cwd: dir}));
    }
    default:
      throw new Error(`No runner for the language "${testCase.sample.lang}" of ${testCase.id}.`);
  }
}

/** What is wrong with a run, empty when nothing is. */
function problemsOf(testCase: SampleCase, result: CommandResult, run: MockRun): string[] {
  const problems = exchangeProblems(inject('apiMocks'), run.exchanges, testCase.operationId);
  if (result.code !== 0) problems.unshift(`exited with code ${result.code}`);
  const last = run.exchanges.at(-1);
  const firstLine = last?.body.split('\n')[0]?.slice(0, 60) ?? '';
  if (firstLine && !result.stdout.includes(firstLine)) problems.push(`did not print the response body (${firstLine}…)`);
  return problems;
}

function report(testCase: SampleCase, result: CommandResult, run: MockRun): string {
  return [
    `${specName(testCase.spec)} ${testCase.operationId} (${testCase.method} ${testCase.path}), ${testCase.sample.label} sample`,
    `command: ${result.command}`,
    `mock: ${describeExchanges(run.exchanges)}`,
    `exit code: ${result.code}`,
    `stderr: ${result.stderr.trim() || '(empty)'}`,
    `stdout: ${result.stdout.trim().slice(0, 600) || '(empty)'}`,
    'sample (host replaced):',
    sources.get(testCase.id) ?? '',
  ].join('\n');
}

beforeAll(async () => {
  gateway = await startMockGateway({mocks: inject('apiMocks'), port: GATEWAY_PORTS.codeSamples});
  workDir = await mkdtemp(path.join(tmpdir(), 'code-samples-run-'));
  for (const testCase of CASES) {
    const run = gateway.run(testCase.id);
    runs.set(testCase.id, run);
    sources.set(testCase.id, runnableSource(testCase, run));
  }
  await Promise.all([
    buildGoSamples(CASES.filter((testCase) => testCase.sample.lang === 'go')),
    buildJavaSamples(CASES.filter((testCase) => testCase.sample.lang === 'java')),
  ]);
});

afterAll(async () => {
  await gateway?.stop();
  if (workDir) await rm(workDir, {recursive: true, force: true});
});

it('covers every operation of both specs in the five languages', () => {
  const languages = new Set(CASES.map((testCase) => testCase.sample.lang));
  expect([...languages]).toEqual(['curl', 'python', 'javascript', 'go', 'java']);
  for (const {spec} of MOCKED_SPECS) {
    const operations = new Set(CASES.filter((testCase) => testCase.spec === spec).map((testCase) => testCase.operationId));
    expect(CASES.filter((testCase) => testCase.spec === spec)).toHaveLength(operations.size * languages.size);
  }
});

describe.concurrent.each(MOCKED_SPECS.map(({spec}) => specName(spec)))('%s', (name) => {
  const cases = CASES.filter((testCase) => specName(testCase.spec) === name);
  it.each(cases.map((testCase) => [`${testCase.operationId} ${testCase.sample.label}`, testCase] as const))('%s', async (_, testCase) => {
    const run = runs.get(testCase.id);
    if (!run) throw new Error(`No run for ${testCase.id}.`);
    const result = await runSample(testCase);
    expect(problemsOf(testCase, result, run), report(testCase, result, run)).toEqual([]);
  });
});

/**
 * The header examples of the other responses (`WWW-Authenticate` of 401, `Retry-After` of 429...):
 * Redocly's example rules check bodies and parameters but not headers, and the samples above only
 * get the success response. Prism, told which response to give (`Prefer: code=...` and a wider
 * `Accept`, added to the curl sample here only), checks the whole answer against its schema and refuses one that breaks it.
 */
describe.concurrent('header examples of every documented response', () => {
  const headerCases = CASES.filter((testCase) => testCase.sample.lang === 'curl').flatMap((testCase) =>
    testCase.statusesWithHeaders.map((status) => ({testCase, status})),
  );
  it.each(
    headerCases.map(({testCase, status}) => [`${specName(testCase.spec)} ${testCase.operationId} ${status}`, testCase, status] as const),
  )('%s', async (_, testCase, status) => {
    const run = gateway.run(`${testCase.id}.${status}`);
    // A second Accept widens the sample's, which names the success response's media type only.
    const source = `${runnableSource(testCase, run).trimEnd()} \\\n  -H 'Accept: */*' \\\n  -H 'Prefer: code=${status}'\n`;
    const result = await runCommand(inject('toolchains').bash, ['-c', source]);
    const exchange = run.exchanges.at(-1);
    const problems = [
      ...(result.code === 0 ? [] : [`curl exited with code ${result.code}: ${result.stderr}`]),
      ...(exchange ? [] : ['sent no request to the mock']),
      ...(exchange && exchange.status !== status ? [`the mock answered ${exchange.status} instead of ${status}`] : []),
      ...(exchange?.violations.length ? [`the ${status} response breaks its schema: ${exchange.violations.join('; ')}`] : []),
    ];
    expect(problems, `command:\n${source}\nmock: ${describeExchanges(run.exchanges)}`).toEqual([]);
  });
});
