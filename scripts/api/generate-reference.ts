/**
 * Writes the API reference pages and sidebars from the API models, before `docusaurus start|build`:
 * for each reference section, its folder is emptied (no page of a removed operation survives), then
 * filled with one MDX file per page and its `sidebar.json`. Generated files are ignored by git: the
 * specs in openapi/ are the source.
 */
import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {loadApiModels, type ApiModel} from '../../src/api-reference/model';
import {referencePages, referenceSidebar} from '../../src/api-reference/pages';
import {SIDEBAR_FILE} from '../../src/api-reference/sections';

const siteDir = path.resolve(__dirname, '..', '..');

export function writeReference(model: ApiModel, root = siteDir): void {
  const outputDir = path.join(root, model.reference.outputDir);
  rmSync(outputDir, {recursive: true, force: true});
  mkdirSync(outputDir, {recursive: true});
  for (const page of referencePages(model)) writeFileSync(path.join(outputDir, `${page.id}.mdx`), page.mdx);
  writeFileSync(path.join(outputDir, SIDEBAR_FILE), `${JSON.stringify({[model.reference.sidebarId]: referenceSidebar(model)}, null, 2)}\n`);
}

if (require.main === module) {
  loadApiModels(siteDir)
    .then((models) => {
      for (const model of models) writeReference(model);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
