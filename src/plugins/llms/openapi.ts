/**
 * Reading an OpenAPI 3.0 document as the Markdown twins need it: local `$ref`s followed, `allOf`
 * parts folded into one schema, path-item parameters merged with the operation's.
 */
import type {OpenAPIV3} from 'openapi-types';

export type MaybeRef<T> = T | OpenAPIV3.ReferenceObject;

/** Any schema, read without first telling array schemas (which have `items`) from the others. */
export type Schema = OpenAPIV3.BaseSchemaObject & {type?: string; items?: MaybeRef<Schema>};

function isReference(value: unknown): value is OpenAPIV3.ReferenceObject {
  return typeof value === 'object' && value !== null && typeof (value as {$ref?: unknown}).$ref === 'string';
}

function resolvePointer(doc: OpenAPIV3.Document, ref: string): unknown {
  // Only local references: the specs are bundled single files.
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = doc;
  for (const raw of ref.slice(2).split('/')) {
    const token = decodeURIComponent(raw).replaceAll('~1', '/').replaceAll('~0', '~');
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, token)) return undefined;
    node = (node as Record<string, unknown>)[token];
  }
  return node;
}

/** Follows a `$ref` chain; bounded so that a reference cycle cannot hang the build. */
export function resolve<T>(doc: OpenAPIV3.Document, value: MaybeRef<T> | undefined): T | undefined {
  let node: unknown = value;
  for (let hops = 0; hops < 32 && isReference(node); hops++) node = resolvePointer(doc, node.$ref);
  return isReference(node) || node === undefined || node === null ? undefined : (node as T);
}

/** The first example's `value` (examples that only have an `externalValue` cannot be inlined). */
export function firstExampleValue(
  doc: OpenAPIV3.Document,
  examples: Record<string, MaybeRef<OpenAPIV3.ExampleObject>> | undefined,
): unknown {
  for (const example of Object.values(examples ?? {})) {
    const resolved = resolve(doc, example);
    if (resolved && resolved.value !== undefined) return resolved.value;
  }
  return undefined;
}

/** Operation parameters override path-item ones with the same name and location. */
export function effectiveParameters(
  doc: OpenAPIV3.Document,
  pathItem: OpenAPIV3.PathItemObject | undefined,
  operation: OpenAPIV3.OperationObject,
): OpenAPIV3.ParameterObject[] {
  const byKey = new Map<string, OpenAPIV3.ParameterObject>();
  for (const list of [pathItem?.parameters, operation.parameters]) {
    for (const entry of list ?? []) {
      const parameter = resolve(doc, entry);
      if (parameter) byKey.set(`${parameter.in}:${parameter.name}`, parameter);
    }
  }
  return [...byKey.values()];
}

/** Resolves `$ref`s and folds `allOf` parts into one schema (properties and `required` merged). */
export function flattenSchema(
  doc: OpenAPIV3.Document,
  schemaOrRef: MaybeRef<Schema> | undefined,
  seen: ReadonlySet<string>,
): {schema: Schema; seen: ReadonlySet<string>} | undefined {
  let nextSeen = seen;
  let node: MaybeRef<Schema> | undefined = schemaOrRef;
  for (let hops = 0; hops < 32 && node && isReference(node); hops++) {
    // A recursive schema (a tree, for example) ends here instead of expanding forever.
    if (nextSeen.has(node.$ref)) return undefined;
    nextSeen = new Set([...nextSeen, node.$ref]);
    node = resolvePointer(doc, node.$ref) as MaybeRef<Schema> | undefined;
  }
  if (!node || isReference(node) || typeof node !== 'object') return undefined;
  if (!node.allOf?.length) return {schema: node, seen: nextSeen};

  const {allOf, ...own} = node;
  const merged: Schema = {...own, properties: {}, required: [...(own.required ?? [])]};
  for (const part of allOf) {
    const flat = flattenSchema(doc, part as MaybeRef<Schema>, nextSeen)?.schema;
    if (!flat) continue;
    merged.type ??= flat.type;
    merged.format ??= flat.format;
    merged.items ??= flat.items;
    merged.enum ??= flat.enum;
    merged.example ??= flat.example;
    merged.default ??= flat.default;
    Object.assign(merged.properties ?? {}, flat.properties);
    merged.required = [...(merged.required ?? []), ...(flat.required ?? [])];
  }
  // The schema's own properties win over (and follow) those of its parts.
  Object.assign(merged.properties ?? {}, own.properties);
  return {schema: merged, seen: nextSeen};
}
