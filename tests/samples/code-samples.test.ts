/**
 * Every code sample of the API reference, run for real: the samples of the API model
 * (src/api-reference/samples.ts, written by httpsnippet) for each operation of both specs, in curl, Python
 * (requests), JavaScript (Node's fetch), Go (one `go build` for all samples) and Java (one `javac` for all).
 * The only change to a sample's text is the documented host, replaced by its run's address (and a package
 * line above each Java sample, so that their classes `Main` compile together). Each run must exit 0, send
 * requests the spec accepts, get the operation's documented success status and print the response body, or,
 * for a `format: binary` answer, save it to a file in its folder.
 */
import {existsSync} from 'node:fs';
import {mkdir, mkdtemp, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, inject, it} from 'vitest';
import {MOCKED, mockRun, problemsOf, report, runCommand, runEnv, type CommandResult} from './harness';

const CASES = MOCKED.flatMap(({model, name, serverUrl}) =>
  model.operations.flatMap((operation) =>
    operation.samples.map((sample) => {
      const operationId = operation.operationId ?? `${operation.method} ${operation.path}`;
      const id = `${name}.${operationId}.${sample.lang}`;
      // A sample without the documented host would call a real server: it fails before running.
      const withHost = (baseUrl: string) => (sample.source.includes(serverUrl) ? sample.source.replaceAll(serverUrl, baseUrl) : undefined);
      const run = mockRun(id);
      return {
        name,
        operationId,
        title: `${name} ${operationId} (${operation.method.toUpperCase()} ${operation.path}), ${sample.label} sample`,
        sample,
        withHost,
        run,
        serverUrl,
        source: withHost(run.baseUrl),
        /** The Go folder and binary, the Java package. */
        unit: `sample_${id.replace(/\W/g, '_')}`,
        /** A `format: binary` answer, which the sample saves to a file instead of printing it. */
        savesFile: operation.responses.find((response) => /^2/.test(response.status))?.bodies[0]?.type === 'file',
        statusesWithHeaders: operation.responses
          .filter((response) => response.headers.length > 0)
          .map((response) => Number(response.status)),
      };
    }),
  ),
);
type Case = (typeof CASES)[number];

/** The client compiler only: these programs run for a second, and C2 would cost more than it saves. */
const JVM_OPTIONS = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];
let workDir = '';
/** Why a Go or Java sample did not build. */
const buildErrors = new Map<Case, string>();

/** A Go sample is a folder of one module, whose binary it names; a Java sample a package, for their classes are all `Main`. */
const unitFile = (c: Case) => path.join(workDir, c.sample.lang, c.unit, c.sample.lang === 'go' ? 'main.go' : 'Main.java');
const built = (c: Case) =>
  path.join(workDir, c.sample.lang, ...(c.sample.lang === 'go' ? ['bin', c.unit] : ['classes', c.unit, 'Main.class']));

/**
 * Builds the Go and the Java samples in one compiler run each (it parallelises and links once), stopping
 * before the setup hook's 600 s so that a hung compiler is reported as such. A sample that was not built
 * fails with its own error lines, or the whole output if none is its own.
 */
async function buildSamples(): Promise<void> {
  const compiled = CASES.filter((c) => c.sample.lang === 'go' || c.sample.lang === 'java');
  for (const c of compiled) {
    await mkdir(path.dirname(unitFile(c)), {recursive: true});
    await writeFile(unitFile(c), `${c.sample.lang === 'java' ? `package ${c.unit};\n` : ''}${c.source ?? ''}`);
  }
  await writeFile(path.join(workDir, 'go', 'go.mod'), 'module samples\n\ngo 1.19\n');
  const {go, javac} = inject('toolchains');
  const javaFiles = compiled.filter((c) => c.sample.lang === 'java').map(unitFile);
  const results = await Promise.all([
    runCommand(go, ['build', '-o', 'bin/', './...'], {
      cwd: path.join(workDir, 'go'),
      env: runEnv({GOFLAGS: '-mod=mod', GOPROXY: 'off', GOTOOLCHAIN: 'local'}),
      timeout: 540_000,
    }),
    runCommand(javac, [...JVM_OPTIONS.map((option) => `-J${option}`), '-d', 'classes', ...javaFiles], {
      cwd: path.join(workDir, 'java'),
      timeout: 540_000,
    }),
  ]);
  for (const c of compiled) {
    const [name, result] = c.sample.lang === 'go' ? ['go build', results[0]] : ['javac', results[1]];
    const own = result.stderr.split('\n').filter((line) => line.includes(`${c.unit}/`) || line.endsWith(`/${c.unit}`));
    if (own.length > 0 || (result.code !== 0 && !existsSync(built(c))))
      buildErrors.set(c, `${name} failed:\n${own.length > 0 ? own.join('\n') : result.stderr}`);
  }
}

/** The folder a sample runs in, where it saves a file answer. */
const runDir = (c: Case) => path.join(workDir, 'runs', c.unit);

async function runSample(c: Case, source: string): Promise<CommandResult> {
  const tools = inject('toolchains');
  const dir = runDir(c);
  await mkdir(dir, {recursive: true});
  const buildError = buildErrors.get(c);
  if (buildError) return {command: `build ${path.relative(workDir, unitFile(c))}`, code: null, stdout: '', stderr: buildError};
  switch (c.sample.lang) {
    case 'curl':
      return runCommand(tools.bash, ['-c', source], {cwd: dir});
    case 'python':
      await writeFile(path.join(dir, 'sample.py'), source);
      return runCommand(tools.python, ['sample.py'], {cwd: dir});
    case 'javascript':
      await writeFile(path.join(dir, 'sample.js'), source);
      return runCommand(process.execPath, ['sample.js'], {cwd: dir});
    case 'go':
      return runCommand(built(c), [], {cwd: dir});
    case 'java':
      return runCommand(tools.java, [...JVM_OPTIONS, '-cp', path.join(workDir, 'java', 'classes'), `${c.unit}.Main`], {cwd: dir});
    default:
      throw new Error(`No runner for the language "${c.sample.lang}" of ${c.title}.`);
  }
}

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'code-samples-'));
  await buildSamples();
});

afterAll(async () => {
  if (workDir) await rm(workDir, {recursive: true, force: true});
});

it('covers every operation of both specs in the five languages', () => {
  expect([...new Set(CASES.map((c) => c.sample.lang))]).toEqual(['curl', 'python', 'javascript', 'go', 'java']);
  for (const {model, name} of MOCKED) expect(CASES.filter((c) => c.name === name)).toHaveLength(model.operations.length * 5);
});

describe.concurrent.each(MOCKED.map(({name}) => name))('%s', (name) => {
  const cases = CASES.filter((c) => c.name === name);
  it.each(cases.map((c) => [`${c.operationId} ${c.sample.label}`, c] as const))('%s', async (_, c) => {
    if (c.source === undefined) throw new Error(`${c.title}: the sample does not call ${c.serverUrl}.`);
    const result = await runSample(c, c.source);
    const exchanges = await c.run.exchanges();
    const problems = problemsOf(result, exchanges, c.operationId);
    const body = exchanges.at(-1)?.body;
    if (c.savesFile) {
      const saved = await Promise.all((await readdir(runDir(c))).map((file) => readFile(path.join(runDir(c), file), 'utf8')));
      if (body !== undefined && !saved.includes(body)) problems.push(`did not save the response body to a file in ${runDir(c)}`);
    } else {
      const firstLine = body?.split('\n')[0]?.slice(0, 60);
      if (firstLine && !result.stdout.includes(firstLine)) problems.push(`did not print the response body (${firstLine}…)`);
    }
    expect(problems, report(c.title, result, exchanges, 'sample (host replaced):', c.source)).toEqual([]);
  });
});

/**
 * The header examples of the other responses (`WWW-Authenticate` of 401, `Retry-After` of 429...):
 * Redocly's example rules check bodies and parameters but not headers, and the samples above only get
 * the success response. Prism, told which response to give (`Prefer: code=...` and a wider `Accept`, added
 * to the curl sample here only), checks the whole answer against its schema and refuses one that breaks it.
 */
describe.concurrent('header examples of every documented response', () => {
  const cases = CASES.filter((c) => c.sample.lang === 'curl').flatMap((c) => c.statusesWithHeaders.map((status) => [c, status] as const));
  it.each(cases.map(([c, status]) => [`${c.name} ${c.operationId} ${status}`, c, status] as const))('%s', async (name, c, status) => {
    const run = mockRun(name);
    const source = `${c.withHost(run.baseUrl)?.trimEnd() ?? ''} \\\n  -H 'Accept: */*' \\\n  -H 'Prefer: code=${status}'\n`;
    const result = await runCommand(inject('toolchains').bash, ['-c', source]);
    const exchanges = await run.exchanges();
    const problems = [
      ...(result.code === 0 ? [] : [`curl exited with code ${result.code}`]),
      ...(exchanges.length === 0 ? ['sent no request to the mock'] : []),
      ...exchanges.flatMap((exchange) => [
        ...(exchange.status === status ? [] : [`the mock answered ${exchange.status} instead of ${status}`]),
        ...(exchange.violations.length > 0 ? [`the ${status} response breaks its schema: ${exchange.violations.join('; ')}`] : []),
      ]),
    ];
    expect(problems, report(name, result, exchanges)).toEqual([]);
  });
});
