/**
 * The scale run (`npm run bench -- --scale N`): this site with N times today's pages, to see how the
 * build and the search grow with the content. bench/.scale-site/ (git-ignored) gets a copy of the
 * site's sources, node_modules linked, and N - 1 copies of every real page under other routes: the
 * Markdown pages under docs/scale-copy-<i>/, the generated API pages under <reference>/scale-copy-<i>/.
 * The copies differ from their originals only by their route (a page's `slug` is dropped, so that the
 * home page's copy does not claim `/`), and broken links only warn there: a relative link of a copy can
 * point at a page that exists only once.
 */
import {cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {API_REFERENCES} from '../../src/apiReference';

export const SCALE_SITE_DIR = path.resolve('bench/.scale-site');
const COPY_PREFIX = 'scale-copy-';

/** What the build reads from the repository, besides node_modules. */
const SITE_ENTRIES = ['docs', 'openapi', 'src', 'static', 'scripts', 'tests', 'package.json', 'tsconfig.json', 'docusaurus.config.ts'];

/** A page's copy: the same text without its own route. */
function copiedPage(source: string): string {
  return source.replace(/^(---\n[\s\S]*?)^slug:.*\n([\s\S]*?---\n)/m, '$1$2');
}

/** The site's config with broken links and anchors reported, not fatal. */
function scaleConfig(config: string): string {
  const relaxed = config
    .replace("onBrokenLinks: 'throw'", "onBrokenLinks: 'warn'")
    .replace("onBrokenAnchors: 'throw'", "onBrokenAnchors: 'warn'");
  if (relaxed === config) throw new Error('docusaurus.config.ts no longer sets onBrokenLinks: the scale run cannot relax it.');
  return relaxed;
}

function copyPages(from: string, to: string, skip: (name: string) => boolean): void {
  mkdirSync(to, {recursive: true});
  for (const entry of readdirSync(from, {withFileTypes: true})) {
    const [source, target] = [path.join(from, entry.name), path.join(to, entry.name)];
    if (skip(entry.name)) continue;
    else if (entry.isDirectory()) copyPages(source, target, skip);
    else if (/\.mdx?$/.test(entry.name)) writeFileSync(target, copiedPage(readFileSync(source, 'utf8')));
    else cpSync(source, target);
  }
}

/** Lays out the scale site's sources and its copies of the Markdown pages. */
export function prepareScaleSite(factor: number): void {
  rmSync(SCALE_SITE_DIR, {recursive: true, force: true});
  mkdirSync(SCALE_SITE_DIR, {recursive: true});
  for (const entry of [...SITE_ENTRIES, ...readdirSync('.').filter((name) => /^sidebars.*\.ts$/.test(name))])
    cpSync(path.resolve(entry), path.join(SCALE_SITE_DIR, entry), {recursive: true});
  symlinkSync(path.resolve('node_modules'), path.join(SCALE_SITE_DIR, 'node_modules'), 'dir');
  const config = path.join(SCALE_SITE_DIR, 'docusaurus.config.ts');
  writeFileSync(config, scaleConfig(readFileSync(config, 'utf8')));
  const docs = path.join(SCALE_SITE_DIR, 'docs');
  for (let copy = 2; copy <= factor; copy += 1)
    copyPages(path.resolve('docs'), path.join(docs, `${COPY_PREFIX}${copy}`), (name) => name.startsWith(COPY_PREFIX));
}

/** Copies the API pages the generator wrote (run after `npm run api:generate` in the scale site). */
export function copyApiPages(factor: number): void {
  for (const reference of API_REFERENCES) {
    const dir = path.join(SCALE_SITE_DIR, reference.outputDir);
    if (!existsSync(dir)) throw new Error(`No generated API pages in ${dir}: run the generator first.`);
    for (let copy = 2; copy <= factor; copy += 1) {
      // A tag page lists its sidebar category's cards, and the copies are in no sidebar: they are left out.
      copyPages(
        dir,
        path.join(dir, `${COPY_PREFIX}${copy}`),
        (name) => name.startsWith(COPY_PREFIX) || name === 'sidebar.ts' || name.endsWith('.tag.mdx'),
      );
    }
  }
}
