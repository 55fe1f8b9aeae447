/**
 * The performance budgets: the page figures as ratios to the default site's page of the same Markdown
 * measured in the same run, since absolute figures move with the machine's load. `npm run bench --
 * --check` exits 1 when one of the run's budgets is missed.
 */
import type {BudgetOutcome, BuildRun, PageFigures, ScaleResult, SearchFigures} from './figures';
import type {PhonePageId} from './sites';

export const BUDGETS = {
  /**
   * The MicroK8s and create-user pages on the phone profile, as multiples of the default page of the same
   * Markdown (issue 39): first and largest contentful paint, time until hydrated; layout shift in light
   * and dark mode; Lighthouse performance at least the default page's.
   */
  phone: {fcpRatio: 0.7, lcpRatio: 0.8, hydratedRatio: 0.8, cls: 0.01},
  /** The API operation against the manual page with the most code: the scripts by hydration and the time until hydrated. */
  apiToManual: {jsRatio: 1.05, hydratedRatio: 1.05},
  /** Production build from a cleared state. */
  buildMs: 60_000,
  /**
   * Search on the phone profile (issue 41), medians of the queries at each typing speed: last keystroke
   * to first result, by milliseconds between keys, and bytes from the tap on the box to that result.
   */
  search: {phoneMs: {100: 500, 30: 700}, bytes: 150 * 1024},
  /** `--scale N`: the same at 100 ms a key at N times the content, and that build. */
  scale: {phoneMs: 1500, bytes: 200 * 1024, buildMs: 10 * 60_000, peakRssBytes: 4 * 1024 ** 3},
} as const;

/** Times, bytes and scores are compared in whole units, layout shift to the thousandth. */
function outcome(budget: string, page: string | undefined, actual: number, limit: number, unit: BudgetOutcome['unit']): BudgetOutcome {
  const round = (value: number): number => (unit === 'shift' ? Math.round(value * 1000) / 1000 : Math.round(value));
  const [rounded, roundedLimit] = [round(actual), round(limit)];
  const passed = unit === 'score' ? rounded >= roundedLimit : rounded <= roundedLimit;
  return {budget, ...(page === undefined ? {} : {page}), actual: rounded, limit: roundedLimit, unit, passed};
}

/** Issue 39's acceptance: what a reader sees on a phone, against the default page of the same Markdown. */
export function phoneBudgets(pages: Record<PhonePageId, PageFigures>): BudgetOutcome[] {
  const base = pages['same-markdown'];
  const {fcpRatio, lcpRatio, hydratedRatio, cls} = BUDGETS.phone;
  const same = 'default page of the same Markdown';
  const outcomes = (['microk8s', 'create-user'] as const).flatMap((id) => {
    const {phone, phoneDark, performance} = pages[id];
    if (!phoneDark) throw new Error(`No dark-mode phone figures for the ${id} page: measure it with dark set.`);
    return [
      outcome(`Phone: first contentful paint ≤ ${fcpRatio}× ${same}`, id, phone.fcpMs, fcpRatio * base.phone.fcpMs, 'ms'),
      outcome(`Phone: largest contentful paint ≤ ${lcpRatio}× ${same}`, id, phone.lcpMs, lcpRatio * base.phone.lcpMs, 'ms'),
      outcome(`Phone: time until hydrated ≤ ${hydratedRatio}× ${same}`, id, phone.hydratedMs, hydratedRatio * base.phone.hydratedMs, 'ms'),
      outcome(`Phone: layout shift ≤ ${cls}`, id, phone.cls, cls, 'shift'),
      outcome(`Phone, dark mode: layout shift ≤ ${cls}`, id, phoneDark.cls, cls, 'shift'),
      outcome(`Lighthouse performance ≥ ${same}`, id, performance, base.performance, 'score'),
    ];
  });
  const {jsRatio, hydratedRatio: apiRatio} = BUDGETS.apiToManual;
  const [api, manual] = [pages['create-user'].phone, pages.microk8s.phone];
  return [
    ...outcomes,
    outcome(`Phone: JS by hydration ≤ ${jsRatio}× MicroK8s`, 'create-user', api.jsBytes, jsRatio * manual.jsBytes, 'bytes'),
    outcome(`Phone: time until hydrated ≤ ${apiRatio}× MicroK8s`, 'create-user', api.hydratedMs, apiRatio * manual.hydratedMs, 'ms'),
  ];
}

/** Issue 41: search as you type at each speed measured. */
export function searchBudgets(search: SearchFigures): BudgetOutcome[] {
  return search.speeds.flatMap(({keyDelayMs, medianMs, medianBytes}) => [
    outcome(
      `Search at ${keyDelayMs} ms a key: last keystroke to result (median)`,
      undefined,
      medianMs,
      BUDGETS.search.phoneMs[keyDelayMs],
      'ms',
    ),
    outcome(`Search at ${keyDelayMs} ms a key: bytes from the tap (median)`, undefined, medianBytes, BUDGETS.search.bytes, 'bytes'),
  ]);
}

export const buildBudgets = (build: BuildRun): BudgetOutcome[] => [
  outcome('Production build, cold', undefined, build.wallMs, BUDGETS.buildMs, 'ms'),
];

export function scaleBudgets({factor, build, search}: ScaleResult): BudgetOutcome[] {
  const speed = search.speeds.find(({keyDelayMs}) => keyDelayMs === 100);
  if (!speed) throw new Error(`No search figures at 100 ms a key at ${factor}× the content.`);
  const {phoneMs, bytes, buildMs, peakRssBytes} = BUDGETS.scale;
  return [
    outcome(`${factor}× content: search at 100 ms a key, last keystroke to result (median)`, undefined, speed.medianMs, phoneMs, 'ms'),
    outcome(`${factor}× content: search at 100 ms a key, bytes from the tap (median)`, undefined, speed.medianBytes, bytes, 'bytes'),
    outcome(`${factor}× content: build`, undefined, build.wallMs, buildMs, 'ms'),
    outcome(`${factor}× content: build peak memory`, undefined, build.peakRssBytes, peakRssBytes, 'bytes'),
  ];
}
