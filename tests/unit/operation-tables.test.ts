/**
 * The manuals' lists of operations agree with the admin spec both ways: the table "What the admin API
 * covers" of docs/api/index.md has a row per tag linking every operation of that tag and nothing else,
 * its table under "API reference" a row per operation with its tag, link, method and path, and nothing else,
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
const REFERENCE_HEADING = 'API reference';
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

/** What the table of every operation under "API reference" in docs/api/index.md lacks, has wrong or has in excess. */
function referenceTableViolations(markdown: string, model: ApiModel): string[] {
  const all = nodes(markdown);
  const heading = all.findIndex((node) => node.type === 'heading' && toString(node) === REFERENCE_HEADING);
  const table = heading < 0 ? undefined : all.slice(heading).find((node): node is Table => node.type === 'table');
  if (!table) return [`${GUIDE}: no table under the heading "${REFERENCE_HEADING}"; it has a row per operation`];
  const rows = table.children
    .slice(1)
    .map((row) => ({cells: row.children.map((cell) => toString(cell)), links: linksIn(row).map((link) => link.url)}));
  const violations: string[] = [];
  for (const tag of model.tags)
    for (const operation of tag.operations) {
      const endpoint = `${operation.method.toUpperCase()} ${operation.path}`;
      const wanted = `| ${tag.name} | [${operation.summary}](${pathOf(model, operation)}) | \`${endpoint}\` |`;
      const row = rows.find(({links}) => links.includes(pathOf(model, operation)));
      if (!row) violations.push(`${GUIDE}: "${REFERENCE_HEADING}" has no row for ${named(operation)}; add the row ${wanted}`);
      else if (row.cells[0] !== tag.name || row.cells[2] !== endpoint)
        violations.push(
          `${GUIDE}: the row of ${named(operation)} under "${REFERENCE_HEADING}" says "${row.cells.join(' | ')}"; write ${wanted}`,
        );
    }
  const operations = new Set(model.operations.map((operation) => pathOf(model, operation)));
  for (const {cells, links} of rows)
    if (!links.some((url) => operations.has(url)))
      violations.push(`${GUIDE}: the row "${cells.join(' | ')}" under "${REFERENCE_HEADING}" links no operation of the spec; remove it`);
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

  it(`${GUIDE} has a row per operation under "${REFERENCE_HEADING}", with its tag, method and path, and nothing else`, () => {
    expect(referenceTableViolations(guide, admin)).toEqual([]);
  });

  it(`${INVOICING} names every bill operation, each a read`, () => {
    expect(billsSentenceViolations(invoicing, admin)).toEqual([]);
  });

  it('fails on a row of an operation that the spec no longer has', () => {
    const tags = admin.tags.map((tag) => ({
      ...tag,
      operations: tag.operations.filter((operation) => operation.operationId !== 'listBills'),
    }));
    const model = {...admin, tags, operations: admin.operations.filter((operation) => operation.operationId !== 'listBills')};
    expect(referenceTableViolations(guide, model)).toEqual([
      `${GUIDE}: the row "Bills | List bills | GET /api/v1/admin/bills" under "${REFERENCE_HEADING}" links no operation of the spec; remove it`,
    ]);
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
    expect(referenceTableViolations(guide, model)).toEqual([
      `${GUIDE}: "${REFERENCE_HEADING}" has no row for POST /api/v1/admin/bills/{billId}/void ("Void bill"); add the row | Bills | [Void bill](/docs/api/reference/void-bill) | \`POST /api/v1/admin/bills/{billId}/void\` |`,
    ]);
    expect(billsSentenceViolations(invoicing, model)).toEqual([
      `${INVOICING}: "${BILLS_SENTENCE}" does not name POST /api/v1/admin/bills/{billId}/void ("Void bill"); add [Void bill](/docs/api/reference/void-bill)`,
      `${INVOICING}: "${BILLS_SENTENCE}" says the API does not change bills, but POST /api/v1/admin/bills/{billId}/void ("Void bill") does; rewrite the sentence`,
    ]);
  });
});
