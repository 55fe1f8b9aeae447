/**
 * One model of each OpenAPI document, built once per build: what the reference pages, their
 * Markdown twins, the code-sample suite and the agreement checks of the manuals all read. Redocly's
 * openapi-core loads, bundles and dereferences the file; this module only gives its parts the shape
 * the views need (fields nested and typed, examples gathered, descriptions rendered, samples written).
 */
import {STATUS_CODES} from 'node:http';
import path from 'node:path';
import {bundle, createConfig} from '@redocly/openapi-core';
import {OpenAPIV3} from 'openapi-types';
import {API_REFERENCES, type ApiReference} from './sections';
import {OPENAPI_SOURCES} from '../constants';
import {CHANGED_EXTENSION, isRelease, SINCE_EXTENSION, SINCE_VALUES_EXTENSION, type Marks} from '../utils/since';
import {text} from './markdown';
import {codeSamples} from './samples';
import {merged, propertiesOf, valuesSchema} from './schema';
import {LIMIT_KEYS, type ApiModel, type Body, type Example, type Field, type Limits} from './types';
import type {Operation, Parameter, Response, Schema, Security, SecurityScheme, Tag} from './types';

export type * from './types';

const HTTP_METHODS = Object.values(OpenAPIV3.HttpMethods);

/** A page's doc id from a title: `Create user` is `create-user`. */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** What a reader codes against: `string`, `array of object`, `object` for a map. */
function typeOf(schema: Schema): string {
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives?.length) return [...new Set(alternatives.map((alternative) => typeOf(merged(alternative as Schema))))].join(' or ');
  if (schema.type === 'array') return `array of ${typeOf(merged(schema.items as Schema))}`;
  return schema.type ?? (schema.properties || schema.additionalProperties ? 'object' : 'any');
}

function limitsOf(schema: Schema): Limits {
  return Object.fromEntries(LIMIT_KEYS.filter((key) => schema[key] !== undefined).map((key) => [key, schema[key]]));
}

type Direction = 'request' | 'response';

/** A spec node's marks (src/utils/since.ts), refused when they name no release: the build stops with where and why. */
function marksOf(node: object, where: string): Marks {
  const record = node as Record<string, unknown>;
  const marks: Marks = {};
  const since = record[SINCE_EXTENSION];
  if (since !== undefined) {
    if (!isRelease(since))
      throw new Error(`${where}: ${SINCE_EXTENSION} must name a release such as 25.6.0, not ${JSON.stringify(since)}.`);
    marks.since = since;
  }
  const changed = record[CHANGED_EXTENSION];
  if (changed !== undefined) {
    if (!Array.isArray(changed) || changed.length === 0 || !changed.every(isRelease))
      throw new Error(`${where}: ${CHANGED_EXTENSION} must list releases such as 25.6.0, not ${JSON.stringify(changed)}.`);
    marks.changedIn = changed;
  }
  return marks;
}

/** The release of each enum value added after its field, read beside the `enum` it marks. */
function valuesSinceOf(schema: Schema, where: string): Record<string, string> | undefined {
  const raw = (schema as Record<string, unknown>)[SINCE_VALUES_EXTENSION];
  if (raw === undefined) return undefined;
  const values = (schema.enum ?? []).map((value) => (typeof value === 'string' ? value : JSON.stringify(value)));
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw) || Object.keys(raw).length === 0)
    throw new Error(`${where}: ${SINCE_VALUES_EXTENSION} must map enum values to releases, not ${JSON.stringify(raw)}.`);
  for (const [value, release] of Object.entries(raw)) {
    if (!values.includes(value))
      throw new Error(`${where}: ${SINCE_VALUES_EXTENSION} names ${value}, which is not a value of its enum (${values.join(', ')}).`);
    if (!isRelease(release))
      throw new Error(`${where}: ${SINCE_VALUES_EXTENSION} gives ${value} ${JSON.stringify(release)}, not a release.`);
  }
  return raw as Record<string, string>;
}

/** The fields nested in a schema: an object's properties, an array's items' properties, a map's values' properties. */
function nestedFields(schema: Schema, direction: Direction, seen: ReadonlySet<Schema>): {fields: Field[]; map: boolean} {
  if (seen.has(schema)) return {fields: [], map: false};
  const inner = new Set([...seen, schema]);
  const {properties, map} = propertiesOf(schema);
  const fields = properties
    .map((property) => field(property.name, property.schema, property.required, direction, inner))
    // Read-only fields are never sent, write-only ones never returned.
    .filter((entry) => !(direction === 'request' && entry.readOnly) && !(direction === 'response' && entry.writeOnly));
  return {fields, map};
}

function field(
  name: string,
  raw: Schema,
  required: boolean,
  direction: Direction,
  seen: ReadonlySet<Schema>,
  description?: unknown,
): Field {
  const schema = merged(raw);
  const nested = nestedFields(schema, direction, seen);
  const entry: Field = {
    name,
    type: typeOf(schema),
    required,
    nullable: schema.nullable === true,
    readOnly: schema.readOnly === true,
    writeOnly: schema.writeOnly === true,
    deprecated: schema.deprecated === true,
    limits: limitsOf(schema),
    fields: nested.fields,
    map: nested.map || (schema.type === 'object' && !schema.properties && schema.additionalProperties !== undefined),
  };
  if (schema.format) entry.format = schema.format;
  const valued = valuesSchema(schema);
  if (valued?.enum) {
    entry.enum = valued.enum;
    const valuesSince = valuesSinceOf(valued, `field ${name}`);
    if (valuesSince) entry.valuesSince = valuesSince;
  }
  Object.assign(entry, marksOf(schema, `field ${name}`));
  if (schema.default !== undefined) entry.default = schema.default;
  if (schema.example !== undefined) entry.example = schema.example;
  const described = text(description ?? schema.description);
  if (described) entry.description = described;
  return entry;
}

function examplesOf(media: {example?: unknown; examples?: Record<string, unknown>}, schema: Schema | undefined): Example[] {
  const named = Object.entries((media.examples ?? {}) as Record<string, OpenAPIV3.ExampleObject>)
    .filter(([, example]) => example.value !== undefined)
    .map(([name, example]) => ({name, value: example.value as unknown, ...(example.summary ? {summary: example.summary} : {})}));
  if (named.length > 0) return named;
  const value = media.example ?? schema?.example;
  return value === undefined ? [] : [{name: 'example', value}];
}

function bodies(content: Record<string, OpenAPIV3.MediaTypeObject> | undefined, direction: Direction): Body[] {
  return Object.entries(content ?? {}).map(([mediaType, media]) => {
    const schema = media.schema ? merged(media.schema as Schema) : undefined;
    // A media type added later carries its own mark; a body schema its (the problem details of every error).
    const {since} = {...(schema ? marksOf(schema, mediaType) : {}), ...marksOf(media, mediaType)};
    const body: Body = {
      mediaType,
      ...(since ? {since} : {}),
      type: schema?.format === 'binary' ? 'file' : schema ? typeOf(schema) : 'any',
      fields: schema ? nestedFields(schema, direction, new Set()).fields : [],
      examples: examplesOf(media as {example?: unknown; examples?: Record<string, unknown>}, schema),
      ...(media.schema ? {schema: media.schema as Schema} : {}),
    };
    const described = schema && text(schema.description);
    if (described) body.description = described;
    return body;
  });
}

function parameter(raw: OpenAPIV3.ParameterObject): Parameter {
  const schema = (raw.schema ?? {}) as Schema;
  const entry: Parameter = {
    ...field(raw.name, schema, raw.required === true, 'request', new Set(), raw.description),
    in: raw.in as Parameter['in'],
    deprecated: raw.deprecated === true || schema.deprecated === true,
    // A parameter's own marks win over its schema's.
    ...marksOf(raw, `parameter ${raw.name}`),
  };
  const example = raw.example ?? Object.values((raw.examples ?? {}) as Record<string, OpenAPIV3.ExampleObject>)[0]?.value;
  if (example !== undefined) entry.example = example;
  return entry;
}

function header(name: string, raw: OpenAPIV3.HeaderObject): Field {
  const entry = field(name, (raw.schema ?? {}) as Schema, raw.required === true, 'response', new Set(), raw.description);
  if (raw.example !== undefined) entry.example = raw.example;
  return entry;
}

/** Path-item parameters, replaced by the operation's own of the same name and location. */
function parametersOf(pathItem: OpenAPIV3.PathItemObject, operation: OpenAPIV3.OperationObject): Parameter[] {
  const byKey = new Map<string, OpenAPIV3.ParameterObject>();
  for (const raw of [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])] as OpenAPIV3.ParameterObject[]) {
    byKey.set(`${raw.in}:${raw.name}`, raw);
  }
  return [...byKey.values()].map(parameter);
}

function securityOf(document: OpenAPIV3.Document, operation: OpenAPIV3.OperationObject): Security[] {
  return (operation.security ?? document.security ?? []).flatMap((requirement) =>
    Object.entries(requirement).map(([scheme, scopes]) => ({scheme, scopes})),
  );
}

function buildOperation(
  document: OpenAPIV3.Document,
  pathName: string,
  method: OpenAPIV3.HttpMethods,
  raw: OpenAPIV3.OperationObject,
): Operation {
  const pathItem = document.paths[pathName] ?? {};
  if (!raw.summary) throw new Error(`${method.toUpperCase()} ${pathName} has no summary: its page title and route come from it.`);
  const requestBody = raw.requestBody as OpenAPIV3.RequestBodyObject | undefined;
  const operation: Operation = {
    id: slugify(raw.summary),
    method,
    path: pathName,
    summary: raw.summary,
    tag: raw.tags?.[0] ?? 'Operations',
    deprecated: raw.deprecated === true,
    security: securityOf(document, raw),
    parameters: parametersOf(pathItem, raw),
    responses: Object.entries(raw.responses).map(([status, entry]) => {
      const response = entry as OpenAPIV3.ResponseObject;
      const result: Response = {
        status,
        reason: STATUS_CODES[status] ?? '',
        headers: Object.entries(response.headers ?? {}).map(([name, value]) => header(name, value as OpenAPIV3.HeaderObject)),
        bodies: bodies(response.content, 'response'),
      };
      const described = text(response.description);
      if (described) result.description = described;
      return result;
    }),
    samples: [],
    ...marksOf(raw, `${method.toUpperCase()} ${pathName}`),
  };
  if (raw.operationId) operation.operationId = raw.operationId;
  const described = text(raw.description);
  if (described) operation.description = described;
  if (requestBody) {
    const requestDescription = text(requestBody.description);
    operation.requestBody = {
      required: requestBody.required === true,
      bodies: bodies(requestBody.content, 'request'),
      ...(requestDescription ? {description: requestDescription} : {}),
    };
  }
  return operation;
}

/** Fails on what the routes cannot take: two pages with one id. */
function assertUniqueIds(model: ApiModel): void {
  const ids = [model.id, ...model.tags.map((tag) => tag.id), ...model.operations.map((operation) => operation.id)];
  const duplicate = ids.find((id, index) => ids.indexOf(id) !== index);
  if (duplicate)
    throw new Error(`${model.reference.source}: two pages would have the id "${duplicate}"; give them distinct summaries or tag names.`);
}

/** Builds the model of a dereferenced document. Pure, for tests; `loadApiModel` reads the file. */
export function buildApiModel(reference: ApiReference, document: OpenAPIV3.Document): ApiModel {
  const operations: Operation[] = [];
  for (const [pathName, pathItem] of Object.entries(document.paths)) {
    for (const method of HTTP_METHODS) {
      const raw = pathItem?.[method];
      if (raw) operations.push(buildOperation(document, pathName, method, raw));
    }
  }
  const server = document.servers?.[0]?.url ?? '';
  for (const operation of operations) operation.samples = codeSamples(operation, server);

  const declared = (document.tags ?? []).map((tag) => tag.name);
  const tagNames = [...new Set([...declared, ...operations.map((operation) => operation.tag)])];
  const tags = tagNames
    .map((name): Tag => {
      const described = text(document.tags?.find((tag) => tag.name === name)?.description);
      return {
        name,
        id: slugify(name),
        operations: operations.filter((operation) => operation.tag === name),
        ...(described ? {description: described} : {}),
      };
    })
    .filter((tag) => tag.operations.length > 0);

  const securitySchemes = Object.entries(document.components?.securitySchemes ?? {}).map(([name, raw]): SecurityScheme => {
    const scheme = raw as OpenAPIV3.SecuritySchemeObject;
    const scopes = [
      ...new Set(
        operations.flatMap((operation) => operation.security.filter((entry) => entry.scheme === name).flatMap((entry) => entry.scopes)),
      ),
    ];
    const described = text(scheme.description);
    return {
      name,
      type: scheme.type === 'http' ? `HTTP ${scheme.scheme}` : scheme.type,
      scopes,
      ...(described ? {description: described} : {}),
    };
  });

  const model: ApiModel = {
    reference,
    id: reference.overviewSlug,
    title: document.info.title,
    version: document.info.version,
    servers: (document.servers ?? []).map(({url, description}) => ({url, ...(description ? {description} : {})})),
    securitySchemes,
    // Operations in the sidebar's order: by tag, then as the spec lists them.
    operations: tags.flatMap((tag) => tag.operations),
    tags,
    schemas: (document.components?.schemas ?? {}) as Record<string, Schema>,
  };
  const described = text(document.info.description);
  if (described) model.description = described;
  if (document.info.contact) model.contact = document.info.contact;
  if (document.info.license) model.license = document.info.license;
  assertUniqueIds(model);
  return model;
}

/** Loads, bundles and dereferences the spec of a reference section, and builds its model. */
async function loadApiModel(reference: ApiReference, siteDir: string): Promise<ApiModel> {
  const file = path.join(siteDir, OPENAPI_SOURCES[reference.source].file);
  const result = await bundle({ref: file, config: await createConfig({extends: [], rules: {}}), dereference: true});
  return buildApiModel(reference, result.bundle.parsed as OpenAPIV3.Document);
}

/** Every reference section's model, in the order of API_REFERENCES. */
export function loadApiModels(siteDir: string): Promise<ApiModel[]> {
  return Promise.all(API_REFERENCES.map((reference) => loadApiModel(reference, siteDir)));
}
