/**
 * The manuals' lists of operations agree with the admin spec both ways: the table "What the admin API
 * covers" of docs/api/index.md has a row per tag linking every operation of that tag and nothing else,
 * and the sentence of configure-invoicing.md that says what the admin API does with bills links every
 * operation of the Bills tag, each a read, as the sentence claims.
 */
import {readFileSync} from 'node:fs';
import type {Link, Nodes, Paragraph, Table} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {toString} from 'mdast-util-to-string';
import {gfm} from 'micromark-extension-gfm';
import {describe, expect, it} from 'vitest';
import {loadApiModels, type ApiModel, type Operation} from '../../src/api-reference/model';
import {BASE_PATH} from '../../src/constants';

const GUIDE = 'docs/api/index.md';
const TABLE_HEADING = 'What the admin API covers';
const INVOICING = 'docs/administrators-manual/billing/invoice-generation/configure-invoicing.md';
const BILLS_SENTENCE = 'The admin API reads bills';
const BILLS_TAG = 'Bills';

const admin = (await loadApiModels(process.cwd())).find((model) => model.reference.source === 'admin');
if (!admin) throw new Error('no model of the admin spec');

const collect = (node: Nodes): Nodes[] => [node, ...('children' in node ? node.children.flatMap(collect) : [])];
const linksIn = (node: Nodes): Link[] => collect(node).filter((child): child is Link => child.type === 'link');
const nodes = (markdown: string): Nodes[] => collect(fromMarkdown(markdown, {extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()]}));

const pathOf = (model: ApiModel, operation: Operation): string => `${BASE_PATH}${model.reference.routeBasePath}/${operation.id}`;
const named = (operation: Operation): string => `${operation.method.toUpperCase()} ${operation.path} ("${operation.summary}")`;

/** What the table of docs/api/index.md lacks or has in excess, each with how to fix it. */
function tableViolations(markdown: string, model: ApiModel): string[] {
  const all = nodes(markdown);
  const heading = all.findIndex((node) => node.type === 'heading' && toString(node) === TABLE_HEADING);
  const table = all.slice(heading).find((node): node is Table => node.type === 'table');
  if (heading < 0 || !table) return [`${GUIDE}: no table under the heading "${TABLE_HEADING}"; the operations are listed there`];
  const rows = new Map(table.children.slice(1).map((row) => [toString(row.children[0] ?? row), row]));
  const violations: string[] = [];
  for (const tag of model.tags) {
    const row = rows.get(tag.name);
    const linked = new Set(row ? linksIn(row).map((link) => link.url) : []);
    for (const operation of tag.operations) {
      if (linked.has(pathOf(model, operation))) continue;
      const fix = `[${operation.summary}](${pathOf(model, operation)})`;
      violations.push(
        `${GUIDE}: "${TABLE_HEADING}" does not list ${named(operation)}; add ${fix} to the row "${tag.name}"${row ? '' : ' (a new row)'}`,
      );
    }
  }
  for (const [area, row] of rows) {
    const tag = model.tags.find((candidate) => candidate.name === area);
    for (const link of linksIn(row).filter((candidate) => candidate.url.startsWith(`${BASE_PATH}${model.reference.routeBasePath}/`))) {
      if (!tag?.operations.some((operation) => pathOf(model, operation) === link.url))
        violations.push(
          `${GUIDE}: the row "${area}" links ${link.url}, which is not an operation of the spec's tag "${area}"; remove it or move it to its tag's row`,
        );
    }
  }
  return violations;
}

/** What the bills sentence of configure-invoicing.md lacks, or claims wrongly. */
function billsSentenceViolations(markdown: string, model: ApiModel): string[] {
  const paragraph = nodes(markdown).find((node): node is Paragraph => node.type === 'paragraph' && toString(node).includes(BILLS_SENTENCE));
  if (!paragraph) return [`${INVOICING}: no paragraph says "${BILLS_SENTENCE}"; it names the bill operations of the admin API`];
  const linked = new Set(linksIn(paragraph).map((link) => link.url));
  const bills = model.tags.find((tag) => tag.name === BILLS_TAG)?.operations ?? [];
  return bills.flatMap((operation) => [
    ...(linked.has(pathOf(model, operation))
      ? []
      : [`${INVOICING}: "${BILLS_SENTENCE}" does not name ${named(operation)}; add [${operation.summary}](${pathOf(model, operation)})`]),
    ...(operation.method === 'get'
      ? []
      : [`${INVOICING}: "${BILLS_SENTENCE}" says the API does not change bills, but ${named(operation)} does; rewrite the sentence`]),
  ]);
}

describe("the manuals' operation lists cover the admin spec both ways", () => {
  const guide = readFileSync(GUIDE, 'utf8');
  const invoicing = readFileSync(INVOICING, 'utf8');

  it(`${GUIDE} lists every operation in its tag's row, and nothing else`, () => {
    expect(tableViolations(guide, admin)).toEqual([]);
  });

  it(`${INVOICING} names every bill operation, each a read`, () => {
    expect(billsSentenceViolations(invoicing, admin)).toEqual([]);
  });

  it('fails on an operation added to the spec but to neither text', () => {
    const [bill] = admin.tags.find((tag) => tag.name === BILLS_TAG)?.operations ?? [];
    if (!bill) throw new Error(`the admin spec has no ${BILLS_TAG} operation`);
    const added: Operation = {
      ...bill,
      id: 'void-bill',
      summary: 'Void bill',
      method: 'post' as Operation['method'],
      path: '/api/v1/admin/bills/{billId}/void',
    };
    const tags = admin.tags.map((tag) => (tag.name === BILLS_TAG ? {...tag, operations: [...tag.operations, added]} : tag));
    const model = {...admin, tags};
    expect(tableViolations(guide, model)).toEqual([
      `${GUIDE}: "${TABLE_HEADING}" does not list POST /api/v1/admin/bills/{billId}/void ("Void bill"); add [Void bill](/docs/api/reference/void-bill) to the row "Bills"`,
    ]);
    expect(billsSentenceViolations(invoicing, model)).toEqual([
      `${INVOICING}: "${BILLS_SENTENCE}" does not name POST /api/v1/admin/bills/{billId}/void ("Void bill"); add [Void bill](/docs/api/reference/void-bill)`,
      `${INVOICING}: "${BILLS_SENTENCE}" says the API does not change bills, but POST /api/v1/admin/bills/{billId}/void ("Void bill") does; rewrite the sentence`,
    ]);
  });
});
