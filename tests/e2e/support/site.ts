import {readFileSync} from 'node:fs';
import type {Page} from '@playwright/test';
import {BASE_PATH, STORAGE_KEYS} from '../../../src/constants';

/** An absolute URL path under the base path. */
export function sitePath(route: string): string {
  return `${BASE_PATH}${route.replace(/^\//, '')}`;
}

/** Every page the build lists in its sitemap, as paths under the base path. */
export function sitemapPaths(buildDir = 'build'): string[] {
  const xml = readFileSync(`${buildDir}/sitemap.xml`, 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname).sort();
}

/** Starts the page in the given colour mode, as a returning reader who chose it would. */
export async function presetColorMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem('__preset')) {
        localStorage.setItem(key, value);
        sessionStorage.setItem('__preset', '1');
      }
    },
    [STORAGE_KEYS.colorMode, mode] as const,
  );
}

export async function readStorage(page: Page, key: string): Promise<string | null> {
  return page.evaluate((storageKey) => localStorage.getItem(storageKey), key);
}

/** The main column of a doc page, without the sidebar, TOC, navbar and footer. */
export function article(page: Page) {
  return page.locator('article').first();
}

/** Opens a page and waits until React has hydrated it, so that keyboard shortcuts and handlers work. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}
