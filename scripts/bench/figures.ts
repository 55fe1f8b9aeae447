/**
 * The bench without a browser: its command line, medians, the shape of a run's results (written to the
 * git-ignored bench/.results/) and the report it prints. bench/README.md keeps the figures that matter.
 */
import {parseArgs} from 'node:util';
import {PHONE_PAGES, type PhonePageId} from './sites';

const USAGE = `Usage: npm run bench -- [--check] [--runs N] [--phone-only | --search-only | --scale N]
  (none)         a cold production build, the phone profile and Lighthouse, and the search
  --check        exit 1 when a budget of scripts/bench/budgets.ts is missed
  --runs N       loads per page on the phone profile and in Lighthouse (default 7)
  --phone-only   the phone profile and Lighthouse on the MicroK8s and create-user pages and the default
                 page of the same Markdown, on the build in place (issue 39)
  --search-only  the search on a phone, on the build in place (issue 41)
  --scale N      this site with N (2 to 50) times its pages: its build and its search
BENCH_PORT moves this site's server off port 4175, the default site's to the next port.`;

export interface BenchOptions {
  check: boolean;
  runs: number;
  /** What the run measures: everything but the scale, one part, or the scale run. */
  mode: 'all' | 'phone' | 'search' | 'scale';
  scale?: number;
}

export function parseOptions(args: string[]): BenchOptions {
  try {
    const {values} = parseArgs({
      args,
      options: {
        check: {type: 'boolean', default: false},
        runs: {type: 'string', default: '7'},
        'phone-only': {type: 'boolean', default: false},
        'search-only': {type: 'boolean', default: false},
        scale: {type: 'string'},
      },
    });
    const whole = (option: string, value: string, min: number, max: number): number => {
      const number = Number(value);
      if (!Number.isInteger(number) || number < min || number > max)
        throw new Error(
          `--${option} needs a whole number ${max === Infinity ? `of at least ${min}` : `from ${min} to ${max}`}, not ${value}.`,
        );
      return number;
    };
    const modes = (['phone', 'search', 'scale'] as const).filter((mode) =>
      mode === 'scale' ? values.scale !== undefined : values[`${mode}-only`],
    );
    if (modes.length > 1) throw new Error('--phone-only, --search-only and --scale are runs of their own: pass one of them.');
    const scale = values.scale === undefined ? {} : {scale: whole('scale', values.scale, 2, 50)};
    return {check: values.check, runs: whole('runs', values.runs, 1, Infinity), mode: modes[0] ?? 'all', ...scale};
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
}

export interface PhoneLoad {
  /** From navigation start: first contentful paint, largest contentful paint, and the colour toggle enabled. */
  fcpMs: number;
  lcpMs: number;
  hydratedMs: number;
  /** Cumulative layout shift until a second after hydration (every shift: no input happens). */
  cls: number;
  /** Compressed bytes of the scripts downloaded by hydration. */
  jsBytes: number;
  /** The longest task before hydration: how long a tap could wait while the page loads. */
  longestTaskMs: number;
  /** The largest contentful paint's element: tag, classes, first words. */
  lcpElement: string;
}

/** The medians of a page's loads, the element most of them painted last, and each load. */
export type PhoneFigures = PhoneLoad & {runs: PhoneLoad[]};

export interface PageFigures {
  /** Lighthouse's median performance score, and each run's. */
  performance: number;
  performanceRuns: number[];
  phone: PhoneFigures;
  /** With dark mode stored before the visit, on the pages loaded in both modes. */
  phoneDark?: PhoneFigures;
}

/** The reader's time between two keystrokes: an ordinary typist, and a fast one. */
export const TYPING_DELAYS_MS = [100, 30] as const;
export type TypingDelay = (typeof TYPING_DELAYS_MS)[number];

export interface PhoneQuery {
  query: string;
  /** Last keystroke to the first result of the whole query. */
  ms: number;
  /** Bytes received from the tap on the box until that result shows, in all and by kind of response. */
  bytes: number;
  byKind: Record<string, {responses: number; bytes: number}>;
}

/** One typing speed: each query's figures, and their medians. */
export interface TypingSpeedFigures {
  keyDelayMs: TypingDelay;
  queries: PhoneQuery[];
  medianMs: number;
  medianBytes: number;
}

export interface SearchFigures {
  /** Pages in the index, and the files and bytes a search can load (Pagefind compresses them itself). */
  pages: number;
  indexFiles: number;
  indexBytes: number;
  /** Each typing speed of TYPING_DELAYS_MS, in that order. */
  speeds: TypingSpeedFigures[];
}

export interface BuildRun {
  wallMs: number;
  /** Of the whole process tree. */
  peakRssBytes: number;
}

export interface ScaleResult {
  factor: number;
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

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

/** The median of each figure of a page's loads, the largest element most of them painted, and each load. */
export function phoneFigures(runs: PhoneLoad[]): PhoneFigures {
  const keys = ['fcpMs', 'lcpMs', 'hydratedMs', 'cls', 'jsBytes', 'longestTaskMs'] as const;
  const medians = Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))]));
  const counts = new Map<string, number>();
  for (const {lcpElement} of runs) counts.set(lcpElement, (counts.get(lcpElement) ?? 0) + 1);
  const lcpElement = [...counts].sort(([, a], [, b]) => b - a)[0]?.[0] ?? '';
  return {...(medians as Record<(typeof keys)[number], number>), lcpElement, runs};
}

export interface BenchResults {
  measuredAt: string;
  options: BenchOptions;
  /** Node, CPUs and Chromium; the load average (1, 5, 15 min) at the start and at the end. */
  machine: string;
  loadAverage: {start: number[]; end: number[]};
  pages?: Record<PhonePageId, PageFigures>;
  search?: SearchFigures;
  build?: BuildRun;
  scale?: ScaleResult;
  budgets: BudgetOutcome[];
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number): string => `${Math.round(value).toLocaleString('en')} ms`;
const ratio = (value: number, base: number): string => (base ? ` (×${(value / base).toFixed(2)})` : '');

function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]): string => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

function phoneTable(pages: Record<PhonePageId, PageFigures>): string {
  const base = pages['same-markdown'];
  const rows = Object.entries(pages).map(([id, {phone, phoneDark, performance}]) => {
    const timed = (key: 'fcpMs' | 'lcpMs' | 'hydratedMs'): string =>
      `${ms(phone[key])}${id === 'same-markdown' ? '' : ratio(phone[key], base.phone[key])}`;
    return [
      PHONE_PAGES[id as PhonePageId].label,
      timed('fcpMs'),
      timed('lcpMs'),
      timed('hydratedMs'),
      [phone.cls, ...(phoneDark ? [phoneDark.cls] : [])].map((cls) => cls.toFixed(3)).join(' / '),
      kb(phone.jsBytes),
      ms(phone.longestTaskMs),
      phone.lcpElement.replaceAll('|', '\\|'),
      String(performance),
    ];
  });
  const header = ['Page', 'FCP', 'LCP', 'Hydrated', 'CLS light / dark', 'JS by then', 'Longest task', 'LCP element', 'Lighthouse'];
  return table(header, rows);
}

const searchTable = (search: SearchFigures): string =>
  table(
    ['Query', 'Time after the last key', 'Bytes from the tap'],
    search.speeds.flatMap(({keyDelayMs, queries, medianMs, medianBytes}) => [
      ...queries.map(({query, ms: time, bytes}) => [`"${query}" at ${keyDelayMs} ms a key`, ms(time), kb(bytes)]),
      [`Median at ${keyDelayMs} ms a key`, ms(medianMs), kb(medianBytes)],
    ]),
  );

const buildLine = (label: string, {wallMs, peakRssBytes}: BuildRun): string =>
  `${label}: ${(wallMs / 1000).toFixed(1)} s, peak memory ${Math.round(peakRssBytes / 1024 ** 2).toLocaleString('en')} MiB.`;

/** The run's figures as Markdown, the sections of what it measured, its budgets last. */
export function renderReport({measuredAt, options, machine, loadAverage, pages, search, build, scale, budgets}: BenchResults): string {
  const load = (values: number[]): string => values.map((value) => value.toFixed(1)).join(' / ');
  const sections = [
    `Measured ${measuredAt} on ${machine}, load average ${load(loadAverage.start)} at the start and ${load(loadAverage.end)} at the end.`,
    pages &&
      `Phone profile, medians of ${options.runs} load${options.runs === 1 ? '' : 's'} (ratio to the default page of the same Markdown), and Lighthouse performance:\n\n${phoneTable(pages)}`,
    search &&
      `Search on a phone (index: ${search.pages} pages, ${search.indexFiles} files, ${kb(search.indexBytes)}):\n\n${searchTable(search)}`,
    build && buildLine('Production build, cold', build),
    scale &&
      `${buildLine(`${scale.factor}× the content (${scale.pages} pages), build`, scale.build)} Its search:\n\n${searchTable(scale.search)}`,
    table(
      ['Budget', 'Page', 'Actual', 'Limit', 'Result'],
      budgets.map(({budget, page, actual, limit, unit, passed}) => {
        const value = (figure: number): string =>
          unit === 'bytes' ? kb(figure) : unit === 'ms' ? ms(figure) : unit === 'shift' ? figure.toFixed(3) : String(figure);
        return [budget, page ?? '—', value(actual), `${unit === 'score' ? '≥' : '≤'} ${value(limit)}`, passed ? 'met' : '**missed**'];
      }),
    ),
  ];
  return `${sections.filter(Boolean).join('\n\n')}\n`;
}
