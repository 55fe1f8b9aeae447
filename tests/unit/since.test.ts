/**
 * "Since" as data (issue 38). The release notes are the source: each row of their "API changes"
 * tables names operations, parameters, fields, enum values or bodies, and each of them carries its
 * release in the spec (x-nubis-since, x-nubis-since-values, x-nubis-changed), read through the API
 * model; every mark of the specs is in turn named by the notes of its release; every mark of the specs
 * and the manuals names a release that has notes; and the views show the marks.
 */
import {readdirSync} from 'node:fs';
import path from 'node:path';
import type {Root} from 'mdast';
import {toHast} from 'mdast-util-to-hast';
import {toHtml} from 'hast-util-to-html';
import {toString} from 'mdast-util-to-string';
import {describe, expect, it} from 'vitest';
import {fieldsToHtml} from '../../src/api-reference/fieldsHtml';
import {loadApiModels, type ApiModel} from '../../src/api-reference/model';
import {referencePages} from '../../src/api-reference/pages';
import {referenceTwin} from '../../src/api-reference/twin';
import {pageBodyToMarkdown} from '../../src/plugins/llms/markdown';
import remarkSince from '../../src/plugins/remark-since';
import {releasedVersions} from '../../src/utils/releases';
import {isRelease} from '../../src/utils/since';
import {
  apiChangeRows,
  docMarks,
  manualRows,
  markViolations,
  namesInRows,
  parseMarkdown,
  readManualPage,
  releaseNoteFile,
  resolveRow,
  specMarks,
  type ManualPage,
  type Row,
} from '../support/since';

const SITE = process.cwd();
const models = await loadApiModels(SITE);
const releases = releasedVersions(SITE);

/** Every Markdown page of docs/, from the repository root. */
function docFiles(dir = 'docs'): string[] {
  return readdirSync(path.join(SITE, dir), {withFileTypes: true}).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return docFiles(file);
    return entry.name.endsWith('.md') ? [file] : [];
  });
}
const pages: ManualPage[] = docFiles().map((file) => readManualPage(SITE, file));
const manualTableRows = pages.filter((page) => !page.file.startsWith('docs/changelog/')).flatMap(manualRows);

function rowsOf(release: string, source: string, errors: string[], apis: ApiModel[] = models): Row[] {
  return apiChangeRows(releaseNoteFile(release), source, release, apis, errors);
}

function allRows(errors: string[]): Row[] {
  return releases.flatMap((release) => rowsOf(release, readManualPage(SITE, releaseNoteFile(release)).source, errors));
}

/** Every problem of the rows: those that cannot be resolved, and the marks their targets lack. */
function rowViolations(rows: Row[]): string[] {
  return rows.flatMap((row) => {
    const {targets, errors} = resolveRow(row, manualTableRows);
    return [...errors, ...targets.flatMap((target) => markViolations(row, target))];
  });
}

const admin = models.find((model) => model.reference.source === 'admin');
const billing = models.find((model) => model.reference.source === 'billingResource');
const operationOf = (api: ApiModel | undefined, id: string) => api?.operations.find((operation) => operation.id === id);

describe('the release notes and the marks of the specs', () => {
  it('finds the API changes of every release with notes', () => {
    expect(releases).toEqual(expect.arrayContaining(['25.6.0', '25.5.0', '25.4.0']));
    const errors: string[] = [];
    const rows = allRows(errors);
    expect(errors).toEqual([]);
    // Both APIs, and the rows the acceptance names: the moved credits list and resume's force.
    expect(new Set(rows.map((row) => row.api.reference.source))).toEqual(new Set(['admin', 'billingResource']));
    expect(rows.length).toBeGreaterThanOrEqual(15);
  });

  it('(a) gives each operation, parameter, field, enum value and body a release note adds or changes its release, read through the model', () => {
    expect(rowViolations(allRows([]))).toEqual([]);
  });

  it('(a) every mark of the specs is named by the API changes of its release', () => {
    const rows = allRows([]);
    const problems = models.flatMap((api) =>
      specMarks(api).flatMap((mark) => {
        const names = namesInRows(rows.filter((row) => row.api === api && row.release === mark.release));
        return names.has(mark.name)
          ? []
          : [
              `${api.title}: ${mark.where} says ${mark.release}, but the API changes of ${releaseNoteFile(mark.release)} do not name \`${mark.name}\``,
            ];
      }),
    );
    expect(problems).toEqual([]);
    // The two marks the acceptance names, as the views read them.
    expect(operationOf(admin, 'list-account-credits')?.since).toBe('25.5.0');
    const resume = operationOf(admin, 'resume-a-billing-profile');
    expect(resume?.changedIn).toEqual(['25.4.0', '25.6.0']);
    expect(resume?.requestBody?.bodies[0]?.fields.find((field) => field.name === 'force')?.since).toBe('25.6.0');
  });

  it('(b) every mark of the specs and of docs/ names a release that has notes', () => {
    const inSpecs = models.flatMap((api) => specMarks(api).map((mark) => ({at: `${api.title}: ${mark.where}`, release: mark.release})));
    const inDocs = pages.flatMap(docMarks);
    expect(inSpecs.length).toBeGreaterThan(20);
    expect(inDocs.length).toBeGreaterThan(15);
    const unknown = [...inSpecs, ...inDocs].filter((mark) => !releases.includes(mark.release));
    expect(unknown.map((mark) => `${mark.at}: ${mark.release} has no notes in docs/changelog/releases/`)).toEqual([]);
  });

  it('(b) the manuals mark releases one way: no "Available since" admonition, no "since 25.6.0" in prose', () => {
    const problems = pages
      .filter((page) => !page.file.startsWith('docs/changelog/'))
      .flatMap((page) => {
        const found: string[] = [];
        const walk = (node: Root | Root['children'][number]): void => {
          const line = `${page.file}:${node.position?.start.line}`;
          if (node.type === 'containerDirective' && /since/i.test(toString(node.children[0] ?? {type: 'text', value: ''})))
            found.push(`${line}: an admonition about a release; write :since[release] instead`);
          if (node.type === 'text') {
            // Lower case: "Since 25.6.0" is the badge's own wording, which a page may quote.
            for (const match of node.value.matchAll(/\bsince (?:Nubis )?(\d+\.\d+\.\d+)/g))
              if (releases.includes(match[1] ?? '')) found.push(`${line}: "${match[0]}" in prose; write :since[${match[1]}] instead`);
          }
          if ('children' in node) for (const child of node.children) walk(child as Root['children'][number]);
        };
        walk(page.tree);
        return found;
      });
    expect(problems).toEqual([]);
  });
});

describe('the release-notes parser is strict', () => {
  const note = (rows: string[], heading = 'Admin API'): string =>
    ['## API changes', '', `### ${heading}`, '', '| Change | Endpoint or field | Details |', '| --- | --- | --- |', ...rows].join('\n');
  const violations = (markdown: string): string[] => {
    const errors: string[] = [];
    const rows = rowsOf('25.6.0', markdown, errors);
    return [...errors, ...rowViolations(rows)];
  };

  it('names the note, the row and the fix for a row it cannot resolve', () => {
    expect(violations(note(['| Added | `BillingProfile.vatIdStatuz` | Typo. |']))).toEqual([
      expect.stringMatching(
        /^docs\/changelog\/releases\/v25\.6\.0\.md:7: the row "\| Added \| `BillingProfile\.vatIdStatuz` \|" names `BillingProfile\.vatIdStatuz`, which no request or success response of the Billing profiles operations has\. Fix the name/,
      ),
    ]);
    expect(violations(note(['| Added | `Invoice.total` | No such tag. |']))[0]).toMatch(
      /`Invoice`, which is the resource of no tag of the Nubis admin API/,
    );
    expect(violations(note(['| Added | `GET /api/v1/admin/invoices` | No such path. |']))[0]).toMatch(
      /which is no operation of the Nubis admin API/,
    );
    expect(violations(note(['| Added | The VAT status | No code. |']))[0]).toMatch(
      /names nothing the test can find\. Name what changed in code/,
    );
    expect(violations(note(['| Added | `ServiceProvider.type` value `VHI_S4` | Typo. |']))[0]).toMatch(
      /the value `VHI_S4` of `type`.*which its enum lacks/,
    );
    expect(violations(note(['| Improved | `Bill.number` | Unknown change. |']))[0]).toMatch(/write one of Added, Changed/);
    expect(violations(note(['| Added | `Bill.number` | x |'], 'Invoicing API'))[0]).toMatch(
      /"### Invoicing API" names no API of openapi\//,
    );
  });

  it('reports a mark that is missing or names another release, with what to write', () => {
    // Bill.number was changed in 25.4.0, not added in 25.6.0; savingsPlanCovered carries 25.6.0.
    expect(violations(note(['| Added | `Bill.number` | Moved. |']))[0]).toMatch(
      /`content\[\]\.number` \(GET \/api\/v1\/admin\/bills, 200 response\) lacks the mark; give the property or parameter x-nubis-since: 25\.6\.0\./,
    );
    expect(violations(note(['| Added | `Bill.lines[].savingsPlanCovered` | Covered. |']))).toEqual([]);
    expect(violations(note(['| Deprecated | `Bill.lines[].savingsPlanCovered` | Going. |']))[0]).toMatch(
      /is not deprecated; mark it deprecated: true/,
    );
    expect(
      violations(
        note(['| Added | `POST /api/v1/billing-resource-exporter/exports`, `format` | New value `PARQUET`. |'], 'Billing resource API'),
      )[0],
    ).toMatch(/the value `PARQUET` of `format`/);
  });
});

describe('the views show the marks', () => {
  const resume = operationOf(admin, 'resume-a-billing-profile');
  const credits = operationOf(admin, 'list-account-credits');
  const exports = operationOf(billing, 'create-billing-resource-export');
  const twin = (api: ApiModel | undefined, id: string): string =>
    (api && referenceTwin(api, id, {title: id, url: `https://docs.example.com/${id}`}, 'spec.yaml', (target) => `${target}.md`)) ?? '';

  it('(c) the page of an operation shows its badges beside its endpoint, and its field list a field’s and a value’s', () => {
    // Each spec's pages rendered once: rendering them per look-up took this test past its timeout on a busy machine.
    const [adminPages, billingPages] = [admin, billing].map((api) => (api ? referencePages(api) : []));
    const page = (api: ApiModel | undefined, id: string) =>
      (api === admin ? adminPages : billingPages)?.find((candidate) => candidate.id === id)?.mdx ?? '';
    expect(page(admin, 'list-account-credits')).toContain('badges={["Since 25.5.0"]}');
    expect(page(admin, 'resume-a-billing-profile')).toContain('badges={["Changed in 25.4.0 and 25.6.0"]}');
    expect(page(admin, 'account-credits')).toContain('badges={["Since 25.5.0"]}');
    expect(fieldsToHtml(resume?.requestBody?.bodies[0]?.fields ?? [])).toContain(
      "<code class='api-field__name'>force</code> <span class='api-field__type'>boolean</span> <span class='since-badge'>Since 25.6.0</span>",
    );
    expect(fieldsToHtml(exports?.requestBody?.bodies[0]?.fields ?? [])).toContain(
      "<code>JSON</code>, <code>NDJSON</code> <span class='since-badge'>Since 25.6.0</span>",
    );
    expect(page(billing, 'download-billing-resource-export')).toContain(
      'Content type `application/x-ndjson`: string. <span className="since-badge">Since 25.6.0</span>',
    );
    expect(credits?.since).toBe('25.5.0');
  });

  it('(c) the twin writes the same marks as text', () => {
    expect(twin(admin, 'list-account-credits')).toMatch(
      /^`GET \/api\/v1\/admin\/billing-profiles\/\{billingProfileId\}\/credits` on the server .*\n\nSince 25\.5\.0\.$/m,
    );
    expect(twin(admin, 'resume-a-billing-profile')).toContain('\n\nChanged in 25.4.0 and 25.6.0.\n\n');
    expect(twin(admin, 'resume-a-billing-profile')).toMatch(/\| `force` \| boolean \| no \| Since 25\.6\.0\. Resume even though/);
    expect(twin(admin, 'get-bill')).toMatch(/\| `lines\[\]\.savingsPlanCovered` \| boolean \| yes \| Since 25\.6\.0\. Whether/);
    expect(twin(billing, 'create-billing-resource-export')).toContain('Possible values: `CSV`, `JSON`, `NDJSON` (since 25.6.0).');
    expect(twin(admin, 'account-credits')).toContain('`GET /api/v1/admin/billing-profiles/{billingProfileId}/credits` (since 25.5.0)');
    expect(twin(admin, 'get-bill')).toContain('Content type `application/problem+json`. Since 25.4.0.');
  });

  it('(c) a manual page’s :since mark becomes the badge, and its twin says it in words', async () => {
    const markdown = ':since[25.6.0] Clients can re-send an invitation.';
    const tree = parseMarkdown(markdown);
    remarkSince()(tree, {path: 'docs/test/page.md'});
    expect(toHtml(toHast(tree))).toBe('<p><span class="since-badge">Since 25.6.0</span> Clients can re-send an invitation.</p>');
    const links = {link: () => undefined, image: () => undefined};
    expect(pageBodyToMarkdown(markdown, links)).toBe('**Since 25.6.0** Clients can re-send an invitation.\n');
  });

  it('stops the build on a mark that names no release, sits in a heading or is a block', () => {
    const run = (markdown: string) => () => remarkSince()(parseMarkdown(markdown), {path: 'docs/test/page.md'});
    expect(run('Text :since[soon] here.')).toThrow(
      'docs/test/page.md:1: write a since mark as :since[25.6.0], with the release only; found "soon".',
    );
    expect(run('Intro.\n\n## Re-send :since[25.6.0]')).toThrow(
      "docs/test/page.md:3: a since mark in a heading changes the heading's anchor",
    );
    expect(run(':::since[25.6.0]\nText\n:::')).toThrow(
      'docs/test/page.md:1: a since mark is the text directive :since[25.6.0] inside a paragraph, not a block.',
    );
    expect(isRelease('25.6.0')).toBe(true);
  });
});
