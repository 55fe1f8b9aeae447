/**
 * What is measured on each page, in rounds over the pages of both sites so that they meet the machine's
 * changing load together (every budget compares the two); each figure is the median of the runs.
 * Lighthouse (npm package, default configuration: mobile emulation, simulated throttling); the first
 * visit's bytes; and a first visit on a phone profile applied for real, in light and dark mode.
 */
import {chromium, type Browser, type BrowserContext, type CDPSession, type Page} from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import {STORAGE_KEYS} from '../../src/constants';
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

/** Applies a network and CPU profile through the DevTools protocol (1000 bits a kbit). */
export async function throttle(context: BrowserContext, page: Page, profile: NetworkProfile): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latencyMs,
    downloadThroughput: (profile.downloadKbps * 1000) / 8,
    uploadThroughput: (profile.uploadKbps * 1000) / 8,
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

/**
 * A phone on slow 4G, applied for real through the DevTools protocol: 150 ms latency, 1.6 Mbit/s down,
 * 750 kbit/s up (1000 bits a kbit), the CPU slowed down 4× (issues 17 and 39; Lighthouse's simulated
 * "Slow 4G" has the same round trip and bandwidth). The first visit and the search are measured on it.
 */
export const PHONE_PROFILE: NetworkProfile = {latencyMs: 150, downloadKbps: 1600, uploadKbps: 750, cpuSlowdown: 4};

export const COLOR_MODES = ['light', 'dark'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];

/** Docusaurus renders the colour toggle disabled until React has hydrated the page. */
const COLOR_TOGGLE = 'button[aria-label^="Switch between dark and light mode"]';

/** After hydration, how long layout shifts and a later largest paint are still counted. */
const SETTLE_MS = 1000;

interface PhoneLoad {
  /** From navigation start: first contentful paint, largest contentful paint, and the colour toggle enabled. */
  fcpMs: number;
  lcpMs: number;
  hydratedMs: number;
  /** Cumulative layout shift until SETTLE_MS after hydration (every shift: no input happens). */
  cls: number;
  /** Compressed bytes of the scripts downloaded by hydration. */
  jsBytes: number;
  /** The longest task before hydration: how long a tap could wait while the page loads. */
  longestTaskMs: number;
}

export type PhoneFigures = PhoneLoad & {
  /** The largest contentful paint's element, as most runs saw it (tag, class, first words). */
  lcpElement: string;
  runs: (PhoneLoad & {lcpElement: string})[];
};

type PhoneState = Omit<PhoneLoad, 'jsBytes'> & {lcpElement: string};
declare global {
  interface Window {
    benchPhone?: PhoneState;
  }
}

/** One first visit on the phone profile, in a fresh profile whose stored colour mode is `colorMode`. */
async function loadOnPhone(browser: Browser, url: string, colorMode: ColorMode): Promise<PhoneLoad & {lcpElement: string}> {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  await throttle(context, page, PHONE_PROFILE);
  await page.addInitScript(
    ({selector, colorModeKey, mode}) => {
      // Docusaurus's inline script reads the stored mode before the first paint; a new reader has none.
      if (mode === 'dark') window.localStorage.setItem(colorModeKey, mode);
      const state: PhoneState = {fcpMs: 0, lcpMs: 0, hydratedMs: 0, cls: 0, longestTaskMs: 0, lcpElement: ''};
      window.benchPhone = state;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (!state.hydratedMs) state.longestTaskMs = Math.max(state.longestTaskMs, entry.duration);
      }).observe({type: 'longtask', buffered: true});
      new PerformanceObserver((list) => {
        for (const entry of list.getEntriesByName('first-contentful-paint')) state.fcpMs = entry.startTime;
      }).observe({type: 'paint', buffered: true});
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {element: Element | null})[]) {
          state.lcpMs = entry.startTime;
          const element = entry.element;
          const classes = element?.classList.length ? `.${[...element.classList].join('.')}` : '';
          const words = (element?.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
          state.lcpElement = element ? `${element.localName}${classes} "${words}"` : '(removed)';
        }
      }).observe({type: 'largest-contentful-paint', buffered: true});
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {value: number})[]) state.cls += entry.value;
      }).observe({type: 'layout-shift', buffered: true});
      const observer = new MutationObserver(() => {
        const toggle = document.querySelector<HTMLButtonElement>(selector);
        if (toggle && !toggle.disabled) {
          state.hydratedMs = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document, {subtree: true, childList: true, attributes: true, attributeFilter: ['disabled']});
    },
    {selector: COLOR_TOGGLE, colorModeKey: STORAGE_KEYS.colorMode, mode: colorMode},
  );
  const response = await page.goto(url);
  if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}.`);
  await page.waitForFunction(() => (window.benchPhone?.hydratedMs ?? 0) > 0, undefined, {polling: 250, timeout: 60_000});
  await page.waitForTimeout(SETTLE_MS);
  const load = await page.evaluate(() => {
    const {fcpMs = 0, lcpMs = 0, hydratedMs = 0, cls = 0, longestTaskMs = 0, lcpElement = ''} = window.benchPhone ?? {};
    const jsBytes = performance
      .getEntriesByType('resource')
      .filter((entry): entry is PerformanceResourceTiming => entry instanceof PerformanceResourceTiming)
      .filter((entry) => entry.initiatorType === 'script' && entry.responseEnd <= hydratedMs)
      .reduce((sum, entry) => sum + entry.transferSize, 0);
    return {fcpMs, lcpMs, hydratedMs, cls, jsBytes, longestTaskMs, lcpElement};
  });
  await context.close();
  return load;
}

/** The medians of a page's loads, and the element most of them painted last. */
function phoneFigures(runs: (PhoneLoad & {lcpElement: string})[]): PhoneFigures {
  const numbers = runs.map(({fcpMs, lcpMs, hydratedMs, cls, jsBytes, longestTaskMs}): PhoneLoad => ({
    fcpMs,
    lcpMs,
    hydratedMs,
    cls,
    jsBytes,
    longestTaskMs,
  }));
  const counts = new Map<string, number>();
  for (const {lcpElement} of runs) counts.set(lcpElement, (counts.get(lcpElement) ?? 0) + 1);
  const lcpElement = [...counts].sort(([, a], [, b]) => b - a)[0]?.[0] ?? '';
  return {...medians(numbers), lcpElement, runs};
}

export interface PageFigures {
  lighthouse: LighthouseFigures;
  /** Left out by `--phone-only`. */
  weight?: PageWeight;
  /** The phone profile with no stored colour mode (light), and with dark mode stored, on the pages that ask for them. */
  phone?: PhoneFigures;
  phoneDark?: PhoneFigures;
}

export interface PageTarget {
  url: string;
  weight: boolean;
  /** The colour modes the phone profile loads the page in: none, light, or both. */
  phone: readonly ColorMode[];
}

/** Lighthouse, then the first visit's bytes, then the phone profile (on the pages that ask for them), each in rounds. */
export async function measurePages(pages: PageTarget[], runs: number): Promise<{lighthouseVersion: string; figures: PageFigures[]}> {
  const urls = pages.map(({url}) => url);
  const reports = await lighthouseReports(urls, runs);
  const browser = await chromium.launch({executablePath: findOrInstallChromium('browser'), args: CHROMIUM_ARGS});
  try {
    const weighed = pages.filter(({weight}) => weight).map(({url}) => url);
    const weights = await inRounds('First-visit weight', weighed, runs, (url) => weighOnce(browser, url));
    // Light and dark loads of a page alternate within each round, like the pages themselves.
    const loadsOf = pages.flatMap(({url, phone}) => phone.map((mode) => `${mode} ${url}`));
    const loads = await inRounds('Phone profile', loadsOf, runs, (load) => {
      const [mode = 'light', url = ''] = load.split(' ') as [ColorMode, string];
      return loadOnPhone(browser, url, mode);
    });
    const phoneOf = (mode: ColorMode, url: string): PhoneFigures | undefined => {
      const samples = loads[loadsOf.indexOf(`${mode} ${url}`)];
      return samples ? phoneFigures(samples) : undefined;
    };
    const figures = pages.map(({url}, index): PageFigures => {
      const [weight, phone, phoneDark] = [weights[weighed.indexOf(url)], phoneOf('light', url), phoneOf('dark', url)];
      return {
        lighthouse: lighthouseFigures(reports[index] ?? []),
        ...(weight ? {weight: medians(weight)} : {}),
        ...(phone ? {phone} : {}),
        ...(phoneDark ? {phoneDark} : {}),
      };
    });
    return {lighthouseVersion: reports[0]?.[0]?.lighthouseVersion ?? '?', figures};
  } finally {
    await browser.close();
  }
}
