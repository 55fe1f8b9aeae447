/**
 * `npm run bench`: builds this site and a default Docusaurus classic site on this machine, serves both
 * with nginx, measures them in the same run and writes bench/results.json and bench/results.md
 * (bench/README.md says how to read them). Options: USAGE.
 */
import {execFileSync, spawn} from 'node:child_process';
import {existsSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs as parseOptions} from 'node:util';
import {findOrInstallChromium} from '../chromium';
import {checkBudgets, checkPhoneBudgets} from './budgets';
import {COLOR_MODES, measurePages, median, type PageFigures, type PageTarget} from './pages';
import {
  budgetTable,
  phoneSection,
  renderReport,
  type BenchResults,
  type BuildRun,
  type PageResult,
  type ScaleResult,
  type SiteResult,
} from './report';
import {copyApiPages, prepareScaleSite, SCALE_SITE_DIR} from './scale';
import {measureSearch, type SearchFigures} from './search-metrics';
import {
  BASELINE_PAGE,
  DEFAULT_SITE,
  ensureDefaultSite,
  nubisSite,
  PHONE_ONLY_PAGES,
  SAME_MARKDOWN_PAGE,
  SEARCH_PAGE,
  withServers,
  type BenchSite,
} from './sites';

const RESULTS_JSON = 'bench/results.json';
const RESULTS_MD = 'bench/results.md';

const USAGE = `Usage: npm run bench -- [--check] [--runs N] [--skip-build] [--search-only] [--phone-only] [--scale N]
  --check        exit 1 when a budget of scripts/bench/budgets.ts is missed
  --runs N       runs per page and builds per site (default 7 and 3)
  --skip-build   measure the builds in place and carry the build figures over from ${RESULTS_JSON}
  --search-only  measure only the search of the build in place, the rest carried over
  --phone-only   only what a reader sees on a phone (the phone profile and Lighthouse) on the MicroK8s and
                 create-user pages and the default page of the same Markdown, builds in place; prints the
                 figures and their budgets, writes no results
  --scale N      build this site with N (2 to 50) times its pages, and record that build and its search
BENCH_PORT moves this site's server off port 4175.`;

function parseArgs(args: string[]) {
  try {
    const {values} = parseOptions({
      args,
      options: {
        check: {type: 'boolean', default: false},
        runs: {type: 'string'},
        'skip-build': {type: 'boolean', default: false},
        'search-only': {type: 'boolean', default: false},
        'phone-only': {type: 'boolean', default: false},
        scale: {type: 'string'},
      },
    });
    const whole = (option: string, value: string, min: number, max = Infinity): number => {
      const number = Number(value);
      const range = max === Infinity ? `of at least ${min}` : `from ${min} to ${max}`;
      if (!Number.isInteger(number) || number < min || number > max)
        throw new Error(`--${option} needs a whole number ${range}, not ${value}.`);
      return number;
    };
    // Three runs proved too noisy for ratio budgets on a shared 2-core machine, and paint times need seven.
    const runs = values.runs === undefined ? undefined : whole('runs', values.runs, 1);
    return {
      check: values.check,
      runs: runs ?? 7,
      buildRuns: runs ?? 3,
      skipBuild: values['skip-build'],
      searchOnly: values['search-only'],
      phoneOnly: values['phone-only'],
      ...(values.scale === undefined ? {} : {scale: whole('scale', values.scale, 2, 50)}),
    };
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
}

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
  const pending = [root];
  for (let pid = pending.pop(); pid !== undefined; pid = pending.pop()) {
    total += rss.get(pid) ?? 0;
    pending.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** Runs a build command with the production environment, sampling its process tree's memory every 100 ms. */
function measureBuild(command: string, args: string[], cwd: string): Promise<BuildRun> {
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
      const wallMs = performance.now() - started;
      if (code === 0) resolve({wallMs, peakRssBytes});
      else reject(new Error(`${command} ${args.join(' ')} failed in ${cwd} (exit ${code}):\n${output.slice(-4000)}`));
    });
  });
}

const countPages = (buildDir: string): number =>
  readdirSync(buildDir, {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('.html')).length;

const DOCUSAURUS = path.resolve('node_modules/@docusaurus/core/bin/docusaurus.mjs');

/** Cold builds (after what `docusaurus clear` removes), then warm ones with the bundler's cache. */
async function measureBuilds(site: BenchSite, runs: number): Promise<SiteResult['build']> {
  const [command, args] = site.id === 'nubis' ? ['npm', ['run', 'build', '--silent']] : [process.execPath, [DOCUSAURUS, 'build']];
  const builds = async (kind: string, before: () => void): Promise<BuildRun[]> => {
    const done: BuildRun[] = [];
    for (let run = 1; run <= runs; run += 1) {
      before();
      console.log(`  ${site.label}: ${kind} build ${run}/${runs}`);
      done.push(await measureBuild(command, args, site.dir));
    }
    return done;
  };
  const clear = (): void => {
    for (const folder of ['build', '.docusaurus', 'node_modules/.cache'])
      rmSync(path.join(site.dir, folder), {recursive: true, force: true});
  };
  const coldRuns = await builds('cold', clear);
  const warmRuns = await builds('warm', () => undefined);
  const medianRun = (done: BuildRun[]): BuildRun => ({
    wallMs: median(done.map((run) => run.wallMs)),
    peakRssBytes: median(done.map((run) => run.peakRssBytes)),
  });
  return {coldRuns, cold: medianRun(coldRuns), warmRuns, warm: medianRun(warmRuns), pages: countPages(site.buildDir)};
}

function searchPage(site: BenchSite): string {
  const page = site.pages.find(({id}) => id === SEARCH_PAGE);
  if (!page) throw new Error(`${site.label} has no "${SEARCH_PAGE}" page to search from.`);
  return page.path;
}

const searchOf = (site: BenchSite): Promise<SearchFigures> =>
  withServers([site], ([origin]) => measureSearch(`${origin}${searchPage(site)}`, site.buildDir));

/** One build of N times the content from a cleared state (generation, copies, docusaurus build, index), then its search. */
async function measureScale(factor: number): Promise<ScaleResult> {
  const site = nubisSite(SCALE_SITE_DIR);
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
    runs.push(await measureBuild(command, args, site.dir));
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
  console.log(`\n${report}\nWrote ${RESULTS_JSON} and ${RESULTS_MD}.`);
  if (check) reportMissed(results.budgets);
}

function reportMissed(budgets: BenchResults['budgets']): void {
  const missed = budgets.filter(({passed}) => !passed);
  if (missed.length === 0) console.log('Every budget is met.');
  else {
    const lines = missed.map(({budget, page, actual, limit}) => `  ${budget}${page ? ` (${page})` : ''}: ${actual}, limit ${limit}`);
    console.error(`${missed.length} budget(s) missed:\n${lines.join('\n')}`);
    process.exitCode = 1;
  }
}

/** Which measurements a page gets: the phone profile on every page but the not-found pages and the default home page, in dark mode too on a few. */
function targetOf(site: BenchSite, page: BenchSite['pages'][number], url: string): PageTarget {
  const phone =
    site.id === 'nubis'
      ? page.kind === 'not-found'
        ? []
        : (PHONE_ONLY_PAGES as readonly string[]).includes(page.id)
          ? COLOR_MODES
          : (['light'] as const)
      : [BASELINE_PAGE, SAME_MARKDOWN_PAGE].includes(page.id)
        ? (['light'] as const)
        : [];
  return {url, weight: true, phone};
}

/** Measures the pages of both sites, served as in production, in rounds; `phoneOnly` leaves out the weight. */
async function measureSites(
  nubis: BenchSite,
  pages: {site: BenchSite; page: BenchSite['pages'][number]}[],
  runs: number,
  phoneOnly: boolean,
): Promise<{lighthouseVersion: string; sites: Record<'nubis' | 'default', Pick<SiteResult, 'label' | 'pages'>>; search?: SearchFigures}> {
  return withServers([DEFAULT_SITE, nubis], async ([defaultOrigin, nubisOrigin]) => {
    const origin = (site: BenchSite): string => (site === nubis ? nubisOrigin : defaultOrigin) ?? '';
    const targets = pages.map(({site, page}) => {
      const target = targetOf(site, page, `${origin(site)}${page.path}`);
      return phoneOnly ? {...target, weight: false} : target;
    });
    const {lighthouseVersion, figures} = await measurePages(targets, runs);
    const siteResult = (site: BenchSite): Pick<SiteResult, 'label' | 'pages'> => {
      const measured = pages.flatMap(({site: of, page}, index): [string, PageResult][] => {
        const pageFigures: PageFigures | undefined = figures[index];
        return of === site && pageFigures ? [[page.id, {label: page.label, kind: page.kind, path: page.path, ...pageFigures}]] : [];
      });
      return {label: site.label, pages: Object.fromEntries(measured)};
    };
    const search = phoneOnly ? undefined : await measureSearch(`${origin(nubis)}${searchPage(nubis)}`, nubis.buildDir);
    return {lighthouseVersion, sites: {default: siteResult(DEFAULT_SITE), nubis: siteResult(nubis)}, ...(search ? {search} : {})};
  });
}

/** The default site's build when it has none or its Markdown changed (untimed); this site's build must be in place. */
async function ensureBuildsInPlace(nubis: BenchSite, defaultChanged: boolean): Promise<void> {
  if (defaultChanged || !existsSync(path.join(DEFAULT_SITE.buildDir, 'index.html'))) {
    console.log(`${DEFAULT_SITE.label}: build`);
    await measureBuild(process.execPath, [DOCUSAURUS, 'build'], DEFAULT_SITE.dir);
  }
  if (!existsSync(path.join(nubis.buildDir, 'index.html'))) throw new Error(`No build in ${nubis.buildDir}: run npm run build first.`);
}

/** `--phone-only`: the acceptance figures of issue 39 in one run, printed with their budgets. */
async function phoneOnly(runs: number, check: boolean): Promise<void> {
  const nubis = nubisSite();
  const {changed} = ensureDefaultSite();
  await ensureBuildsInPlace(nubis, changed);
  const pages = [
    ...DEFAULT_SITE.pages.filter(({id}) => id === SAME_MARKDOWN_PAGE).map((page) => ({site: DEFAULT_SITE, page})),
    ...nubis.pages.filter(({id}) => (PHONE_ONLY_PAGES as readonly string[]).includes(id)).map((page) => ({site: nubis, page})),
  ];
  const started = performance.now();
  const {sites} = await measureSites(nubis, pages, runs, true);
  const budgets = checkPhoneBudgets(sites);
  const lighthouse = Object.entries(sites)
    .flatMap(([, site]) => Object.values(site.pages).map((page) => `${site.label}, ${page.label}: ${page.lighthouse.scores.performance}`))
    .join('; ');
  console.log(`
Measured ${new Date().toISOString()}, ${runs} runs per page, load average ${os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' / ')}, in ${Math.round((performance.now() - started) / 1000)} s.

${phoneSection({sites})}
Lighthouse performance (median): ${lighthouse}.

${budgetTable(budgets)}`);
  if (check) reportMissed(budgets);
}

/**
 * The previous results without search figures of the format before issue 41 (one typing speed, the
 * first query's bytes until the network was quiet), which no budget reads any more: `--search-only`
 * measures them again, `--scale N` the scale run's.
 */
function withoutOldSearchFigures(results: BenchResults): BenchResults {
  const current = (search: SearchFigures | undefined): boolean => Array.isArray(search?.phone.speeds);
  const {search, ...nubis} = results.sites.nubis;
  const sites = {...results.sites, nubis: current(search) ? results.sites.nubis : nubis};
  const scale = results.scale && current(results.scale.search) ? results.scale : undefined;
  if (sites.nubis !== results.sites.nubis || scale !== results.scale)
    console.log(`${RESULTS_JSON}: search figures of the format before issue 41 left out (measure them again).`);
  return {...results, sites, ...(scale ? {scale} : {scale: undefined})};
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  if (options.phoneOnly) {
    await phoneOnly(options.runs, options.check);
    return;
  }
  const previous = existsSync(RESULTS_JSON)
    ? withoutOldSearchFigures(JSON.parse(readFileSync(RESULTS_JSON, 'utf8')) as BenchResults)
    : undefined;
  if ((options.skipBuild || options.searchOnly || options.scale) && !previous) {
    throw new Error(`--skip-build, --search-only and --scale need a previous ${RESULTS_JSON}.`);
  }
  if (previous && (options.searchOnly || options.scale)) {
    // Fails now, not after the measurements, when the previous results lack a figure (the search's are about to be measured).
    if (!options.searchOnly || previous.sites.nubis.search) checkBudgets(previous);
    const search = options.searchOnly ? await searchOf(nubisSite()) : previous.sites.nubis.search;
    const sites = {...previous.sites, nubis: {...previous.sites.nubis, search}};
    const scale = options.scale ? await measureScale(options.scale) : previous.scale;
    write({...previous, sites, scale, budgets: checkBudgets({sites, scale})}, options.check);
    return;
  }
  const {version: docusaurusVersion, changed} = ensureDefaultSite();
  const chromium = execFileSync(findOrInstallChromium('browser'), ['--version'], {encoding: 'utf8'}).trim();
  const nubis = nubisSite();
  const build = async (site: BenchSite): Promise<SiteResult['build']> => {
    console.log(`${site.label}: builds`);
    const figures = options.skipBuild && previous ? previous.sites[site.id].build : await measureBuilds(site, options.buildRuns);
    if (!existsSync(path.join(site.buildDir, 'index.html'))) throw new Error(`No build in ${site.buildDir}: run without --skip-build.`);
    return figures;
  };
  if (options.skipBuild) await ensureBuildsInPlace(nubis, changed);
  // The default site first: this site's production build is the one left in build/ afterwards.
  const builds = {default: await build(DEFAULT_SITE), nubis: await build(nubis)};
  const pages = [DEFAULT_SITE, nubis].flatMap((site) => site.pages.map((page) => ({site, page})));
  const measured = await measureSites(nubis, pages, options.runs, false);
  const sites = {
    default: {...measured.sites.default, build: builds.default},
    nubis: {...measured.sites.nubis, build: builds.nubis, ...(measured.search ? {search: measured.search} : {})},
  };
  const cpus = os.cpus();
  write(
    {
      measuredAt: new Date().toISOString(),
      machine: {
        cpus: cpus.length,
        cpuModel: cpus[0]?.model.trim() ?? 'unknown',
        memoryGiB: Math.round(os.totalmem() / 1024 ** 3),
        node: process.version,
        chromium,
      },
      docusaurusVersion,
      lighthouseVersion: measured.lighthouseVersion,
      runs: options.runs,
      buildRuns: options.skipBuild && previous ? previous.buildRuns : options.buildRuns,
      sites,
      scale: previous?.scale,
      budgets: checkBudgets({sites, scale: previous?.scale}),
    },
    options.check,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
