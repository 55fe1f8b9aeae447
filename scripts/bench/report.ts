/** The shape of bench/results.json, and bench/results.md: each figure of this site beside its ratio to the default site's. */
import {PHONE_PROFILE, type LighthouseFigures, type PageWeight, type PhoneFigures} from './pages';
import {READER_SEARCHES_AFTER_MS, type SearchFigures} from './search-metrics';
import {PRODUCT_NAME} from '../../src/constants';
import {baselineOf, SAME_MARKDOWN_PAGE, type PageKind, type SiteId} from './sites';

export interface BuildRun {
  wallMs: number;
  /** Of the whole process tree. */
  peakRssBytes: number;
}

export interface PageResult {
  label: string;
  kind: PageKind;
  path: string;
  lighthouse: LighthouseFigures;
  /** Left out by `--phone-only`. */
  weight?: PageWeight;
  /** Every page but the not-found pages (and the default home page); in dark mode too on a few. */
  phone?: PhoneFigures;
  phoneDark?: PhoneFigures;
}

export interface SiteResult {
  label: string;
  /** From a cleared state (cold) and again with the bundler's cache (warm): each run and the medians. */
  build: {coldRuns: BuildRun[]; cold: BuildRun; warmRuns: BuildRun[]; warm: BuildRun; pages: number};
  pages: Record<string, PageResult>;
  /** This site only. */
  search?: SearchFigures;
}

export interface ScaleResult {
  factor: number;
  measuredAt: string;
  pages: number;
  /** API generation, docusaurus build and search index from a cleared state: wall time summed, the highest peak memory. */
  build: BuildRun;
  search: SearchFigures;
}

export interface BudgetOutcome {
  budget: string;
  page?: string;
  actual: number;
  limit: number;
  /** A score must reach its limit; times, bytes and layout shift must stay within it. */
  unit: 'score' | 'ms' | 'bytes' | 'shift';
  passed: boolean;
}

export interface BenchResults {
  measuredAt: string;
  machine: {cpus: number; cpuModel: string; memoryGiB: number; node: string; chromium: string};
  docusaurusVersion: string;
  lighthouseVersion: string;
  /** Per page (each measurement), and builds per site. */
  runs: number;
  buildRuns: number;
  sites: Record<SiteId, SiteResult>;
  scale?: ScaleResult;
  budgets: BudgetOutcome[];
}

/** The pages of both sites, with or without the rest of a run. */
type MeasuredPages = {sites: Record<SiteId, Pick<SiteResult, 'pages'>>};

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;
const ms = (value: number): string => `${Math.round(value)} ms`;
const mib = (bytes: number): string => `${Math.round(bytes / 1024 ** 2)} MiB`;

function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]): string => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line), ''].join('\n');
}

const budgetValue = (unit: BudgetOutcome['unit'], value: number): string =>
  unit === 'bytes' ? kb(value) : unit === 'ms' ? ms(value) : unit === 'shift' ? value.toFixed(3) : `${value}`;

/** The budgets and their outcomes. */
export const budgetTable = (budgets: BudgetOutcome[]): string =>
  table(
    ['Budget', 'Page', 'Actual', 'Limit', 'Result'],
    budgets.map(({budget, page, actual, limit, unit, passed}) => [
      budget,
      page ?? '—',
      budgetValue(unit, actual),
      `${unit === 'score' ? '≥' : '≤'} ${budgetValue(unit, limit)}`,
      passed ? 'met' : '**missed**',
    ]),
  );

const withRatio = (text: string, value: number, baseline: number | undefined): string =>
  baseline ? `${text} (×${(value / baseline).toFixed(2)})` : text;

/** A column of a page table: its header and the cell of a page, given the page it is compared with; undefined leaves the page out. */
type Column = [string, (page: PageResult, baseline: PageResult | undefined) => string | undefined];

const figure = (
  header: string,
  pick: (page: PageResult) => number | undefined,
  format: (value: number, page: PageResult) => string,
): Column => [
  header,
  (page, baseline) => {
    const value = pick(page);
    return value === undefined ? undefined : withRatio(format(value, page), value, baseline && pick(baseline));
  },
];

const eachRun = (header: string, pick: (page: PageResult) => number[] | undefined): Column => [
  header,
  (page) => pick(page)?.map(Math.round).join(', '),
];

/** One row per page of both sites, this site's figures with their ratio to the default site's page of the same kind, or to `baseline`. */
function pageTable(results: MeasuredPages, columns: Column[], baseline?: string): string {
  const {nubis, default: base} = results.sites;
  const pages = [
    ...Object.values(nubis.pages).map((page) => [PRODUCT_NAME, page, base.pages[baseline ?? baselineOf(page.kind)]] as const),
    ...Object.values(base.pages).map((page) => ['Default', page, undefined] as const),
  ];
  const rows = pages.map(([site, page, baseline]) => [site, page.label, ...columns.map(([, cell]) => cell(page, baseline))]);
  const complete = rows.filter((row): row is string[] => row.every((cell) => cell !== undefined));
  return table(['Site', 'Page', ...columns.map(([header]) => header)], complete);
}

function searchSection(search: SearchFigures): string {
  const rows = search.phone.speeds.flatMap(({keyDelayMs, queries, medianMs, medianBytes}) => [
    ...queries.map(({query, ms, bytes, byKind}) => {
      const breakdown = Object.entries(byKind)
        .sort(([, a], [, b]) => b.bytes - a.bytes)
        .map(([kind, {responses, bytes: kindBytes}]) => `${kind} ${kb(kindBytes)} (${responses})`);
      return [`"${query}" at ${keyDelayMs} ms a key`, `${ms} ms, ${kb(bytes)}${breakdown.length ? `: ${breakdown.join(', ')}` : ''}`];
    }),
    [`Median at ${keyDelayMs} ms a key`, `${medianMs} ms, ${kb(medianBytes)}`],
  ]);
  return `The phone profile (above); a first visit to a manual page, a tap on the search box ${READER_SEARCHES_AFTER_MS / 1000} s after arriving (the page's route prefetching running as a reader meets it), and the query typed. Time: from the last keystroke to the first result. Bytes: everything received on the wire from the tap until that result shows, by kind (responses).

${table(
  ['Figure', 'Value'],
  [
    ['Measured', `${search.measuredAt}, load average ${search.loadAverage.join(' / ')}`],
    ['Index', `${search.pages} pages, ${search.indexFiles} files, ${kb(search.indexBytes)}`],
    ...rows,
  ],
)}`;
}

const PHONE_PROFILE_TEXT = `${PHONE_PROFILE.latencyMs} ms latency, ${PHONE_PROFILE.downloadKbps / 1000} Mbit/s down, ${PHONE_PROFILE.uploadKbps} kbit/s up, the CPU slowed down ${PHONE_PROFILE.cpuSlowdown}×`;

/** The phone profile's figures, each against the default site's page of the same Markdown, in light mode and, for a few pages, in dark mode. */
export function phoneSection(results: MeasuredPages): string {
  const columns = (mode: 'phone' | 'phoneDark'): Column[] => [
    figure('FCP', (page) => page[mode]?.fcpMs, seconds),
    figure('LCP', (page) => page[mode]?.lcpMs, seconds),
    figure(
      'CLS',
      (page) => page[mode]?.cls,
      (cls) => cls.toFixed(3),
    ),
    figure('Hydrated', (page) => page[mode]?.hydratedMs, seconds),
    figure('JS by then', (page) => page[mode]?.jsBytes, kb),
    figure('Longest task', (page) => page[mode]?.longestTaskMs, ms),
    ['LCP element', (page) => page[mode]?.lcpElement.replaceAll('|', '\\|')],
    eachRun('LCP, each run (ms)', (page) => page[mode]?.runs.map((run) => run.lcpMs)),
    eachRun('Hydrated, each run (ms)', (page) => page[mode]?.runs.map((run) => run.hydratedMs)),
  ];
  return `## A first visit on a phone

A phone profile applied for real: ${PHONE_PROFILE_TEXT}, 412 px wide. FCP and LCP: from navigation until the first and the largest contentful paint; CLS: the layout shift until a second after hydration; hydrated: until the colour toggle is enabled; JS: the scripts downloaded by then; longest task: the longest the main thread was busy at once before it. In parentheses, the ratio to the default site's page of the same Markdown (this site's MicroK8s page).

${pageTable(results, columns('phone'), SAME_MARKDOWN_PAGE)}
In dark mode (stored before the visit):

${pageTable(results, columns('phoneDark'), SAME_MARKDOWN_PAGE)}`;
}

export function renderReport(results: BenchResults): string {
  const {nubis, default: base} = results.sites;
  const {machine, scale} = results;
  const build = (label: string, site: SiteResult, baseline?: SiteResult): string[] => [
    label,
    withRatio(seconds(site.build.cold.wallMs), site.build.cold.wallMs, baseline?.build.cold.wallMs),
    withRatio(seconds(site.build.warm.wallMs), site.build.warm.wallMs, baseline?.build.warm.wallMs),
    withRatio(mib(site.build.cold.peakRssBytes), site.build.cold.peakRssBytes, baseline?.build.cold.peakRssBytes),
    withRatio(String(site.build.pages), site.build.pages, baseline?.build.pages),
  ];
  const score = (category: keyof LighthouseFigures['scores']) => (page: PageResult) => page.lighthouse.scores[category];

  return `# Benchmark results

Measured ${results.measuredAt} on ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGiB} GiB, Node ${machine.node}, ${machine.chromium}, Lighthouse ${results.lighthouseVersion} (mobile, simulated throttling), Docusaurus ${results.docusaurusVersion}. Every page figure is the median of ${results.runs} runs, taken in rounds over the pages of both sites, every build figure of ${results.buildRuns}; in parentheses, the ratio to the default Docusaurus classic site measured in the same run (each ${PRODUCT_NAME} page against the default doc page, the not-found page against the default not-found page). Written by \`npm run bench\`; how to read and reproduce it: bench/README.md.

## Lighthouse

${pageTable(results, [
  figure('Performance', score('performance'), String),
  figure('Accessibility', score('accessibility'), String),
  figure('Best practices', score('best-practices'), String),
  figure('SEO', score('seo'), String),
  figure('FCP', (page) => page.lighthouse.fcpMs, seconds),
  figure('LCP', (page) => page.lighthouse.lcpMs, seconds),
  figure('TBT', (page) => page.lighthouse.tbtMs, ms),
  figure(
    'CLS',
    (page) => page.lighthouse.cls,
    (cls) => cls.toFixed(3),
  ),
])}
TBT of each run, in ms, round by round (the table above has their medians):

${pageTable(results, [eachRun('TBT of each run', (page) => page.lighthouse.tbtRunsMs)])}
## First visit (gzip bytes)

JS is bytes / requests; requests count everything the page loads to render. Prefetch is what the page fetches when idle for the links it shows, not needed to render it.

${pageTable(results, [
  figure(
    'JS',
    (page) => page.weight?.jsBytes,
    (bytes, page) => `${kb(bytes)} / ${page.weight?.jsRequests}`,
  ),
  figure('CSS', (page) => page.weight?.cssBytes, kb),
  figure('HTML', (page) => page.weight?.htmlBytes, kb),
  figure('Requests', (page) => page.weight?.requests, String),
  ['Prefetch', (page) => page.weight && `${kb(page.weight.prefetchBytes)} / ${page.weight.prefetchRequests}`],
])}
${phoneSection(results)}
## Production build

Cold: from a cleared state (\`docusaurus clear\`). Warm: built again with the bundler cache. Peak memory of the whole process tree.

${table(['Site', 'Cold build', 'Warm build', 'Peak memory (cold)', 'Pages'], [build(PRODUCT_NAME, nubis, base), build('Default', base)])}
## Search on a phone

${nubis.search ? searchSection(nubis.search) : 'No search figures.'}
The default classic site has no search, so these figures have no baseline.
${
  scale
    ? `
## ${scale.factor}× the content

Measured ${scale.measuredAt}: ${scale.pages} pages (copies of the real pages under other routes, \`npm run bench -- --scale ${scale.factor}\`). Build: API generation, \`docusaurus build\` and the search index, from a cleared state.

${table(
  ['Figure', 'Value'],
  [
    ['Build', seconds(scale.build.wallMs)],
    ['Peak memory of the build', mib(scale.build.peakRssBytes)],
  ],
)}
${searchSection(scale.search)}`
    : ''
}
## Budgets

${budgetTable(results.budgets)}`;
}
