/**
 * `npm run bench`: measures this site against a default Docusaurus classic site of the same release on
 * this machine, in one run that needs nothing from an earlier one, prints the report and writes it with
 * the figures to bench/.results/ (git-ignored). bench/README.md says what it measures and keeps the
 * figures that decided something. Options: USAGE in figures.ts.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, mkdirSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {findOrInstallChromium} from '../chromium';
import {buildBudgets, phoneBudgets, scaleBudgets, searchBudgets} from './budgets';
import {parseOptions, renderReport, type BenchResults, type PageFigures} from './figures';
import {measurePages} from './pages';
import {coldBuild, DOCUSAURUS, measureBuild, measureScale} from './scale';
import {measureSearch} from './search-metrics';
import {
  DEFAULT_SITE,
  DEFAULT_SITE_DIR,
  ensureDefaultSite,
  nubisSite,
  PHONE_PAGES,
  SEARCH_PAGE_PATH,
  withServers,
  type PhonePageId,
} from './sites';

const RESULTS_DIR = 'bench/.results';

/** The phone profile and Lighthouse on the pages of issue 39, both sites served; the default site built first when needed. */
async function measurePhone(runs: number): Promise<Record<PhonePageId, PageFigures>> {
  if (ensureDefaultSite().changed || !existsSync(path.join(DEFAULT_SITE.buildDir, 'index.html'))) {
    console.log('Default site: build');
    await measureBuild(process.execPath, [DOCUSAURUS, 'build'], DEFAULT_SITE_DIR);
  }
  const entries = Object.entries(PHONE_PAGES) as [PhonePageId, (typeof PHONE_PAGES)[PhonePageId]][];
  const figures = await withServers([nubisSite(), DEFAULT_SITE], ([nubis, base]) =>
    measurePages(
      entries.map(([, {site, path: page, dark}]) => ({url: `${site === 'nubis' ? nubis : base}${page}`, dark})),
      runs,
    ),
  );
  return Object.fromEntries(entries.map(([id], index) => [id, figures[index]])) as Record<PhonePageId, PageFigures>;
}

async function measureSiteSearch(): ReturnType<typeof measureSearch> {
  const site = nubisSite();
  return withServers([site], ([origin]) => measureSearch(`${origin}${SEARCH_PAGE_PATH}`, site.buildDir));
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const start = os.loadavg();
  const all = options.mode === 'all';
  if (all) console.log('This site: cold production build');
  const build = all ? await coldBuild() : undefined;
  const pages = all || options.mode === 'phone' ? await measurePhone(options.runs) : undefined;
  const search = all || options.mode === 'search' ? await measureSiteSearch() : undefined;
  const scale = options.scale === undefined ? undefined : await measureScale(options.scale);
  const budgets = [
    ...(build ? buildBudgets(build) : []),
    ...(pages ? phoneBudgets(pages) : []),
    ...(search ? searchBudgets(search) : []),
    ...(scale ? scaleBudgets(scale) : []),
  ];
  const chromium = execFileSync(findOrInstallChromium('browser'), ['--version'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();
  const cpus = os.cpus();
  const results: BenchResults = {
    measuredAt: new Date().toISOString(),
    options,
    machine: `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}, ${chromium}`,
    loadAverage: {start, end: os.loadavg()},
    ...(pages && {pages}),
    ...(search && {search}),
    ...(build && {build}),
    ...(scale && {scale}),
    budgets,
  };
  const report = renderReport(results);
  const file = path.join(RESULTS_DIR, `${results.measuredAt.replaceAll(':', '-')}-${options.mode}`);
  mkdirSync(RESULTS_DIR, {recursive: true});
  writeFileSync(`${file}.json`, `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(`${file}.md`, report);
  console.log(`\n${report}\nWrote ${file}.json and ${file}.md.`);
  const missed = budgets.filter(({passed}) => !passed);
  if (options.check && missed.length > 0) {
    console.error(
      `${missed.length} budget(s) missed:\n${missed.map(({budget, page, actual, limit}) => `  ${budget}${page ? ` (${page})` : ''}: ${actual}, limit ${limit}`).join('\n')}`,
    );
    process.exitCode = 1;
  } else if (options.check) console.log('Every budget of this run is met.');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
