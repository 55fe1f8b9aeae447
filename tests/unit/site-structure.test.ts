import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import sidebars from '../../sidebars';
import {MANUAL_ROUTES} from '../support/routes';

const DOCS = 'docs';

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return markdownFiles(full);
    return /\.mdx?$/.test(name) ? [full] : [];
  });
}

/** The doc file that a route of the specification is built from. */
function fileForRoute(route: string): string | undefined {
  const base = route === '' ? 'index' : route.endsWith('/') ? `${route}index` : route;
  return [`${DOCS}/${base}.md`, `${DOCS}/${base}.mdx`, `${DOCS}/${base}/index.md`].find((file) => existsSync(file));
}

function sidebarDocIds(items: unknown): string[] {
  if (typeof items === 'string') return [items];
  if (Array.isArray(items)) return items.flatMap(sidebarDocIds);
  if (items && typeof items === 'object') {
    const item = items as {type?: string; id?: string; items?: unknown; link?: {type?: string; id?: string}};
    const own = item.type === 'doc' && item.id ? [item.id] : [];
    const link = item.link?.type === 'doc' && item.link.id ? [item.link.id] : [];
    return [...own, ...link, ...sidebarDocIds(item.items ?? [])];
  }
  return [];
}

describe('the docs folder mirrors the routes of the specification', () => {
  it.each(MANUAL_ROUTES)('route /docs/%s has its Markdown file', (route) => {
    expect(fileForRoute(route)).toBeDefined();
  });

  it('every page but the standalone Markdown page is in a sidebar', () => {
    const inSidebars = new Set(Object.values(sidebars).flatMap(sidebarDocIds));
    const files = markdownFiles(DOCS).map((file) => file.slice(DOCS.length + 1).replace(/\.mdx?$/, ''));
    const missing = files.filter((id) => !inSidebars.has(id) && id !== 'markdown-page');
    expect(missing).toEqual([]);
  });
});

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
