/**
 * Build-time code samples (`x-codeSamples`): exact output on fixtures, the real specs, syntax
 * checks with each language's toolchain (installed when missing, never skipped: see
 * tests/support/toolchains.ts), and a round trip of a few samples against a local HTTP server to
 * prove the body escaping end to end. tests/samples/ runs every sample against mocks of the specs.
 */
import {spawn} from 'node:child_process';
import {mkdtemp, mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {addCodeSamples, buildCodeSamples} from '../../scripts/api/code-samples';
import {HTTP_METHODS, type CodeSample, type OpenApiDocument, type OperationObject} from '../../scripts/api/openapi-types';
import {findOrInstallToolchains, type Toolchains} from '../support/toolchains';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const LANGS = ['curl', 'python', 'javascript', 'go', 'java'] as const;
type Lang = (typeof LANGS)[number];

// ---------------------------------------------------------------------------------------------
// Helpers

/** Found or installed once, in a hook: installing through apt-get may take minutes. */
let tools: Toolchains;
beforeAll(() => {
  tools = findOrInstallToolchains();
}, 600_000);

interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Asynchronous on purpose: the local HTTP server below must keep answering while children run. */
function run(command: string, args: string[], options: {cwd?: string; input?: string; env?: NodeJS.ProcessEnv} = {}): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {cwd: options.cwd, env: options.env ?? process.env});
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({code, stdout, stderr}));
    child.stdin.end(options.input ?? '');
  });
}

/** Without the test runner's NODE_OPTIONS, which would slow every child Node down. */
function plainNodeEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env = {...process.env, ...extra};
  delete env.NODE_OPTIONS;
  return env;
}

/** Runs jobs a few at a time so the whole file stays fast on a small machine. */
async function inBatches<T, R>(items: T[], size: number, job: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) {
    results.push(...(await Promise.all(items.slice(start, start + size).map(job))));
  }
  return results;
}

interface FoundOperation {
  path: string;
  method: string;
  operation: OperationObject;
}

function operations(doc: OpenApiDocument): FoundOperation[] {
  return Object.entries(doc.paths).flatMap(([p, item]) =>
    HTTP_METHODS.flatMap((method) => {
      const operation = item[method];
      return operation ? [{path: p, method, operation}] : [];
    }),
  );
}

function findOperation(doc: OpenApiDocument, operationId: string): FoundOperation {
  const found = operations(doc).find(({operation}) => operation.operationId === operationId);
  if (!found) throw new Error(`no operation ${operationId}`);
  return found;
}

function samplesOf(doc: OpenApiDocument, operationId: string): Record<Lang, string> {
  const {path: p, method, operation} = findOperation(doc, operationId);
  const samples = buildCodeSamples(doc, p, method, operation);
  return Object.fromEntries(samples.map((sample) => [sample.lang, sample.source])) as Record<Lang, string>;
}

async function loadSpec(file: string): Promise<OpenApiDocument> {
  return parse(await readFile(path.join(ROOT, 'openapi', file), 'utf8')) as OpenApiDocument;
}

// ---------------------------------------------------------------------------------------------
// Fixture

/** A body that breaks naive quoting in every language. */
const TRICKY_BODY: unknown = JSON.parse(
  JSON.stringify({
    note: 'It\'s a `tick`: "quoted", back\\slash, $HOME, tab\t, line\nbreak',
    unicode: 'Zürich, 日本語, emoji 🚀, separator \u2028, lone \ud800',
    empty: {},
    list: [],
    flags: [true, false, null],
    numbers: [0, -1, 0.1, 1e21],
    'key with spaces': 1,
  }).replace('{', '{"__proto__":{"own":true},'),
);

/** A plain-text body with what single quotes cannot carry cleanly: CR, a control character, trailing blanks. */
const TRICKY_TEXT = "line 'one'  \r\nline `two`\u0001 ü $HOME \\ end ";

function fixture(serverUrl = 'https://api.example.test/v2/'): OpenApiDocument {
  return {
    openapi: '3.0.1',
    info: {title: 'Fixture', version: '1.0.0'},
    servers: [{url: serverUrl}],
    security: [{bearerAuth: []}],
    paths: {
      '/projects/{projectId}/items': {
        parameters: [{$ref: '#/components/parameters/ProjectId'}],
        get: {
          operationId: 'listItems',
          parameters: [
            {name: 'from', in: 'query', required: true, schema: {type: 'string'}, example: '2025-05-01T00:00:00Z'},
            {name: 'q', in: 'query', required: true, schema: {type: 'string', example: "a b&c'd=é"}},
            {name: 'tag', in: 'query', required: true, schema: {type: 'array', items: {type: 'string'}}, example: ['x', 'y']},
            {name: 'status', in: 'query', required: true, schema: {type: 'string', enum: ['OPEN', 'CLOSED']}},
            {name: 'page', in: 'query', required: false, schema: {type: 'integer'}, example: 3},
          ],
          responses: {'200': {description: 'Items.', content: {'application/json': {schema: {type: 'object'}}}}},
        },
        post: {
          operationId: 'createItem',
          parameters: [
            {name: 'Idempotency-Key', in: 'header', required: true, schema: {type: 'string'}, example: 'key-123'},
            {name: 'X-Trace', in: 'header', required: false, schema: {type: 'string'}, example: 'left-out'},
          ],
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {$ref: '#/components/schemas/Item'},
                example: {name: 'Widget', enabled: false, parent: null},
              },
            },
          },
          responses: {
            '201': {description: 'Created.', content: {'application/json': {schema: {$ref: '#/components/schemas/Item'}}}},
            '409': {description: 'Conflict.', content: {'application/problem+json': {schema: {type: 'object'}}}},
          },
          'x-codeSamples': [{lang: 'ruby', label: 'Ruby', source: 'puts 1\n'}],
        },
      },
      '/projects/{projectId}/labels': {
        post: {
          operationId: 'createLabel',
          parameters: [{$ref: '#/components/parameters/ProjectId'}],
          requestBody: {$ref: '#/components/requestBodies/Label'},
          responses: {'201': {description: 'Created.'}},
        },
      },
      '/projects/{projectId}': {
        patch: {
          operationId: 'updateProject',
          parameters: [{$ref: '#/components/parameters/ProjectId'}],
          requestBody: {
            content: {
              'application/merge-patch+json': {example: {description: null, limits: {cpu: 4}}},
              'application/json': {example: {ignored: true}},
            },
          },
          responses: {'200': {description: 'Updated.', content: {'application/json': {}}}},
        },
      },
      '/projects/{projectId}/items/{itemId}': {
        delete: {
          operationId: 'deleteItem',
          parameters: [
            {$ref: '#/components/parameters/ProjectId'},
            {name: 'itemId', in: 'path', required: true, schema: {type: 'string', format: 'uuid'}},
          ],
          responses: {'204': {description: 'Deleted.'}},
        },
      },
      '/health': {
        get: {
          operationId: 'health',
          security: [],
          responses: {'200': {description: 'Up.', content: {'text/plain': {example: 'ok'}}}},
        },
      },
      '/notes': {
        post: {
          operationId: 'createNote',
          requestBody: {
            content: {
              'application/json': {
                examples: {tricky: {$ref: '#/components/examples/Tricky'}, other: {value: {no: 1}}},
              },
            },
          },
          responses: {'201': {description: 'Created.', content: {'application/json': {}}}},
        },
      },
      '/text': {
        post: {
          operationId: 'sendText',
          requestBody: {content: {'text/plain': {example: TRICKY_TEXT}}},
          responses: {'201': {description: 'Stored.', content: {'application/json': {}}}},
        },
      },
      '/form': {
        post: {
          operationId: 'sendForm',
          requestBody: {content: {'application/x-www-form-urlencoded': {example: {name: "O'Brien & co", n: 2}}}},
          responses: {'201': {description: 'Stored.', content: {'application/json': {}}}},
        },
      },
      '/exports/{exportId}/download': {
        get: {
          operationId: 'downloadExport',
          parameters: [{name: 'exportId', in: 'path', required: true, schema: {type: 'string', example: 'e-1'}}],
          responses: {
            '200': {
              description: 'The file.',
              content: {'text/csv': {schema: {type: 'string'}}, 'application/json': {schema: {type: 'object'}}},
            },
            '409': {description: 'Not ready.', content: {'application/problem+json': {schema: {type: 'object'}}}},
          },
        },
      },
    },
    components: {
      securitySchemes: {bearerAuth: {type: 'http', scheme: 'bearer', bearerFormat: 'JWT'}},
      parameters: {
        ProjectId: {name: 'projectId', in: 'path', required: true, schema: {type: 'string'}, example: 'p-42'},
      },
      examples: {Tricky: {summary: 'Tricky', value: TRICKY_BODY}},
      requestBodies: {
        Label: {content: {'application/json': {schema: {$ref: '#/components/schemas/Label'}}}},
      },
      schemas: {
        Item: {
          type: 'object',
          required: ['name'],
          properties: {name: {type: 'string'}, enabled: {type: 'boolean'}, parent: {type: 'string', nullable: true}},
        },
        Base: {
          type: 'object',
          required: ['id', 'name'],
          properties: {
            id: {type: 'string', format: 'uuid', readOnly: true},
            name: {type: 'string', example: 'blue'},
          },
        },
        Label: {
          allOf: [
            {$ref: '#/components/schemas/Base'},
            {
              type: 'object',
              required: ['color', 'owner', 'tags', 'weight', 'createdAt'],
              properties: {
                color: {type: 'string', enum: ['RED', 'GREEN']},
                owner: {$ref: '#/components/schemas/User'},
                tags: {type: 'array', items: {type: 'string'}},
                weight: {type: 'integer', minimum: 1},
                createdAt: {type: 'string', format: 'date-time'},
                description: {type: 'string', example: 'optional, so left out'},
              },
            },
          ],
        },
        User: {
          type: 'object',
          required: ['email', 'manager'],
          properties: {
            email: {type: 'string', format: 'email'},
            manager: {$ref: '#/components/schemas/User'},
          },
        },
      },
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Fixture output

describe('buildCodeSamples on fixtures', () => {
  const doc = fixture();

  it('returns the five languages in order with their labels', () => {
    const {path: p, method, operation} = findOperation(doc, 'listItems');
    expect(buildCodeSamples(doc, p, method, operation).map(({lang, label}) => ({lang, label}))).toEqual([
      {lang: 'curl', label: 'curl'},
      {lang: 'python', label: 'Python'},
      {lang: 'javascript', label: 'JavaScript'},
      {lang: 'go', label: 'Go'},
      {lang: 'java', label: 'Java'},
    ]);
  });

  it('substitutes path parameters and appends only required query parameters, encoded', () => {
    const url =
      'https://api.example.test/v2/projects/p-42/items' + '?from=2025-05-01T00%3A00%3A00Z&q=a%20b%26c%27d%3D%C3%A9&tag=x&tag=y&status=OPEN';
    const s = samplesOf(doc, 'listItems');
    expect(s.curl).toContain(`curl -i -X GET '${url}' \\\n`);
    expect(s.python).toContain(`url = "${url}"\n`);
    expect(s.python).toContain('response = requests.get(url, headers=headers, timeout=30)\n');
    expect(s.javascript).toContain(`const url = "${url}";\n`);
    expect(s.javascript).toContain('method: "GET",');
    expect(s.go).toContain(`http.NewRequest(http.MethodGet, "${url}", nil)`);
    expect(s.java).toContain(`.uri(URI.create("${url}"))`);
    expect(s.java).toContain('            .GET()\n');
    for (const source of Object.values(s)) expect(source).not.toContain('page=');
  });

  it('sends the bearer token from NUBIS_TOKEN and Accept in every language', () => {
    const s = samplesOf(doc, 'listItems');
    expect(s.curl).toContain(`  -H "Authorization: Bearer $NUBIS_TOKEN" \\\n  -H 'Accept: application/json'\n`);
    expect(s.python).toContain('import os\n\nimport requests\n');
    expect(s.python).toContain('    "Authorization": "Bearer " + os.environ["NUBIS_TOKEN"],\n    "Accept": "application/json",\n');
    expect(s.javascript).toContain('      Authorization: `Bearer ${process.env.NUBIS_TOKEN}`,\n      Accept: "application/json",\n');
    expect(s.go).toContain('\treq.Header.Set("Authorization", "Bearer "+os.Getenv("NUBIS_TOKEN"))\n');
    expect(s.go).toContain('\t"os"\n');
    expect(s.go).not.toContain('"strings"');
    expect(s.java).toContain('.header("Authorization", "Bearer " + System.getenv("NUBIS_TOKEN"))');
  });

  it('uses the example of a $ref body, Content-Type, and required header parameters only', () => {
    const s = samplesOf(doc, 'createItem');
    const json = '{\n  "name": "Widget",\n  "enabled": false,\n  "parent": null\n}';
    expect(s.curl).toContain(
      [
        `curl -i -X POST 'https://api.example.test/v2/projects/p-42/items'`,
        `  -H "Authorization: Bearer $NUBIS_TOKEN"`,
        `  -H 'Accept: application/json'`,
        `  -H 'Content-Type: application/json'`,
        `  -H 'Idempotency-Key: key-123'`,
        `  --data-raw '${json}'\n`,
      ].join(' \\\n'),
    );
    expect(s.python).toContain(
      'payload = {\n    "name": "Widget",\n    "enabled": False,\n    "parent": None,\n}\n\n' +
        'response = requests.post(url, headers=headers, json=payload, timeout=30)\n',
    );
    expect(s.python).toContain('    "Idempotency-Key": "key-123",\n');
    expect(s.javascript).toContain('  const body = {\n    name: "Widget",\n    enabled: false,\n    parent: null,\n  };\n');
    expect(s.javascript).toContain('      "Idempotency-Key": "key-123",\n');
    expect(s.javascript).toContain('    body: JSON.stringify(body),\n');
    expect(s.go).toContain(`\tbody := strings.NewReader(\`${json}\`)\n`);
    expect(s.go).toContain('http.NewRequest(http.MethodPost, "https://api.example.test/v2/projects/p-42/items", body)');
    expect(s.go).toContain('\treq.Header.Set("Idempotency-Key", "key-123")\n');
    expect(s.java).toContain(
      '        String body = "{\\n"\n' +
        '            + "  \\"name\\": \\"Widget\\",\\n"\n' +
        '            + "  \\"enabled\\": false,\\n"\n' +
        '            + "  \\"parent\\": null\\n"\n' +
        '            + "}";\n',
    );
    expect(s.java).toContain('// An escaped string literal, not a text block, so this compiles on Java 11+.');
    expect(s.java).toContain('.POST(HttpRequest.BodyPublishers.ofString(body))');
    expect(s.java).toContain('.header("Idempotency-Key", "key-123")');
    for (const source of Object.values(s)) {
      expect(source).not.toContain('X-Trace');
      expect(source).not.toContain('problem+json');
    }
  });

  it('synthesises a body from the schema: $ref, allOf, required only, examples, no read-only, no cycles', () => {
    const expected = {
      name: 'blue',
      color: 'RED',
      owner: {email: 'user@example.com'},
      tags: ['string'],
      weight: 1,
      createdAt: '2025-01-01T00:00:00Z',
    };
    const s = samplesOf(doc, 'createLabel');
    expect(s.curl).toContain(`--data-raw '${JSON.stringify(expected, null, 2)}'\n`);
    expect(s.go).toContain(`strings.NewReader(\`${JSON.stringify(expected, null, 2)}\`)`);
    expect(s.python).toContain('    "owner": {\n        "email": "user@example.com",\n    },\n');
  });

  it('sends merge-patch bodies as application/merge-patch+json', () => {
    const s = samplesOf(doc, 'updateProject');
    expect(s.curl).toContain(`-X PATCH 'https://api.example.test/v2/projects/p-42'`);
    expect(s.curl).toContain(`  -H 'Content-Type: application/merge-patch+json' \\\n  --data-raw '{\n  "description": null,`);
    expect(s.python).toContain('    "Content-Type": "application/merge-patch+json",\n');
    expect(s.python).toContain('    "description": None,\n');
    expect(s.python).toContain('response = requests.patch(url, headers=headers, json=payload, timeout=30)\n');
    expect(s.javascript).toContain('      "Content-Type": "application/merge-patch+json",\n');
    expect(s.javascript).toContain('method: "PATCH",');
    expect(s.go).toContain('http.NewRequest(http.MethodPatch,');
    expect(s.go).toContain('req.Header.Set("Content-Type", "application/merge-patch+json")');
    expect(s.java).toContain('.header("Content-Type", "application/merge-patch+json")');
    expect(s.java).toContain('.method("PATCH", HttpRequest.BodyPublishers.ofString(body))');
    for (const source of Object.values(s)) expect(source).not.toContain('ignored');
  });

  it('keeps a {placeholder} for a path parameter without example and sends no body on DELETE', () => {
    const url = 'https://api.example.test/v2/projects/p-42/items/{itemId}';
    const s = samplesOf(doc, 'deleteItem');
    expect(s.curl).toBe(
      `curl -i --globoff -X DELETE '${url}' \\\n` + `  -H "Authorization: Bearer $NUBIS_TOKEN" \\\n` + `  -H 'Accept: application/json'\n`,
    );
    expect(s.python).toContain('response = requests.delete(url, headers=headers, timeout=30)\n');
    expect(s.javascript).not.toContain('body');
    expect(s.go).toContain(`http.NewRequest(http.MethodDelete, "${url}", nil)`);
    expect(s.java).toContain('            .DELETE()\n');
    for (const source of Object.values(s)) expect(source).not.toContain('Content-Type');
  });

  it('leaves out Authorization (and its imports) when the operation needs no security', () => {
    const s = samplesOf(doc, 'health');
    for (const source of Object.values(s)) {
      expect(source).not.toContain('Authorization');
      expect(source).not.toContain('NUBIS_TOKEN');
    }
    expect(s.python.startsWith('import requests\n')).toBe(true);
    expect(s.go).not.toContain('"os"');
    expect(s.curl).toContain(`-H 'Accept: text/plain'`);
  });

  it('asks for the first success media type, never problem+json', () => {
    const s = samplesOf(doc, 'downloadExport');
    expect(s.curl).toContain(`'https://api.example.test/v2/exports/e-1/download'`);
    expect(s.curl).toContain(`-H 'Accept: text/csv'`);
    expect(s.python).toContain('"Accept": "text/csv",');
    expect(s.java).toContain('.header("Accept", "text/csv")');
  });

  it('escapes a body with quotes, backticks, unicode and control characters for each language', () => {
    const s = samplesOf(doc, 'createNote');
    // curl: single quotes, `'` as `'\''`, nothing expanded.
    expect(s.curl).toContain(
      String.raw`"note": "It'\''s a ` + '`tick`' + String.raw`: \"quoted\", back\\slash, $HOME, tab\t, line\nbreak",`,
    );
    expect(s.curl).toContain('"unicode": "Zürich, 日本語, emoji 🚀, separator \\u2028, lone \\ud800",');
    // Python: a literal with True/False/None.
    expect(s.python).toContain('    "flags": [\n        True,\n        False,\n        None,\n    ],\n');
    expect(s.python).toContain('    "empty": {},\n    "list": [],\n');
    expect(s.python).toContain('    "__proto__": {\n');
    // JavaScript: `__proto__` must stay an own property.
    expect(s.javascript).toContain('    ["__proto__"]: {\n      own: true,\n    },\n');
    expect(s.javascript).toContain('    "key with spaces": 1,\n');
    expect(s.javascript).toContain('    numbers: [\n      0,\n      -1,\n      0.1,\n      1e+21,\n    ],\n');
    // Go: the backtick forces an interpreted string.
    expect(s.go).toContain('\tbody := strings.NewReader("{\\n  \\"__proto__\\": {\\n');
    expect(s.go).toContain('It\'s a `tick`: \\\\\\"quoted\\\\\\", back\\\\\\\\slash');
    // Java: escaped, non-ASCII as \u escapes.
    expect(s.java).toContain(
      '+ "  \\"unicode\\": \\"Z\\u00fcrich, \\u65e5\\u672c\\u8a9e, emoji \\ud83d\\ude80, separator \\\\u2028, lone \\\\ud800\\",\\n"',
    );
  });

  it('sends non-JSON bodies as text, with ANSI-C quoting in curl where single quotes would not do', () => {
    const s = samplesOf(doc, 'sendText');
    expect(s.curl).toContain(
      `  -H 'Content-Type: text/plain' \\\n  --data-raw $'line \\'one\\'  \\x0d\\nline \`two\`\\x01 ü $HOME \\\\ end '\n`,
    );
    expect(s.python).toContain('payload = "line \'one\'  \\r\\nline `two`\\u0001 ü $HOME \\\\ end "\n');
    expect(s.python).toContain('data=payload.encode("utf-8")');
    expect(s.javascript).toContain('    body,\n');
    expect(s.go).toContain('strings.NewReader("line \'one\'  \\r\\nline `two`\\x01 ü $HOME \\\\ end ")');
    expect(s.java).toContain('String body = "line \'one\'  \\r\\n"\n            + "line `two`\\001 \\u00fc $HOME \\\\ end ";');
    const form = samplesOf(doc, 'sendForm');
    expect(form.curl).toContain(
      `  -H 'Content-Type: application/x-www-form-urlencoded' \\\n  --data-raw 'name=O%27Brien%20%26%20co&n=2'\n`,
    );
  });

  it('replaces existing x-codeSamples in a deep copy and leaves the input alone', () => {
    const input = fixture();
    const before = JSON.stringify(input);
    const output = addCodeSamples(input);
    expect(JSON.stringify(input)).toBe(before);
    const post = output.paths['/projects/{projectId}/items']?.post;
    expect(post?.['x-codeSamples']?.map((sample) => sample.lang)).toEqual([...LANGS]);
    expect(operations(output).every(({operation}) => operation['x-codeSamples']?.length === 5)).toBe(true);
    expect(output.components).toEqual(input.components);
    expect(output.components).not.toBe(input.components);
    expect(post?.['x-codeSamples']?.every((sample) => sample.html === undefined)).toBe(true);
  });

  it('colours each sample with its grammar when given a highlighter, curl as bash', () => {
    const output = addCodeSamples(fixture(), (source, syntax) => `${syntax}:${source.length}`);
    const samples = output.paths['/projects/{projectId}/items']?.post?.['x-codeSamples'] ?? [];
    expect(samples.map((sample) => sample.html?.split(':')[0])).toEqual(['bash', 'python', 'javascript', 'go', 'java']);
    for (const sample of samples) expect(sample.html).toBe(`${sample.html?.split(':')[0]}:${sample.source.length}`);
  });
});

// ---------------------------------------------------------------------------------------------
// Real specs

const SPEC_FILES = ['nubis-admin-api.yaml', 'nubis-billing-resource-api.yaml'];

describe('addCodeSamples on the real specs', () => {
  const withSamples = new Map<string, OpenApiDocument>();
  /** Every sample of both specs plus the fixture, for the syntax checks. */
  const all: {name: string; sample: CodeSample}[] = [];

  beforeAll(async () => {
    for (const file of SPEC_FILES) withSamples.set(file, addCodeSamples(await loadSpec(file)));
    const docs: [string, OpenApiDocument][] = [...withSamples.entries(), ['fixture', addCodeSamples(fixture())]];
    for (const [file, doc] of docs) {
      for (const {operation} of operations(doc)) {
        for (const sample of operation['x-codeSamples'] ?? []) {
          all.push({name: `${file} ${operation.operationId ?? '?'} ${sample.lang}`, sample});
        }
      }
    }
  });

  function spec(file: string): OpenApiDocument {
    const doc = withSamples.get(file);
    if (!doc) throw new Error(`not loaded: ${file}`);
    return doc;
  }

  function bySample(lang: Lang) {
    return all.filter(({sample}) => sample.lang === lang);
  }

  it('gives every operation the five samples', () => {
    for (const file of SPEC_FILES) {
      const ops = operations(spec(file));
      expect(ops.length).toBeGreaterThan(5);
      for (const {operation} of ops) expect(operation['x-codeSamples']?.map((s) => s.lang)).toEqual([...LANGS]);
    }
  });

  it('writes createUser with POST, the users URL and the example email', () => {
    const {operation} = findOperation(spec('nubis-admin-api.yaml'), 'createUser');
    const curl = operation['x-codeSamples']?.find((sample) => sample.lang === 'curl')?.source ?? '';
    expect(curl).toContain('-X POST');
    expect(curl).toContain(`'https://cloud.example.com/api/v1/admin/users'`);
    expect(curl).toContain('"email": "alex.martin@example.org"');
  });

  it('handles required query parameters, merge-patch and CSV downloads of the real specs', () => {
    const billing = samplesOf(spec('nubis-billing-resource-api.yaml'), 'getBillingResourceUsage');
    expect(billing.curl).toContain(
      `'https://cloud.example.com/api/v1/billing-resources/0a2c4e6a-8c0e-4a2c-9e4a-6b8d0f2a4c6e/usage` +
        `?from=2025-05-01T00%3A00%3A00Z&to=2025-06-01T00%3A00%3A00Z'`,
    );
    const download = samplesOf(spec('nubis-billing-resource-api.yaml'), 'downloadBillingResourceExport');
    expect(download.curl).toContain(`-H 'Accept: text/csv'`);
    const patch = samplesOf(spec('nubis-admin-api.yaml'), 'updateBillingProfile');
    expect(patch.curl).toContain(`-H 'Content-Type: application/merge-patch+json'`);
    const list = samplesOf(spec('nubis-admin-api.yaml'), 'listUsers');
    expect(list.curl).toContain(`-X GET 'https://cloud.example.com/api/v1/admin/users' \\\n`);
  });

  it('is deterministic, ends with a newline and has no trailing whitespace', async () => {
    for (const file of SPEC_FILES) {
      expect(JSON.stringify(addCodeSamples(await loadSpec(file)))).toBe(JSON.stringify(spec(file)));
    }
    for (const {name, sample} of all) {
      expect(sample.source.endsWith('\n'), name).toBe(true);
      expect(sample.source.endsWith('\n\n'), name).toBe(false);
      expect(/[ \t]$/m.test(sample.source), name).toBe(false);
    }
  });

  it('parses every Python sample with ast.parse', async () => {
    const sources = bySample('python');
    // One interpreter for all samples: the same ast.parse check, without one process each.
    const script = [
      'import ast, json, sys',
      'for item in json.load(sys.stdin):',
      '    try:',
      '        ast.parse(item["source"])',
      '    except SyntaxError as error:',
      '        print(item["name"], error)',
    ].join('\n');
    const result = await run(tools.python, ['-c', script], {
      input: JSON.stringify(sources.map(({name, sample}) => ({name, source: sample.source}))),
    });
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe('');
    expect(result.code).toBe(0);
  });

  it('checks every JavaScript sample with node --check', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'code-samples-js-'));
    try {
      const failures = await inBatches(bySample('javascript'), 8, async ({name, sample}) => {
        const file = path.join(dir, `${name.replace(/\W+/g, '-')}.mjs`);
        await writeFile(file, sample.source);
        const result = await run(process.execPath, ['--check', file], {env: plainNodeEnv()});
        return result.code === 0 ? '' : `${name}: ${result.stderr}`;
      });
      expect(failures.filter(Boolean)).toEqual([]);
    } finally {
      await rm(dir, {recursive: true, force: true});
    }
  });

  it('checks every curl sample with bash -n', async () => {
    const failures = await inBatches(bySample('curl'), 8, async ({name, sample}) => {
      const result = await run(tools.bash, ['-n'], {input: sample.source});
      return result.code === 0 ? '' : `${name}: ${result.stderr}`;
    });
    expect(failures.filter(Boolean)).toEqual([]);
  });

  const COMPILE_CHECKED = [
    ['nubis-admin-api.yaml', 'createUser'],
    ['nubis-billing-resource-api.yaml', 'getBillingResourceUsage'],
    ['fixture', 'createNote'],
  ] as const;

  function compileTargets(lang: Lang): {name: string; source: string}[] {
    return COMPILE_CHECKED.map(([file, operationId]) => ({
      name: `${file}-${operationId}`,
      source: samplesOf(file === 'fixture' ? fixture() : spec(file), operationId)[lang],
    }));
  }

  it('compiles Java samples of a few operations with javac --release 11', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'code-samples-java-'));
    try {
      const results = await Promise.all(
        compileTargets('java').map(async ({name, source}) => {
          const target = path.join(dir, name);
          await mkdir(target);
          await writeFile(path.join(target, 'Main.java'), source);
          const result = await run(tools.javac, ['--release', '11', '-Xlint:all', '-Werror', 'Main.java'], {cwd: target});
          return result.code === 0 ? '' : `${name}: ${result.stderr}`;
        }),
      );
      expect(results.filter(Boolean)).toEqual([]);
    } finally {
      await rm(dir, {recursive: true, force: true});
    }
  }, 60_000);

  it('compiles Go samples of a few operations with go vet', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'code-samples-go-'));
    try {
      const results = await Promise.all(
        compileTargets('go').map(async ({name, source}) => {
          const target = path.join(dir, name);
          await mkdir(target);
          await writeFile(path.join(target, 'main.go'), source);
          const vet = await run(tools.go, ['vet', 'main.go'], {cwd: target});
          const fmt = await run(tools.gofmt, ['-l', 'main.go'], {cwd: target});
          return vet.code === 0 && fmt.stdout === '' ? '' : `${name}: ${vet.stderr}${fmt.stdout}`;
        }),
      );
      expect(results.filter(Boolean)).toEqual([]);
    } finally {
      await rm(dir, {recursive: true, force: true});
    }
  }, 60_000);
});

// ---------------------------------------------------------------------------------------------
// Round trip against a local server

interface Received {
  method: string;
  url: string;
  authorization: string | undefined;
  accept: string | undefined;
  contentType: string | undefined;
  idempotencyKey: string | undefined;
  body: string;
}

describe('samples against a local HTTP server', () => {
  let server: Server;
  let baseUrl = '';
  let dir = '';
  const received = new Map<string, Received>();

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'code-samples-run-'));
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        // Each client says who it is in the token, so parallel runs do not mix up.
        const who = (request.headers.authorization ?? '').replace('Bearer ', '');
        received.set(who, {
          method: request.method ?? '',
          url: request.url ?? '',
          authorization: request.headers.authorization,
          accept: request.headers.accept,
          contentType: request.headers['content-type'],
          idempotencyKey: request.headers['idempotency-key'] as string | undefined,
          body: Buffer.concat(chunks).toString('utf8'),
        });
        response.writeHead(201, {'Content-Type': 'application/json'});
        response.end('{"ok":true}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await rm(dir, {recursive: true, force: true});
  });

  function childEnv(token: string): NodeJS.ProcessEnv {
    // The samples must reach 127.0.0.1 directly, whatever proxy this machine is configured with.
    const env = plainNodeEnv({NUBIS_TOKEN: token, NO_PROXY: '*', no_proxy: '*'});
    return Object.fromEntries(Object.entries(env).filter(([key]) => !/^(?:https?|all)_proxy$/i.test(key)));
  }

  async function execute(lang: Lang, operationId: string): Promise<{result: RunResult; request: Received | undefined}> {
    const token = `${lang}-${operationId}`;
    const source = samplesOf(fixture(baseUrl), operationId)[lang];
    const work = path.join(dir, token);
    await mkdir(work);
    const env = childEnv(token);
    let result: RunResult;
    if (lang === 'curl') result = await run(tools.bash, ['-c', source], {env});
    else if (lang === 'python') result = await run(tools.python, ['-c', source], {env});
    else if (lang === 'javascript') {
      await writeFile(path.join(work, 'sample.cjs'), source);
      result = await run(process.execPath, ['sample.cjs'], {cwd: work, env});
    } else {
      // Java 11+ single-file source launch compiles in memory.
      await writeFile(path.join(work, 'Main.java'), source);
      result = await run(tools.java, ['Main.java'], {cwd: work, env});
    }
    return {result, request: received.get(token)};
  }

  const runnable: Lang[] = ['curl', 'python', 'javascript', 'java'];

  it(`delivers method, URL, headers and body exactly (${runnable.join(', ')})`, async () => {
    // A JVM start costs seconds, so Java runs only the two escaping cases; the rest is covered above.
    const cases = runnable.flatMap((lang) =>
      (lang === 'java' ? ['createNote', 'sendText'] : ['createNote', 'listItems', 'updateProject', 'sendText']).map((operationId) => ({
        lang,
        operationId,
      })),
    );
    const outcomes = await inBatches(cases, 6, async ({lang, operationId}) => ({
      lang,
      operationId,
      ...(await execute(lang, operationId)),
    }));
    for (const {lang, operationId, result, request} of outcomes) {
      const label = `${lang} ${operationId}: ${result.stderr}`;
      expect(result.code, label).toBe(0);
      // Every sample prints the status and the body.
      expect(result.stdout, label).toContain('201');
      expect(result.stdout, label).toContain('{"ok":true}');
      expect(request?.authorization, label).toBe(`Bearer ${lang}-${operationId}`);
      expect(request?.accept, label).toBe('application/json');
      if (operationId === 'createNote') {
        expect(request?.method, label).toBe('POST');
        expect(request?.url, label).toBe('/v2/notes');
        expect(request?.contentType, label).toBe('application/json');
        // Compared as text so that key order and the own `__proto__` key count too.
        expect(JSON.stringify(JSON.parse(request?.body ?? 'null')), label).toBe(JSON.stringify(TRICKY_BODY));
      } else if (operationId === 'listItems') {
        expect(request?.method, label).toBe('GET');
        expect(request?.url, label).toBe(
          '/v2/projects/p-42/items?from=2025-05-01T00%3A00%3A00Z&q=a%20b%26c%27d%3D%C3%A9&tag=x&tag=y&status=OPEN',
        );
        expect(request?.body, label).toBe('');
      } else if (operationId === 'sendText') {
        expect(request?.contentType, label).toBe('text/plain');
        expect(request?.body, label).toBe(TRICKY_TEXT);
      } else {
        expect(request?.method, label).toBe('PATCH');
        expect(request?.contentType, label).toBe('application/merge-patch+json');
        expect(JSON.parse(request?.body ?? 'null'), label).toEqual({description: null, limits: {cpu: 4}});
      }
    }
  }, 60_000);
});
