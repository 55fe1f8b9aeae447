/**
 * What the build adds around httpsnippet's samples: the tabs' labels, the grammar each sample is
 * coloured with, and a deep copy of the spec. tests/samples/ runs every sample against mocks of the specs.
 */
import {readFileSync} from 'node:fs';
import type {OpenAPIV3} from 'openapi-types';
import {expect, it} from 'vitest';
import {parse} from 'yaml';
import {OPENAPI_SOURCES} from '../../src/constants';
import {addCodeSamples, type CodeSample} from '../../scripts/api/code-samples';

const spec = parse(readFileSync(OPENAPI_SOURCES.admin.file, 'utf8')) as OpenAPIV3.Document;

it('labels and colours the five samples of each operation, on a copy of the spec', () => {
  const before = JSON.stringify(spec);
  const output = addCodeSamples(spec, (source, syntax) => `${syntax}:${source.length}`);
  expect(JSON.stringify(spec)).toBe(before);
  const createUser = output.paths['/api/v1/admin/users']?.post as {'x-codeSamples'?: CodeSample[]} | undefined;
  const samples = createUser?.['x-codeSamples'] ?? [];
  expect(samples.map(({lang, label}) => `${lang} ${label}`)).toEqual([
    'curl curl',
    'python Python',
    'javascript JavaScript',
    'go Go',
    'java Java',
  ]);
  expect(samples.map(({html, source}) => html?.replace(`:${source.length}`, ''))).toEqual(['bash', 'python', 'javascript', 'go', 'java']);
});
