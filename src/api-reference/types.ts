/**
 * The shape of the API model (./model.ts builds it): what the views, the samples and the descriptions
 * share. It imports no module of the API reference, so that none of them imports another in a circle.
 */
import type {OpenAPIV3} from 'openapi-types';
import type {ApiReference} from './sections';
import type {Marks} from '../utils/since';

/** A description in both forms. */
export interface Text {
  /** As the spec writes it: the Markdown twins use it. */
  markdown: string;
  /** Rendered at build time: the field lists show it. */
  html: string;
  /** The same Markdown with every character MDX would read as code escaped: the pages include it. */
  mdx: string;
}

/** A schema as the dereferenced document gives it: no `$ref` is left. */
export type Schema = OpenAPIV3.SchemaObject;

export const LIMIT_KEYS = [
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'maxProperties',
  'pattern',
] as const;

/** Bounds of a value, as the schema states them. */
export type Limits = Partial<Pick<Schema, (typeof LIMIT_KEYS)[number]>>;

/** A parameter, a header or a property of a body, with the fields nested in it, and the release that added it. */
export interface Field extends Marks {
  name: string;
  /** `string`, `integer`, `object`, `array of object`: what a reader codes against. */
  type: string;
  format?: string;
  required: boolean;
  nullable: boolean;
  readOnly: boolean;
  writeOnly: boolean;
  deprecated: boolean;
  enum?: unknown[];
  /** The enum values added after the field, each with its release, keyed by the value as the views write it. */
  valuesSince?: Record<string, string>;
  default?: unknown;
  example?: unknown;
  limits: Limits;
  description?: Text;
  /** The properties of an object, or of the objects of an array (named `name[]` in the twins), or of a map's values. */
  fields: Field[];
  /** A map: any key, each value described by `fields`. */
  map: boolean;
}

export interface Parameter extends Field {
  in: 'path' | 'query' | 'header' | 'cookie';
}

export interface Example {
  /** The example's key in the spec, or `example` for a single unnamed one. */
  name: string;
  summary?: string;
  value: unknown;
}

/** A body in one media type. */
export interface Body {
  mediaType: string;
  /** The release that added this media type or this body's schema (the problem details of 25.4.0). */
  since?: string;
  /** The body's own type (`object`, `string`, `file` for a `format: binary` string), shown when it has no fields. */
  type: string;
  description?: Text;
  fields: Field[];
  examples: Example[];
  /** The schema as the spec writes it, dereferenced: what a body is validated against. */
  schema?: Schema;
}

export interface Response {
  status: string;
  /** The status line's phrase, `Created` for 201. */
  reason: string;
  description?: Text;
  headers: Field[];
  bodies: Body[];
}

export interface Security {
  scheme: string;
  scopes: string[];
}

export interface Operation extends Marks {
  /** The page's doc id and the last segment of its route. */
  id: string;
  operationId?: string;
  method: OpenAPIV3.HttpMethods;
  path: string;
  summary: string;
  description?: Text;
  tag: string;
  deprecated: boolean;
  security: Security[];
  parameters: Parameter[];
  requestBody?: {required: boolean; description?: Text; bodies: Body[]};
  responses: Response[];
  samples: CodeSample[];
}

export interface Tag {
  name: string;
  /** The tag page's doc id. */
  id: string;
  description?: Text;
  operations: Operation[];
}

export interface SecurityScheme {
  name: string;
  type: string;
  description?: Text;
  /** Every scope an operation of the document requires with this scheme. */
  scopes: string[];
}

export interface ApiModel {
  reference: ApiReference;
  /** The overview page's doc id. */
  id: string;
  title: string;
  version: string;
  description?: Text;
  contact?: OpenAPIV3.ContactObject;
  license?: OpenAPIV3.LicenseObject;
  servers: {url: string; description?: string}[];
  securitySchemes: SecurityScheme[];
  tags: Tag[];
  operations: Operation[];
  /** The component schemas by name, dereferenced: an NDJSON body names its lines' schema, the manuals name schemas. */
  schemas: Record<string, Schema>;
}

/** A code sample of an operation (./samples.ts). */
export interface CodeSample {
  /** The tab's value and the samples suite's key. */
  lang: string;
  label: string;
  /** The grammar that colours it. */
  syntax: string;
  source: string;
}
