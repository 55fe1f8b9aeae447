/**
 * The files that replace or stand in for a classic theme file (src/theme/upstream.json) were taken from
 * that file as it is today: the day Docusaurus moves or changes it, this fails, naming what to re-diff.
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {files, version} from '../../src/theme/upstream.json';

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
