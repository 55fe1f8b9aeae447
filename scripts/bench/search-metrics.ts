/**
 * Search: the size of the local search index the build wrote, and the time from a keystroke in the
 * navbar search box to the first result shown, measured in the page (performance.now at the input event
 * to the first option in the results list). The first query of a fresh page includes downloading and
 * loading the index; the following queries search the loaded index.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';
import {CHROMIUM_ARGS, findOrInstallChromium} from '../../tests/e2e/support/chromium';
import {NGINX_CONF_TEMPLATE} from '../nginx-conf';
import {gzipLevel} from './serve';
import {median} from './stats';

export interface SearchFigures {
  indexFiles: number;
  indexBytes: number;
  indexGzipBytes: number;
  /** First query on a fresh page: index download and load included. */
  coldQuery: {query: string; ms: number};
  warmQueries: {query: string; ms: number}[];
  warmMedianMs: number;
}

/** The queries timed, each with text its results must contain. */
export const SEARCH_QUERIES = [
  {query: 'reverse charge', expect: /tax rules/i},
  {query: 'create user', expect: /create user/i},
  {query: 'microk8s', expect: /microk8s/i},
  {query: 'billing profile', expect: /billing profile/i},
] as const;

export function searchIndexSize(buildDir: string): Pick<SearchFigures, 'indexFiles' | 'indexBytes' | 'indexGzipBytes'> {
  const files = readdirSync(buildDir).filter((file) => /^search-index.*\.json$/.test(file));
  if (files.length === 0) throw new Error(`No search-index*.json in ${buildDir}/.`);
  // Compressed as nginx serves it.
  const level = gzipLevel(readFileSync(NGINX_CONF_TEMPLATE, 'utf8'));
  let indexBytes = 0;
  let indexGzipBytes = 0;
  for (const file of files) {
    const content = readFileSync(path.join(buildDir, file));
    indexBytes += content.length;
    indexGzipBytes += gzipSync(content, {level}).length;
  }
  return {indexFiles: files.length, indexBytes, indexGzipBytes};
}

declare global {
  interface Window {
    __searchBench?: {inputAt?: number; shownAt?: number};
  }
}

export async function measureSearch(pageUrl: string, buildDir: string): Promise<SearchFigures> {
  const browser = await chromium.launch({executablePath: findOrInstallChromium(), args: CHROMIUM_ARGS});
  try {
    const page = await browser.newPage({viewport: {width: 1280, height: 800}});
    await page.goto(pageUrl, {waitUntil: 'networkidle'});
    await page.evaluate(() => {
      const state: NonNullable<Window['__searchBench']> = {};
      window.__searchBench = state;
      document.addEventListener('input', () => (state.inputAt = performance.now()), true);
      new MutationObserver(() => {
        if (state.inputAt !== undefined && state.shownAt === undefined && document.querySelector('[role="listbox"] [role="option"]')) {
          state.shownAt = performance.now();
        }
      }).observe(document.body, {childList: true, subtree: true, attributes: true});
    });
    // autocomplete.js turns the box into a combobox once the index is loaded: find it by its class.
    const input = page.locator('nav.navbar input.navbar__search-input');
    const timed: {query: string; ms: number}[] = [];
    for (const {query, expect} of SEARCH_QUERIES) {
      await page.evaluate(() => {
        const state = window.__searchBench;
        delete state?.inputAt;
        delete state?.shownAt;
      });
      await input.focus();
      await page.keyboard.insertText(query);
      await page.waitForFunction(() => window.__searchBench?.shownAt !== undefined, undefined, {timeout: 30_000});
      const listbox = page.locator('[role="listbox"]');
      const text = await listbox.innerText();
      if (!expect.test(text)) throw new Error(`Search for "${query}" did not show ${expect}: ${text.slice(0, 200)}`);
      const ms = await page.evaluate(() => (window.__searchBench?.shownAt ?? Number.NaN) - (window.__searchBench?.inputAt ?? Number.NaN));
      timed.push({query, ms: Math.round(ms)});
      await input.fill('');
      await page.keyboard.press('Escape');
      await page.locator('[role="listbox"] [role="option"]').first().waitFor({state: 'detached'});
    }
    const [cold, ...warm] = timed;
    if (!cold) throw new Error('No search query was timed.');
    return {
      ...searchIndexSize(buildDir),
      coldQuery: cold,
      warmQueries: warm,
      warmMedianMs: median(warm.map(({ms}) => ms)),
    };
  } finally {
    await browser.close();
  }
}
