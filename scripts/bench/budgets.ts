/**
 * The performance budgets: ratios to the default site's pages measured in the same run, since absolute
 * figures move with the machine's load. `npm run bench -- --check` exits 1 when one is missed.
 */
import type {BenchResults, BudgetOutcome, PageResult, SiteResult} from './report';
import {TYPING_DELAYS_MS, type SearchFigures, type TypingSpeedFigures} from './search-metrics';
import {BASELINE_PAGE, PHONE_ONLY_PAGES, SAME_MARKDOWN_PAGE, type SiteId} from './sites';

const BUDGETS = {
  /** Lighthouse total blocking time and first-visit JS (gzip), as multiples of the default doc page's. */
  tbtRatio: {manual: 0.6, api: 1.0},
  jsRatio: {manual: 1.0, api: 1.5},
  /**
   * Every page on the phone profile, as multiples of the default site's page of the same Markdown (issue
   * 39): first and largest contentful paint, time until hydrated; layout shift in light mode, and in dark
   * mode on the pages loaded in both.
   */
  phone: {fcpRatio: 0.7, lcpRatio: 0.8, hydratedRatio: 0.8, cls: 0.01},
  /** The API operation page against the manual page with the most code: first-visit JS and time until hydrated on the phone profile. */
  apiToManual: {page: 'api-operation', manual: 'manual-code-page', jsRatio: 1.05, hydratedRatio: 1.05},
  /** Accessibility, best practices and SEO on every page. */
  otherCategories: 100,
  /** Production build from a cleared state. */
  buildMs: 60_000,
  /**
   * Search on the phone profile (issue 41), medians of the queries at each typing speed: last keystroke
   * to first result, by milliseconds between keys, and bytes from the tap on the box to that result.
   */
  search: {phoneMs: {100: 500, 30: 700}, bytes: 150 * 1024},
  /** The same at ten times the content, at 100 ms a key, and that build. */
  scale: {phoneMs: 1500, bytes: 200 * 1024, buildMs: 10 * 60_000, peakRssBytes: 4 * 1024 ** 3},
} as const;

/** The figures of one typing speed; a run without them cannot be checked. */
function speedOf(search: SearchFigures, keyDelayMs: TypingSpeedFigures['keyDelayMs']): TypingSpeedFigures {
  const speed = search.phone.speeds.find((figures) => figures.keyDelayMs === keyDelayMs);
  if (!speed) throw new Error(`No search figures at ${keyDelayMs} ms a key: run the bench with --search-only.`);
  return speed;
}

type Check = (budget: string, page: string | undefined, actual: number, limit: number, unit: BudgetOutcome['unit']) => void;

/** Collects outcomes; times, bytes and scores are compared in whole units, layout shift to the thousandth. */
function collector(): {outcomes: BudgetOutcome[]; check: Check} {
  const outcomes: BudgetOutcome[] = [];
  const check: Check = (budget, page, actual, limit, unit) => {
    const round = (value: number): number => (unit === 'shift' ? Math.round(value * 1000) / 1000 : Math.round(value));
    const [rounded, roundedLimit] = [round(actual), round(limit)];
    const passed = unit === 'score' ? rounded >= roundedLimit : rounded <= roundedLimit;
    outcomes.push({budget, ...(page === undefined ? {} : {page}), actual: rounded, limit: roundedLimit, unit, passed});
  };
  return {outcomes, check};
}

function pageOf(sites: Record<SiteId, Pick<SiteResult, 'pages'>>, site: SiteId, id: string): PageResult {
  const page = sites[site].pages[id];
  if (!page) throw new Error(`The ${site} site has no "${id}" page for the budgets.`);
  return page;
}

function phoneOf(page: PageResult, mode: 'phone' | 'phoneDark' = 'phone') {
  const figures = page[mode];
  if (!figures)
    throw new Error(`No phone-profile figures${mode === 'phoneDark' ? ' in dark mode' : ''} for the ${page.label}: run the whole bench.`);
  return figures;
}

/**
 * What a reader sees on a phone, against the default site's page of the same Markdown: every page of
 * this site loaded on the phone profile, and Lighthouse performance on the pages `--phone-only` measures.
 */
export function checkPhoneBudgets(sites: Record<SiteId, Pick<SiteResult, 'pages'>>): BudgetOutcome[] {
  const {outcomes, check} = collector();
  const base = pageOf(sites, 'default', SAME_MARKDOWN_PAGE);
  const basePhone = phoneOf(base);
  const {fcpRatio, lcpRatio, hydratedRatio, cls} = BUDGETS.phone;
  const same = 'default page of the same Markdown';
  for (const [id, page] of Object.entries(sites.nubis.pages)) {
    if (page.kind === 'not-found') continue;
    const phone = phoneOf(page);
    const metrics = [
      ['first contentful paint', 'fcpMs', fcpRatio],
      ['largest contentful paint', 'lcpMs', lcpRatio],
      ['time until hydrated', 'hydratedMs', hydratedRatio],
    ] as const;
    for (const [metric, key, ratio] of metrics)
      check(`Phone profile: ${metric} ≤ ${ratio}× ${same}`, id, phone[key], ratio * basePhone[key], 'ms');
    check(`Phone profile: layout shift ≤ ${cls}`, id, phone.cls, cls, 'shift');
    if ((PHONE_ONLY_PAGES as readonly string[]).includes(id)) {
      check(`Phone profile, dark mode: layout shift ≤ ${cls}`, id, phoneOf(page, 'phoneDark').cls, cls, 'shift');
      check(`Lighthouse performance ≥ ${same}`, id, page.lighthouse.scores.performance, base.lighthouse.scores.performance, 'score');
    }
  }
  return outcomes;
}

export function checkBudgets({sites, scale}: Pick<BenchResults, 'sites' | 'scale'>): BudgetOutcome[] {
  const {outcomes, check} = collector();
  const weightOf = (page: PageResult) => {
    if (!page.weight) throw new Error(`No first-visit weight for the ${page.label}: run the whole bench.`);
    return page.weight;
  };
  const base = pageOf(sites, 'default', BASELINE_PAGE);
  for (const [id, page] of Object.entries(sites.nubis.pages)) {
    const {scores, tbtMs} = page.lighthouse;
    if (page.kind !== 'not-found') {
      // Lighthouse mobile performance: no margin over the default since its simulated LCP stopped favouring ours (DECISIONS.md).
      check('Lighthouse performance ≥ default doc page', id, scores.performance, base.lighthouse.scores.performance, 'score');
      const tbt = BUDGETS.tbtRatio[page.kind];
      check(`TBT ≤ ${tbt}× default doc page`, id, tbtMs, tbt * base.lighthouse.tbtMs, 'ms');
      const js = BUDGETS.jsRatio[page.kind];
      check(`First-visit JS ≤ ${js}× default doc page`, id, weightOf(page).jsBytes, js * weightOf(base).jsBytes, 'bytes');
    }
    for (const category of ['accessibility', 'best-practices', 'seo'] as const) {
      check(`Lighthouse ${category}`, id, scores[category], BUDGETS.otherCategories, 'score');
    }
  }
  outcomes.push(...checkPhoneBudgets(sites));
  const {page: apiId, jsRatio, hydratedRatio} = BUDGETS.apiToManual;
  const [api, manual] = [pageOf(sites, 'nubis', apiId), pageOf(sites, 'nubis', BUDGETS.apiToManual.manual)];
  check(`First-visit JS ≤ ${jsRatio}× the ${manual.label}`, apiId, weightOf(api).jsBytes, jsRatio * weightOf(manual).jsBytes, 'bytes');
  const hydrated = `Phone profile: time until hydrated ≤ ${hydratedRatio}× the ${manual.label}`;
  check(hydrated, apiId, phoneOf(api).hydratedMs, hydratedRatio * phoneOf(manual).hydratedMs, 'ms');
  check('Production build (cold, median)', undefined, sites.nubis.build.cold.wallMs, BUDGETS.buildMs, 'ms');
  const search = sites.nubis.search;
  if (!search) throw new Error('No search figures for this site: run the whole bench, or with --search-only.');
  for (const delay of TYPING_DELAYS_MS) {
    const [speed, limit] = [speedOf(search, delay), BUDGETS.search.phoneMs[delay]];
    check(`Search on a phone at ${delay} ms a key: last keystroke to first result (median)`, undefined, speed.medianMs, limit, 'ms');
    check(
      `Search on a phone at ${delay} ms a key: bytes from the tap to that result (median)`,
      undefined,
      speed.medianBytes,
      BUDGETS.search.bytes,
      'bytes',
    );
  }
  if (scale) {
    const times = `${scale.factor}× content`;
    const speed = speedOf(scale.search, 100);
    check(
      `${times}: search on a phone at 100 ms a key, last keystroke to first result (median)`,
      undefined,
      speed.medianMs,
      BUDGETS.scale.phoneMs,
      'ms',
    );
    check(
      `${times}: search on a phone at 100 ms a key, bytes from the tap to that result (median)`,
      undefined,
      speed.medianBytes,
      BUDGETS.scale.bytes,
      'bytes',
    );
    check(`${times}: build`, undefined, scale.build.wallMs, BUDGETS.scale.buildMs, 'ms');
    check(`${times}: build peak memory`, undefined, scale.build.peakRssBytes, BUDGETS.scale.peakRssBytes, 'bytes');
  }
  return outcomes;
}
