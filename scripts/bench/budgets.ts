/**
 * The performance budgets of issue 7, each measured in the same run as the default-site baseline.
 * `npm run bench -- --check` exits non-zero when one is missed.
 */
import type {BenchResults, BudgetOutcome} from './results';

export const BUDGETS = {
  /** Lighthouse mobile performance, 0–100. */
  performance: {manual: 98, api: 90},
  /** Accessibility, best practices and SEO on every page type. */
  otherCategories: 100,
  /** Largest contentful paint on manual pages (Lighthouse mobile, simulated). */
  manualLcpMs: 1500,
  /** First-visit JS (gzip) as a multiple of the default site's doc page. */
  jsRatio: {manual: 0.75, api: 1.5},
  /** Production build, from a cleared state, on the 2-core machine. */
  buildMs: 60_000,
  /** Search on the phone profile (issue 17): last keystroke to first result (median), bytes of the first query. */
  search: {phoneMs: 1000, firstQueryBytes: 150 * 1024},
  /** The same at ten times the content, and that build on 2 cores. */
  scale: {phoneMs: 1500, firstQueryBytes: 200 * 1024, buildMs: 10 * 60_000, peakRssBytes: 4 * 1024 ** 3},
} as const;

const BASELINE_DOC_PAGE = 'doc-page';

export function checkBudgets(results: Pick<BenchResults, 'sites' | 'scale'>): BudgetOutcome[] {
  const outcomes: BudgetOutcome[] = [];
  const own = results.sites.nubis;
  const baselineJs = results.sites.default.pages[BASELINE_DOC_PAGE]?.weight.jsBytes;
  if (baselineJs === undefined) throw new Error(`The default site has no "${BASELINE_DOC_PAGE}" page to compare with.`);
  for (const [id, page] of Object.entries(own.pages)) {
    const {scores, lcpMs} = page.lighthouse;
    if (page.kind === 'manual' || page.kind === 'api') {
      const limit = BUDGETS.performance[page.kind];
      outcomes.push({budget: 'Lighthouse performance', page: id, actual: scores.performance, limit, unit: 'min', passed: scores.performance >= limit});
      const jsLimit = Math.round(BUDGETS.jsRatio[page.kind] * baselineJs);
      outcomes.push({budget: `First-visit JS ≤ ${BUDGETS.jsRatio[page.kind]}× default doc page`, page: id, actual: page.weight.jsBytes, limit: jsLimit, unit: 'bytes', passed: page.weight.jsBytes <= jsLimit});
    }
    if (page.kind === 'manual') {
      outcomes.push({budget: 'LCP', page: id, actual: Math.round(lcpMs), limit: BUDGETS.manualLcpMs, unit: 'ms', passed: lcpMs <= BUDGETS.manualLcpMs});
    }
    for (const category of ['accessibility', 'best-practices', 'seo'] as const) {
      const actual = scores[category];
      outcomes.push({budget: `Lighthouse ${category}`, page: id, actual, limit: BUDGETS.otherCategories, unit: 'min', passed: actual >= BUDGETS.otherCategories});
    }
  }
  const buildMs = Math.round(own.build.cold.wallMs);
  outcomes.push({budget: 'Production build (cold, median)', actual: buildMs, limit: BUDGETS.buildMs, unit: 'ms', passed: buildMs <= BUDGETS.buildMs});
  const limit = (budget: string, actual: number, max: number, unit: string): BudgetOutcome => ({budget, actual: Math.round(actual), limit: max, unit, passed: actual <= max});
  if (own.search) {
    outcomes.push(limit('Search on a phone: last keystroke to first result (median)', own.search.phone.medianMs, BUDGETS.search.phoneMs, 'ms'));
    outcomes.push(limit('Search on a phone: bytes of the first query', own.search.phone.firstQueryBytes, BUDGETS.search.firstQueryBytes, 'bytes'));
  }
  if (results.scale) {
    const {factor, build, search} = results.scale;
    outcomes.push(limit(`${factor}× content: search on a phone, last keystroke to first result (median)`, search.phone.medianMs, BUDGETS.scale.phoneMs, 'ms'));
    outcomes.push(limit(`${factor}× content: search on a phone, bytes of the first query`, search.phone.firstQueryBytes, BUDGETS.scale.firstQueryBytes, 'bytes'));
    outcomes.push(limit(`${factor}× content: build`, build.wallMs, BUDGETS.scale.buildMs, 'ms'));
    outcomes.push(limit(`${factor}× content: build peak memory`, build.peakRssBytes, BUDGETS.scale.peakRssBytes, 'bytes'));
  }
  return outcomes;
}
