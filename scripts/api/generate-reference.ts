/**
 * Generates the API reference pages from the two OpenAPI files, before `docusaurus start|build`:
 * 1. adds build-time code samples (x-codeSamples), coloured, to each spec, written under .generated/openapi/;
 * 2. empties each reference's output folder, so no page of a removed operation survives;
 * 3. runs the openapi plugin's generator for each reference.
 * Generated files are ignored by git: the specs in openapi/ are the source.
 */
import {execFileSync} from 'node:child_process';
import {mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {OpenAPIV3} from 'openapi-types';
import {parse} from 'yaml';
import {API_REFERENCES, type ApiReference} from '../../src/apiReference';
import {OPENAPI_SOURCES} from '../../src/constants';
import {createCodeHighlighter, highlightToHtml, type CodeHighlighter} from '../../src/plugins/code-highlight';
import {addCodeSamples} from './code-samples';

const siteDir = path.resolve(__dirname, '..', '..');
const docusaurusBin = path.join(siteDir, 'node_modules', '.bin', 'docusaurus');

export function prepareSpec(reference: ApiReference, highlighter: CodeHighlighter): void {
  const source = path.join(siteDir, OPENAPI_SOURCES[reference.source].file);
  const document = parse(readFileSync(source, 'utf8')) as OpenAPIV3.Document;
  const prepared = path.join(siteDir, reference.preparedSpec);
  mkdirSync(path.dirname(prepared), {recursive: true});
  writeFileSync(
    prepared,
    `${JSON.stringify(
      addCodeSamples(document, (source, syntax) => highlightToHtml(highlighter, source, syntax)),
      null,
      2,
    )}\n`,
  );
}

/** Empties a reference's output folder, so no page of a removed operation survives. */
export function resetOutputDir(reference: ApiReference): void {
  const outputDir = path.join(siteDir, reference.outputDir);
  rmSync(outputDir, {recursive: true, force: true});
  mkdirSync(outputDir, {recursive: true});
}

export function generatePages(reference: ApiReference): void {
  execFileSync(docusaurusBin, ['gen-api-docs', 'all', '--plugin-id', reference.openapiPluginId], {cwd: siteDir, stdio: 'inherit'});
}

async function main(): Promise<void> {
  const highlighter = await createCodeHighlighter();
  for (const reference of API_REFERENCES) prepareSpec(reference, highlighter);
  // Every docs instance refuses to load without its folder, even to generate into another one.
  for (const reference of API_REFERENCES) resetOutputDir(reference);
  for (const reference of API_REFERENCES) generatePages(reference);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
