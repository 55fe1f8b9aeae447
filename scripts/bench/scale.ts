/**
 * Timed builds, and the scale run (`npm run bench -- --scale N`): this site with N times today's pages,
 * to see how the build and the search grow with the content. bench/.scale-site/ (git-ignored) gets a
 * copy of the site's sources, node_modules linked, and N - 1 copies of every real page under other
 * routes: the Markdown pages under docs/scale-copy-<i>/, the generated API pages under
 * <reference>/scale-copy-<i>/. The copies differ from their originals only by their route (a page's
 * `slug` is dropped, so that the home page's copy does not claim `/`), and broken links only warn there:
 * a relative link of a copy can point at a page that exists only once.
 */
import {spawn} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {API_REFERENCES} from '../../src/api-reference/sections';
import type {BuildRun, ScaleResult} from './figures';
import {measureSearch} from './search-metrics';
import {nubisSite, SEARCH_PAGE_PATH, withServers} from './sites';

/** Resident memory of a process and all its descendants (the build starts workers), from Linux's /proc. */
function treeRssBytes(root: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The fields after the command name, which is in parentheses and may hold spaces.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      rss.set(Number(entry), Number(readFileSync(`/proc/${entry}/statm`, 'utf8').split(' ')[1]) * 4096);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended while being read.
    }
  }
  let total = 0;
  for (let pending = [root], pid = pending.pop(); pid !== undefined; pid = pending.pop()) {
    total += rss.get(pid) ?? 0;
    pending.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** Runs a build command with the production environment, sampling its process tree's memory every 100 ms. */
export function measureBuild(command: string, args: string[], cwd: string): Promise<BuildRun> {
  const env = {...process.env, NUBIS_TEST_FIXTURES: undefined, CI: 'true'};
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, {cwd, env, stdio: ['ignore', 'pipe', 'pipe']});
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    let peakRssBytes = 0;
    const timer = setInterval(() => {
      if (child.pid !== undefined) peakRssBytes = Math.max(peakRssBytes, treeRssBytes(child.pid));
    }, 100);
    child.on('error', (error) => {
      clearInterval(timer);
      reject(error);
    });
    child.on('exit', (code) => {
      clearInterval(timer);
      if (code === 0) resolve({wallMs: performance.now() - started, peakRssBytes});
      else reject(new Error(`${command} ${args.join(' ')} failed in ${cwd} (exit ${code}):\n${output.slice(-4000)}`));
    });
  });
}

export const DOCUSAURUS = path.resolve('node_modules/@docusaurus/core/bin/docusaurus.mjs');

/** This site's production build from what `docusaurus clear` leaves (and without the bundler's cache). */
export function coldBuild(dir = path.resolve('.')): Promise<BuildRun> {
  for (const folder of ['build', '.docusaurus', 'node_modules/.cache']) rmSync(path.join(dir, folder), {recursive: true, force: true});
  return measureBuild('npm', ['run', 'build', '--silent'], dir);
}

const SCALE_SITE_DIR = path.resolve('bench/.scale-site');
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
function prepareScaleSite(factor: number): void {
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
function copyApiPages(factor: number): void {
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

/** One build of N times the content from a cleared state (generation, copies, docusaurus build, index), then its search. */
export async function measureScale(factor: number): Promise<ScaleResult> {
  console.log(`${factor}× content: preparing ${SCALE_SITE_DIR}`);
  prepareScaleSite(factor);
  const steps: [string, string, string[]][] = [
    ['API generation', 'npm', ['run', 'api:generate', '--silent']],
    ['docusaurus build', process.execPath, [DOCUSAURUS, 'build']],
    ['search index', 'npm', ['run', 'search:index', '--silent']],
  ];
  const runs: BuildRun[] = [];
  for (const [label, command, args] of steps) {
    console.log(`${factor}× content: ${label}`);
    runs.push(await measureBuild(command, args, SCALE_SITE_DIR));
    if (label === 'API generation') copyApiPages(factor);
  }
  const build = {wallMs: runs.reduce((sum, run) => sum + run.wallMs, 0), peakRssBytes: Math.max(...runs.map((run) => run.peakRssBytes))};
  const site = nubisSite(SCALE_SITE_DIR);
  const pages = readdirSync(site.buildDir, {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('.html')).length;
  const search = await withServers([site], ([origin]) => measureSearch(`${origin}${SEARCH_PAGE_PATH}`, site.buildDir));
  return {factor, pages, build, search};
}
