/** The page rules every doc follows (the routes and sidebars are checked in the browser: tests/e2e/pages.spec.ts). */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const DOCS = 'docs';

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return markdownFiles(full);
    return /\.mdx?$/.test(name) ? [full] : [];
  });
}

describe('every page follows the page rules', () => {
  const files = markdownFiles(DOCS);

  it('finds the pages', () => {
    expect(files.length).toBeGreaterThan(40);
  });

  it.each(files)('%s has a title and a description, and no placeholder', (file) => {
    const text = readFileSync(file, 'utf8');
    const frontMatter = /^---\n([\s\S]*?)\n---\n/.exec(text)?.[1] ?? '';
    expect(frontMatter).toMatch(/^title: .+/m);
    expect(frontMatter).toMatch(/^description: .{40,}/m);
    expect(text).not.toMatch(/lorem ipsum|coming soon|\bTODO\b|\bTBD\b|\{product\}/i);
  });
});
