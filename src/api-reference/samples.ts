/**
 * The code samples of an operation, in five languages, written by httpsnippet at build time from the
 * spec's example values: each path parameter, each required query and header parameter, and the
 * first example of the request body. A file answer (`format: binary`) is saved to a file, not printed.
 * The browser runs no sample generator.
 */
import {HTTPSnippet, type HarRequest} from '@readme/httpsnippet';
import type {TargetId} from '@readme/httpsnippet/targets';
import type {Body, CodeSample, Operation, Parameter} from './types';

/** The files a `format: binary` body may be, by media type: named in its description, saved under its extension by the samples. */
const FILE_TYPES: Record<string, {kind: string; extension: string}> = {
  'application/pdf': {kind: 'a PDF file', extension: 'pdf'},
  'application/zip': {kind: 'a ZIP archive', extension: 'zip'},
};

/** What a body without fields is, in words: a file (and what the samples do with it), text, or its type. */
export function bodyInWords(body: Body): string {
  if (body.type !== 'file') return `The body is ${body.type === 'string' ? 'text' : body.type}.`;
  return `The body is ${FILE_TYPES[body.mediaType]?.kind ?? 'a file'} (\`${body.mediaType}\`), not text: the code samples save it to a file.`;
}

/** What readers put in place of the token; every scheme of the specs sends it as a bearer token. */
const TOKEN_PLACEHOLDER = '<token>';

const JAVA_IMPORTS = ['java.net.URI', 'java.net.http.HttpClient', 'java.net.http.HttpRequest', 'java.net.http.HttpResponse'];

const LANGUAGES: readonly {
  lang: string;
  label: string;
  target: TargetId;
  client: string;
  syntax: string;
  finish?: (code: string) => string;
}[] = [
  {lang: 'curl', label: 'curl', target: 'shell', client: 'curl', syntax: 'bash'},
  {lang: 'python', label: 'Python', target: 'python', client: 'requests', syntax: 'python'},
  {
    lang: 'javascript',
    label: 'JavaScript',
    target: 'javascript',
    client: 'fetch',
    syntax: 'javascript',
    // httpsnippet parses every answer as JSON, which throws on a 204 or a CSV file: print the text.
    finish: (code) => code.replace('.then(res => res.json())', '.then(res => res.text())'),
  },
  {lang: 'go', label: 'Go', target: 'go', client: 'native', syntax: 'go'},
  {
    lang: 'java',
    label: 'Java',
    target: 'java',
    client: 'nethttp',
    syntax: 'java',
    // httpsnippet writes statements only; a class with a main method makes a program `java Main.java` runs.
    finish: (code) =>
      [
        ...JAVA_IMPORTS.map((name) => `import ${name};`),
        '',
        'public class Main {',
        '  public static void main(String[] args) throws Exception {',
        ...code.split('\n').map((line) => (line ? `    ${line}` : line)),
        '  }',
        '}',
      ].join('\n'),
  },
];

function exampleOf(parameter: Parameter): unknown {
  return parameter.example ?? parameter.default ?? parameter.enum?.[0];
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The HTTP request the samples send, as HAR. */
function sampleRequest(operation: Operation, server: string): HarRequest {
  const sent = operation.parameters.filter((parameter) => parameter.in === 'path' || parameter.required);
  const missing = sent.find((parameter) => exampleOf(parameter) === undefined);
  if (missing)
    throw new Error(`${operation.method.toUpperCase()} ${operation.path}: parameter ${missing.name} has no example for the code samples.`);
  const url = operation.path.replace(/\{([^}]+)\}/g, (match, name: string) => {
    const parameter = sent.find((candidate) => candidate.in === 'path' && candidate.name === name);
    return parameter ? encodeURIComponent(asText(exampleOf(parameter))) : match;
  });
  const success = operation.responses.find((response) => /^2/.test(response.status));
  const accept = success?.bodies[0]?.mediaType ?? 'application/json';
  const headers = [
    {name: 'accept', value: accept},
    {name: 'authorization', value: `Bearer ${TOKEN_PLACEHOLDER}`},
    ...sent
      .filter((parameter) => parameter.in === 'header')
      .map((parameter) => ({name: parameter.name, value: asText(exampleOf(parameter))})),
  ];
  const body = operation.requestBody?.bodies[0];
  const bodyExample = body?.examples[0]?.value;
  const sendsBody = body !== undefined && bodyExample !== undefined;
  if (sendsBody) headers.push({name: 'content-type', value: body.mediaType});
  return {
    method: operation.method.toUpperCase(),
    url: `${server.replace(/\/+$/, '')}${url}`,
    httpVersion: 'HTTP/1.1',
    cookies: [],
    headers,
    queryString: sent
      .filter((parameter) => parameter.in === 'query')
      .map((parameter) => ({name: parameter.name, value: asText(exampleOf(parameter))})),
    headersSize: -1,
    bodySize: -1,
    postData: sendsBody
      ? {mimeType: body.mediaType, text: typeof bodyExample === 'string' ? bodyExample : JSON.stringify(bodyExample)} // httpsnippet reads postData on every request: without a body, an empty one.
      : {mimeType: ''},
  };
}

const replacing = (printed: string, saved: string) => (code: string) => (code.includes(printed) ? code.replace(printed, saved) : undefined);

/** How each sample saves a file answer (a `format: binary` body) instead of printing it; undefined when httpsnippet's code changed. */
const SAVE_FILE: Record<string, (file: string) => (code: string) => string | undefined> = {
  curl: (file) => (code) => `${code.trimEnd()} \\\n  --output ${file}`,
  python: (file) => replacing('print(response.text)', `with open("${file}", "wb") as file:\n    file.write(response.content)`),
  javascript: (file) =>
    replacing(
      '.then(res => res.json())\n  .then(res => console.log(res))',
      `.then(res => res.arrayBuffer())\n  .then(data => require('node:fs').writeFileSync('${file}', Buffer.from(data)))`,
    ),
  go: (file) => (code) =>
    replacing(
      'fmt.Println(string(body))',
      `if err := os.WriteFile("${file}", body, 0o644); err != nil {\n\t\tpanic(err)\n\t}\n\tfmt.Println("Saved ${file}")`,
    )(code)?.replace('\t"io"\n', '\t"io"\n\t"os"\n'),
  java: (file) =>
    replacing(
      'HttpResponse<String> response = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());\nSystem.out.println(response.body());',
      `HttpResponse<java.nio.file.Path> response = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofFile(java.nio.file.Path.of("${file}")));\nSystem.out.println("Saved " + response.body());`,
    ),
};

/** The samples of one operation, in the fixed order curl, Python, JavaScript, Go, Java. */
export function codeSamples(operation: Operation, server: string): CodeSample[] {
  const snippet = new HTTPSnippet(sampleRequest(operation, server));
  const body = operation.responses.find((response) => /^2/.test(response.status))?.bodies[0];
  const file = body?.type === 'file' ? `${operation.id}.${FILE_TYPES[body.mediaType]?.extension ?? 'bin'}` : undefined;
  return LANGUAGES.map(({lang, label, target, client, syntax, finish}) => {
    const [written] = snippet.convert(target, client) || [];
    if (typeof written !== 'string')
      throw new Error(`httpsnippet wrote no ${label} sample for ${operation.method.toUpperCase()} ${operation.path}.`);
    const code = file ? SAVE_FILE[lang]?.(file)(written) : written;
    if (code === undefined) throw new Error(`httpsnippet's ${label} sample changed: update SAVE_FILE in src/api-reference/samples.ts.`);
    return {lang, label, syntax, source: `${finish ? finish(code) : code}\n`};
  });
}
