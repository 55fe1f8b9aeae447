/**
 * What is measured on each page, in rounds over the pages of both sites so that they meet the machine's
 * changing load together (every budget compares the two); each figure is the median of the runs.
 * Lighthouse (npm package, default configuration: mobile emulation, simulated throttling); the first
 * visit's bytes; and a first visit with Lighthouse's phone profile applied for real.
 */
import {chromium, type Browser, type BrowserContext, type CDPSession, type Page} from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import {CHROMIUM_ARGS, findOrInstallChromium, PHONE_VIEWPORT} from '../chromium';

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const at = (index: number): number => sorted[index] ?? Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

/** The median of each field. */
function medians<T extends Record<keyof T, number>>(samples: T[]): T {
  const keys = Object.keys(samples[0] ?? {}) as (keyof T)[];
  return Object.fromEntries(keys.map((key) => [key, median(samples.map((sample) => sample[key]))])) as T;
}

async function inRounds<T>(what: string, urls: string[], runs: number, once: (url: string) => Promise<T>): Promise<T[][]> {
  const samples = urls.map((): T[] => []);
  for (let run = 1; run <= runs; run += 1) {
    console.log(`${what}, round ${run}/${runs}`);
    for (const [index, url] of urls.entries()) samples[index]?.push(await once(url));
  }
  return samples;
}

export interface NetworkProfile {
  latencyMs: number;
  downloadKbps: number;
  uploadKbps: number;
  cpuSlowdown: number;
}

/** Applies a network and CPU profile through the DevTools protocol; `kilo`: bits in the profile's kbit (Lighthouse counts 1024). */
export async function throttle(context: BrowserContext, page: Page, profile: NetworkProfile, kilo: 1000 | 1024): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latencyMs,
    downloadThroughput: (profile.downloadKbps * kilo) / 8,
    uploadThroughput: (profile.uploadKbps * kilo) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: profile.cpuSlowdown});
  return cdp;
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface LighthouseFigures {
  /** 0–100. */
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** Each run's TBT in round order: the spread behind the median. */
  tbtRunsMs: number[];
  cls: number;
  /** Scored audits that cost points in any run: what to fix. */
  failing: string[];
}

interface LighthouseResult {
  lighthouseVersion: string;
  runtimeError?: {code: string; message: string};
  categories: Record<string, {score: number | null; auditRefs: {id: string; weight: number}[]}>;
  audits: Record<string, {score: number | null; numericValue?: number; scoreDisplayMode?: string}>;
}

function lighthouseFigures(reports: LighthouseResult[]): LighthouseFigures {
  const values = (audit: string): number[] =>
    reports.map((lhr) => {
      const value = lhr.audits[audit]?.numericValue;
      if (value === undefined) throw new Error(`Lighthouse reported no ${audit}.`);
      return value;
    });
  const failing = reports.flatMap((lhr) =>
    CATEGORIES.flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter(({id, weight}) => {
          const audit = lhr.audits[id];
          return weight > 0 && audit?.score != null && audit.score < 1 && audit.scoreDisplayMode !== 'informative';
        })
        .map(({id}) => `${category}: ${id}`),
    ),
  );
  const scores = CATEGORIES.map((category) => [
    category,
    median(reports.map((lhr) => Math.round((lhr.categories[category]?.score ?? 0) * 100))),
  ]);
  return {
    scores: Object.fromEntries(scores) as LighthouseFigures['scores'],
    fcpMs: median(values('first-contentful-paint')),
    lcpMs: median(values('largest-contentful-paint')),
    tbtMs: median(values('total-blocking-time')),
    tbtRunsMs: values('total-blocking-time').map(Math.round),
    cls: median(values('cumulative-layout-shift')),
    failing: [...new Set(failing)].sort(),
  };
}

async function lighthouseReports(urls: string[], runs: number): Promise<LighthouseResult[][]> {
  type Runner = (url: string, flags: Record<string, unknown>) => Promise<{lhr: LighthouseResult} | undefined>;
  const {default: lighthouse} = (await import('lighthouse')) as unknown as {default: Runner};
  const chrome = await chromeLauncher.launch({
    chromePath: findOrInstallChromium('browser'),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    logLevel: 'silent',
  });
  try {
    return await inRounds('Lighthouse', urls, runs, async (url) => {
      console.log(`  ${url}`);
      const lhr = (await lighthouse(url, {port: chrome.port, output: 'json', logLevel: 'error'}))?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned no report for ${url}.`);
      if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      return lhr;
    });
  } finally {
    chrome.kill();
  }
}

const phoneContext = (browser: Browser): Promise<BrowserContext> =>
  browser.newContext({viewport: PHONE_VIEWPORT, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true});

/** Compressed body bytes of a first visit (fresh profile), until the network is idle plus 1.5 s. */
export interface PageWeight {
  jsBytes: number;
  cssBytes: number;
  htmlBytes: number;
  otherBytes: number;
  /** Requests the page makes to render. */
  requests: number;
  jsRequests: number;
  /** What Docusaurus prefetches when idle for the links shown (`Sec-Purpose: prefetch`): not needed to render. */
  prefetchBytes: number;
  prefetchRequests: number;
}

const KIND_OF_TYPE: Record<string, 'js' | 'css' | 'html'> = {script: 'js', stylesheet: 'css', document: 'html'};

async function weighOnce(browser: Browser, url: string): Promise<PageWeight> {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  const weight: PageWeight = {
    jsBytes: 0,
    cssBytes: 0,
    htmlBytes: 0,
    otherBytes: 0,
    requests: 0,
    jsRequests: 0,
    prefetchBytes: 0,
    prefetchRequests: 0,
  };
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    const count = async (): Promise<void> => {
      const [{responseBodySize: bytes}, headers] = await Promise.all([request.sizes(), request.allHeaders()]);
      // Chromium serves a prefetch of a chunk already loaded from its cache and sizes it below zero.
      if (bytes < 0) return;
      if (headers['sec-purpose']?.includes('prefetch')) {
        weight.prefetchBytes += bytes;
        weight.prefetchRequests += 1;
        return;
      }
      // A preload of a script or style is fetched as "other" before its element asks for it.
      const kind =
        KIND_OF_TYPE[request.resourceType()] ?? (/\.(js|css)(\?|$)/.exec(request.url())?.[1] as 'js' | 'css' | undefined) ?? 'other';
      weight[`${kind}Bytes`] += bytes;
      weight.requests += 1;
      if (kind === 'js') weight.jsRequests += 1;
    };
    pending.push(count());
  });
  const response = await page.goto(url, {waitUntil: 'networkidle'});
  if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}.`);
  await page.waitForTimeout(1500);
  await Promise.all(pending);
  await context.close();
  return weight;
}

/** Lighthouse's "Slow 4G" as DevTools applies it (its constants for `devtools` throttling, 1024 bytes a kbit). */
export const PHONE_PROFILE: NetworkProfile = {latencyMs: 562.5, downloadKbps: 1474.56, uploadKbps: 675, cpuSlowdown: 4};

/** Docusaurus renders the colour toggle disabled until React has hydrated the page. */
const COLOR_TOGGLE = 'button[aria-label^="Switch between dark and light mode"]';

interface PhoneLoad {
  /** From navigation start: first contentful paint, and the colour toggle enabled. */
  fcpMs: number;
  hydratedMs: number;
  /** Compressed bytes of the scripts downloaded by then. */
  jsBytes: number;
  /** The longest task before hydration: how long a tap could wait while the page loads. */
  longestTaskMs: number;
}

export type PhoneFigures = PhoneLoad & {runs: PhoneLoad[]};

type PhoneState = Omit<PhoneLoad, 'jsBytes'>;
declare global {
  interface Window {
    benchPhone?: PhoneState;
  }
}

async function loadOnPhone(browser: Browser, url: string): Promise<PhoneLoad> {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  await throttle(context, page, PHONE_PROFILE, 1024);
  await page.addInitScript((selector) => {
    const state: PhoneState = {fcpMs: 0, hydratedMs: 0, longestTaskMs: 0};
    window.benchPhone = state;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!state.hydratedMs) state.longestTaskMs = Math.max(state.longestTaskMs, entry.duration);
    }).observe({type: 'longtask', buffered: true});
    new PerformanceObserver((list) => {
      for (const entry of list.getEntriesByName('first-contentful-paint')) state.fcpMs = entry.startTime;
    }).observe({type: 'paint', buffered: true});
    const observer = new MutationObserver(() => {
      const toggle = document.querySelector<HTMLButtonElement>(selector);
      if (toggle && !toggle.disabled) {
        state.hydratedMs = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, {subtree: true, childList: true, attributes: true, attributeFilter: ['disabled']});
  }, COLOR_TOGGLE);
  const response = await page.goto(url);
  if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}.`);
  await page.waitForFunction(() => (window.benchPhone?.hydratedMs ?? 0) > 0, undefined, {polling: 250, timeout: 60_000});
  const load = await page.evaluate((): PhoneLoad => {
    const {fcpMs = 0, hydratedMs = 0, longestTaskMs = 0} = window.benchPhone ?? {};
    const jsBytes = performance
      .getEntriesByType('resource')
      .filter((entry): entry is PerformanceResourceTiming => entry instanceof PerformanceResourceTiming)
      .filter((entry) => entry.initiatorType === 'script' && entry.responseEnd <= hydratedMs)
      .reduce((sum, entry) => sum + entry.transferSize, 0);
    return {fcpMs, hydratedMs, jsBytes, longestTaskMs};
  });
  await context.close();
  return load;
}

interface PageFigures {
  lighthouse: LighthouseFigures;
  weight: PageWeight;
  phone?: PhoneFigures;
}

/** Lighthouse, then the first visit's bytes, then the phone profile (on the pages that ask for it), each in rounds. */
export async function measurePages(
  pages: {url: string; phone: boolean}[],
  runs: number,
): Promise<{lighthouseVersion: string; figures: PageFigures[]}> {
  const urls = pages.map(({url}) => url);
  const reports = await lighthouseReports(urls, runs);
  const browser = await chromium.launch({executablePath: findOrInstallChromium('browser'), args: CHROMIUM_ARGS});
  try {
    const weights = await inRounds('First-visit weight', urls, runs, (url) => weighOnce(browser, url));
    const phoneUrls = pages.filter(({phone}) => phone).map(({url}) => url);
    const loads = await inRounds('Phone profile', phoneUrls, runs, (url) => loadOnPhone(browser, url));
    const figures = pages.map(({url}, index): PageFigures => {
      const phone = loads[phoneUrls.indexOf(url)];
      return {
        lighthouse: lighthouseFigures(reports[index] ?? []),
        weight: medians(weights[index] ?? []),
        ...(phone ? {phone: {...medians(phone), runs: phone}} : {}),
      };
    });
    return {lighthouseVersion: reports[0]?.[0]?.lighthouseVersion ?? '?', figures};
  } finally {
    await browser.close();
  }
}
