/**
 * The built-in billing resource types are written down three times: the reference table of
 * resource-types.md, the examples of the billing resource spec, and, for `baremetal.node`, the table of
 * Ironic events on ironic-baremetal.md that holds the bare-metal rule (DECISIONS.md). They must say the
 * same, event for event: a source event type missing in one place is a server billed for hours of
 * cleaning in the reader's cloud.
 */
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {allObjects, loadSpecs} from '../support/docs-and-specs';

const RESOURCE_TYPES = 'docs/administrators-manual/billing/resource-types.md';
const IRONIC = 'docs/administrators-manual/openstack/ironic-baremetal.md';
const COLUMNS = ['code', 'name', 'category', 'unit', 'meterType', 'granularity', 'sourceEventTypes', 'pricingAttributes'] as const;

type BuiltInType = Record<(typeof COLUMNS)[number], string | string[]>;

const codeSpans = (cell: string): string[] => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');

/** The rows of the first table under a level-2 heading, as lists of cells. */
function tableUnder(markdown: string, heading: string): string[][] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith(`${heading}\n`)) ?? '';
  const rows = section.split('\n').filter((line) => line.startsWith('|'));
  return rows.slice(2).map((row) =>
    row
      .slice(1, -1)
      .split(' | ')
      .map((cell) => cell.trim()),
  );
}

/** The reference table of resource-types.md, one entry per type. */
function builtInTable(markdown: string): Map<string, BuiltInType> {
  const types = new Map<string, BuiltInType>();
  for (const cells of tableUnder(markdown, 'Built-in resource types')) {
    const type = Object.fromEntries(
      COLUMNS.map((column, index) => {
        const spans = codeSpans(cells[index] ?? '');
        const listed = column === 'sourceEventTypes' || column === 'pricingAttributes';
        return [column, listed ? spans : column === 'name' ? (cells[index] ?? '') : (spans[0] ?? '')];
      }),
    ) as BuiltInType;
    types.set(String(type.code), type);
  }
  return types;
}

/** Every difference between a spec example of a built-in type and the table's row, as `code.field: table …; spec …`. */
function disagreements(table: Map<string, BuiltInType>, examples: Record<string, unknown>[]): string[] {
  return examples.flatMap((example) => {
    const row = table.get(String(example.code));
    if (!row) return [`${String(example.code)}: a spec example of a type the table of ${RESOURCE_TYPES} does not list`];
    return COLUMNS.filter((column) => JSON.stringify(row[column]) !== JSON.stringify(example[column])).map(
      (column) => `${String(example.code)}.${column}: table ${JSON.stringify(row[column])}; spec ${JSON.stringify(example[column])}`,
    );
  });
}

const table = builtInTable(readFileSync(RESOURCE_TYPES, 'utf8'));
const specs = await loadSpecs();
const examples = specs.files
  .flatMap((file) => allObjects(file.examples))
  .filter((object) => typeof object.code === 'string' && Array.isArray(object.sourceEventTypes) && table.has(object.code));

describe('the built-in resource types are the same in the manual and the billing resource spec', () => {
  it('reads the eight types of the table', () => {
    expect([...table.keys()]).toHaveLength(8);
    expect(table.get('baremetal.node')?.sourceEventTypes).toContain('baremetal.node.provision_set.start');
  });

  it('every spec example of a built-in type has the values of its row', () => {
    expect(examples.map((example) => example.code)).toEqual(expect.arrayContaining(['baremetal.node', 'compute.instance']));
    expect(disagreements(table, examples)).toEqual([]);
  });

  it('the events ironic-baremetal.md says the collector reads are the source event types of baremetal.node', () => {
    const rows = tableUnder(readFileSync(IRONIC, 'utf8'), 'Send Ironic events to Nubis');
    const events = [...new Set(rows.map((cells) => codeSpans(cells[0] ?? '')[0]))].sort();
    expect(events).toEqual([...(table.get('baremetal.node')?.sourceEventTypes ?? [])].sort());
  });

  it('reports an event missing from one side', () => {
    const shortened = new Map(table);
    const row = table.get('baremetal.node');
    if (row) shortened.set('baremetal.node', {...row, sourceEventTypes: ['baremetal.node.provision_set.end', 'baremetal.node.delete.end']});
    expect(disagreements(shortened, examples)).toEqual([
      expect.stringMatching(
        /^baremetal\.node\.sourceEventTypes: table \["baremetal\.node\.provision_set\.end",.*; spec \[.*provision_set\.start/,
      ),
    ]);
  });
});
