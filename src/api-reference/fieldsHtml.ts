/**
 * A list of fields as HTML, made at build time: each field's name, type, whether it is required, its
 * description and its facts (allowed values, bounds, default, example), with nested fields in a native
 * `<details>`, which opens without JavaScript. The page sets it as the inner HTML of one element
 * (src/components/ApiFields), so hydrating it costs React nothing. Styled by src/css/api-reference.css.
 */
import type {Element, ElementContent} from 'hast';
import {toHtml} from 'hast-util-to-html';
import {h} from 'hastscript';
import {markLabels, SINCE_BADGE_CLASS, sinceLabel} from '../utils/since';
import type {Field, Limits} from './model';

/** A value as the spec gives it: strings as they are, the rest as JSON. */
export function literal(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The limits of a field in words, in a fixed order: `Minimum`, `Maximum length`… */
function limitFacts(limits: Limits): [string, string][] {
  const labels = {
    minimum: limits.exclusiveMinimum ? 'Greater than' : 'Minimum',
    maximum: limits.exclusiveMaximum ? 'Less than' : 'Maximum',
    minLength: 'Minimum length',
    maxLength: 'Maximum length',
    minItems: 'Minimum items',
    maxItems: 'Maximum items',
    maxProperties: 'Maximum entries',
    pattern: 'Pattern',
  } as const;
  return Object.entries(labels).flatMap(([key, label]) => {
    const value = limits[key as keyof typeof labels];
    return value === undefined ? [] : [[label, String(value)] as [string, string]];
  });
}

/** The label of a field's allowed values, whose entries can carry a since mark. */
export const POSSIBLE_VALUES = 'Possible values';

/** Everything a field's description leaves out, as label and values. */
export function fieldFacts(field: Field): [string, string[]][] {
  const facts: [string, string[]][] = [];
  if (field.enum?.length) facts.push([POSSIBLE_VALUES, field.enum.map(literal)]);
  for (const [label, value] of limitFacts(field.limits)) facts.push([label, [value]]);
  if (field.default !== undefined) facts.push(['Default', [literal(field.default)]]);
  // An object's example repeats its nested fields' examples: only leaves show theirs.
  if (field.example !== undefined && field.fields.length === 0) facts.push(['Example', [literal(field.example)]]);
  return facts;
}

/** The words after the type: `required`, `nullable`, `read-only`… */
export function fieldFlags(field: Field): string[] {
  return [
    field.required ? 'required' : '',
    field.nullable ? 'nullable' : '',
    field.readOnly ? 'read-only' : '',
    field.writeOnly ? 'write-only' : '',
    field.deprecated ? 'deprecated' : '',
  ].filter(Boolean);
}

export function typeLabel(field: Field): string {
  return field.format ? `${field.type} (${field.format})` : field.type;
}

/** A since or changed badge: text in a styled span, read as it is without CSS or JavaScript. */
function sinceBadge(label: string): Element {
  return h(`span.${SINCE_BADGE_CLASS}`, label);
}

/** The release an enum value of the field came with, when it came after the field. */
export function valueSince(field: Field, value: string): string | undefined {
  return field.valuesSince?.[value];
}

/** The description's HTML, rendered from the spec's Markdown by ./markdown (which keeps no raw HTML of the spec). */
function description(html: string): ElementContent[] {
  return [{type: 'raw', value: html}];
}

function fieldItem(field: Field): Element {
  const flags = fieldFlags(field);
  const facts = fieldFacts(field);
  const nestedName = field.map ? `values of ${field.name}` : field.name;
  return h('li.api-field', [
    h('p.api-field__head', [
      h('code.api-field__name', field.name),
      ' ',
      h('span.api-field__type', typeLabel(field)),
      ...flags.flatMap((flag) => [' ', h(`span.api-field__flag.api-field__flag--${flag}`, flag)]),
      ...markLabels(field).flatMap((label) => [' ', sinceBadge(label)]),
    ]),
    ...(field.description ? [h('div.api-field__description', description(field.description.html))] : []),
    ...(facts.length
      ? [
          h(
            'dl.api-field__facts',
            facts.flatMap(([label, values]) => [
              h('dt', label),
              h(
                'dd',
                values.flatMap((value, index) => {
                  // Only the allowed values can be marked: a default or an example is not a value of its own.
                  const since = label === POSSIBLE_VALUES ? valueSince(field, value) : undefined;
                  return [...(index ? [', '] : []), h('code', value), ...(since ? [' ', sinceBadge(sinceLabel(since))] : [])];
                }),
              ),
            ]),
          ),
        ]
      : []),
    ...(field.fields.length
      ? [
          h('details.api-field__nested', [
            h('summary', [`Fields of `, h('code', nestedName), ` (${field.fields.length})`]),
            fieldList(field.fields),
          ]),
        ]
      : []),
  ]);
}

function fieldList(fields: Field[]): Element {
  return h('ul.api-fields', fields.map(fieldItem));
}

export function fieldsToHtml(fields: Field[]): string {
  return toHtml(fieldList(fields), {allowDangerousHtml: true, quote: "'"});
}
