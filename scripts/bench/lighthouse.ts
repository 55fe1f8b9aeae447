/**
 * Lighthouse (npm package, default configuration: mobile emulation with simulated throttling) in
 * Debian's Chromium. Each page is audited several times and every figure is the median of the runs.
 */
import * as chromeLauncher from 'chrome-launcher';
import {CHROMIUM_ARGS, findOrInstallChromium} from '../chromium';
import {median} from './stats';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface LighthouseFigures {
  /** Category scores, 0–100. */
  scores: Record<Category, number>;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  /** Each run's TBT, in the order of the rounds: the spread behind the median. */
  tbtRunsMs?: number[];
  cls: number;
  speedIndexMs: number;
  /** Audits that cost points in a category (any run), to say what to fix. */
  failing: string[];
  runs: number;
}

interface AuditResult {
  score: number | null;
  numericValue?: number;
  scoreDisplayMode?: string;
}
interface CategoryResult {
  score: number | null;
  auditRefs: {id: string; weight: number}[];
}
/** One run's report: the parts the bench reads. */
export interface LighthouseResult {
  lighthouseVersion: string;
  runtimeError?: {code: string; message: string};
  categories: Record<string, CategoryResult>;
  audits: Record<string, AuditResult>;
}
type LighthouseRunner = (url: string, flags: Record<string, unknown>) => Promise<{lhr: LighthouseResult} | undefined>;

export interface LighthouseSession {
  version: string;
  /** One Lighthouse run of the page. */
  audit: (url: string) => Promise<LighthouseResult>;
  close: () => Promise<void>;
}

function numeric(lhr: LighthouseResult, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse reported no ${id}.`);
  return value;
}

/** The scored audits that did not get full marks in each category of a report. */
export function failingAudits(lhr: LighthouseResult): string[] {
  const failing: string[] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative') {
        failing.push(`${category}: ${ref.id}`);
      }
    }
  }
  return failing;
}

/** The median of each figure over a page's runs, and every audit that cost points in any of them. */
export function figuresOf(reports: LighthouseResult[]): LighthouseFigures {
  if (reports.length === 0) throw new Error('No Lighthouse report to summarise.');
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, median(reports.map((lhr) => Math.round((lhr.categories[category]?.score ?? 0) * 100)))]),
  ) as Record<Category, number>;
  return {
    scores,
    lcpMs: median(reports.map((lhr) => numeric(lhr, 'largest-contentful-paint'))),
    fcpMs: median(reports.map((lhr) => numeric(lhr, 'first-contentful-paint'))),
    tbtMs: median(reports.map((lhr) => numeric(lhr, 'total-blocking-time'))),
    tbtRunsMs: reports.map((lhr) => Math.round(numeric(lhr, 'total-blocking-time'))),
    cls: median(reports.map((lhr) => numeric(lhr, 'cumulative-layout-shift'))),
    speedIndexMs: median(reports.map((lhr) => numeric(lhr, 'speed-index'))),
    failing: [...new Set(reports.flatMap(failingAudits))].sort(),
    runs: reports.length,
  };
}

export async function startLighthouse(): Promise<LighthouseSession> {
  const {default: lighthouse} = (await import('lighthouse')) as unknown as {default: LighthouseRunner};
  const chrome = await chromeLauncher.launch({
    chromePath: findOrInstallChromium('browser'),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    logLevel: 'silent',
  });
  let version = '';
  const audit = async (url: string): Promise<LighthouseResult> => {
    const result = await lighthouse(url, {port: chrome.port, output: 'json', logLevel: 'error'});
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no report for ${url}.`);
    if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    version = lhr.lighthouseVersion;
    return lhr;
  };
  return {
    get version() {
      return version;
    },
    audit,
    close: async () => {
      chrome.kill();
    },
  };
}
