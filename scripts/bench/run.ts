/**
 * npm run bench [-- --check] [-- --runs N] [-- --skip-build] [-- --search-only] [-- --scale N]
 *
 * Builds this site and a default Docusaurus classic site on this machine, serves both with nginx and
 * measures them in the same run: Lighthouse, first-visit bytes and requests, build time and memory,
 * search. Writes bench/results.json and bench/results.md. With --check, exits 1 when a budget of
 * scripts/bench/budgets.ts is missed. Each page is measured 5 times, in rounds over the pages of both
 * sites, and each build 3 times (medians);
 * --runs N sets both. --skip-build measures the builds already in place and carries the
 * build figures over from the previous bench/results.json (for quick iterations, not for the record).
 * --search-only measures only the search of the build in place and updates those figures of the
 * previous results. --scale N builds this site with N times its pages (scripts/bench/scale.ts) and
 * records that build and its search beside the previous results. BENCH_PORT moves this site's server.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {findOrInstallChromium} from '../chromium';
import {checkBudgets} from './budgets';
import {clearBuildState, countPages, measureBuild, type BuildRun} from './build-metrics';
import {ensureDefaultSite} from './default-site';
import {figuresOf, startLighthouse, type LighthouseResult} from './lighthouse';
import {startPageWeight} from './page-weight';
import {measurePhoneLoads} from './phone';
import {renderReport} from './report';
import type {BenchResults, BuildFigures, PageResult, SiteResult} from './results';
import {measureSearch} from './search-metrics';
import {copyApiPages, parseScale, prepareScaleSite, SCALE_SITE_DIR} from './scale';
import {serveSite} from './serve';
import {DEFAULT_SITE, NUBIS_SITE, type BenchSite, type SiteId} from './sites';
import {median} from './stats';

export const RESULTS_JSON = 'bench/results.json';
export const RESULTS_MD = 'bench/results.md';

interface Options {
  check: boolean;
  /** Lighthouse and weight runs per page: 3 proved too noisy for ratio budgets on this machine. */
  runs: number;
  /** Cold and warm builds per site. */
  buildRuns: number;
  skipBuild: boolean;
  searchOnly: boolean;
  scale?: number;
}

const USAGE = 'npm run bench [-- --check] [-- --runs N] [-- --skip-build] [-- --search-only] [-- --scale N]';

export function parseArgs(argv: string[]): Options {
  const options: Options = {check: false, runs: 5, buildRuns: 3, skipBuild: false, searchOnly: false};
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] ?? '';
    if (arg === '--check') options.check = true;
    else if (arg === '--skip-build') options.skipBuild = true;
    else if (arg === '--search-only') options.searchOnly = true;
    else if (arg === '--scale' || arg.startsWith('--scale='))
      options.scale = parseScale((arg.includes('=') ? arg.split('=')[1] : argv[(index += 1)]) ?? '');
    else if (arg === '--runs' || arg.startsWith('--runs=')) {
      const value = Number(arg.includes('=') ? arg.split('=')[1] : argv[(index += 1)]);
      if (!Number.isInteger(value) || value < 1) throw new Error(`--runs needs a whole number of at least 1, not ${value}.`);
      options.runs = value;
      options.buildRuns = value;
    } else throw new Error(`Unknown option ${arg}. Usage: ${USAGE}`);
  }
  return options;
}

/** This site's bench server: on BENCH_PORT when set (a machine shared with other runs). */
function nubisSite(dir = NUBIS_SITE.dir): BenchSite {
  return {...NUBIS_SITE, dir, buildDir: path.join(dir, 'build'), port: Number(process.env.BENCH_PORT ?? NUBIS_SITE.port)};
}

async function searchOf(site: BenchSite): ReturnType<typeof measureSearch> {
  const server = await serveSite(site);
  try {
    return await measureSearch(`${server.origin}${site.pages[1]?.path ?? site.pages[0]?.path ?? '/'}`, site.buildDir);
  } finally {
    await server.stop();
  }
}

/** The scale run: one build from a cleared state (generation, copies, docusaurus build, index), then its search. */
async function measureScale(factor: number): Promise<NonNullable<BenchResults['scale']>> {
  const site = nubisSite(SCALE_SITE_DIR);
  console.log(`${factor}× content: preparing ${SCALE_SITE_DIR}`);
  prepareScaleSite(factor);
  const env = {...process.env, NUBIS_TEST_FIXTURES: undefined, CI: 'true'};
  const steps: [string, string, string[]][] = [
    ['API generation', 'npm', ['run', 'api:generate', '--silent']],
    ['docusaurus build', process.execPath, [path.resolve('node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build']],
    ['search index', 'npm', ['run', 'search:index', '--silent']],
  ];
  const runs: BuildRun[] = [];
  for (const [label, command, args] of steps) {
    console.log(`${factor}× content: ${label}`);
    runs.push(await measureBuild(command, args, site.dir, env));
    if (label === 'API generation') copyApiPages(factor);
  }
  const build = {wallMs: runs.reduce((sum, run) => sum + run.wallMs, 0), peakRssBytes: Math.max(...runs.map((run) => run.peakRssBytes))};
  console.log(
    `${factor}× content: built in ${(build.wallMs / 1000).toFixed(0)} s, peak ${Math.round(build.peakRssBytes / 1024 ** 2)} MiB; search`,
  );
  return {factor, measuredAt: new Date().toISOString(), pages: countPages(site.buildDir), build, search: await searchOf(site)};
}

function write(results: BenchResults, check: boolean): void {
  writeFileSync(RESULTS_JSON, `${JSON.stringify(results, null, 2)}\n`);
  const report = renderReport(results);
  writeFileSync(RESULTS_MD, report);
  console.log(`\n${report}`);
  console.log(`Wrote ${RESULTS_JSON} and ${RESULTS_MD}.`);
  const missed = results.budgets.filter((outcome) => !outcome.passed);
  if (check && missed.length > 0) {
    console.error(
      `${missed.length} budget(s) missed:\n${missed.map((outcome) => `  ${outcome.budget}${outcome.page ? ` (${outcome.page})` : ''}: ${outcome.actual}, limit ${outcome.limit}`).join('\n')}`,
    );
    process.exitCode = 1;
  } else if (check) console.log('Every budget is met.');
}

function medianRun(runs: BuildRun[]): BuildRun {
  return {wallMs: median(runs.map((run) => run.wallMs)), peakRssBytes: median(runs.map((run) => run.peakRssBytes))};
}

function buildCommand(site: BenchSite): [string, string[]] {
  return site.id === 'nubis'
    ? ['npm', ['run', 'build', '--silent']]
    : [process.execPath, [path.resolve('node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build']];
}

async function measureBuilds(site: BenchSite, runs: number): Promise<BuildFigures> {
  const [command, args] = buildCommand(site);
  // The production build: no test fixtures, whatever the calling shell has set.
  const env = {...process.env, NUBIS_TEST_FIXTURES: undefined, CI: 'true'};
  const coldRuns: BuildRun[] = [];
  const warmRuns: BuildRun[] = [];
  for (let run = 1; run <= runs; run += 1) {
    clearBuildState(site.dir);
    console.log(`  ${site.label}: cold build ${run}/${runs}`);
    coldRuns.push(await measureBuild(command, args, site.dir, env));
  }
  for (let run = 1; run <= runs; run += 1) {
    console.log(`  ${site.label}: warm build ${run}/${runs}`);
    warmRuns.push(await measureBuild(command, args, site.dir, env));
  }
  return {coldRuns, cold: medianRun(coldRuns), warmRuns, warm: medianRun(warmRuns), pages: countPages(site.buildDir)};
}

/**
 * Lighthouse on every page of both sites in rounds: each round audits each page once, so that the
 * default site's pages and this site's meet the machine's changing load together instead of in turn
 * (every budget compares the two). Then each page's first-visit weight, which does not vary with load.
 */
async function measurePages(
  sites: BenchSite[],
  runs: number,
): Promise<{pages: Partial<Record<SiteId, Record<string, PageResult>>>; lighthouseVersion: string}> {
  const served: {site: BenchSite; origin: string; stop: () => Promise<void>}[] = [];
  const reportKey = (site: BenchSite, page: BenchSite['pages'][number]) => `${site.id} ${page.id}`;
  try {
    for (const site of sites) served.push({site, ...(await serveSite(site))});
    const reports = new Map<string, LighthouseResult[]>();
    const lighthouse = await startLighthouse();
    let lighthouseVersion = '';
    try {
      for (let run = 1; run <= runs; run += 1) {
        console.log(`Lighthouse, round ${run}/${runs}`);
        for (const {site, origin} of served) {
          for (const page of site.pages) {
            console.log(`  ${site.label}: ${page.label} (${origin}${page.path})`);
            const key = reportKey(site, page);
            reports.set(key, [...(reports.get(key) ?? []), await lighthouse.audit(`${origin}${page.path}`)]);
          }
        }
      }
      lighthouseVersion = lighthouse.version;
    } finally {
      await lighthouse.close();
    }
    const pages: Partial<Record<SiteId, Record<string, PageResult>>> = {};
    const weights = await startPageWeight();
    try {
      for (const {site, origin} of served) {
        const sitePages: Record<string, PageResult> = {};
        for (const page of site.pages) {
          console.log(`  ${site.label}: first-visit weight of ${page.label}`);
          const figures = figuresOf(reports.get(reportKey(site, page)) ?? []);
          const weight = await weights.measure(`${origin}${page.path}`, runs);
          sitePages[page.id] = {label: page.label, kind: page.kind, path: page.path, baseline: page.baseline, lighthouse: figures, weight};
        }
        pages[site.id] = sitePages;
      }
    } finally {
      await weights.close();
    }
    // What a reader on a phone waits for, in rounds over the pages of both sites as Lighthouse is.
    const timed = served.flatMap(({site, origin}) =>
      site.pages.filter((page) => page.kind !== 'not-found').map((page) => ({site, page, url: `${origin}${page.path}`})),
    );
    const phone = await measurePhoneLoads(
      timed.map(({url}) => url),
      runs,
    );
    for (const [index, {site, page}] of timed.entries()) {
      const result = pages[site.id]?.[page.id];
      if (result) result.phone = phone[index];
    }
    return {pages, lighthouseVersion};
  } finally {
    for (const {stop} of served) await stop();
  }
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const previous = existsSync(RESULTS_JSON) ? (JSON.parse(readFileSync(RESULTS_JSON, 'utf8')) as BenchResults) : undefined;
  if ((options.skipBuild || options.searchOnly || options.scale) && !previous)
    throw new Error(`--skip-build, --search-only and --scale need a previous ${RESULTS_JSON}.`);
  if (previous && (options.searchOnly || options.scale)) {
    const sites = options.searchOnly
      ? {...previous.sites, nubis: {...previous.sites.nubis, search: await searchOf(nubisSite())}}
      : previous.sites;
    const scale = options.scale ? await measureScale(options.scale) : previous.scale;
    write({...previous, sites, ...(scale ? {scale} : {}), budgets: checkBudgets({sites, scale})}, options.check);
    return;
  }
  const {docusaurusVersion, scaffolded} = ensureDefaultSite();
  if (scaffolded) console.log(`Scaffolded the default classic site (Docusaurus ${docusaurusVersion}) in ${DEFAULT_SITE.dir}.`);
  const chromium = execFileSync(findOrInstallChromium('browser'), ['--version'], {encoding: 'utf8'}).trim();
  const benchSites = [DEFAULT_SITE, nubisSite()];
  const builds = {} as Record<SiteId, BuildFigures>;
  // The default site first: this site's production build is the one left in build/ afterwards.
  for (const site of benchSites) {
    console.log(`${site.label}: builds`);
    builds[site.id] = options.skipBuild && previous ? previous.sites[site.id].build : await measureBuilds(site, options.buildRuns);
    if (!existsSync(path.join(site.buildDir, 'index.html'))) throw new Error(`No build in ${site.buildDir}: run without --skip-build.`);
  }
  console.log('Pages of both sites');
  const {pages, lighthouseVersion} = await measurePages(benchSites, options.runs);
  const sites = {} as Record<SiteId, SiteResult>;
  for (const site of benchSites) {
    const sitePages = pages[site.id];
    if (!sitePages) throw new Error(`No page figures for ${site.label}.`);
    sites[site.id] = {
      label: site.label,
      build: builds[site.id],
      pages: sitePages,
      ...(site.id === 'nubis' ? {search: await searchOf(site)} : {}),
    };
  }
  const cpus = os.cpus();
  const results: BenchResults = {
    measuredAt: new Date().toISOString(),
    machine: {
      cpus: cpus.length,
      cpuModel: cpus[0]?.model.trim() ?? 'unknown',
      memoryGiB: Math.round(os.totalmem() / 1024 ** 3),
      node: process.version,
      chromium,
    },
    docusaurusVersion,
    lighthouseVersion,
    runs: options.runs,
    buildRuns: options.skipBuild && previous ? (previous.buildRuns ?? previous.runs) : options.buildRuns,
    sites,
    ...(previous?.scale ? {scale: previous.scale} : {}),
    budgets: checkBudgets({sites, scale: previous?.scale}),
  };
  write(results, options.check);
}

if (path.basename(process.argv[1] ?? '') === 'run.ts') {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
