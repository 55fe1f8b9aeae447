/**
 * The API reference pages as Markdown, written from the OpenAPI document (the prepared one, which
 * carries the build-time code samples), never from the pages' HTML: an operation with its
 * parameters, bodies, responses, examples and curl sample; a tag with its operations; the overview.
 * Pure: the plugin gives it the document and the URLs of the pages.
 */
import {STATUS_CODES} from 'node:http';
import type {OpenAPIV3} from 'openapi-types';
import type {CodeSample} from '../../../scripts/api/code-samples';
import {effectiveParameters, firstExampleValue, flattenSchema, resolve, type MaybeRef, type Schema} from './openapi';
import {twinHeader, type TwinHeader} from './markdown';

/** An operation of the prepared spec, which carries its code samples. */
type Operation = OpenAPIV3.OperationObject<{'x-codeSamples'?: CodeSample[]}>;

export interface OperationRef {
  method: string;
  path: string;
}

/** Deeper nesting than this is cut off: no schema of ours comes close, a recursive one would never end. */
const MAX_FIELD_DEPTH = 8;

function cell(text: unknown): string {
  return String(text ?? '')
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\|/g, '\\|')
    .trim();
}

function table(head: string[], rows: string[][]): string {
  return [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n');
}

function codeBlock(language: string, text: string): string {
  const fence = text.includes('```') ? '````' : '```';
  return `${fence}${language}\n${text.replace(/\n$/, '')}\n${fence}`;
}

function exampleBlock(value: unknown): string {
  return typeof value === 'string' ? codeBlock('text', value) : codeBlock('json', JSON.stringify(value, null, 2));
}

function typeName(doc: OpenAPIV3.Document, schemaOrRef: MaybeRef<Schema> | undefined): string {
  const schema = flattenSchema(doc, schemaOrRef, new Set())?.schema;
  if (!schema) return 'object';
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives?.length) return alternatives.map((alternative) => typeName(doc, alternative)).join(' or ');
  const type = schema.type ?? (schema.properties ? 'object' : schema.items ? 'array' : 'any');
  const base = type === 'array' ? `array of ${typeName(doc, schema.items)}` : schema.format ? `${type} (${schema.format})` : type;
  return schema.nullable ? `${base}, nullable` : base;
}

/** What a field's description leaves out: allowed values, default, bounds and pattern. */
function constraints(schema: Schema): string[] {
  const notes: string[] = [];
  const quoted = (value: unknown) => `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;
  if (schema.enum?.length) notes.push(`One of: ${schema.enum.map(quoted).join(', ')}.`);
  if (schema.default !== undefined) notes.push(`Default: ${quoted(schema.default)}.`);
  const bounds: [keyof Schema, string][] = [
    ['minimum', 'Minimum'],
    ['maximum', 'Maximum'],
    ['minLength', 'Minimum length'],
    ['maxLength', 'Maximum length'],
    ['minItems', 'Minimum items'],
    ['maxItems', 'Maximum items'],
    ['pattern', 'Pattern'],
  ];
  for (const [key, label] of bounds) if (schema[key] !== undefined) notes.push(`${label}: ${quoted(schema[key])}.`);
  return notes;
}

function describe(schema: Schema, description?: unknown): string {
  return [typeof description === 'string' ? description : schema.description, ...constraints(schema)].filter(Boolean).join(' ');
}

type Direction = 'request' | 'response';

/** One row per field, nested fields named with dots (`address.city`) and array items with `[]`. */
export function fieldRows(doc: OpenAPIV3.Document, schemaOrRef: MaybeRef<Schema> | undefined, direction: Direction): string[][] {
  const rows: string[][] = [];
  const walk = (node: MaybeRef<Schema> | undefined, prefix: string, seen: ReadonlySet<string>, depth: number) => {
    const flat = flattenSchema(doc, node, seen);
    if (!flat || depth > MAX_FIELD_DEPTH) return;
    const {schema} = flat;
    if (schema.type === 'array' || (!schema.type && schema.items)) {
      walk(schema.items, `${prefix}[]`, flat.seen, depth + 1);
      return;
    }
    for (const alternative of schema.oneOf ?? schema.anyOf ?? []) walk(alternative, prefix, flat.seen, depth + 1);
    const required = new Set(schema.required ?? []);
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      const field = flattenSchema(doc, property, flat.seen)?.schema ?? {};
      // Read-only fields are never sent, write-only ones never returned.
      if ((direction === 'request' && field.readOnly) || (direction === 'response' && field.writeOnly)) continue;
      const dotted = prefix ? `${prefix}.${name}` : name;
      rows.push([`\`${dotted}\``, typeName(doc, property), required.has(name) ? 'yes' : 'no', describe(field)]);
      walk(property, dotted, flat.seen, depth + 1);
    }
    const extra = schema.additionalProperties;
    if (extra && typeof extra === 'object') {
      const dotted = prefix ? `${prefix}.*` : '*';
      rows.push([`\`${dotted}\``, typeName(doc, extra as MaybeRef<Schema>), 'no', 'Any key; each value as described.']);
      walk(extra as MaybeRef<Schema>, dotted, flat.seen, depth + 1);
    }
  };
  walk(schemaOrRef, '', new Set(), 0);
  return rows;
}

function fieldTable(doc: OpenAPIV3.Document, schema: MaybeRef<Schema> | undefined, direction: Direction): string {
  const rows = fieldRows(doc, schema, direction);
  if (rows.length === 0)
    return `The body is ${typeName(doc, schema).replace(/^(?=[a-z])/, /^[aeiou]/.test(typeName(doc, schema)) ? 'an ' : 'a ')}.`;
  return table(['Field', 'Type', 'Required', 'Description'], rows);
}

function mediaExample(doc: OpenAPIV3.Document, media: OpenAPIV3.MediaTypeObject): unknown {
  return media.example ?? firstExampleValue(doc, media.examples);
}

function scopesOf(doc: OpenAPIV3.Document, operation: Operation): {schemes: string[]; scopes: string[]} {
  const requirements = operation.security ?? doc.security ?? [];
  const schemes = [...new Set(requirements.flatMap((requirement) => Object.keys(requirement)))];
  const scopes = [...new Set(requirements.flatMap((requirement) => Object.values(requirement).flat()))];
  if (scopes.length > 0) return {schemes, scopes};
  // Bearer schemes carry no scopes in OpenAPI 3.0: our specs state them in the description.
  const stated = /Required scopes?:([^\n]*)/i.exec(String(operation.description ?? ''))?.[1] ?? '';
  return {schemes, scopes: [...stated.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '')};
}

function schemeText(doc: OpenAPIV3.Document, name: string): string {
  const scheme = resolve<OpenAPIV3.SecuritySchemeObject>(doc, doc.components?.securitySchemes?.[name]);
  if (!scheme) return `\`${name}\``;
  if (scheme.type === 'http' && scheme.scheme?.toLowerCase() === 'bearer') {
    const format = typeof scheme.bearerFormat === 'string' ? ` (${scheme.bearerFormat})` : '';
    return `A bearer token${format} sent as \`Authorization: Bearer <token>\` (scheme \`${name}\`)`;
  }
  return `${scheme.type} (scheme \`${name}\`)`;
}

function schemeItem(doc: OpenAPIV3.Document, name: string, scheme: OpenAPIV3.SecuritySchemeObject | undefined): string {
  return `- ${schemeText(doc, name)}.${typeof scheme?.description === 'string' ? ` ${cell(scheme.description)}` : ''}`;
}

function authorization(doc: OpenAPIV3.Document, operation: Operation): string {
  const {schemes, scopes} = scopesOf(doc, operation);
  if (schemes.length === 0) return 'No authentication.';
  const scopeText = scopes.length > 0 ? scopes.map((scope) => `\`${scope}\``).join(', ') : 'none stated';
  const lines = schemes.map((name) =>
    schemeItem(doc, name, resolve<OpenAPIV3.SecuritySchemeObject>(doc, doc.components?.securitySchemes?.[name])),
  );
  return [schemes.length > 1 ? 'Any one of:' : 'Authentication:', '', ...lines, '', `Required scopes: ${scopeText}.`].join('\n');
}

function parametersSection(doc: OpenAPIV3.Document, parameters: OpenAPIV3.ParameterObject[]): string {
  if (parameters.length === 0) return 'None.';
  return table(
    ['Name', 'In', 'Type', 'Required', 'Description'],
    parameters.map((parameter) => {
      const schema = flattenSchema(doc, parameter.schema, new Set())?.schema ?? {};
      return [
        `\`${parameter.name}\``,
        parameter.in,
        typeName(doc, parameter.schema),
        parameter.required ? 'yes' : 'no',
        describe(schema, parameter.description),
      ];
    }),
  );
}

function statusLine(status: string): string {
  return STATUS_CODES[status] ? `${status} ${STATUS_CODES[status]}` : status;
}

function schemaKey(schema: MaybeRef<Schema> | undefined): string | undefined {
  return schema && '$ref' in schema && typeof schema.$ref === 'string' ? schema.$ref : undefined;
}

function responsesSection(doc: OpenAPIV3.Document, operation: Operation): string {
  const parts: string[] = [];
  // The same error body on five responses is one table and four references to it.
  const described = new Map<unknown, string>();
  for (const [status, entry] of Object.entries(operation.responses ?? {})) {
    const response = resolve<OpenAPIV3.ResponseObject>(doc, entry);
    if (!response) continue;
    parts.push(`### ${statusLine(status)}`, cell(response.description ?? ''));
    const headers = Object.entries((response.headers ?? {}) as Record<string, MaybeRef<OpenAPIV3.ParameterObject>>);
    if (headers.length > 0) {
      const rows = headers.map(([name, header]) => {
        const resolved = resolve(doc, header);
        return [`\`${name}\``, typeName(doc, resolved?.schema), cell(resolved?.description ?? '')];
      });
      parts.push(table(['Header', 'Type', 'Description'], rows));
    }
    for (const [mediaType, media] of Object.entries(response.content ?? {})) {
      // A referenced schema is known by its reference, an inline one (of a shared response) by identity.
      const key = schemaKey(media.schema) ?? media.schema;
      const earlier = key === undefined ? undefined : described.get(key);
      if (earlier) {
        parts.push(`Body (\`${mediaType}\`): the same fields as the ${earlier} response.`);
        continue;
      }
      if (key !== undefined) described.set(key, status);
      parts.push(`Body (\`${mediaType}\`):`, fieldTable(doc, media.schema, 'response'));
    }
    if (!response.content) parts.push('No body.');
  }
  return parts.join('\n\n');
}

function serverUrl(doc: OpenAPIV3.Document, path: string, operation: Operation): string | undefined {
  const server = operation.servers?.[0] ?? doc.paths[path]?.servers?.[0] ?? doc.servers?.[0];
  return server?.url.replace(/\{([^}]+)\}/g, (match, name: string) => server.variables?.[name]?.default ?? match).replace(/\/+$/, '');
}

/** The Markdown twin of an operation page; its sections are the page's own (Request, Responses, Code samples). */
export function operationToMarkdown(doc: OpenAPIV3.Document, {method, path}: OperationRef, header: TwinHeader): string {
  const operation = doc.paths[path]?.[method as OpenAPIV3.HttpMethods] as Operation | undefined;
  if (!operation) throw new Error(`The specification has no operation ${method.toUpperCase()} ${path} (page ${header.url}).`);
  const parameters = effectiveParameters(doc, doc.paths[path], operation);
  const body = resolve<OpenAPIV3.RequestBodyObject>(doc, operation.requestBody);
  const server = serverUrl(doc, path, operation);
  const sections = [twinHeader(header), `\`${method.toUpperCase()} ${path}\`${server ? ` on the server \`${server}\`` : ''}`];
  if (typeof operation.description === 'string') sections.push(operation.description.trim());
  sections.push('## Authorization', authorization(doc, operation));

  sections.push('## Request', '### Parameters', parametersSection(doc, parameters), '### Body');
  const requestMedia = Object.entries(body?.content ?? {});
  if (requestMedia.length === 0) sections.push('None.');
  for (const [mediaType, media] of requestMedia) {
    sections.push(
      `Content type \`${mediaType}\`${body?.required ? ', required' : ', optional'}.`,
      fieldTable(doc, media.schema, 'request'),
    );
  }
  const [firstRequest] = requestMedia;
  const requestExample = firstRequest && mediaExample(doc, firstRequest[1]);
  if (requestExample !== undefined) sections.push('### Example request body', exampleBlock(requestExample));

  sections.push('## Responses', responsesSection(doc, operation));
  const success = Object.entries(operation.responses ?? {}).find(([status]) => /^2/.test(status));
  const successResponse = success && resolve<OpenAPIV3.ResponseObject>(doc, success[1]);
  const [successMedia] = Object.values(successResponse?.content ?? {});
  const responseExample = successMedia && mediaExample(doc, successMedia);
  if (success && responseExample !== undefined)
    sections.push('### Example response', `${statusLine(success[0])}:`, exampleBlock(responseExample));

  const curl = operation['x-codeSamples']?.find((sample) => sample.lang === 'curl');
  if (curl) sections.push('## Code samples', codeBlock('bash', curl.source));
  return `${sections.join('\n\n')}\n`;
}

export interface TagOperation extends OperationRef {
  title: string;
  url: string;
}

/** The Markdown twin of a tag page: the tag's description and its operations. */
export function tagToMarkdown(description: string | undefined, operations: TagOperation[], header: TwinHeader): string {
  const list = operations.map(({title, url, method, path}) => `- [${title}](${url}): \`${method.toUpperCase()} ${path}\``);
  return `${[twinHeader(header), description?.trim() ?? '', '## Operations', list.join('\n') || 'None.'].filter(Boolean).join('\n\n')}\n`;
}

/** The Markdown twin of an API's overview page: what the spec's info says, its servers and its authentication. */
export function overviewToMarkdown(doc: OpenAPIV3.Document, header: TwinHeader, downloadUrl: string): string {
  const info = doc.info ?? {};
  const sections = [twinHeader(header)];
  if (typeof info.version === 'string') sections.push(`Version ${info.version}. The OpenAPI document: ${downloadUrl}`);
  if (typeof info.description === 'string') sections.push(info.description.trim());
  if (doc.servers?.length) {
    sections.push(
      '## Servers',
      doc.servers
        .map((server) => `- ${server.url}${typeof server.description === 'string' ? `: ${cell(server.description)}` : ''}`)
        .join('\n'),
    );
  }
  const schemes = Object.entries(doc.components?.securitySchemes ?? {});
  if (schemes.length > 0) {
    sections.push(
      '## Authentication',
      schemes.map(([name, entry]) => schemeItem(doc, name, resolve<OpenAPIV3.SecuritySchemeObject>(doc, entry))).join('\n'),
    );
  }
  return `${sections.join('\n\n')}\n`;
}
