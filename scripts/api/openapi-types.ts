/**
 * The parts of an OpenAPI 3.0 document that the code-sample generator reads. Deliberately
 * minimal: every object keeps an index signature so that fields we do not model (descriptions,
 * tags, vendor extensions) survive a copy untouched and fixtures type-check without casts.
 */

export interface Reference {
  $ref: string;
}

export type MaybeRef<T> = T | Reference;

export interface SchemaObject {
  type?: string;
  format?: string;
  properties?: Record<string, MaybeRef<SchemaObject>>;
  required?: string[];
  items?: MaybeRef<SchemaObject>;
  allOf?: MaybeRef<SchemaObject>[];
  oneOf?: MaybeRef<SchemaObject>[];
  anyOf?: MaybeRef<SchemaObject>[];
  enum?: unknown[];
  example?: unknown;
  default?: unknown;
  nullable?: boolean;
  readOnly?: boolean;
  minimum?: number;
  [key: string]: unknown;
}

export interface ExampleObject {
  summary?: string;
  value?: unknown;
  externalValue?: string;
  [key: string]: unknown;
}

export type ParameterLocation = 'path' | 'query' | 'header' | 'cookie';

export interface ParameterObject {
  name: string;
  in: ParameterLocation;
  required?: boolean;
  style?: string;
  explode?: boolean;
  schema?: MaybeRef<SchemaObject>;
  example?: unknown;
  examples?: Record<string, MaybeRef<ExampleObject>>;
  [key: string]: unknown;
}

export interface MediaTypeObject {
  schema?: MaybeRef<SchemaObject>;
  example?: unknown;
  examples?: Record<string, MaybeRef<ExampleObject>>;
  [key: string]: unknown;
}

export interface RequestBodyObject {
  required?: boolean;
  content: Record<string, MediaTypeObject>;
  [key: string]: unknown;
}

export interface ResponseObject {
  description?: string;
  content?: Record<string, MediaTypeObject>;
  [key: string]: unknown;
}

/** One alternative of a `security` list: scheme name to scopes. */
export type SecurityRequirement = Record<string, string[]>;

export interface SecuritySchemeObject {
  type: string;
  scheme?: string;
  [key: string]: unknown;
}

export interface ServerVariableObject {
  default: string;
  enum?: string[];
  [key: string]: unknown;
}

export interface ServerObject {
  url: string;
  variables?: Record<string, ServerVariableObject>;
  [key: string]: unknown;
}

/** The Redocly `x-codeSamples` entry, which docusaurus-theme-openapi-docs also renders. */
export interface CodeSample {
  lang: string;
  label: string;
  source: string;
  /** The coloured lines, made at build time (not part of Redocly's convention). */
  html?: string;
}

export interface OperationObject {
  operationId?: string;
  parameters?: MaybeRef<ParameterObject>[];
  requestBody?: MaybeRef<RequestBodyObject>;
  responses?: Record<string, MaybeRef<ResponseObject>>;
  security?: SecurityRequirement[];
  servers?: ServerObject[];
  'x-codeSamples'?: CodeSample[];
  [key: string]: unknown;
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export type HttpMethod = (typeof HTTP_METHODS)[number];

export type PathItemObject = {
  parameters?: MaybeRef<ParameterObject>[];
  servers?: ServerObject[];
} & {[method in HttpMethod]?: OperationObject} & {[key: string]: unknown};

export interface ComponentsObject {
  schemas?: Record<string, MaybeRef<SchemaObject>>;
  parameters?: Record<string, MaybeRef<ParameterObject>>;
  requestBodies?: Record<string, MaybeRef<RequestBodyObject>>;
  responses?: Record<string, MaybeRef<ResponseObject>>;
  examples?: Record<string, MaybeRef<ExampleObject>>;
  securitySchemes?: Record<string, MaybeRef<SecuritySchemeObject>>;
  [key: string]: unknown;
}

export interface OpenApiDocument {
  openapi: string;
  info?: Record<string, unknown>;
  servers?: ServerObject[];
  security?: SecurityRequirement[];
  paths: Record<string, PathItemObject>;
  components?: ComponentsObject;
  [key: string]: unknown;
}
