/** The benchmark's logic without a browser: its command line, medians, budgets and report, on made-up figures. */
import {describe, expect, it} from 'vitest';
import {BUDGETS, phoneBudgets, scaleBudgets, searchBudgets} from '../../scripts/bench/budgets';
import {
  median,
  parseOptions,
  phoneFigures,
  renderReport,
  type BudgetOutcome,
  type PageFigures,
  type PhoneLoad,
  type SearchFigures,
} from '../../scripts/bench/figures';
import {sameMarkdown, type PhonePageId} from '../../scripts/bench/sites';

const load = (figures: Partial<PhoneLoad> = {}): PhoneLoad => ({
  ...{fcpMs: 1000, lcpMs: 1000, hydratedMs: 1000, cls: 0, jsBytes: 100_000, longestTaskMs: 0, lcpElement: 'p "Nubis runs"'},
  ...figures,
});
const page = (figures: Partial<PhoneLoad>, dark = true): PageFigures => ({
  performance: 80,
  performanceRuns: [80],
  phone: {...load(figures), runs: [load(figures)]},
  ...(dark ? {phoneDark: {...load(figures), runs: [load(figures)]}} : {}),
});

type Pages = Record<PhonePageId, PageFigures>;

/** This site's two pages at every limit of the default page of the same Markdown, the create-user page at the MicroK8s page's JS. */
function atLimits(): Pages {
  const base = {fcpMs: 2000, lcpMs: 2500, hydratedMs: 5000, jsBytes: 200_000};
  const {fcpRatio, lcpRatio, hydratedRatio, cls} = BUDGETS.phone;
  const limits = {fcpMs: fcpRatio * base.fcpMs, lcpMs: lcpRatio * base.lcpMs, hydratedMs: hydratedRatio * base.hydratedMs, cls};
  return {
    'same-markdown': page(base, false),
    microk8s: page(limits),
    'create-user': page({...limits, jsBytes: BUDGETS.apiToManual.jsRatio * 100_000}),
  };
}

const missed = (outcomes: BudgetOutcome[]): string[] =>
  outcomes.filter(({passed}) => !passed).map(({budget, page}) => `${page ?? '—'}: ${budget}`);

describe('the phone budgets', () => {
  it('are met at every limit, a higher Lighthouse score and fractions below the rounding', () => {
    const pages = atLimits();
    pages.microk8s.performance = 95;
    pages.microk8s.phone.fcpMs += 0.4;
    pages['create-user'].phone.cls += 0.0004;
    expect(missed(phoneBudgets(pages))).toEqual([]);
  });

  const beyond: [string, RegExp, (pages: Pages) => void][] = [
    ['microk8s', /first contentful paint ≤/, (pages) => (pages.microk8s.phone.fcpMs += 1)],
    ['microk8s', /largest contentful paint ≤/, (pages) => (pages.microk8s.phone.lcpMs += 1)],
    ['microk8s', /time until hydrated ≤ 0.8×/, (pages) => (pages.microk8s.phone.hydratedMs += 1)],
    ['microk8s', /Phone: layout shift/, (pages) => (pages.microk8s.phone.cls += 0.001)],
    ['create-user', /dark mode: layout shift/, (pages) => pages['create-user'].phoneDark && (pages['create-user'].phoneDark.cls += 0.001)],
    ['create-user', /Lighthouse performance/, (pages) => (pages['create-user'].performance -= 1)],
    ['create-user', /JS by hydration ≤ 1.05× MicroK8s/, (pages) => (pages['create-user'].phone.jsBytes += 1)],
    ['create-user', /time until hydrated ≤ 1.05× MicroK8s/, (pages) => (pages.microk8s.phone.hydratedMs = 3000)],
  ];
  it.each(beyond)('name the %s page when it misses %s by one unit', (id, budget, change) => {
    const pages = atLimits();
    change(pages);
    expect(missed(phoneBudgets(pages))).toEqual([expect.stringMatching(new RegExp(`^${id}: .*${budget.source}`))]);
  });

  it('follow the default page of the same Markdown, and refuse a page without its dark-mode loads', () => {
    const pages = atLimits();
    pages['same-markdown'].phone.lcpMs -= 100;
    const lcp = missed(phoneBudgets(pages));
    expect(lcp.map((outcome) => outcome.split(':')[0])).toEqual(['microk8s', 'create-user']);
    for (const outcome of lcp) expect(outcome).toMatch(/largest contentful paint/);
    delete pages.microk8s.phoneDark;
    expect(() => phoneBudgets(pages)).toThrow(/No dark-mode phone figures for the microk8s page/);
  });
});

/** Search figures with each speed's median time and bytes at their limit, plus `by`. */
function search(limits: Record<100 | 30, number>, bytes: number, by = 0): SearchFigures {
  const speeds = ([100, 30] as const).map((keyDelayMs) => ({
    keyDelayMs,
    queries: [],
    medianMs: limits[keyDelayMs] + by,
    medianBytes: bytes + by,
  }));
  return {pages: 90, indexFiles: 200, indexBytes: 1_000_000, speeds};
}

describe('the search and scale budgets', () => {
  it('hold each typing speed to its own time and every search to its bytes', () => {
    const {phoneMs, bytes} = BUDGETS.search;
    expect(missed(searchBudgets(search(phoneMs, bytes)))).toEqual([]);
    expect(missed(searchBudgets(search(phoneMs, bytes, 1)))).toHaveLength(4);
    const [slow, ...others] = missed(searchBudgets(search({100: phoneMs[30], 30: phoneMs[30]}, bytes)));
    expect([slow, others]).toEqual([expect.stringMatching(/100 ms a key: last keystroke/), []]);
  });

  it('judge the scale run at 100 ms a key, its build time and its memory', () => {
    const {phoneMs, bytes, buildMs, peakRssBytes} = BUDGETS.scale;
    const scale = (by: number) => ({
      factor: 10,
      pages: 900,
      build: {wallMs: buildMs + by, peakRssBytes: peakRssBytes + by},
      search: search({100: phoneMs + by, 30: 10 * phoneMs}, bytes + by),
    });
    expect(missed(scaleBudgets(scale(0)))).toEqual([]);
    expect(missed(scaleBudgets(scale(1)))).toHaveLength(4);
  });
});

describe('the command line', () => {
  it('measures everything but the scale, seven loads a page, unless told otherwise', () => {
    expect(parseOptions([])).toEqual({check: false, runs: 7, mode: 'all'});
    expect(parseOptions(['--phone-only', '--check', '--runs', '1'])).toEqual({check: true, runs: 1, mode: 'phone'});
    expect(parseOptions(['--scale', '10'])).toEqual({check: false, runs: 7, mode: 'scale', scale: 10});
  });

  it.each([
    [['--runs', '0'], /--runs needs a whole number of at least 1, not 0/],
    [['--scale', '1.5'], /--scale needs a whole number from 2 to 50/],
    [['--search-only', '--scale', '10'], /pass one of them/],
    [['--skip-build'], /Unknown option '--skip-build'/],
  ])('refuses %j with the reason and the usage', (args, reason) => {
    expect(() => parseOptions(args)).toThrow(reason);
    expect(() => parseOptions(args)).toThrow(/Usage: npm run bench/);
  });
});

describe('the figures', () => {
  it('are medians of the loads, with the largest element most of them painted', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
    const figures = phoneFigures([load({lcpMs: 900}), load({lcpMs: 1500, lcpElement: 'h1'}), load({lcpMs: 1200})]);
    expect(figures).toMatchObject({lcpMs: 1200, fcpMs: 1000, lcpElement: 'p "Nubis runs"'});
    expect(figures.runs).toHaveLength(3);
  });

  it('keep a report table whole when the largest element has a pipe in its text', () => {
    const pages = atLimits();
    pages.microk8s.phone.lcpElement = 'code "a | b"';
    const options = {check: true, runs: 1, mode: 'phone' as const};
    const report = renderReport({
      measuredAt: '2026-11-29T08:00:00.000Z',
      options,
      machine: '2 × Test CPU',
      loadAverage: {start: [1, 1, 1], end: [2, 2, 2]},
      pages,
      budgets: phoneBudgets(pages),
    });
    const cells = (row: string): number => row.split(/(?<!\\)\|/).length;
    for (const table of report.split('\n\n').filter((block) => block.startsWith('|'))) {
      const [header = '', ...rows] = table.trim().split('\n');
      for (const row of rows) expect(cells(row), row).toBe(cells(header));
    }
    expect(report).not.toMatch(/Search on a phone/);
  });
});

describe('the same Markdown on the default site', () => {
  it("points every link to another page at the default site's intro and keeps anchors and web links", () => {
    const markdown =
      'See [installing](./index.md), [requirements](../index.md#system-requirements), [below](#open-the-firewall) and [MicroK8s](https://microk8s.io/docs).';
    expect(sameMarkdown(markdown, 'intro.mdx')).toBe(
      'See [installing](./intro.mdx), [requirements](./intro.mdx), [below](#open-the-firewall) and [MicroK8s](https://microk8s.io/docs).',
    );
  });
});
