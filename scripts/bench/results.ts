/** The shape of bench/results.json. */
import type {BuildRun} from './build-metrics';
import type {LighthouseFigures} from './lighthouse';
import type {PageWeight} from './page-weight';
import type {PhoneFigures} from './phone';
import type {SearchFigures} from './search-metrics';
import type {PageKind, SiteId} from './sites';

export interface BuildFigures {
  /** Builds from a cleared state (no .docusaurus, no bundler cache). */
  coldRuns: BuildRun[];
  cold: BuildRun;
  /** Builds again with the bundler's persistent cache from the previous build. */
  warmRuns: BuildRun[];
  warm: BuildRun;
  pages: number;
}

export interface PageResult {
  label: string;
  kind: PageKind;
  path: string;
  baseline: string;
  lighthouse: LighthouseFigures;
  weight: PageWeight;
  /** A first visit on the phone profile, applied for real (not the not-found page). */
  phone?: PhoneFigures;
}

export interface SiteResult {
  label: string;
  build: BuildFigures;
  pages: Record<string, PageResult>;
  /** The default classic site has no search. */
  search?: SearchFigures;
}

/** `npm run bench -- --scale N`: the site with N times its pages (scripts/bench/scale.ts). */
export interface ScaleResult {
  factor: number;
  measuredAt: string;
  /** Pages the build wrote. */
  pages: number;
  /** API generation, docusaurus build and search index, from a cleared state: wall time summed, peak memory the highest. */
  build: BuildRun;
  search: SearchFigures;
}

export interface BudgetOutcome {
  budget: string;
  page?: string;
  actual: number;
  limit: number;
  unit: string;
  passed: boolean;
}

export interface BenchResults {
  measuredAt: string;
  machine: {cpus: number; cpuModel: string; memoryGiB: number; node: string; chromium: string};
  docusaurusVersion: string;
  lighthouseVersion: string;
  /** Runs per page (Lighthouse, weight). */
  runs: number;
  /** Cold and warm builds per site. */
  buildRuns: number;
  sites: Record<SiteId, SiteResult>;
  scale?: ScaleResult;
  budgets: BudgetOutcome[];
}
