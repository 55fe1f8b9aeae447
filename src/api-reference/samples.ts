/**
 * The code samples of an operation, in five languages, written by httpsnippet at build time from the
 * spec's example values: each path parameter, each required query and header parameter, and the
 * first example of the request body. The browser runs no sample generator.
 */
import {HTTPSnippet, type HarRequest} from '@readme/httpsnippet';
import type {TargetId} from '@readme/httpsnippet/targets';
import type {CodeSample, Operation, Parameter} from './types';

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

/** The samples of one operation, in the fixed order curl, Python, JavaScript, Go, Java. */
export function codeSamples(operation: Operation, server: string): CodeSample[] {
  const snippet = new HTTPSnippet(sampleRequest(operation, server));
  return LANGUAGES.map(({lang, label, target, client, syntax, finish}) => {
    const [code] = snippet.convert(target, client) || [];
    if (typeof code !== 'string')
      throw new Error(`httpsnippet wrote no ${label} sample for ${operation.method.toUpperCase()} ${operation.path}.`);
    return {lang, label, syntax, source: `${finish ? finish(code) : code}\n`};
  });
}
