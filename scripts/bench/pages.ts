/**
 * What is measured on each page, in rounds over the pages of both sites so that they meet the machine's
 * changing load together (every budget compares them); each figure is the median of the runs. A first
 * visit on a phone profile applied for real, in light and dark mode, and Lighthouse's performance score
 * (npm package, default configuration: mobile emulation, simulated slow 4G).
 */
import {chromium, type Browser, type BrowserContext, type CDPSession, type Page} from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import {STORAGE_KEYS} from '../../src/constants';
import {CHROMIUM_ARGS, findOrInstallChromium, PHONE_VIEWPORT} from '../chromium';
import {median, phoneFigures, type PageFigures, type PhoneFigures, type PhoneLoad} from './figures';

/** Runs `once` on every item per round, `runs` rounds: each item's samples, in round order. */
async function inRounds<I, T>(what: string, items: I[], runs: number, once: (item: I) => Promise<T>): Promise<T[][]> {
  const samples = items.map((): T[] => []);
  for (let run = 1; run <= runs; run += 1) {
    console.log(`${what}, round ${run}/${runs}`);
    for (const [index, item] of items.entries()) samples[index]?.push(await once(item));
  }
  return samples;
}

/**
 * A phone on slow 4G, applied for real through the DevTools protocol: 150 ms latency, 1.6 Mbit/s down,
 * 750 kbit/s up (1000 bits a kbit), the CPU slowed down 4× (issues 17 and 39; Lighthouse's simulated
 * "Slow 4G" has the same round trip and bandwidth). The first visit and the search are measured on it.
 */
export const PHONE_PROFILE = {latencyMs: 150, downloadKbps: 1600, uploadKbps: 750, cpuSlowdown: 4};

export async function throttle(context: BrowserContext, page: Page): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE_PROFILE.latencyMs,
    downloadThroughput: (PHONE_PROFILE.downloadKbps * 1000) / 8,
    uploadThroughput: (PHONE_PROFILE.uploadKbps * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: PHONE_PROFILE.cpuSlowdown});
  return cdp;
}

/** Lighthouse's mobile performance score (0–100) of each run, in round order. */
async function lighthouseScores(urls: string[], runs: number): Promise<number[][]> {
  type Result = {runtimeError?: {code: string; message: string}; categories: {performance?: {score: number | null}}};
  type Runner = (url: string, flags: Record<string, unknown>) => Promise<{lhr: Result} | undefined>;
  const {default: lighthouse} = (await import('lighthouse')) as unknown as {default: Runner};
  const chrome = await chromeLauncher.launch({
    chromePath: findOrInstallChromium('browser'),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    logLevel: 'silent',
  });
  try {
    return await inRounds('Lighthouse', urls, runs, async (url) => {
      const flags = {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance']};
      const lhr = (await lighthouse(url, flags))?.lhr;
      if (lhr?.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const score = lhr?.categories.performance?.score;
      if (typeof score !== 'number') throw new Error(`Lighthouse returned no performance score for ${url}.`);
      return Math.round(score * 100);
    });
  } finally {
    chrome.kill();
  }
}

/** Docusaurus renders the colour toggle disabled until React has hydrated the page. */
const COLOR_TOGGLE = 'button[aria-label^="Switch between dark and light mode"]';

/** After hydration, how long layout shifts and a later largest paint are still counted. */
const SETTLE_MS = 1000;

declare global {
  interface Window {
    benchPhone?: Omit<PhoneLoad, 'jsBytes'>;
  }
}

/** One first visit on the phone profile, in a fresh profile whose stored colour mode is dark when `dark`. */
async function loadOnPhone(browser: Browser, url: string, dark: boolean): Promise<PhoneLoad> {
  const context = await browser.newContext({viewport: PHONE_VIEWPORT, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true});
  const page = await context.newPage();
  await throttle(context, page);
  await page.addInitScript(
    ({selector, colorModeKey, dark}) => {
      // Docusaurus's inline script reads the stored mode before the first paint; a new reader has none.
      if (dark) window.localStorage.setItem(colorModeKey, 'dark');
      const state = {fcpMs: 0, lcpMs: 0, hydratedMs: 0, cls: 0, longestTaskMs: 0, lcpElement: ''};
      window.benchPhone = state;
      // No named function here: tsx compiles with esbuild's keepNames, whose __name helper the page lacks.
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (!state.hydratedMs) state.longestTaskMs = Math.max(state.longestTaskMs, entry.duration);
      }).observe({type: 'longtask', buffered: true});
      new PerformanceObserver((list) => {
        for (const entry of list.getEntriesByName('first-contentful-paint')) state.fcpMs = entry.startTime;
      }).observe({type: 'paint', buffered: true});
      new PerformanceObserver((list) => {
        for (const {startTime, element} of list.getEntries() as (PerformanceEntry & {element: Element | null})[]) {
          state.lcpMs = startTime;
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
    {selector: COLOR_TOGGLE, colorModeKey: STORAGE_KEYS.colorMode, dark},
  );
  const response = await page.goto(url);
  if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}.`);
  await page
    .waitForFunction(() => (window.benchPhone?.hydratedMs ?? 0) > 0, undefined, {polling: 250, timeout: 60_000})
    .catch((error: unknown) => {
      throw new Error(`${url}${dark ? ' in dark mode' : ''} did not hydrate: ${error instanceof Error ? error.message : error}`);
    });
  await page.waitForTimeout(SETTLE_MS);
  const load = await page.evaluate(() => {
    const state = window.benchPhone ?? {fcpMs: 0, lcpMs: 0, hydratedMs: 0, cls: 0, longestTaskMs: 0, lcpElement: ''};
    const jsBytes = performance
      .getEntriesByType('resource')
      .filter((entry): entry is PerformanceResourceTiming => entry instanceof PerformanceResourceTiming)
      .filter((entry) => entry.initiatorType === 'script' && entry.responseEnd <= state.hydratedMs)
      .reduce((sum, entry) => sum + entry.transferSize, 0);
    return {...state, jsBytes};
  });
  await context.close();
  return load;
}

export interface PageTarget {
  url: string;
  /** Also loaded with dark mode stored before the visit. */
  dark: boolean;
}

/** Lighthouse, then the phone profile, each in rounds over the pages (light and dark loads of a page side by side). */
export async function measurePages(pages: PageTarget[], runs: number): Promise<PageFigures[]> {
  const scores = await lighthouseScores(
    pages.map(({url}) => url),
    runs,
  );
  const loads = pages.flatMap(({url, dark}) => [{url, dark: false}, ...(dark ? [{url, dark: true}] : [])]);
  const browser = await chromium.launch({executablePath: findOrInstallChromium('browser'), args: CHROMIUM_ARGS});
  try {
    const samples = await inRounds('Phone profile', loads, runs, ({url, dark}) => loadOnPhone(browser, url, dark));
    const phoneOf = (url: string, dark: boolean): PhoneFigures | undefined => {
      const runsOf = samples[loads.findIndex((load) => load.url === url && load.dark === dark)];
      return runsOf && phoneFigures(runsOf);
    };
    return pages.map(({url}, index) => {
      const performanceRuns = scores[index] ?? [];
      const [phone, phoneDark] = [phoneOf(url, false), phoneOf(url, true)];
      if (!phone) throw new Error(`No phone-profile loads of ${url}.`);
      return {performance: median(performanceRuns), performanceRuns, phone, ...(phoneDark ? {phoneDark} : {})};
    });
  } finally {
    await browser.close();
  }
}
