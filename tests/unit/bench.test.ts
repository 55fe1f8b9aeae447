/** The benchmark's own logic: statistics, budgets, the report, the serving configuration, the options. */
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {BUDGETS, checkBudgets} from '../../scripts/bench/budgets';
import {failingAudits, figuresOf, type LighthouseResult} from '../../scripts/bench/lighthouse';
import {classifyRequest, downloadedBytes, type PageWeight} from '../../scripts/bench/page-weight';
import {renderReport, withRatio} from '../../scripts/bench/report';
import type {BenchResults, PageResult, SiteResult} from '../../scripts/bench/results';
import {parseArgs} from '../../scripts/bench/run';
import {copiedPage, scaleConfig} from '../../scripts/bench/scale';
import {defaultSiteConf, gzipDirectives, gzipLevel, withBenchNotFound} from '../../scripts/bench/serve';
import {DEFAULT_SITE, NOT_FOUND_BENCH_PATH, NUBIS_SITE} from '../../scripts/bench/sites';
import {median, ratio} from '../../scripts/bench/stats';
import {NGINX_CONF_TEMPLATE, renderNginxConf} from '../../scripts/nginx-conf';

const template = readFileSync(NGINX_CONF_TEMPLATE, 'utf8');

function weight(jsBytes: number): PageWeight {
  return {jsBytes, cssBytes: 10_000, htmlBytes: 5_000, otherBytes: 0, requests: 8, jsRequests: 5, prefetchBytes: 0, prefetchRequests: 0};
}

function page(kind: PageResult['kind'], jsBytes: number, performance: number, lcpMs = 1200, seo = 100, tbtMs = 50): PageResult {
  return {
    label: kind,
    kind,
    path: '/',
    baseline: kind === 'not-found' ? 'not-found' : 'doc-page',
    lighthouse: {
      scores: {performance, accessibility: 100, 'best-practices': 100, seo},
      lcpMs,
      fcpMs: 1000,
      tbtMs,
      cls: 0,
      speedIndexMs: 1000,
      failing: [],
      runs: 3,
    },
    weight: weight(jsBytes),
  };
}

function site(pages: Record<string, PageResult>, buildMs: number): SiteResult {
  const run = {wallMs: buildMs, peakRssBytes: 1e9};
  return {label: 'site', build: {coldRuns: [run], cold: run, warmRuns: [run], warm: run, pages: 10}, pages};
}

/** The default doc page: performance 90, LCP 2.5 s, TBT 500 ms, 200 KB of JS. */
const baseline = site({'doc-page': page('manual', 200_000, 90, 2500, 100, 500), 'not-found': page('not-found', 150_000, 96)}, 8_000);

describe('statistics', () => {
  it('takes the middle value, or the mean of the two middle values', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow(/no values/);
  });

  it('gives ratios to two decimals and none without a baseline', () => {
    expect(ratio(150, 200)).toBe(0.75);
    expect(ratio(1, 3)).toBe(0.33);
    expect(ratio(1, 0)).toBeUndefined();
    expect(ratio(1, undefined)).toBeUndefined();
  });
});

describe('budgets', () => {
  it('passes a site that meets every budget', () => {
    const own = site(
      {
        home: page('manual', 200_000, 95, 1500, 100, 300),
        api: page('api', 300_000, 90, 1200, 100, 500),
        'not-found': page('not-found', 100_000, 97),
      },
      40_000,
    );
    const outcomes = checkBudgets({sites: {nubis: own, default: baseline}});
    expect(outcomes.filter((outcome) => !outcome.passed)).toEqual([]);
    // Manual pages: performance, TBT, JS, LCP, three categories; API pages: performance, TBT, JS, three
    // categories; not-found: three categories; the build.
    expect(outcomes).toHaveLength(7 + 6 + 3 + 1);
  });

  it('names each missed budget with its page, value and limit, each a ratio to the default doc page', () => {
    const own = site(
      {
        home: page('manual', 200_001, 94, 1501, 100, 301),
        api: page('api', 300_001, 89, 1200, 100, 501),
        'not-found': page('not-found', 100_000, 97, 1200, 92),
      },
      61_000,
    );
    const missed = checkBudgets({sites: {nubis: own, default: baseline}}).filter((outcome) => !outcome.passed);
    expect(missed.map((outcome) => `${outcome.budget}|${outcome.page ?? ''}|${outcome.actual}|${outcome.limit}`)).toEqual([
      'Lighthouse performance ≥ default doc page + 5|home|94|95',
      'TBT ≤ 0.6× default doc page|home|301|300',
      'First-visit JS ≤ 1× default doc page|home|200001|200000',
      'LCP ≤ 0.6× default doc page|home|1501|1500',
      'Lighthouse performance ≥ default doc page|api|89|90',
      'TBT ≤ 1× default doc page|api|501|500',
      'First-visit JS ≤ 1.5× default doc page|api|300001|300000',
      'Lighthouse seo|not-found|92|100',
      'Production build (cold, median)||61000|60000',
    ]);
  });

  it('ask no more than 100 for performance when the default page scores above 95', () => {
    const fast = site({'doc-page': page('manual', 200_000, 98, 2500, 100, 500)}, 8_000);
    const own = site({home: page('manual', 150_000, 100, 1000, 100, 0)}, 40_000);
    const [performance] = checkBudgets({sites: {nubis: own, default: fast}});
    expect(performance).toMatchObject({actual: 100, limit: 100, passed: true});
  });

  it('hold an API operation to 1.05× the manual page on the phone, in JS and in time until hydrated', () => {
    const withPhone = (result: PageResult, hydratedMs: number): PageResult => ({
      ...result,
      label: `${result.kind === 'api' ? 'API operation' : 'Manual page with code'}`,
      phone: {fcpMs: 1000, hydratedMs, jsBytes: result.weight.jsBytes, longestTaskMs: 50, runs: []},
    });
    const own = site(
      {
        'manual-code-page': withPhone(page('manual', 100_000, 95), 3000),
        'api-operation': withPhone(page('api', 106_000, 95), 3200),
      },
      40_000,
    );
    const outcomes = checkBudgets({sites: {nubis: own, default: site({'doc-page': page('manual', 200_000, 90)}, 40_000)}});
    expect(
      outcomes.filter((outcome) => /manual page with code/i.test(outcome.budget)).map(({actual, limit, passed}) => [actual, limit, passed]),
    ).toEqual([
      [106_000, 105_000, false],
      [3200, 3150, false],
    ]);
  });

  it('refuse to judge without the default doc page to compare with', () => {
    const own = site({home: page('manual', 1, 100)}, 1);
    expect(() => checkBudgets({sites: {nubis: own, default: site({}, 1)}})).toThrow(/doc-page/);
  });
});

describe('the report', () => {
  const home = page('manual', 150_000, 99);
  const own = site(
    {home: {...home, lighthouse: {...home.lighthouse, tbtRunsMs: [120, 50, 90]}}, 'not-found': page('not-found', 100_000, 97)},
    40_000,
  );
  const results: BenchResults = {
    measuredAt: '2026-11-22T18:00:00.000Z',
    machine: {cpus: 2, cpuModel: 'Test CPU', memoryGiB: 24, node: 'v20.20.2', chromium: 'Chromium 156'},
    docusaurusVersion: '3.10.2',
    lighthouseVersion: '12.8.2',
    runs: 5,
    buildRuns: 3,
    sites: {
      nubis: {
        ...own,
        search: {
          pages: 86,
          indexFiles: 2,
          indexBytes: 2048,
          phone: {
            profile: {latencyMs: 150, downloadKbps: 1600, uploadKbps: 750, cpuSlowdown: 4, typingDelayMs: 100},
            queries: [
              {query: 'tax', ms: 300, bytes: 102_400, byKind: {WebAssembly: {responses: 1, bytes: 73_000}}},
              {query: 'vat', ms: 500, bytes: 90_000, byKind: {}},
            ],
            medianMs: 400,
            firstQueryBytes: 102_400,
          },
        },
      },
      default: baseline,
    },
    budgets: checkBudgets({sites: {nubis: own, default: baseline}}),
  };
  const report = renderReport(results);

  it('shows each figure beside its ratio to the default site', () => {
    expect(withRatio('150 KB', 150, 200)).toBe('150 KB (×0.75)');
    expect(withRatio('150 KB', 150, undefined)).toBe('150 KB');
    // The manual page against the default doc page: 150,000 / 200,000 bytes of JS, 99 / 90 performance.
    expect(report).toContain('| Nubis | manual | 146.5 KB / 5 (×0.75) |');
    expect(report).toContain('| Nubis | manual | 99 (×1.10) |');
    expect(report).toContain('| Nubis | 40.00 s (×5.00) | 40.00 s (×5.00) |');
  });

  it("lists each run's TBT of the pages that have them, in round order", () => {
    expect(report).toContain('| Nubis | manual | 120, 50, 90 |');
    expect(renderReport({...results, sites: {...results.sites, nubis: {...results.sites.nubis, pages: {}}}})).not.toContain(
      'TBT of each run',
    );
  });

  it('lists the search figures and every budget with its result', () => {
    expect(report).toContain('| Index | 86 pages, 2 files, 2.0 KB |');
    expect(report).toContain('| "tax": last keystroke to first result, bytes | 300 ms, 100.0 KB |');
    expect(report).toContain('| Last keystroke to first result, median | 400 ms |');
    expect(report).toContain('| Bytes of the first query | 100.0 KB |');
    expect(report).toContain('| Production build (cold, median) | — | 40000 ms | ≤ 60000 ms | met |');
    expect(report.match(/\| met \|/g)).toHaveLength(results.budgets.length);
  });
});

describe('Lighthouse figures', () => {
  it('name the scored audits that cost points, not the informative ones', () => {
    const failing = failingAudits({
      lighthouseVersion: '12',
      categories: {
        seo: {
          score: 0.92,
          auditRefs: [
            {id: 'is-crawlable', weight: 4.04},
            {id: 'structured-data', weight: 0},
            {id: 'robots-txt', weight: 1},
          ],
        },
      },
      audits: {'is-crawlable': {score: 0}, 'structured-data': {score: 0}, 'robots-txt': {score: null, scoreDisplayMode: 'notApplicable'}},
    });
    expect(failing).toEqual(['seo: is-crawlable']);
  });

  it("are the medians of a page's runs, with the audits that cost points in any run", () => {
    const report = (performance: number, tbtMs: number, failingSeo: boolean): LighthouseResult => ({
      lighthouseVersion: '12.8.2',
      categories: {
        performance: {score: performance, auditRefs: []},
        seo: {score: failingSeo ? 0.92 : 1, auditRefs: [{id: 'is-crawlable', weight: 4.04}]},
      },
      audits: {
        'largest-contentful-paint': {score: 1, numericValue: 1200},
        'first-contentful-paint': {score: 1, numericValue: 900},
        'total-blocking-time': {score: 0.5, numericValue: tbtMs},
        'cumulative-layout-shift': {score: 1, numericValue: 0},
        'speed-index': {score: 1, numericValue: 1000},
        'is-crawlable': {score: failingSeo ? 0 : 1},
      },
    });
    const figures = figuresOf([report(0.8, 900, false), report(0.9, 300, true), report(0.85, 500, false)]);
    expect(figures.scores.performance).toBe(85);
    expect(figures.scores.seo).toBe(100);
    expect(figures.tbtMs).toBe(500);
    expect(figures.tbtRunsMs).toEqual([900, 300, 500]);
    expect(figures.runs).toBe(3);
    expect(figures.failing).toEqual(['seo: is-crawlable']);
    expect(() => figuresOf([])).toThrow(/No Lighthouse report/);
  });
});

describe('page weight', () => {
  it('counts prefetches apart and sorts the rest by what they are', () => {
    expect(classifyRequest('other', 'http://x/docs/assets/js/a.js', 'prefetch')).toBe('prefetch');
    expect(classifyRequest('script', 'http://x/docs/assets/js/a.js', undefined)).toBe('js');
    expect(classifyRequest('other', 'http://x/docs/assets/js/a.js', undefined)).toBe('js');
    expect(classifyRequest('stylesheet', 'http://x/a.css', undefined)).toBe('css');
    expect(classifyRequest('document', 'http://x/docs/', undefined)).toBe('html');
    expect(classifyRequest('image', 'http://x/docs/img/logo.svg', undefined)).toBe('other');
  });

  it('counts what came over the network, not responses Chromium served from its cache', () => {
    expect(downloadedBytes(1234)).toBe(1234);
    expect(downloadedBytes(0)).toBe(0);
    expect(downloadedBytes(-929)).toBeUndefined();
  });
});

describe('serving for the benchmark', () => {
  it('compresses the default site exactly as deploy/nginx.conf does', () => {
    const gzip = gzipDirectives(template);
    expect(gzip).toContain('gzip on;');
    expect(gzip.some((line) => line.startsWith('gzip_comp_level '))).toBe(true);
    // The search index is sized at the level production compresses with.
    expect(gzip).toContain(`gzip_comp_level ${gzipLevel(template)};`);
    expect(gzipLevel('gzip_comp_level 9;')).toBe(9);
    expect(() => gzipLevel('gzip on;')).toThrow(/gzip_comp_level/);
    expect(gzip.some((line) => line.startsWith('gzip_types ') && line.includes('application/javascript'))).toBe(true);
    const conf = defaultSiteConf('/srv/default/build', 4176, gzip);
    for (const line of gzip) expect(conf).toContain(line);
    expect(conf).toContain('listen 127.0.0.1:4176;');
    expect(conf).toContain('error_page 404 /404.html;');
  });

  it('adds the 200-status copy of the not-found page to the production configuration and nothing else', () => {
    const rendered = renderNginxConf(template, {listen: '127.0.0.1:4175', root: '/tmp/prefix/html'});
    const benched = withBenchNotFound(rendered, '/work/build');
    expect(benched).toContain(`location = ${NOT_FOUND_BENCH_PATH} {`);
    expect(benched).toContain('alias /work/build/404.html;');
    expect(benched.replace(/ {8}location = \/docs\/__bench\/not-found \{[\s\S]*?\n {8}\}\n\n/, '')).toBe(rendered);
    expect(() => withBenchNotFound('http {}', '/work/build')).toThrow(/location \//);
  });
});

describe('the measured pages', () => {
  it('cover every page type, the code-heavy manual page included, each compared with a default-site page', () => {
    expect(NUBIS_SITE.pages.map((p) => p.kind)).toEqual(['manual', 'manual', 'manual', 'api', 'api', 'not-found']);
    expect(NUBIS_SITE.pages.map((p) => p.path)).toContain('/docs/operators-manual/kubernetes-install/microk8s');
    const defaults = new Set(DEFAULT_SITE.pages.map((p) => p.id));
    for (const p of NUBIS_SITE.pages) expect(defaults.has(p.baseline)).toBe(true);
  });
});

describe('options', () => {
  it('reads --check, --runs, --skip-build, --search-only and --scale and refuses anything else', () => {
    // Five runs per page, three builds per site, unless --runs sets both.
    expect(parseArgs([])).toEqual({check: false, runs: 5, buildRuns: 3, skipBuild: false, searchOnly: false});
    expect(parseArgs(['--check', '--runs', '3'])).toEqual({check: true, runs: 3, buildRuns: 3, skipBuild: false, searchOnly: false});
    expect(parseArgs(['--runs=1', '--skip-build'])).toEqual({check: false, runs: 1, buildRuns: 1, skipBuild: true, searchOnly: false});
    expect(parseArgs(['--scale', '10'])).toEqual({check: false, runs: 5, buildRuns: 3, skipBuild: false, searchOnly: false, scale: 10});
    expect(parseArgs(['--search-only', '--scale=3'])).toEqual({
      check: false,
      runs: 5,
      buildRuns: 3,
      skipBuild: false,
      searchOnly: true,
      scale: 3,
    });
    expect(() => parseArgs(['--scale', '1'])).toThrow(/2 to 50/);
    expect(() => parseArgs(['--runs', '0'])).toThrow(/at least 1/);
    expect(() => parseArgs(['--fast'])).toThrow(/Unknown option --fast/);
  });
});

describe('search budgets and the scale run', () => {
  const search = (medianMs: number, firstQueryBytes: number) => ({
    pages: 86,
    indexFiles: 2,
    indexBytes: 2048,
    phone: {
      profile: {latencyMs: 150, downloadKbps: 1600, uploadKbps: 750, cpuSlowdown: 4, typingDelayMs: 100},
      queries: [],
      medianMs,
      firstQueryBytes,
    },
  });

  it('holds the phone search to 1 s and 150 KB, and at ten times the content to 1.5 s, 200 KB, 10 minutes and 4 GB', () => {
    const own = {...site({home: page('manual', 100_000, 99)}, 30_000), search: search(1200, 100_000)};
    const scale = {
      factor: 10,
      measuredAt: '',
      pages: 880,
      build: {wallMs: 300_000, peakRssBytes: 5 * 1024 ** 3},
      search: search(1400, 300_000),
    };
    const outcomes = checkBudgets({sites: {nubis: own, default: baseline}, scale});
    const result = (budget: string): boolean | undefined => outcomes.find((outcome) => outcome.budget.startsWith(budget))?.passed;
    expect(result('Search on a phone: last keystroke')).toBe(false);
    expect(result('Search on a phone: bytes')).toBe(true);
    expect(result('10× content: search on a phone, last keystroke')).toBe(true);
    expect(result('10× content: search on a phone, bytes')).toBe(false);
    expect(result('10× content: build')).toBe(true);
    expect(result('10× content: build peak memory')).toBe(false);
    expect(BUDGETS.search).toEqual({phoneMs: 1000, firstQueryBytes: 150 * 1024});
  });

  it('copies a page without its own route', () => {
    expect(copiedPage('---\ntitle: Home\nslug: /\ndescription: x\n---\n\nslug: stays in the text\n')).toBe(
      '---\ntitle: Home\ndescription: x\n---\n\nslug: stays in the text\n',
    );
    expect(copiedPage('---\ntitle: Page\n---\nText\n')).toBe('---\ntitle: Page\n---\nText\n');
    expect(scaleConfig("onBrokenLinks: 'throw',\n  onBrokenAnchors: 'throw',")).toBe("onBrokenLinks: 'warn',\n  onBrokenAnchors: 'warn',");
    expect(() => scaleConfig('{}')).toThrow(/onBrokenLinks/);
  });
});
