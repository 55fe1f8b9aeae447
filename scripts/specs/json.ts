/** Small helpers for walking parsed JSON/YAML documents, which arrive typed as `unknown`. */
import {OpenAPIV3} from 'openapi-types';

/** The operation keys of a path item, in the order the OpenAPI specification lists them. */
export const HTTP_METHODS = Object.values(OpenAPIV3.HttpMethods);

export type JsonRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Resolves a local `#/a/b~1c` reference; external references are left unresolved (undefined). */
export function resolveLocalRef(root: unknown, ref: string): unknown {
  if (!ref.startsWith('#')) return undefined;
  const tokens = ref.slice(1).split('/').slice(1);
  let node: unknown = root;
  for (const raw of tokens) {
    const token = decodeURIComponent(raw).replaceAll('~1', '/').replaceAll('~0', '~');
    if (Array.isArray(node)) node = node[Number(token)];
    else if (isRecord(node)) node = node[token];
    else return undefined;
  }
  return node;
}

/** Follows `$ref` chains (bounded, so a reference cycle cannot hang the tool). */
export function deref(root: unknown, value: unknown): unknown {
  let node = value;
  for (let hops = 0; hops < 20 && isRecord(node) && typeof node.$ref === 'string'; hops++) {
    node = resolveLocalRef(root, node.$ref);
  }
  return node;
}
