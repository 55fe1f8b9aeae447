/** The benchmark's budgets and the report they end in, on figures made up at each limit. */
import {describe, expect, it} from 'vitest';
import {checkBudgets, checkPhoneBudgets} from '../../scripts/bench/budgets';
import {renderReport, type BenchResults, type PageResult, type ScaleResult, type SiteResult} from '../../scripts/bench/report';
import type {SearchFigures} from '../../scripts/bench/search-metrics';
import {sameMarkdown, type PageKind} from '../../scripts/bench/sites';

interface Figures {
  performance: number;
  seo: number;
  tbtMs: number;
  jsBytes: number;
  fcpMs: number;
  lcpMs: number;
  hydratedMs: number;
  cls: number;
  /** In dark mode; no dark-mode loads without it. */
  darkCls: number;
}

function page(label: string, kind: PageKind, figures: Partial<Figures> = {}): PageResult {
  const {performance = 100, seo = 100, tbtMs = 0, jsBytes = 100_000, fcpMs = 1000, lcpMs = 1200, hydratedMs = 3000, cls = 0} = figures;
  const load = {fcpMs, lcpMs, hydratedMs, cls, jsBytes, longestTaskMs: 50, lcpElement: 'p "Nubis runs on MicroK8s"'};
  const phone = {...load, runs: [load, {...load, lcpMs: lcpMs + 50, hydratedMs: hydratedMs + 100}]};
  const dark = figures.darkCls === undefined ? {} : {phoneDark: {...phone, cls: figures.darkCls}};
  return {
    label,
    kind,
    path: '/',
    lighthouse: {
      scores: {performance, accessibility: 100, 'best-practices': 100, seo},
      fcpMs: 900,
      lcpMs: 1200,
      tbtMs,
      tbtRunsMs: [tbtMs + 20, tbtMs, tbtMs + 10],
      cls: 0,
      failing: [],
    },
    weight: {jsBytes, cssBytes: 10_240, htmlBytes: 5_120, otherBytes: 0, requests: 8, jsRequests: 5, prefetchBytes: 0, prefetchRequests: 0},
    ...(kind === 'not-found' ? {} : {phone, ...dark}),
  };
}

const build = (wallMs: number): SiteResult['build'] => {
  const run = {wallMs, peakRssBytes: 1024 ** 3};
  return {coldRuns: [run], cold: run, warmRuns: [run], warm: run, pages: 88};
};

/** Search figures at both typing speeds: `fastMs` at 30 ms a key, `slowMs` at 100. */
function search(slowMs: number, fastMs: number, bytes: number): SearchFigures {
  const byKind = {WebAssembly: {responses: 1, bytes: 73_000}};
  const speed = (keyDelayMs: 100 | 30, medianMs: number) => ({
    keyDelayMs,
    queries: [{query: 'tax', ms: medianMs, bytes, byKind}],
    medianMs,
    medianBytes: bytes,
  });
  return {
    pages: 86,
    indexFiles: 2,
    indexBytes: 2048,
    measuredAt: '2026-11-22T18:05:00.000Z',
    loadAverage: [1.5, 2, 2.5],
    phone: {speeds: [speed(100, slowMs), speed(30, fastMs)]},
  };
}

/**
 * The default doc page: performance 90, TBT 500 ms, 200,000 bytes of JS. Its page of the same Markdown:
 * performance 80, on the phone first paint at 2 s, largest at 2.5 s, hydrated at 5 s.
 */
const defaultSite = (performance = 90): SiteResult => ({
  label: 'Default',
  build: build(8_000),
  pages: {
    'doc-page': page('Doc page', 'manual', {performance, tbtMs: 500, jsBytes: 200_000}),
    'same-markdown': page('Same Markdown', 'manual', {performance: 80, jsBytes: 210_000, fcpMs: 2000, lcpMs: 2500, hydratedMs: 5000}),
    'not-found': page('Not-found page', 'not-found'),
  },
});

/** This site with every figure at its limit, or one unit beyond it with `by` 1. */
function nubis(by: 0 | 1): SiteResult {
  return {
    label: 'Nubis',
    build: build(60_000 + by),
    pages: {
      'manual-code-page': page('MicroK8s', 'manual', {
        performance: 90 - by,
        tbtMs: 300 + by,
        jsBytes: 200_000 + by,
        fcpMs: 1400 + by,
        lcpMs: 2000 + by,
        hydratedMs: 4000 + by,
        cls: 0.01 + by / 1000,
        darkCls: 0.01 + by / 1000,
      }),
      // At most 1.5× the default doc page's JS and 1.05× the MicroK8s page's, which is the lower limit;
      // hydrated at 0.8× the default page of the same Markdown, within 1.05× the MicroK8s page's.
      'api-operation': page('Create user', 'api', {
        performance: 90 - by,
        tbtMs: 500 + by,
        jsBytes: by ? 300_001 : 210_000,
        fcpMs: 1400,
        lcpMs: 2000,
        hydratedMs: by ? 4300 : 4000,
        darkCls: 0,
      }),
      'not-found': page('Not-found page', 'not-found', {seo: 100 - 8 * by}),
    },
    search: search(500 + by, 700 + by, 150 * 1024 + by),
  };
}

const scale = (by: 0 | 1): ScaleResult => ({
  factor: 10,
  measuredAt: '2026-11-22T19:00:00.000Z',
  pages: 880,
  build: {wallMs: 600_000 + by, peakRssBytes: 4 * 1024 ** 3 + by},
  search: search(1500 + by, 1500 + by, 200 * 1024 + by),
});

const summary = (outcomes: ReturnType<typeof checkBudgets>): string[] =>
  outcomes.filter(({passed}) => !passed).map(({budget, page, actual, limit}) => `${budget}|${page ?? ''}|${actual}|${limit}`);

describe('budgets', () => {
  it('are met at every limit', () => {
    const outcomes = checkBudgets({sites: {nubis: nubis(0), default: defaultSite()}, scale: scale(0)});
    expect(summary(outcomes)).toEqual([]);
    // Manual and API: performance, TBT, JS, 3 categories each; not-found: 3 categories; on the phone,
    // each: FCP, LCP, hydrated, layout shift in light and dark, performance; API to manual: JS,
    // hydrated; build; search: time and bytes at two typing speeds; 10×: 4.
    expect(outcomes).toHaveLength(6 + 6 + 3 + 2 * 6 + 2 + 1 + 4 + 4);
  });

  it('name each one missed by one unit, with its page, value and limit', () => {
    expect(summary(checkBudgets({sites: {nubis: nubis(1), default: defaultSite()}, scale: scale(1)}))).toEqual([
      'Lighthouse performance ≥ default doc page|manual-code-page|89|90',
      'TBT ≤ 0.6× default doc page|manual-code-page|301|300',
      'First-visit JS ≤ 1× default doc page|manual-code-page|200001|200000',
      'Lighthouse performance ≥ default doc page|api-operation|89|90',
      'TBT ≤ 1× default doc page|api-operation|501|500',
      'First-visit JS ≤ 1.5× default doc page|api-operation|300001|300000',
      'Lighthouse seo|not-found|92|100',
      'Phone profile: first contentful paint ≤ 0.7× default page of the same Markdown|manual-code-page|1401|1400',
      'Phone profile: largest contentful paint ≤ 0.8× default page of the same Markdown|manual-code-page|2001|2000',
      'Phone profile: time until hydrated ≤ 0.8× default page of the same Markdown|manual-code-page|4001|4000',
      'Phone profile: layout shift ≤ 0.01|manual-code-page|0.011|0.01',
      'Phone profile, dark mode: layout shift ≤ 0.01|manual-code-page|0.011|0.01',
      'Phone profile: time until hydrated ≤ 0.8× default page of the same Markdown|api-operation|4300|4000',
      'First-visit JS ≤ 1.05× the MicroK8s|api-operation|300001|210001',
      'Phone profile: time until hydrated ≤ 1.05× the MicroK8s|api-operation|4300|4201',
      'Production build (cold, median)||60001|60000',
      'Search on a phone at 100 ms a key: last keystroke to first result (median)||501|500',
      'Search on a phone at 100 ms a key: bytes from the tap to that result (median)||153601|153600',
      'Search on a phone at 30 ms a key: last keystroke to first result (median)||701|700',
      'Search on a phone at 30 ms a key: bytes from the tap to that result (median)||153601|153600',
      '10× content: search on a phone at 100 ms a key, last keystroke to first result (median)||1501|1500',
      '10× content: search on a phone at 100 ms a key, bytes from the tap to that result (median)||204801|204800',
      '10× content: build||600001|600000',
      '10× content: build peak memory||4294967297|4294967296',
    ]);
  });

  it('on the phone, compare with the default page of the same Markdown, not the default doc page', () => {
    const fasterDocPage = defaultSite();
    const docPage = fasterDocPage.pages['doc-page'] ?? page('', 'manual');
    fasterDocPage.pages['doc-page'] = page('Doc page', 'manual', {
      performance: 90,
      tbtMs: 500,
      jsBytes: 200_000,
      fcpMs: 500,
      lcpMs: 500,
      hydratedMs: 1000,
    });
    expect(docPage.phone).toBeDefined();
    expect(summary(checkPhoneBudgets({nubis: nubis(0), default: fasterDocPage}))).toEqual([]);
  });

  it('refuse to judge without the default doc page or the phone figures', () => {
    const withoutDocPage = {...defaultSite(), pages: {}};
    expect(() => checkBudgets({sites: {nubis: nubis(0), default: withoutDocPage}})).toThrow(/"doc-page"/);
    const withoutSameMarkdown = defaultSite();
    delete withoutSameMarkdown.pages['same-markdown'];
    expect(() => checkPhoneBudgets({nubis: nubis(0), default: withoutSameMarkdown})).toThrow(/"same-markdown"/);
    const withDark = nubis(0);
    const {phoneDark, ...lightOnly} = withDark.pages['api-operation'] ?? page('', 'api');
    expect(phoneDark).toBeDefined();
    const noDark = {...withDark, pages: {...withDark.pages, 'api-operation': lightOnly}};
    expect(() => checkPhoneBudgets({nubis: noDark, default: defaultSite()})).toThrow(
      /No phone-profile figures in dark mode for the Create user/,
    );
    const own = nubis(0);
    const {phone, ...withoutPhone} = own.pages['manual-code-page'] ?? page('', 'manual');
    expect(phone).toBeDefined();
    const sites = {nubis: {...own, pages: {...own.pages, 'manual-code-page': withoutPhone}}, default: defaultSite()};
    expect(() => checkBudgets({sites})).toThrow(/No phone-profile figures for the MicroK8s/);
  });
});

describe('the report', () => {
  const sites = {nubis: nubis(0), default: defaultSite()};
  const results: BenchResults = {
    measuredAt: '2026-11-22T18:00:00.000Z',
    machine: {cpus: 2, cpuModel: 'Test CPU', memoryGiB: 24, node: 'v20.20.2', chromium: 'Chromium 156'},
    docusaurusVersion: '3.10.2',
    lighthouseVersion: '12.8.2',
    runs: 5,
    buildRuns: 3,
    sites,
    scale: scale(0),
    budgets: checkBudgets({sites, scale: scale(0)}),
  };
  const report = renderReport(results);

  it('has its sections in order, each table with as many cells in a row as in its header', () => {
    expect(report.match(/^## .+/gm)).toEqual([
      '## Lighthouse',
      '## First visit (gzip bytes)',
      '## A first visit on a phone',
      '## Production build',
      '## Search on a phone',
      '## 10× the content',
      '## Budgets',
    ]);
    for (const block of report.match(/(^\|.*\|\n)+/gm) ?? []) {
      const [header = '', ...rows] = block.trim().split('\n');
      for (const row of rows) expect(row.split(' | ').length, row).toBe(header.split(' | ').length);
    }
  });

  it("shows this site's figures beside their ratio to the default site's page, and each run's TBT, LCP and time until hydrated", () => {
    expect(report).toContain(
      '| Nubis | MicroK8s | 90 (×1.00) | 100 (×1.00) | 100 (×1.00) | 100 (×1.00) | 0.90 s (×1.00) | 1.20 s (×1.00) | 300 ms (×0.60) | 0.000 |',
    );
    expect(report).toContain('| Nubis | MicroK8s | 320, 300, 310 |');
    expect(report).toContain('| Nubis | MicroK8s | 195.3 KB / 5 (×1.00) | 10.0 KB (×1.00) | 5.0 KB (×1.00) | 8 (×1.00) | 0.0 KB / 0 |');
    // On the phone, against the default page of the same Markdown; dark-mode figures have no baseline.
    expect(report).toContain(
      '| Nubis | MicroK8s | 1.40 s (×0.70) | 2.00 s (×0.80) | 0.010 | 4.00 s (×0.80) | 195.3 KB (×0.95) | 50 ms (×1.00) | p "Nubis runs on MicroK8s" | 2000, 2050 | 4000, 4100 |',
    );
    expect(report).toContain(
      '| Nubis | MicroK8s | 1.40 s | 2.00 s | 0.010 | 4.00 s | 195.3 KB | 50 ms | p "Nubis runs on MicroK8s" | 2000, 2050 | 4000, 4100 |',
    );
    // The not-found pages have no phone figures; the default site's pages have no ratio.
    expect(report).not.toMatch(/\| Not-found page \| [\d.]+ s \(/);
    expect(report).toContain('| Default | Doc page | 90 | 100 | 100 | 100 | 0.90 s | 1.20 s | 500 ms | 0.000 |');
    expect(report).toContain('| Nubis | 60.00 s (×7.50) | 60.00 s (×7.50) | 1024 MiB (×1.00) | 88 (×1.00) |');
  });

  it('lists the search figures, the scale run and every budget with its result', () => {
    expect(report).toContain('| Index | 86 pages, 2 files, 2.0 KB |');
    expect(report).toContain('| "tax" at 100 ms a key | 500 ms, 150.0 KB: WebAssembly 71.3 KB (1) |');
    expect(report).toContain('| Median at 30 ms a key | 700 ms, 150.0 KB |');
    expect(report).toContain('| Build | 600.00 s |');
    expect(report).toContain(
      '| Phone profile: first contentful paint ≤ 0.7× default page of the same Markdown | manual-code-page | 1400 ms | ≤ 1400 ms | met |',
    );
    expect(report).toContain('| Phone profile, dark mode: layout shift ≤ 0.01 | manual-code-page | 0.010 | ≤ 0.010 | met |');
    expect(report).toContain('| Lighthouse performance ≥ default doc page | manual-code-page | 90 | ≥ 90 | met |');
    expect(report.match(/\| met \|$/gm)).toHaveLength(results.budgets.length);
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
