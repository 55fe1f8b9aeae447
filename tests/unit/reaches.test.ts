/**
 * Reaches into Docusaurus (ARCHITECTURE.md): every file that imports what Docusaurus does not publish is
 * listed there, and each theme file that replaces one of the classic theme's was taken from that file as it
 * is today (src/theme/upstream.json): the day Docusaurus moves or changes it, this fails, naming what to re-diff.
 */
import {createHash} from 'node:crypto';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {files, version} from '../../src/theme/upstream.json';

/** What Docusaurus does not publish: its internals, its generated modules and the theme's originals. */
const INTERNAL = /^(?:@docusaurus\/[\w-]+\/(?:internal|lib\/.*)|@generated\/.*|@theme-(?:original|init)\/.*)$/;

it('lists in ARCHITECTURE.md every file that imports a Docusaurus internal', () => {
  const architecture = readFileSync('ARCHITECTURE.md', 'utf8');
  const sources = ['src', 'scripts', 'tests']
    .flatMap((dir) => readdirSync(dir, {recursive: true, encoding: 'utf8'}).map((file) => path.join(dir, file)))
    .filter((file) => /\.(?:ts|tsx|mts)$/.test(file));
  for (const file of sources) {
    const imports = ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles.map(({fileName}) => fileName);
    const internal = imports.filter((name) => INTERNAL.test(name));
    const listed = architecture.includes(`\`${file}\``) || architecture.includes(`\`${path.dirname(file)}/*\``);
    if (internal.length > 0)
      expect(
        listed,
        `${file} imports ${internal.join(', ')}: add it to "Reaches into Docusaurus" in ARCHITECTURE.md, with the check that fails when upstream moves it.`,
      ).toBe(true);
  }
});

describe.each(Object.entries(files))('%s', (local, {from, sha256}) => {
  const file = path.join('node_modules', from);

  it('was taken from an upstream file that is still there and unchanged', () => {
    expect(
      existsSync(file),
      `${from} is gone: find where Docusaurus moved it, re-diff ${local} against it, then update "from" and "sha256" in src/theme/upstream.json.`,
    ).toBe(true);
    const actual = createHash('sha256').update(readFileSync(file)).digest('hex');
    expect(
      actual,
      `${from} changed since ${local} was diffed against it (theme-classic ${version}): carry over into ${local} what upstream changed, then record the new version and "sha256": "${actual}" in src/theme/upstream.json.`,
    ).toBe(sha256);
  });
});
