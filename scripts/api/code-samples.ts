/**
 * Build-time code samples for the API reference, emitted as the `x-codeSamples` vendor extension so
 * the browser does not need postman-code-generators. `@readme/oas-to-har` turns an operation and the
 * spec's example values into a HAR request; `@readme/httpsnippet` writes it in each language.
 */
import {HTTPSnippet, type HarRequest} from '@readme/httpsnippet';
import type {TargetId} from '@readme/httpsnippet/targets';
import oasToHar from '@readme/oas-to-har';
import Oas from 'oas';
import type {Operation} from 'oas/operation';
import type {DataForHAR} from 'oas/types';
import type {OpenAPIV3} from 'openapi-types';
import {HTTP_METHODS} from '../specs/json';

/** The Redocly `x-codeSamples` entry, which docusaurus-theme-openapi-docs also renders. */
export interface CodeSample {
  lang: string;
  label: string;
  source: string;
  /** The coloured lines, made at build time (not part of Redocly's convention). */
  html?: string;
}

/** What readers put in place of the token; the samples send it as `Authorization: Bearer <token>`. */
const TOKEN_PLACEHOLDER = '<token>';

const JAVA_IMPORTS = ['java.net.URI', 'java.net.http.HttpClient', 'java.net.http.HttpRequest', 'java.net.http.HttpResponse'];

/** Each sample's language, its label, its httpsnippet client, the grammar that colours it. */
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
    // httpsnippet writes the statements only; a class with a main method makes it a program `java Main.java` runs.
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

/** Colours `source` as `syntax`, returning the code element's inner HTML (src/plugins/code-highlight). */
export type Highlight = (source: string, syntax: string) => string;

function firstExample(item: {example?: unknown; examples?: unknown; schema?: unknown}): unknown {
  const examples = Object.values((item.examples ?? {}) as Record<string, {value?: unknown}>);
  const schema = (item.schema ?? {}) as OpenAPIV3.SchemaObject;
  return item.example ?? examples.find((example) => example.value !== undefined)?.value ?? schema.example ?? schema.enum?.[0];
}

/**
 * The spec's example values: every path parameter, required query and header parameters (oas-to-har
 * falls back to their schema's default), and the first request body example.
 */
function exampleValues(operation: Operation): DataForHAR {
  const values: Required<Pick<DataForHAR, 'path' | 'query' | 'header'>> = {path: {}, query: {}, header: {}};
  for (const parameter of operation.getParameters()) {
    if (parameter.in !== 'path' && !parameter.required) continue;
    const value = firstExample(parameter);
    if (value !== undefined && parameter.in in values) values[parameter.in as keyof typeof values][parameter.name] = value;
  }
  const body: unknown = operation.getRequestBodyExamples()[0]?.examples[0]?.value;
  return {...values, ...(body === undefined ? {} : {body})};
}

/** The samples of one operation, in the fixed language order curl, Python, JavaScript, Go, Java. */
function operationSamples(oas: Oas, operation: Operation, highlight?: Highlight): CodeSample[] {
  // Every scheme of the specs sends an access token as a bearer token.
  const auth = Object.fromEntries(Object.keys(oas.api.components?.securitySchemes ?? {}).map((name) => [name, TOKEN_PLACEHOLDER]));
  const har = oasToHar(oas, operation, exampleValues(operation), auth);
  const request = har.log.entries[0]?.request as HarRequest;
  // oas-to-har percent-encodes query values and httpsnippet encodes them again (`:` becomes `%253A`):
  // HAR holds them decoded.
  request.queryString = request.queryString.map(({name, value}: {name: string; value: string}) => ({
    name,
    value: decodeURIComponent(value),
  }));
  const snippet = new HTTPSnippet(request);
  return LANGUAGES.map(({lang, label, target, client, syntax, finish}) => {
    const [code] = snippet.convert(target, client) || [];
    if (typeof code !== 'string') throw new Error(`httpsnippet wrote no ${label} sample for ${operation.method} ${operation.path}.`);
    const source = `${finish ? finish(code) : code}\n`;
    return {lang, label, source, ...(highlight ? {html: highlight(source, syntax)} : {})};
  });
}

/**
 * A deep copy of `doc` in which every operation carries fresh `x-codeSamples`; with `highlight`, each
 * sample also carries its coloured lines (`html`), so the browser runs no highlighter.
 */
export function addCodeSamples(doc: OpenAPIV3.Document, highlight?: Highlight): OpenAPIV3.Document {
  // From text, so that oas works on its own copy.
  const oas = new Oas(JSON.stringify(doc));
  const copy = structuredClone(doc);
  const paths: OpenAPIV3.PathsObject = {};
  for (const [path, pathItem = {}] of Object.entries(copy.paths)) {
    // New path-item and operation objects: YAML aliases may share one object between paths.
    const item: OpenAPIV3.PathItemObject = {...pathItem};
    for (const method of HTTP_METHODS) {
      const operation = pathItem[method];
      if (!operation) continue;
      item[method] = {
        ...operation,
        'x-codeSamples': operationSamples(oas, oas.operation(path, method), highlight),
      } as OpenAPIV3.OperationObject;
    }
    paths[path] = item;
  }
  copy.paths = paths;
  return copy;
}
