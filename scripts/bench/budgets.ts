/**
 * The performance budgets: ratios to the default site's doc page measured in the same run, since
 * absolute figures move with the machine's load. `npm run bench -- --check` exits 1 when one is missed.
 */
import type {BenchResults, BudgetOutcome, PageResult} from './report';
import {BASELINE_PAGE} from './sites';

const BUDGETS = {
  /** Lighthouse total blocking time and first-visit JS (gzip), as multiples of the default doc page's. */
  tbtRatio: {manual: 0.6, api: 1.0},
  jsRatio: {manual: 1.0, api: 1.5},
  /** Manual pages on the phone profile, as multiples of the default doc page's: first contentful paint (ours carry more text), time until hydrated. */
  phone: {fcpRatio: 1.1, hydratedRatio: 0.8},
  /** The API operation page against the manual page with the most code: first-visit JS and time until hydrated on the phone profile. */
  apiToManual: {page: 'api-operation', manual: 'manual-code-page', jsRatio: 1.05, hydratedRatio: 1.05},
  /** Accessibility, best practices and SEO on every page. */
  otherCategories: 100,
  /** Production build from a cleared state. */
  buildMs: 60_000,
  /** Search on the phone profile: last keystroke to first result (median), bytes of the first query. */
  search: {phoneMs: 1000, firstQueryBytes: 150 * 1024},
  /** The same at ten times the content, and that build. */
  scale: {phoneMs: 1500, firstQueryBytes: 200 * 1024, buildMs: 10 * 60_000, peakRssBytes: 4 * 1024 ** 3},
} as const;

export function checkBudgets({sites, scale}: Pick<BenchResults, 'sites' | 'scale'>): BudgetOutcome[] {
  const outcomes: BudgetOutcome[] = [];
  const check = (budget: string, page: string | undefined, actual: number, limit: number, unit: BudgetOutcome['unit']): void => {
    const [rounded, roundedLimit] = [Math.round(actual), Math.round(limit)];
    const passed = unit === 'score' ? rounded >= roundedLimit : rounded <= roundedLimit;
    outcomes.push({budget, ...(page === undefined ? {} : {page}), actual: rounded, limit: roundedLimit, unit, passed});
  };
  const pageOf = (site: 'nubis' | 'default', id: string): PageResult => {
    const page = sites[site].pages[id];
    if (!page) throw new Error(`The ${site} site has no "${id}" page for the budgets.`);
    return page;
  };
  const phoneOf = (page: PageResult) => {
    if (!page.phone) throw new Error(`No phone-profile figures for the ${page.label}: run the whole bench.`);
    return page.phone;
  };
  const base = pageOf('default', BASELINE_PAGE);
  for (const [id, page] of Object.entries(sites.nubis.pages)) {
    const {scores, tbtMs} = page.lighthouse;
    if (page.kind !== 'not-found') {
      // Lighthouse mobile performance: no margin over the default since its simulated LCP stopped favouring ours (DECISIONS.md).
      check('Lighthouse performance ≥ default doc page', id, scores.performance, base.lighthouse.scores.performance, 'score');
      const tbt = BUDGETS.tbtRatio[page.kind];
      check(`TBT ≤ ${tbt}× default doc page`, id, tbtMs, tbt * base.lighthouse.tbtMs, 'ms');
      const js = BUDGETS.jsRatio[page.kind];
      check(`First-visit JS ≤ ${js}× default doc page`, id, page.weight.jsBytes, js * base.weight.jsBytes, 'bytes');
    }
    if (page.kind === 'manual') {
      const [phone, basePhone] = [phoneOf(page), phoneOf(base)];
      const metrics = [
        ['first contentful paint', 'fcpMs', BUDGETS.phone.fcpRatio],
        ['time until hydrated', 'hydratedMs', BUDGETS.phone.hydratedRatio],
      ] as const;
      for (const [metric, key, ratio] of metrics) {
        check(`Phone profile: ${metric} ≤ ${ratio}× default doc page`, id, phone[key], ratio * basePhone[key], 'ms');
      }
    }
    for (const category of ['accessibility', 'best-practices', 'seo'] as const) {
      check(`Lighthouse ${category}`, id, scores[category], BUDGETS.otherCategories, 'score');
    }
  }
  const {page: apiId, jsRatio, hydratedRatio} = BUDGETS.apiToManual;
  const [api, manual] = [pageOf('nubis', apiId), pageOf('nubis', BUDGETS.apiToManual.manual)];
  check(`First-visit JS ≤ ${jsRatio}× the ${manual.label}`, apiId, api.weight.jsBytes, jsRatio * manual.weight.jsBytes, 'bytes');
  const hydrated = `Phone profile: time until hydrated ≤ ${hydratedRatio}× the ${manual.label}`;
  check(hydrated, apiId, phoneOf(api).hydratedMs, hydratedRatio * phoneOf(manual).hydratedMs, 'ms');
  check('Production build (cold, median)', undefined, sites.nubis.build.cold.wallMs, BUDGETS.buildMs, 'ms');
  const search = sites.nubis.search;
  if (!search) throw new Error('No search figures for this site: run the whole bench, or with --search-only.');
  check('Search on a phone: last keystroke to first result (median)', undefined, search.phone.medianMs, BUDGETS.search.phoneMs, 'ms');
  check('Search on a phone: bytes of the first query', undefined, search.phone.firstQueryBytes, BUDGETS.search.firstQueryBytes, 'bytes');
  if (scale) {
    const times = `${scale.factor}× content`;
    check(
      `${times}: search on a phone, last keystroke to first result (median)`,
      undefined,
      scale.search.phone.medianMs,
      BUDGETS.scale.phoneMs,
      'ms',
    );
    check(
      `${times}: search on a phone, bytes of the first query`,
      undefined,
      scale.search.phone.firstQueryBytes,
      BUDGETS.scale.firstQueryBytes,
      'bytes',
    );
    check(`${times}: build`, undefined, scale.build.wallMs, BUDGETS.scale.buildMs, 'ms');
    check(`${times}: build peak memory`, undefined, scale.build.peakRssBytes, BUDGETS.scale.peakRssBytes, 'bytes');
  }
  return outcomes;
}
