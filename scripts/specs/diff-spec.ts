/**
 * Compares the committed document with the fetched one at the level a reader of the API reference
 * cares about: operations (`METHOD /path`) and schema fields (`Schema.field`), flagging the changes
 * that break existing clients.
 */
import {isDeepStrictEqual as deepEqual} from 'node:util';
import {deref, HTTP_METHODS, isRecord, type JsonRecord} from './json';

export type ChangeKind = 'added' | 'removed' | 'changed';

export interface Change {
  kind: ChangeKind;
  /** `GET /users/{id}`, `User` or `User.address.city`. */
  name: string;
  /** Human-readable facts, e.g. `type integer → string`. */
  details: string[];
  /** Why the change breaks clients; empty when it does not. */
  breaking: string[];
}

export interface SpecDiff {
  operations: Change[];
  schemas: Change[];
  fields: Change[];
}

const SCHEMA_REF_PREFIX = '#/components/schemas/';
/** Bounds the descent into inline schemas (they can nest, and a document can be hostile). */
const MAX_FIELD_DEPTH = 8;

export function diffSpecs(previous: unknown, next: unknown): SpecDiff {
  return {
    operations: diffOperations(previous, next),
    ...diffSchemas(previous, next),
  };
}

export function isEmptyDiff(diff: SpecDiff): boolean {
  return diff.operations.length === 0 && diff.schemas.length === 0 && diff.fields.length === 0;
}

export function breakingChanges(diff: SpecDiff): Change[] {
  return [...diff.operations, ...diff.schemas, ...diff.fields].filter((change) => change.breaking.length > 0);
}

// ---------------------------------------------------------------------------------------------
// Operations

interface OperationView {
  summary: unknown;
  /** Keyed `in:name`; path-level parameters merged in, as the specification says. */
  parameters: Map<string, JsonRecord>;
  requestBody: JsonRecord | undefined;
  responses: JsonRecord;
}

/** Yields every operation with its raw objects, for the views and the schema usage. */
function* eachOperation(document: unknown): Generator<{key: string; pathItem: JsonRecord; operation: JsonRecord}> {
  if (!isRecord(document) || !isRecord(document.paths)) return;
  for (const [pathName, rawItem] of Object.entries(document.paths)) {
    const pathItem = deref(document, rawItem);
    if (!isRecord(pathItem)) continue;
    for (const method of HTTP_METHODS) {
      const operation = pathItem[method];
      if (isRecord(operation)) yield {key: `${method.toUpperCase()} ${pathName}`, pathItem, operation};
    }
  }
}

function operationViews(document: unknown): Map<string, OperationView> {
  const views = new Map<string, OperationView>();
  for (const {key, pathItem, operation} of eachOperation(document)) {
    const parameters = new Map<string, JsonRecord>();
    const declared = [pathItem.parameters, operation.parameters].flatMap((list) => (Array.isArray(list) ? list : []));
    for (const raw of declared) {
      const parameter = deref(document, raw);
      if (isRecord(parameter) && typeof parameter.name === 'string') parameters.set(`${String(parameter.in)}:${parameter.name}`, parameter);
    }
    const requestBody = deref(document, operation.requestBody);
    const responses = isRecord(operation.responses) ? operation.responses : {};
    views.set(key, {
      summary: operation.summary,
      parameters,
      requestBody: isRecord(requestBody) ? requestBody : undefined,
      responses: Object.fromEntries(Object.entries(responses).map(([status, response]) => [status, deref(document, response)])),
    });
  }
  return views;
}

function diffOperations(previous: unknown, next: unknown): Change[] {
  const before = operationViews(previous);
  const after = operationViews(next);
  const changes: Change[] = [];
  for (const [key, view] of after) {
    const old = before.get(key);
    if (!old) {
      changes.push({kind: 'added', name: key, details: view.summary === undefined ? [] : [String(view.summary)], breaking: []});
      continue;
    }
    const details: string[] = [];
    const breaking: string[] = [];
    if (!deepEqual(old.summary, view.summary)) details.push('summary changed');
    diffParameters(old.parameters, view.parameters, details, breaking);
    diffRequestBody(old.requestBody, view.requestBody, details, breaking);
    diffResponses(old.responses, view.responses, details);
    if (details.length > 0) changes.push({kind: 'changed', name: key, details, breaking});
  }
  for (const key of before.keys()) {
    if (!after.has(key)) changes.push({kind: 'removed', name: key, details: [], breaking: ['operation removed']});
  }
  return sortChanges(changes);
}

function diffParameters(before: Map<string, JsonRecord>, after: Map<string, JsonRecord>, details: string[], breaking: string[]): void {
  for (const [key, parameter] of after) {
    const old = before.get(key);
    const required = parameter.required === true;
    if (!old) {
      details.push(`parameter ${key} added${required ? ' (required)' : ''}`);
      if (required) breaking.push(`new required parameter ${key}`);
    } else if (!deepEqual(old, parameter)) {
      const nowRequired = required && old.required !== true;
      details.push(`parameter ${key} ${nowRequired ? 'now required' : 'changed'}`);
      if (nowRequired) breaking.push(`parameter ${key} now required`);
    }
  }
  for (const key of before.keys()) if (!after.has(key)) details.push(`parameter ${key} removed`);
}

function diffRequestBody(before: JsonRecord | undefined, after: JsonRecord | undefined, details: string[], breaking: string[]): void {
  if (deepEqual(before, after)) return;
  const required = after?.required === true;
  if (!before) {
    details.push(`request body added${required ? ' (required)' : ''}`);
    if (required) breaking.push('new required request body');
  } else if (!after) {
    details.push('request body removed');
  } else {
    const nowRequired = required && before.required !== true;
    details.push(nowRequired ? 'request body now required' : 'request body changed');
    if (nowRequired) breaking.push('request body now required');
  }
}

function diffResponses(before: JsonRecord, after: JsonRecord, details: string[]): void {
  for (const [status, response] of Object.entries(after)) {
    if (!Object.hasOwn(before, status)) details.push(`response ${status} added`);
    else if (!deepEqual(before[status], response)) details.push(`response ${status} changed`);
  }
  for (const status of Object.keys(before)) if (!Object.hasOwn(after, status)) details.push(`response ${status} removed`);
}

// ---------------------------------------------------------------------------------------------
// Schema usage: whether a schema is sent by clients (request) or received by them (response)

interface Usage {
  request: Set<string>;
  response: Set<string>;
}

function schemaUsage(document: unknown): Usage {
  const usage: Usage = {request: new Set(), response: new Set()};
  for (const {pathItem, operation} of eachOperation(document)) {
    collectSchemaRefs(document, [pathItem.parameters, operation.parameters, operation.requestBody], usage.request, new Set());
    collectSchemaRefs(document, operation.responses, usage.response, new Set());
  }
  return usage;
}

/** Adds every component schema reachable from `node`, following references transitively. */
function collectSchemaRefs(document: unknown, node: unknown, schemas: Set<string>, seenRefs: Set<string>): void {
  if (Array.isArray(node)) {
    for (const item of node) collectSchemaRefs(document, item, schemas, seenRefs);
    return;
  }
  if (!isRecord(node)) return;
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string') {
      if (seenRefs.has(value)) continue;
      seenRefs.add(value);
      if (value.startsWith(SCHEMA_REF_PREFIX)) schemas.add(decodeURIComponent(value.slice(SCHEMA_REF_PREFIX.length)));
      collectSchemaRefs(document, deref(document, {$ref: value}), schemas, seenRefs);
    } else {
      collectSchemaRefs(document, value, schemas, seenRefs);
    }
  }
}

/** A schema no operation references could be used either way: assume both, to err on the safe side. */
function usedAs(usage: Usage, schema: string, side: keyof Usage): boolean {
  return usage[side].has(schema) || (!usage.request.has(schema) && !usage.response.has(schema));
}

// ---------------------------------------------------------------------------------------------
// Schemas and their fields

interface FieldView {
  type: string;
  format: string | undefined;
  /** Enum values (of the field, or of its items for an array), JSON-encoded to compare any type. */
  enumValues: string[] | undefined;
  required: boolean;
}

function componentSchemas(document: unknown): JsonRecord {
  if (!isRecord(document) || !isRecord(document.components) || !isRecord(document.components.schemas)) return {};
  return document.components.schemas;
}

function refName(ref: string): string {
  return decodeURIComponent(ref.slice(ref.lastIndexOf('/') + 1));
}

/** A compact type description; `null` is folded in so 3.0 `nullable` and 3.1 `type: [.., null]` compare equal. */
function describeType(schema: unknown, depth = 0): string {
  if (!isRecord(schema) || depth > MAX_FIELD_DEPTH) return 'any';
  if (typeof schema.$ref === 'string') return refName(schema.$ref);
  let types: string[];
  if (Array.isArray(schema.type)) types = schema.type.filter((type): type is string => typeof type === 'string');
  else if (typeof schema.type === 'string') types = [schema.type];
  else {
    const composition = (['oneOf', 'anyOf', 'allOf'] as const).find((keyword) => Array.isArray(schema[keyword]));
    const members = composition ? schema[composition] : undefined;
    if (composition && Array.isArray(members)) {
      types = [`${composition}<${members.map((member) => describeType(member, depth + 1)).join(',')}>`];
    } else {
      types = [isRecord(schema.properties) ? 'object' : 'any'];
    }
  }
  types = types.map((type) => (type === 'array' ? `array<${describeType(schema.items, depth + 1)}>` : type));
  if (schema.nullable === true && !types.includes('null')) types.push('null');
  return [...new Set(types)].sort().join('|');
}

/** Properties and required names of an object schema, including inline `allOf` parts. */
function objectParts(schema: unknown, depth = 0): {properties: [string, unknown][]; required: Set<string>} {
  const properties: [string, unknown][] = [];
  const required = new Set<string>();
  if (!isRecord(schema) || depth > MAX_FIELD_DEPTH) return {properties, required};
  if (isRecord(schema.properties)) properties.push(...Object.entries(schema.properties));
  if (Array.isArray(schema.required)) for (const name of schema.required) if (typeof name === 'string') required.add(name);
  if (Array.isArray(schema.allOf)) {
    // Referenced parts are schemas of their own and are reported under their own name.
    for (const part of schema.allOf) {
      if (isRecord(part) && part.$ref === undefined) {
        const inner = objectParts(part, depth + 1);
        properties.push(...inner.properties);
        for (const name of inner.required) required.add(name);
      }
    }
  }
  return {properties, required};
}

function hasInlineFields(schema: unknown): boolean {
  return isRecord(schema) && schema.$ref === undefined && objectParts(schema).properties.length > 0;
}

function collectFields(schema: unknown, prefix: string, fields: Map<string, FieldView>, depth = 0): void {
  if (depth > MAX_FIELD_DEPTH) return;
  const {properties, required} = objectParts(schema);
  for (const [name, property] of properties) {
    const key = `${prefix}.${name}`;
    const items = isRecord(property) ? property.items : undefined;
    const enumSource =
      isRecord(property) && Array.isArray(property.enum)
        ? property.enum
        : isRecord(items) && Array.isArray(items.enum)
          ? items.enum
          : undefined;
    fields.set(key, {
      type: describeType(property),
      format: isRecord(property) && typeof property.format === 'string' ? property.format : undefined,
      enumValues: enumSource?.map((value) => JSON.stringify(value)),
      required: required.has(name),
    });
    if (hasInlineFields(property)) collectFields(property, key, fields, depth + 1);
    if (hasInlineFields(items)) collectFields(items, `${key}[]`, fields, depth + 1);
  }
}

function diffSchemas(previous: unknown, next: unknown): {schemas: Change[]; fields: Change[]} {
  const before = componentSchemas(previous);
  const after = componentSchemas(next);
  const usageBefore = schemaUsage(previous);
  const usageAfter = schemaUsage(next);
  const schemas: Change[] = [];
  const fields: Change[] = [];
  for (const name of Object.keys(after)) {
    if (!Object.hasOwn(before, name)) schemas.push({kind: 'added', name, details: [], breaking: []});
  }
  for (const name of Object.keys(before)) {
    if (!Object.hasOwn(after, name)) {
      const breaking = usedAs(usageBefore, name, 'response') ? ['response schema removed'] : [];
      schemas.push({kind: 'removed', name, details: [], breaking});
      continue;
    }
    const oldFields = new Map<string, FieldView>();
    const newFields = new Map<string, FieldView>();
    collectFields(before[name], name, oldFields);
    collectFields(after[name], name, newFields);
    fields.push(...diffFields(oldFields, newFields, usedAs(usageBefore, name, 'response'), usedAs(usageAfter, name, 'request')));
  }
  return {schemas: sortChanges(schemas), fields: sortChanges(fields)};
}

function diffFields(before: Map<string, FieldView>, after: Map<string, FieldView>, wasResponse: boolean, isRequest: boolean): Change[] {
  const changes: Change[] = [];
  for (const [key, field] of after) {
    const old = before.get(key);
    if (!old) {
      const breaking = field.required && isRequest ? ['new required request field'] : [];
      changes.push({kind: 'added', name: key, details: [field.type, ...(field.required ? ['required'] : [])], breaking});
      continue;
    }
    const details: string[] = [];
    const breaking: string[] = [];
    if (old.type !== field.type) {
      details.push(`type ${old.type} → ${field.type}`);
      breaking.push('type changed');
    }
    if (old.format !== field.format) details.push(`format ${old.format ?? 'none'} → ${field.format ?? 'none'}`);
    const removedValues = (old.enumValues ?? []).filter((value) => field.enumValues !== undefined && !field.enumValues.includes(value));
    const addedValues = (field.enumValues ?? []).filter((value) => old.enumValues !== undefined && !old.enumValues.includes(value));
    if (removedValues.length > 0) {
      details.push(`enum values removed: ${removedValues.join(', ')}`);
      breaking.push('enum value removed');
    }
    if (addedValues.length > 0) details.push(`enum values added: ${addedValues.join(', ')}`);
    if (old.enumValues === undefined && field.enumValues !== undefined) details.push('enum added');
    if (old.enumValues !== undefined && field.enumValues === undefined) details.push('enum removed');
    if (!old.required && field.required) {
      details.push('now required');
      if (isRequest) breaking.push('request field now required');
    }
    if (old.required && !field.required) details.push('no longer required');
    if (details.length > 0) changes.push({kind: 'changed', name: key, details, breaking});
  }
  for (const key of before.keys()) {
    if (!after.has(key)) changes.push({kind: 'removed', name: key, details: [], breaking: wasResponse ? ['response field removed'] : []});
  }
  return changes;
}

function sortChanges(changes: Change[]): Change[] {
  const rank: Record<ChangeKind, number> = {added: 0, removed: 1, changed: 2};
  return changes.sort((a, b) => rank[a.kind] - rank[b.kind] || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
