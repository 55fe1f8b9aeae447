/**
 * The one walk through a dereferenced schema: which properties its values have and which values it
 * allows. The model builds its fields with it, and the agreement checks of the manuals read the
 * specs' schemas with it, so that both see the same fields.
 */
import type {Schema} from './types';

/** A property of the objects a schema describes. */
export interface Property {
  name: string;
  schema: Schema;
  required: boolean;
}

/** `allOf` parts folded into one schema: properties and `required` merged, the schema's own keys winning. */
export function merged(schema: Schema): Schema {
  if (!schema.allOf?.length) return schema;
  const {allOf, ...own} = schema;
  const parts = allOf.map((part) => merged(part as Schema));
  const result: Schema = Object.assign({}, ...parts, own);
  const properties = Object.assign({}, ...parts.map((part) => part.properties ?? {}), own.properties ?? {});
  const required = [...new Set([...parts.flatMap((part) => part.required ?? []), ...(own.required ?? [])])];
  return {...result, ...(Object.keys(properties).length ? {properties} : {}), ...(required.length ? {required} : {})};
}

/**
 * The properties of the values a schema describes: an object's (its `allOf` parts' folded in), an
 * array's items', every `oneOf`/`anyOf` alternative's, or, for an object that names none, its map
 * values' (`map`).
 */
export function propertiesOf(schema: Schema): {properties: Property[]; map: boolean} {
  const folded = merged(schema);
  if (folded.type === 'array') return propertiesOf(folded.items as Schema);
  const alternatives = folded.oneOf ?? folded.anyOf;
  if (alternatives?.length) return {properties: alternatives.flatMap((part) => propertiesOf(part as Schema).properties), map: false};
  const required = new Set(folded.required ?? []);
  const properties = Object.entries(folded.properties ?? {}).map(([name, property]) => ({
    name,
    schema: property as Schema,
    required: required.has(name),
  }));
  const values = folded.additionalProperties;
  if (properties.length === 0 && values && typeof values === 'object')
    return {properties: propertiesOf(values as Schema).properties, map: true};
  return {properties, map: false};
}

/** The schema that lists a value's allowed values (`enum`, beside which their marks sit): its own, or an array's items'. */
export function valuesSchema(schema: Schema): Schema | undefined {
  const folded = merged(schema);
  if (folded.enum) return folded;
  return folded.type === 'array' && folded.items ? valuesSchema(folded.items as Schema) : undefined;
}
