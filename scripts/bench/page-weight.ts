/**
 * What a first visit downloads: compressed body bytes of JS, CSS and HTML and the number of requests,
 * in a fresh browser profile with a phone-sized viewport. Chunks the page only prefetches for links it
 * shows (Docusaurus does this when idle) are counted apart: the page does not need them to render.
 */
import {chromium, type Browser} from '@playwright/test';
import {CHROMIUM_ARGS, findOrInstallChromium, PHONE_VIEWPORT} from '../chromium';
import {median} from './stats';

export interface PageWeight {
  jsBytes: number;
  cssBytes: number;
  htmlBytes: number;
  otherBytes: number;
  /** Requests the page makes to render (prefetches excluded). */
  requests: number;
  jsRequests: number;
  prefetchBytes: number;
  prefetchRequests: number;
}

type Kind = 'js' | 'css' | 'html' | 'other' | 'prefetch';

export function classifyRequest(resourceType: string, url: string, secPurpose: string | undefined): Kind {
  if (secPurpose?.includes('prefetch')) return 'prefetch';
  if (resourceType === 'script') return 'js';
  if (resourceType === 'stylesheet') return 'css';
  if (resourceType === 'document') return 'html';
  // A preload of a script or style is fetched as "other" before its element asks for it.
  if (/\.js(\?|$)/.test(url)) return 'js';
  if (/\.css(\?|$)/.test(url)) return 'css';
  return 'other';
}

/**
 * The bytes a response brought over the network, or undefined when it brought none. Chromium serves a
 * prefetch of a chunk the page has already loaded from its cache and sizes it below zero (no body bytes
 * received, minus its headers): that request downloaded nothing and is not counted.
 */
export function downloadedBytes(responseBodySize: number): number | undefined {
  return responseBodySize < 0 ? undefined : responseBodySize;
}

const IDLE_AFTER_LOAD_MS = 1500;

async function measureOnce(browser: Browser, url: string): Promise<PageWeight> {
  const context = await browser.newContext({viewport: PHONE_VIEWPORT, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true});
  const page = await context.newPage();
  const totals: PageWeight = {
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
    pending.push(
      (async () => {
        const [sizes, headers] = await Promise.all([request.sizes(), request.allHeaders()]);
        const kind = classifyRequest(request.resourceType(), request.url(), headers['sec-purpose']);
        const bytes = downloadedBytes(sizes.responseBodySize);
        if (bytes === undefined) return;
        if (kind === 'prefetch') {
          totals.prefetchBytes += bytes;
          totals.prefetchRequests += 1;
          return;
        }
        totals.requests += 1;
        if (kind === 'js') {
          totals.jsBytes += bytes;
          totals.jsRequests += 1;
        } else if (kind === 'css') totals.cssBytes += bytes;
        else if (kind === 'html') totals.htmlBytes += bytes;
        else totals.otherBytes += bytes;
      })(),
    );
  });
  const response = await page.goto(url, {waitUntil: 'networkidle'});
  if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}.`);
  await page.waitForTimeout(IDLE_AFTER_LOAD_MS);
  await Promise.all(pending);
  await context.close();
  return totals;
}

export async function startPageWeight(): Promise<{
  measure: (url: string, runs: number) => Promise<PageWeight>;
  close: () => Promise<void>;
}> {
  const browser = await chromium.launch({executablePath: findOrInstallChromium('browser'), args: CHROMIUM_ARGS});
  return {
    measure: async (url, runs) => {
      const samples: PageWeight[] = [];
      for (let run = 0; run < runs; run += 1) samples.push(await measureOnce(browser, url));
      const keys = Object.keys(samples[0] ?? {}) as (keyof PageWeight)[];
      return Object.fromEntries(keys.map((key) => [key, median(samples.map((sample) => sample[key]))])) as unknown as PageWeight;
    },
    close: () => browser.close(),
  };
}
