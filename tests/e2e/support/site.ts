import {readFileSync} from 'node:fs';
import type axe from 'axe-core';
import {expect, type Locator, type Page} from '@playwright/test';
import {byTag, parseHtml, textOf} from '../../../scripts/html';
import {ADMIN_API_REFERENCE, referenceOverviewPath} from '../../../src/api-reference/sections';
import {BASE_PATH, STORAGE_KEYS} from '../../../src/constants';

/** Docusaurus's label of the navbar's colour mode toggle, which the current mode follows. */
const COLOR_MODE_TOGGLE_LABEL = 'Switch between dark and light mode';
/** The toggle's accessible name, for role locators. */
export const COLOR_MODE_TOGGLE_NAME = new RegExp(COLOR_MODE_TOGGLE_LABEL);
/** The toggle as a CSS selector, for tabTo. */
export const COLOR_MODE_TOGGLE = `button[aria-label^="${COLOR_MODE_TOGGLE_LABEL}"]`;

/** The search box's shortcut (Ctrl+K, Cmd+K on a Mac), as Playwright presses it on Linux. */
export const SEARCH_SHORTCUT = 'Control+k';

/**
 * The navbar's search box. It is a plain search field until the page has hydrated and a "combobox"
 * after (src/components/SearchBox), so it is found by its class.
 */
export const NAVBAR_SEARCH_INPUT = 'nav.navbar input.navbar__search-input';

/** The navbar search box's results (the listbox only exists while it shows results). */
export function searchResults(page: Page): Locator {
  return page.locator('nav.navbar [role="listbox"]');
}

export function navbarSearchBox(page: Page): Locator {
  return page.locator(NAVBAR_SEARCH_INPUT);
}

/** Presses Tab until the focused element matches `selector`, as a keyboard user would. */
export async function tabTo(page: Page, selector: string, maxPresses = 80): Promise<void> {
  for (let i = 0; i < maxPresses; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** An absolute URL path under the base path. */
export function sitePath(route: string): string {
  return `${BASE_PATH}${route.replace(/^\//, '')}`;
}

/** The axe rule tags of WCAG 2.2 AA and everything below it. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe-core's browser build (Playwright loads this file as CommonJS, so `require` is there). */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  rule: string;
  /** The first five elements that fail it. */
  targets: string[];
  detail: string | undefined;
}

export interface AxeAudit {
  /** What to audit (a selector; the whole page by default), less what `exclude` selects. */
  include?: string;
  exclude?: string;
  /** axe rules to run instead of all of WCAG 2.2 AA. */
  rules?: string[];
  /** Count every element that passed; otherwise axe details violations only, which is faster. */
  countPassed?: boolean;
}

/** axe-core run in the page directly (twice as fast as @axe-core/playwright); with `countPassed`, how many elements passed. */
export async function runAxe(
  page: Page,
  {include = 'html', exclude, rules, countPassed = false}: AxeAudit = {},
): Promise<{violations: AxeViolation[]; passed: number}> {
  if (page.frames().length > 1) throw new Error(`${page.url()} has frames, which runAxe does not audit.`);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({context, options}) => {
      const results = await (window as unknown as {axe: typeof axe}).axe.run(context, options);
      return {
        violations: results.violations.map((violation) => ({
          rule: violation.id,
          targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
          detail: violation.nodes[0]?.failureSummary,
        })),
        passed: results.passes.reduce((count, rule) => count + rule.nodes.length, 0),
      };
    },
    {
      context: {include: [include], exclude: exclude ? [exclude] : []},
      options: {
        runOnly: rules ? {type: 'rule' as const, values: rules} : {type: 'tag' as const, values: WCAG_TAGS},
        ...(countPassed ? {} : {resultTypes: ['violations' as const]}),
      },
    },
  );
}

/** axe's WCAG 2.2 AA violations on the page, or in the part `include` selects, less the parts `exclude` selects. */
export async function axeViolations(page: Page, include = 'html', exclude?: string): Promise<AxeViolation[]> {
  return (await runAxe(page, {include, exclude})).violations;
}

/** The build the tests serve (scripts/nginx-server.ts reads the same variable). */
export const BUILD_DIR = process.env.BUILD_DIR ?? 'build';

/** The pages the build lists in its sitemap, as paths under the base path, and the origin it names them by (NUBIS_SITE_URL). */
export function sitemap(buildDir = BUILD_DIR): {paths: string[]; origin: string} {
  const urls = byTag(parseHtml(readFileSync(`${buildDir}/sitemap.xml`, 'utf8')), 'loc').map((loc) => new URL(textOf(loc).trim()));
  return {paths: urls.map((url) => url.pathname).sort(), origin: urls[0]?.origin ?? 'http://localhost'};
}

/**
 * One page of each type, for the checks that exercise the same code on every page of a type: dark mode,
 * storage and chunk faults. Every page of the sitemap gets the rest (tests/e2e/pages.spec.ts).
 */
export const PAGE_TYPES: Record<string, string> = {
  'docs home': sitePath(''),
  'manual page with code blocks and tabs': sitePath('api/authentication/'),
  'API operation': sitePath('api/reference/create-user'),
  'API overview': referenceOverviewPath(ADMIN_API_REFERENCE),
  changelog: sitePath('changelog/'),
  'not-found page': sitePath('no/such/page'),
};

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

/**
 * The tabs a reader cannot see without scrolling their tab list sideways: the lists hide their
 * scrollbars, so such a tab is simply cut off at the edge. Each entry: the list's tab labels, then the
 * hidden ones.
 */
export async function tabsOutOfView(scope: Locator | Page): Promise<string[]> {
  return scope.locator('[role="tablist"]').evaluateAll((lists) =>
    lists.flatMap((list) => {
      const box = list.getBoundingClientRect();
      if (box.width === 0) return [];
      const tabs = [...list.querySelectorAll('[role="tab"]')];
      const hidden = tabs.filter((tab) => {
        const tabBox = tab.getBoundingClientRect();
        return tabBox.left < box.left - 0.5 || tabBox.right > box.right + 0.5;
      });
      return hidden.length === 0
        ? []
        : [`${tabs.map((tab) => tab.textContent).join(' | ')}: ${hidden.map((tab) => tab.textContent).join(', ')} cut off`];
    }),
  );
}

/** The main column of a doc page, without the sidebar, TOC, navbar and footer. */
export function article(page: Page) {
  return page.locator('article').first();
}

/** Opens a page and waits until React has hydrated it and its chunks have arrived, so that its handlers work. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/** Waits for the current document (after a goto or a reload) to be hydrated and its chunks loaded. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.waitForLoadState('networkidle');
}

/** Waits until Docusaurus's "in the browser" flag has flipped: the colour mode toggle is disabled until then. */
export async function waitForBrowserFlag(page: Page): Promise<void> {
  await expect(page.getByRole('button', {name: COLOR_MODE_TOGGLE_NAME})).toBeEnabled();
}

/**
 * Focuses the navbar's search box with the keyboard shortcut and returns it. Each page renders its own
 * navbar, and the search box attaches its shortcut listener in an effect, after the new page has
 * painted: right after a move to another page, a shortcut pressed as soon as the page shows can arrive
 * before the listener. The shortcut is pressed again only while the box has not taken the focus.
 */
export async function focusSearchWithShortcut(page: Page): Promise<Locator> {
  const input = navbarSearchBox(page);
  await expect(async () => {
    if (!(await input.evaluate((element) => element === document.activeElement))) await page.keyboard.press(SEARCH_SHORTCUT);
    await expect(input).toBeFocused({timeout: 1_000});
  }).toPass();
  return input;
}

/**
 * Records, from the page's first script on, the class of every removed element that matches `selector`
 * or contains such an element; returns a reader of the record.
 */
export async function recordRemovals(page: Page, selector: string): Promise<() => Promise<string[]>> {
  await page.addInitScript((watched) => {
    const removed: string[] = [];
    Object.assign(window, {removedElements: removed});
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (node instanceof Element && (node.matches(watched) || node.querySelector(watched))) removed.push(node.className);
        }
      }
    }).observe(document, {childList: true, subtree: true});
  }, selector);
  return () => page.evaluate(() => (window as unknown as {removedElements: string[]}).removedElements);
}
