/**
 * A `format: binary` response, on the fixture spec tests/fixtures/bill-pdf.openapi.yaml: the operation
 * page and its Markdown twin say it is a file, with its media type, and the five code samples save it to
 * a file instead of printing it as text (tests/samples/binary-body.test.ts runs them).
 */
import {readFileSync} from 'node:fs';
import type {OpenAPIV3} from 'openapi-types';
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {ADMIN_API_REFERENCE} from '../../src/api-reference/sections';
import {buildApiModel} from '../../src/api-reference/model';
import {referencePages} from '../../src/api-reference/pages';
import {referenceTwin} from '../../src/api-reference/twin';

const model = buildApiModel(ADMIN_API_REFERENCE, parse(readFileSync('tests/fixtures/bill-pdf.openapi.yaml', 'utf8')) as OpenAPIV3.Document);
const operation = model.operations.find((candidate) => candidate.id === 'get-bill-pdf');
const FILE = 'get-bill-pdf.pdf';
const WORDS = 'The body is a PDF file (`application/pdf`), not text: the code samples save it to a file.';

describe('a binary response', () => {
  it('is described as a file with its media type on the operation page and in its twin', () => {
    const page = referencePages(model).find((candidate) => candidate.id === 'get-bill-pdf')?.mdx ?? '';
    const twin =
      referenceTwin(model, 'get-bill-pdf', {title: 'Get bill PDF', url: '/docs/api/reference/get-bill-pdf'}, '', (id) => id) ?? '';
    for (const text of [page, twin]) {
      expect(text).toContain('Content type `application/pdf`: file.');
      expect(text).toContain(WORDS);
      expect(text).not.toContain('The body is text');
    }
  });

  it('is saved to a file by each of the five samples, never printed as text', () => {
    const saving: Record<string, string[]> = {
      curl: [`--output ${FILE}`],
      python: [`with open("${FILE}", "wb") as file:`, 'file.write(response.content)'],
      javascript: ['.then(res => res.arrayBuffer())', `writeFileSync('${FILE}', Buffer.from(data))`],
      go: ['\t"os"\n', `os.WriteFile("${FILE}", body, 0o644)`],
      java: [`HttpResponse.BodyHandlers.ofFile(java.nio.file.Path.of("${FILE}"))`],
    };
    expect(operation?.samples.map((sample) => sample.lang)).toEqual(Object.keys(saving));
    for (const sample of operation?.samples ?? []) {
      for (const code of saving[sample.lang] ?? []) expect(sample.source, sample.label).toContain(code);
      expect(sample.source, sample.label).not.toMatch(/response\.text|res\.text\(\)|string\(body\)|ofString\(\)/);
    }
  });
});
