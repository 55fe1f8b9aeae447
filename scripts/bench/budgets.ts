/**
 * The performance budgets: ratios to the default site's doc page measured in the same run,
 * since absolute scores move with the machine's load. `npm run bench -- --check` exits non-zero when
 * one is missed.
 */
import type {BenchResults, BudgetOutcome, PageResult} from './results';

export const BUDGETS = {
  /** Lighthouse mobile performance: at least the default doc page's score plus this margin (at most 100). */
  performanceMargin: {manual: 5, api: 0},
  /** Largest contentful paint, as a multiple of the default doc page's (manual pages). */
  lcpRatio: {manual: 0.6},
  /** Total blocking time, as a multiple of the default doc page's. */
  tbtRatio: {manual: 0.6, api: 1.0},
  /** First-visit JS (gzip), as a multiple of the default doc page's. */
  jsRatio: {manual: 1.0, api: 1.5},
  /**
   * An API operation page against the manual page with the most code (MicroK8s), on the phone profile:
   * first-visit JS, and the time until it is hydrated. The reference must be as light as a manual page.
   */
  apiToManual: {page: 'api-operation', manual: 'manual-code-page', jsRatio: 1.05, hydratedRatio: 1.05},
  /** Accessibility, best practices and SEO on every page. */
  otherCategories: 100,
  /** Production build, from a cleared state, on the 2-core machine. */
  buildMs: 60_000,
  /** Search on the phone profile: last keystroke to first result (median), bytes of the first query. */
  search: {phoneMs: 1000, firstQueryBytes: 150 * 1024},
  /** The same at ten times the content, and that build on 2 cores. */
  scale: {phoneMs: 1500, firstQueryBytes: 200 * 1024, buildMs: 10 * 60_000, peakRssBytes: 4 * 1024 ** 3},
} as const;

const BASELINE_DOC_PAGE = 'doc-page';

export function checkBudgets(results: Pick<BenchResults, 'sites' | 'scale'>): BudgetOutcome[] {
  const outcomes: BudgetOutcome[] = [];
  const own = results.sites.nubis;
  const baseline: PageResult | undefined = results.sites.default.pages[BASELINE_DOC_PAGE];
  if (baseline === undefined) throw new Error(`The default site has no "${BASELINE_DOC_PAGE}" page to compare with.`);
  const base = {
    performance: baseline.lighthouse.scores.performance,
    lcpMs: baseline.lighthouse.lcpMs,
    tbtMs: baseline.lighthouse.tbtMs,
    jsBytes: baseline.weight.jsBytes,
  };
  for (const [id, page] of Object.entries(own.pages)) {
    const {scores, lcpMs, tbtMs} = page.lighthouse;
    if (page.kind === 'manual' || page.kind === 'api') {
      const margin = BUDGETS.performanceMargin[page.kind];
      const limit = Math.min(100, base.performance + margin);
      const budget = `Lighthouse performance ≥ default doc page${margin > 0 ? ` + ${margin}` : ''}`;
      outcomes.push({budget, page: id, actual: scores.performance, limit, unit: 'min', passed: scores.performance >= limit});
      const tbtRatio = BUDGETS.tbtRatio[page.kind];
      const tbtLimit = Math.round(tbtRatio * base.tbtMs);
      outcomes.push({
        budget: `TBT ≤ ${tbtRatio}× default doc page`,
        page: id,
        actual: Math.round(tbtMs),
        limit: tbtLimit,
        unit: 'ms',
        passed: Math.round(tbtMs) <= tbtLimit,
      });
      const jsRatio = BUDGETS.jsRatio[page.kind];
      const jsLimit = Math.round(jsRatio * base.jsBytes);
      outcomes.push({
        budget: `First-visit JS ≤ ${jsRatio}× default doc page`,
        page: id,
        actual: page.weight.jsBytes,
        limit: jsLimit,
        unit: 'bytes',
        passed: page.weight.jsBytes <= jsLimit,
      });
    }
    if (page.kind === 'manual') {
      const lcpLimit = Math.round(BUDGETS.lcpRatio.manual * base.lcpMs);
      outcomes.push({
        budget: `LCP ≤ ${BUDGETS.lcpRatio.manual}× default doc page`,
        page: id,
        actual: Math.round(lcpMs),
        limit: lcpLimit,
        unit: 'ms',
        passed: Math.round(lcpMs) <= lcpLimit,
      });
    }
    for (const category of ['accessibility', 'best-practices', 'seo'] as const) {
      const actual = scores[category];
      outcomes.push({
        budget: `Lighthouse ${category}`,
        page: id,
        actual,
        limit: BUDGETS.otherCategories,
        unit: 'min',
        passed: actual >= BUDGETS.otherCategories,
      });
    }
  }
  const api = own.pages[BUDGETS.apiToManual.page];
  const manual = own.pages[BUDGETS.apiToManual.manual];
  if (api && manual) {
    const {jsRatio, hydratedRatio} = BUDGETS.apiToManual;
    const jsLimit = Math.round(jsRatio * manual.weight.jsBytes);
    outcomes.push({
      budget: `First-visit JS ≤ ${jsRatio}× the ${manual.label}`,
      page: BUDGETS.apiToManual.page,
      actual: api.weight.jsBytes,
      limit: jsLimit,
      unit: 'bytes',
      passed: api.weight.jsBytes <= jsLimit,
    });
    if (api.phone && manual.phone) {
      const limit = Math.round(hydratedRatio * manual.phone.hydratedMs);
      const actual = Math.round(api.phone.hydratedMs);
      outcomes.push({
        budget: `Phone profile: time until hydrated ≤ ${hydratedRatio}× the ${manual.label}`,
        page: BUDGETS.apiToManual.page,
        actual,
        limit,
        unit: 'ms',
        passed: actual <= limit,
      });
    }
  }
  const buildMs = Math.round(own.build.cold.wallMs);
  outcomes.push({
    budget: 'Production build (cold, median)',
    actual: buildMs,
    limit: BUDGETS.buildMs,
    unit: 'ms',
    passed: buildMs <= BUDGETS.buildMs,
  });
  const limit = (budget: string, actual: number, max: number, unit: string): BudgetOutcome => ({
    budget,
    actual: Math.round(actual),
    limit: max,
    unit,
    passed: actual <= max,
  });
  if (own.search) {
    outcomes.push(
      limit('Search on a phone: last keystroke to first result (median)', own.search.phone.medianMs, BUDGETS.search.phoneMs, 'ms'),
    );
    outcomes.push(
      limit('Search on a phone: bytes of the first query', own.search.phone.firstQueryBytes, BUDGETS.search.firstQueryBytes, 'bytes'),
    );
  }
  if (results.scale) {
    const {factor, build, search} = results.scale;
    outcomes.push(
      limit(
        `${factor}× content: search on a phone, last keystroke to first result (median)`,
        search.phone.medianMs,
        BUDGETS.scale.phoneMs,
        'ms',
      ),
    );
    outcomes.push(
      limit(
        `${factor}× content: search on a phone, bytes of the first query`,
        search.phone.firstQueryBytes,
        BUDGETS.scale.firstQueryBytes,
        'bytes',
      ),
    );
    outcomes.push(limit(`${factor}× content: build`, build.wallMs, BUDGETS.scale.buildMs, 'ms'));
    outcomes.push(limit(`${factor}× content: build peak memory`, build.peakRssBytes, BUDGETS.scale.peakRssBytes, 'bytes'));
  }
  return outcomes;
}
