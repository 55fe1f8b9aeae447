/**
 * `npm run specs:sync` against real local HTTP servers: one server per case, committed files in a
 * temporary directory (never the repository's own openapi/ files).
 */
import {execFile} from 'node:child_process';
import {mkdtemp, mkdir, readdir, readFile, rm, stat, writeFile} from 'node:fs/promises';
import {createServer, type IncomingMessage, type OutgoingHttpHeaders, type Server, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {breakingChanges, diffSpecs, type Change} from '../../scripts/specs/diff-spec';
import {formatFailures, formatSummary} from '../../scripts/specs/format-summary';
import {syncSpecs, type SyncResult} from '../../scripts/specs/sync-specs';
import {DEFAULT_TIMEOUT_MS, resolveTargets, resolveTimeout} from '../../scripts/specs/targets';
import {checkStructure} from '../../scripts/specs/validate-spec';
import {toStableYaml, writeFileAtomic} from '../../scripts/specs/write-spec';
import {OPENAPI_SOURCES} from '../../src/constants';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SHORT_TIMEOUT_MS = 300;

// ---------------------------------------------------------------------------------------------
// Fixtures

type Json = Record<string, unknown>;

/** The object at `keys` inside a fixture document (the fixtures' shape is known, so the cast is safe). */
function at(document: Json, ...keys: string[]): Json {
  return keys.reduce((node, key) => node[key] as Json, document);
}

/** The "committed" admin document. */
function adminV1(): Json {
  return {
    openapi: '3.0.3',
    info: {title: 'Nubis admin API', version: '25.5.0'},
    paths: {
      '/users': {
        get: {
          summary: 'List users',
          operationId: 'listUsers',
          parameters: [{name: 'page', in: 'query', schema: {type: 'integer'}}],
          responses: {
            '200': {
              description: 'The users',
              content: {'application/json': {schema: {type: 'array', items: {$ref: '#/components/schemas/User'}}}},
            },
          },
        },
        post: {
          summary: 'Create user',
          operationId: 'createUser',
          requestBody: {required: true, content: {'application/json': {schema: {$ref: '#/components/schemas/UserCreate'}}}},
          responses: {'201': {description: 'Created', content: {'application/json': {schema: {$ref: '#/components/schemas/User'}}}}},
        },
      },
      '/users/{id}': {
        parameters: [{name: 'id', in: 'path', required: true, schema: {type: 'string'}}],
        get: {
          summary: 'Get user',
          operationId: 'getUser',
          responses: {'200': {description: 'The user', content: {'application/json': {schema: {$ref: '#/components/schemas/User'}}}}},
        },
        delete: {summary: 'Delete user', operationId: 'deleteUser', responses: {'204': {description: 'Deleted'}}},
      },
    },
    components: {
      schemas: {
        User: {
          type: 'object',
          required: ['id'],
          properties: {
            id: {type: 'string', format: 'uuid'},
            name: {type: 'string'},
            status: {type: 'string', enum: ['ACTIVE', 'SUSPENDED']},
            quota: {type: 'integer', format: 'int32'},
          },
        },
        UserCreate: {type: 'object', required: ['name'], properties: {name: {type: 'string'}, email: {type: 'string'}}},
      },
    },
  };
}

/** The fetched admin document: one operation added, one response field removed. */
function adminV2(): Json {
  const document = adminV1();
  at(document, 'paths')['/projects'] = {
    get: {
      summary: 'List projects',
      operationId: 'listProjects',
      responses: {'200': {description: 'The projects', content: {'application/json': {schema: {type: 'array', items: {type: 'string'}}}}}},
    },
  };
  delete at(document, 'components', 'schemas', 'User', 'properties').name;
  return document;
}

function billingV1(): Json {
  return {
    openapi: '3.1.0',
    info: {title: 'Nubis billing resource API', version: '25.5.0'},
    paths: {
      '/resources': {
        get: {
          summary: 'List billing resources',
          responses: {
            '200': {description: 'The resources', content: {'application/json': {schema: {$ref: '#/components/schemas/Resource'}}}},
          },
        },
      },
    },
    components: {schemas: {Resource: {type: 'object', properties: {id: {type: 'string'}, unit: {type: ['string', 'null']}}}}},
  };
}

// ---------------------------------------------------------------------------------------------
// Local servers and temporary directories

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

const servers: Server[] = [];

async function serve(handler: Handler): Promise<string> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v3/api-docs/spec`;
}

function close(server: Server): Promise<void> {
  server.closeAllConnections(); // the "never answers" servers hold their sockets open
  return new Promise((resolve) => server.close(() => resolve()));
}

/** A port that was just open and is now closed: connecting to it is refused. */
async function closedPortUrl(): Promise<string> {
  const url = await serve(() => undefined);
  await Promise.all(servers.splice(-1).map(close));
  return url;
}

/** Answers with `body`: a string as it is, anything else as JSON. */
function json(body: unknown, status = 200, contentType = 'application/json'): Handler {
  return (_request, response) => {
    response.writeHead(status, {'content-type': contentType});
    response.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
}

/** Sends the headers and the start of a JSON body, then ends or destroys the socket, or (no `cut`) stalls. */
function partial(start: string, cut?: 'end' | 'destroy', headers: OutgoingHttpHeaders = {}): Handler {
  return (_request, response) => {
    response.writeHead(200, {'content-type': 'application/json', ...headers});
    response.write(start, () => {
      if (cut) response.socket?.[cut]();
    });
  };
}

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'specs-sync-'));
});

afterEach(async () => {
  await Promise.all(servers.splice(0).map(close));
  await rm(dir, {recursive: true, force: true});
});

/** The variables that point the specs at these URLs (an empty one means the default URL). */
function envFor(urls: {admin?: string; billingResource?: string}): Record<string, string> {
  return {[OPENAPI_SOURCES.admin.envVar]: urls.admin ?? '', [OPENAPI_SOURCES.billingResource.envVar]: urls.billingResource ?? ''};
}

/** Syncs both specs from these URLs into the temporary directory. */
function sync(urls: {admin: string; billingResource: string}, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<SyncResult> {
  return syncSpecs({targets: resolveTargets({env: envFor(urls), rootDir: dir}), timeoutMs});
}

const adminFile = (): string => path.join(dir, OPENAPI_SOURCES.admin.file);
const billingFile = (): string => path.join(dir, OPENAPI_SOURCES.billingResource.file);

/** Writes the committed files and returns their bytes, to compare with afterwards. */
async function commitFiles(): Promise<{admin: Buffer; billing: Buffer}> {
  await mkdir(path.dirname(adminFile()), {recursive: true});
  await writeFile(adminFile(), toStableYaml(adminV1()));
  await writeFile(billingFile(), toStableYaml(billingV1()));
  return {admin: await readFile(adminFile()), billing: await readFile(billingFile())};
}

async function expectUntouched(committed: {admin: Buffer; billing: Buffer}): Promise<void> {
  expect((await readFile(adminFile())).equals(committed.admin)).toBe(true);
  expect((await readFile(billingFile())).equals(committed.billing)).toBe(true);
  // No temporary file left behind.
  expect((await readdir(path.dirname(adminFile()))).sort()).toEqual([path.basename(adminFile()), path.basename(billingFile())].sort());
}

// ---------------------------------------------------------------------------------------------
// Sync against local servers

describe('syncSpecs with a good response', () => {
  it('writes stable YAML and reports the added operation and the BREAKING removed field', async () => {
    const committed = await commitFiles();
    const admin = await serve(json(adminV2())); // OpenAPI 3.0
    // OpenAPI 3.1, served as text/plain: a JSON body counts whatever its content type.
    const billingResource = await serve(json(billingV1(), 200, 'text/plain'));

    const result = await sync({admin, billingResource});

    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const written = await readFile(adminFile(), 'utf8');
    expect(written).toBe(toStableYaml(adminV2()));
    expect(parse(written)).toEqual(adminV2());
    expect((await readFile(billingFile())).equals(committed.billing)).toBe(true);
    expect(await readdir(path.dirname(adminFile()))).toHaveLength(2);
    expect(formatSummary(result.reports)).toBe(
      [
        `nubis-admin-api (${adminFile()}): updated, 1 BREAKING change`,
        '  operations: 1 added',
        '    + GET /projects: List projects',
        '  schema fields: 1 removed',
        '    - User.name  BREAKING (response field removed)',
        `nubis-billing-resource-api (${billingFile()}): unchanged`,
      ].join('\n'),
    );
  });

  it('creates missing files (and the directory) and leaves identical files untouched', async () => {
    const admin = await serve(json(adminV1()));
    const billingResource = await serve(json(billingV1()));

    const first = await sync({admin, billingResource});
    expect(first.ok && first.reports.map((report) => report.status)).toEqual(['created', 'created']);
    expect(first.ok && formatSummary(first.reports)).toContain('created with 4 operations and 2 schemas');
    const before = await stat(adminFile());

    const second = await sync({admin, billingResource});
    expect(second.ok && second.reports.map((report) => report.status)).toEqual(['unchanged', 'unchanged']);
    expect((await stat(adminFile())).mtimeMs).toBe(before.mtimeMs);
  });
});

interface FailureCase {
  name: string;
  /** Returns the URL the admin spec is fetched from. */
  url: () => Promise<string>;
  error: string | RegExp;
}

const ADMIN_JSON = JSON.stringify(adminV1());

const failureCases: FailureCase[] = [
  {
    name: 'URL that is not http(s)',
    url: async () => 'ftp://example.org/spec',
    error: 'invalid URL "ftp://example.org/spec" (expected http or https)',
  },
  {name: 'connection refused', url: closedPortUrl, error: 'connection refused'},
  {name: 'HTTP 500', url: () => serve(json({error: 'boom'}, 500)), error: 'HTTP 500 Internal Server Error'},
  {name: 'HTTP 404', url: () => serve(json({error: 'nope'}, 404)), error: 'HTTP 404 Not Found'},
  {
    name: 'HTML page with status 200',
    url: () => serve(json('<!DOCTYPE html><html><body>Please sign in</body></html>', 200, 'text/html; charset=utf-8')),
    error: 'expected JSON, got an HTML page',
  },
  {
    name: 'HTML page served as JSON',
    url: () => serve(json('\n<html><head><title>Login</title></head></html>')),
    error: 'expected JSON, got an HTML page',
  },
  {name: 'invalid JSON', url: () => serve(json('{"openapi": "3.0.3", oops}')), error: /^invalid JSON: .+/},
  {name: 'JSON that is not OpenAPI', url: () => serve(json({hello: 'world'})), error: 'not an OpenAPI 3 document: missing openapi'},
  {
    name: 'OpenAPI without info.version',
    url: () => serve(json({...adminV1(), info: {title: 'Nubis admin API'}})),
    error: 'not an OpenAPI 3 document: missing info.version',
  },
  {
    name: 'structurally invalid OpenAPI (bad response object)',
    url: () => {
      const document = adminV1();
      at(document, 'paths', '/users/{id}', 'delete').responses = {'204': {descriptionn: 'Deleted'}};
      return serve(json(document));
    },
    error: /^invalid OpenAPI: #\/paths\/~1users~1\{id\}\/delete\/responses\/204.*description/,
  },
  {
    name: 'unresolved reference',
    url: () => serve(json({...billingV1(), components: {schemas: {}}})),
    error: /^invalid OpenAPI: #\/paths\/~1resources\/get\/.*Can't resolve \$ref/,
  },
  {
    name: 'body shorter than Content-Length',
    url: () => serve(partial(ADMIN_JSON.slice(0, 512), 'end', {'content-length': '2048'})),
    error: 'body truncated: got 512 of 2048 bytes',
  },
  {
    name: 'chunked body cut off',
    url: () => serve(partial(ADMIN_JSON.slice(0, 300), 'destroy')),
    error: /^body truncated: (connection closed after \d+ bytes|JSON ends unexpectedly)/,
  },
  {
    name: 'complete response with a cut JSON document',
    url: () => serve(json(ADMIN_JSON.slice(0, 400))),
    error: 'body truncated: JSON ends unexpectedly after 400 bytes',
  },
  {name: 'server that never answers', url: () => serve(() => undefined), error: `timed out after ${SHORT_TIMEOUT_MS} ms`},
  {name: 'body that stalls after the headers', url: () => serve(partial('{"openapi": ')), error: `timed out after ${SHORT_TIMEOUT_MS} ms`},
];

describe('syncSpecs failures leave the committed files byte-for-byte unchanged', () => {
  it.each(failureCases)('$name', async ({url, error}) => {
    const committed = await commitFiles();
    const admin = await url();
    const billingResource = await serve(json(billingV1()));

    const result = await sync({admin, billingResource}, SHORT_TIMEOUT_MS);

    const failure = {
      target: {id: OPENAPI_SOURCES.admin.id, url: admin},
      error: typeof error === 'string' ? error : expect.stringMatching(error),
    };
    expect(result).toMatchObject({ok: false, filesUnchanged: true, failures: [failure]});
    if (result.ok) return;
    const message = `error: ${OPENAPI_SOURCES.admin.id} from ${admin}: ${result.failures[0]?.error}\nNo file was changed.`;
    expect(formatFailures(result.failures, result.filesUnchanged)).toBe(message);
    await expectUntouched(committed);
  });

  it('changes neither file when one spec is good and the other is bad, and reports every failing spec', async () => {
    const committed = await commitFiles();
    const admin = await serve(json(adminV2())); // good, and different from the committed file
    const billingResource = await serve(json({error: 'down'}, 503));

    const result = await sync({admin, billingResource}, SHORT_TIMEOUT_MS);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.failures.map((failure) => [failure.target.key, failure.error])).toEqual([
      ['billingResource', 'HTTP 503 Service Unavailable'],
    ]);
    await expectUntouched(committed);

    const bothBad = await sync({admin: await closedPortUrl(), billingResource}, SHORT_TIMEOUT_MS);
    expect(!bothBad.ok && bothBad.failures.map((failure) => failure.target.key)).toEqual(['admin', 'billingResource']);
    await expectUntouched(committed);
  });
});

describe('the CLI', () => {
  const tsxCli = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');
  const script = path.join(ROOT, 'scripts/specs-sync.ts');

  function runCli(args: string[], env: Record<string, string>): Promise<{code: number; stdout: string; stderr: string}> {
    return new Promise((resolve) => {
      // cwd is the temporary directory: the CLI resolves the spec files against it, as npm does against the root.
      execFile(process.execPath, [tsxCli, script, ...args], {cwd: dir, env: {...process.env, ...env}}, (error, stdout, stderr) => {
        resolve({code: error ? Number(error.code ?? 1) : 0, stdout, stderr});
      });
    });
  }

  it('exits 1 with one clear line per failing spec and touches no file', async () => {
    const committed = await commitFiles();
    const admin = await serve(json({error: 'down'}, 503));
    const billingResource = await serve(json(billingV1()));
    const {code, stdout, stderr} = await runCli([], {...envFor({admin, billingResource}), SPECS_SYNC_TIMEOUT_MS: '2000'});
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain(`error: ${OPENAPI_SOURCES.admin.id} from ${admin}: HTTP 503 Service Unavailable`);
    expect(stderr).toContain('No file was changed.');
    await expectUntouched(committed);
  });

  it('syncs only the spec named by --only and prints the summary', async () => {
    const committed = await commitFiles();
    const admin = await serve(json(adminV2()));
    const {code, stdout} = await runCli(['--only', 'admin'], envFor({admin, billingResource: await closedPortUrl()}));
    expect(code).toBe(0);
    expect(stdout).toContain('+ GET /projects');
    expect(stdout).toContain('BREAKING');
    expect(await readFile(adminFile(), 'utf8')).toBe(toStableYaml(adminV2()));
    expect((await readFile(billingFile())).equals(committed.billing)).toBe(true);
  });

  it('exits 2 on bad usage', async () => {
    const [badFlag, badTimeout] = await Promise.all([runCli(['--only', 'nope'], {}), runCli([], {SPECS_SYNC_TIMEOUT_MS: 'soon'})]);
    expect(badFlag.code).toBe(2);
    expect(badFlag.stderr).toContain('--only expects one of admin, billingResource');
    expect(badTimeout.code).toBe(2);
    expect(badTimeout.stderr).toContain('SPECS_SYNC_TIMEOUT_MS');
  });
});

// ---------------------------------------------------------------------------------------------
// Units

describe('checkStructure', () => {
  it('explains structural problems', () => {
    expect(checkStructure([])).toBe('not an OpenAPI 3 document: the body is an array, not an object');
    expect(checkStructure({swagger: '2.0'})).toBe('not an OpenAPI 3 document: it is a Swagger 2.0 document');
    expect(checkStructure({...adminV1(), openapi: '3.2.0'})).toMatch(/unsupported openapi version "3.2.0"/);
    expect(checkStructure({...adminV1(), info: {version: '1'}})).toBe('not an OpenAPI 3 document: missing info.title');
    expect(checkStructure({...adminV1(), paths: {}})).toBe('not an OpenAPI 3 document: paths is empty');
  });
});

describe('diffSpecs', () => {
  type Mutation = (document: Json) => void;
  const schema = (document: Json, name: string): Json => at(document, 'components', 'schemas', name);
  const fields = (document: Json, name: string): Json => at(schema(document, name), 'properties');
  const listUsers = (document: Json): Json => at(document, 'paths', '/users', 'get');

  function changesAfter(mutate: Mutation): Change[] {
    const next = adminV1();
    mutate(next);
    const diff = diffSpecs(adminV1(), next);
    return [...diff.operations, ...diff.schemas, ...diff.fields];
  }

  it.each<[string, Mutation, string, string]>([
    ['removed operation', (d) => void delete at(d, 'paths', '/users/{id}').delete, 'DELETE /users/{id}', 'operation removed'],
    ['removed response field', (d) => void delete fields(d, 'User').quota, 'User.quota', 'response field removed'],
    [
      'removed enum value',
      (d) => void (fields(d, 'User').status = {type: 'string', enum: ['ACTIVE']}),
      'User.status',
      'enum value removed',
    ],
    ['type change', (d) => void (fields(d, 'User').quota = {type: 'string'}), 'User.quota', 'type changed'],
    [
      'new required request field',
      (d) => {
        fields(d, 'UserCreate').role = {type: 'string'};
        schema(d, 'UserCreate').required = ['name', 'role'];
      },
      'UserCreate.role',
      'new required request field',
    ],
    [
      'new required parameter',
      (d) => void (listUsers(d).parameters as Json[]).push({name: 'tenant', in: 'header', required: true, schema: {type: 'string'}}),
      'GET /users',
      'new required parameter header:tenant',
    ],
  ])('flags a %s as BREAKING', (_name, mutate, changed, reason) => {
    const changes = changesAfter(mutate);
    expect(changes.find((change) => change.name === changed)?.breaking).toEqual([reason]);
  });

  it('does not flag additive changes', () => {
    const changes = changesAfter((d) => {
      fields(d, 'User').email = {type: 'string'};
      fields(d, 'User').status = {type: 'string', enum: ['ACTIVE', 'SUSPENDED', 'CLOSED']};
      fields(d, 'UserCreate').phone = {type: 'string'};
      (listUsers(d).parameters as Json[]).push({name: 'size', in: 'query', schema: {type: 'integer'}});
      listUsers(d).summary = 'List the users';
    });
    expect(changes.map((change) => `${change.kind} ${change.name}`)).toEqual([
      'changed GET /users',
      'added User.email',
      'added UserCreate.phone',
      'changed User.status',
    ]);
    expect(changes.find((change) => change.name === 'GET /users')?.details).toEqual(['summary changed', 'parameter query:size added']);
    expect(changes.flatMap((change) => change.breaking)).toEqual([]);
  });

  it('does not flag a removed field of a request-only schema, and treats 3.0 nullable like a 3.1 null type', () => {
    const next = adminV1();
    delete fields(next, 'UserCreate').email;
    expect(breakingChanges(diffSpecs(adminV1(), next))).toEqual([]);

    const nullable30 = adminV1();
    fields(nullable30, 'User').name = {type: 'string', nullable: true};
    const nullable31 = adminV1();
    fields(nullable31, 'User').name = {type: ['null', 'string']};
    expect(diffSpecs(nullable30, nullable31).fields).toEqual([]);
  });

  it('finds nothing between a document and itself in another key order', () => {
    const reordered = parse(toStableYaml(adminV1())) as Json;
    expect(diffSpecs(adminV1(), reordered)).toEqual({operations: [], schemas: [], fields: []});
  });
});

describe('stable YAML', () => {
  it('orders what springdoc reorders, keeps paths and other keys in source order, quotes for YAML 1.1, never folds', () => {
    const long = 'word '.repeat(60).trim();
    const text = toStableYaml({
      'x-generator': 'springdoc',
      components: {securitySchemes: {}, schemas: {Zeta: {type: 'object'}, Alpha: {type: 'string'}}},
      paths: {
        // JavaScript always lists integer keys first, ascending: only default and 2XX can arrive out of order.
        '/b': {post: {responses: {}}, get: {responses: {default: {}, '2XX': {}, '404': {}, '200': {}}}, parameters: []},
        '/a': {get: {responses: {}}},
      },
      tags: [],
      // Strings a YAML 1.1 reader would take for a date and a boolean if they were not quoted.
      info: {version: '1', title: 'T', description: long, 'x-released': '2025-03-14T10:21:07Z', 'x-beta': 'yes'},
      openapi: '3.1.0',
    });
    expect(text).toBe(
      [
        'openapi: 3.1.0',
        'info:',
        "  version: '1'",
        '  title: T',
        `  description: ${long}`,
        "  x-released: '2025-03-14T10:21:07Z'",
        "  x-beta: 'yes'",
        'tags: []',
        'paths:',
        '  /b:',
        '    parameters: []',
        '    get:',
        '      responses:',
        "        '200': {}",
        "        '404': {}",
        '        2XX: {}',
        '        default: {}',
        '    post:',
        '      responses: {}',
        '  /a:',
        '    get:',
        '      responses: {}',
        'components:',
        '  schemas:',
        '    Alpha:',
        '      type: string',
        '    Zeta:',
        '      type: object',
        '  securitySchemes: {}',
        'x-generator: springdoc',
        '',
      ].join('\n'),
    );
    // The same document with its keys in the written order gives the same bytes.
    expect(toStableYaml(parse(text))).toBe(text);
  });

  it('is the form of the committed specs: a sync without API changes rewrites neither', async () => {
    for (const {file} of Object.values(OPENAPI_SOURCES)) {
      const committed = await readFile(file, 'utf8');
      expect(toStableYaml(parse(committed)), file).toBe(committed);
    }
  });
});

describe('writeFileAtomic', () => {
  it('skips identical content and leaves no temporary file', async () => {
    const file = path.join(dir, 'nested', 'spec.yaml');
    expect(await writeFileAtomic(file, 'a: 1\n')).toBe('written');
    const {mtimeMs} = await stat(file);
    expect(await writeFileAtomic(file, 'a: 1\n')).toBe('unchanged');
    expect((await stat(file)).mtimeMs).toBe(mtimeMs);
    expect(await writeFileAtomic(file, 'a: 2\n')).toBe('written');
    expect(await readFile(file, 'utf8')).toBe('a: 2\n');
    expect(await readdir(path.dirname(file))).toEqual(['spec.yaml']);
  });
});

describe('targets and options', () => {
  it('uses the URLs and files of OPENAPI_SOURCES unless the environment overrides them', () => {
    const targets = resolveTargets({env: {[OPENAPI_SOURCES.admin.envVar]: 'http://127.0.0.1:1/a'}, rootDir: '/repo'});
    expect(targets).toEqual([
      {key: 'admin', id: OPENAPI_SOURCES.admin.id, url: 'http://127.0.0.1:1/a', file: path.resolve('/repo', OPENAPI_SOURCES.admin.file)},
      {
        key: 'billingResource',
        id: OPENAPI_SOURCES.billingResource.id,
        url: OPENAPI_SOURCES.billingResource.defaultUrl,
        file: path.resolve('/repo', OPENAPI_SOURCES.billingResource.file),
      },
    ]);
    expect(resolveTargets({env: {}, rootDir: '/repo', only: 'billingResource'}).map((target) => target.key)).toEqual(['billingResource']);
  });

  it('reads the timeout', () => {
    expect(resolveTimeout({})).toBe(15_000);
    expect(resolveTimeout({SPECS_SYNC_TIMEOUT_MS: '300'})).toBe(300);
    expect(() => resolveTimeout({SPECS_SYNC_TIMEOUT_MS: '0'})).toThrow(/SPECS_SYNC_TIMEOUT_MS/);
  });
});
