/**
 * What a reader on a phone waits for: a first visit under Lighthouse's phone profile, applied for real
 * (slow 4G and a CPU four times slower, through the DevTools protocol), timed from navigation until the
 * page is hydrated (the colour toggle, which Docusaurus enables once React runs the page), with the
 * JavaScript downloaded by then and the longest the main thread was busy in one task before it.
 */
import {chromium, type Browser} from '@playwright/test';
import {CHROMIUM_ARGS, findOrInstallChromium, PHONE_VIEWPORT} from '../chromium';
import {median} from './stats';

/** Lighthouse's "Slow 4G" as DevTools applies it (its throttling constants for `devtools` throttling). */
export const PHONE_PROFILE = {latencyMs: 562.5, downloadKbps: 1474.56, uploadKbps: 675, cpuSlowdown: 4} as const;

/** Docusaurus's label of the colour toggle, which it renders disabled until the page has hydrated. */
const COLOR_TOGGLE = 'button[aria-label^="Switch between dark and light mode"]';

export interface PhoneLoad {
  /** From navigation start until the text is on screen (first contentful paint). */
  fcpMs: number;
  /** From navigation start until the colour toggle is enabled. */
  hydratedMs: number;
  /** Compressed bytes of the scripts that finished downloading by then. */
  jsBytes: number;
  /** The longest task before hydration: how long a tap could wait for an answer while the page loads. */
  longestTaskMs: number;
}

export interface PhoneFigures extends PhoneLoad {
  runs: PhoneLoad[];
}

async function loadOnce(browser: Browser, url: string): Promise<PhoneLoad> {
  const context = await browser.newContext({viewport: PHONE_VIEWPORT, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true});
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE_PROFILE.latencyMs,
    downloadThroughput: (PHONE_PROFILE.downloadKbps * 1024) / 8,
    uploadThroughput: (PHONE_PROFILE.uploadKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: PHONE_PROFILE.cpuSlowdown});
  await page.addInitScript((selector) => {
    const state = {hydratedMs: 0, longestTaskMs: 0, fcpMs: 0};
    Object.assign(window, {benchPhone: state});
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
  await page.waitForFunction(() => (window as unknown as {benchPhone: {hydratedMs: number}}).benchPhone.hydratedMs > 0, undefined, {
    polling: 250,
    timeout: 60_000,
  });
  const load = await page.evaluate(() => {
    const {hydratedMs, longestTaskMs, fcpMs} = (
      window as unknown as {benchPhone: {hydratedMs: number; longestTaskMs: number; fcpMs: number}}
    ).benchPhone;
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

/** Loads every URL `runs` times in rounds, so that the pages meet the machine's changing load together. */
export async function measurePhoneLoads(urls: string[], runs: number): Promise<PhoneFigures[]> {
  const browser = await chromium.launch({executablePath: findOrInstallChromium('browser'), args: CHROMIUM_ARGS});
  try {
    const loads = urls.map((): PhoneLoad[] => []);
    for (let run = 1; run <= runs; run += 1) {
      console.log(`Phone profile, round ${run}/${runs}`);
      for (const [index, url] of urls.entries()) loads[index]?.push(await loadOnce(browser, url));
    }
    return loads.map((pageLoads) => ({
      fcpMs: median(pageLoads.map((load) => load.fcpMs)),
      hydratedMs: median(pageLoads.map((load) => load.hydratedMs)),
      jsBytes: median(pageLoads.map((load) => load.jsBytes)),
      longestTaskMs: median(pageLoads.map((load) => load.longestTaskMs)),
      runs: pageLoads,
    }));
  } finally {
    await browser.close();
  }
}
