/**
 * Results as the reader types (issue 41): a search per input with no wait, the latest query's results
 * only, a list that changes once per answered query, one announcement per settled list, and route
 * prefetching that waits while the reader searches and, on a slow connection, waits for the reader to
 * point at a link. Keyboard use and axe with the results open are in search.spec.ts. No timing is
 * asserted: where the network is slowed, it is only to put the answers out of order.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {readFragments} from '../../scripts/search-index';
import {BASE_PATH, SEARCH_INDEX_DIR, SEARCH_PAGES_FILE} from '../../src/constants';
import {hitFromPage, searchHit} from '../../src/search/hits';
import type {ResultPages} from '../../src/search/pagefind';
import {BUILD_DIR, gotoHydrated, navbarSearchBox, SEARCH_SHORTCUT, searchResults, sitePath} from './support/site';

/** What the listbox showed each time its results changed: the query they belong to, and their titles (with sections) in order. */
interface ListSnapshot {
  query: string;
  titles: string[];
}

declare global {
  interface Window {
    shownLists?: ListSnapshot[];
    announcements?: string[];
  }
}

/** Records every list the navbar box shows and every text its live region takes, from now on. */
async function recordSearchBox(page: Page): Promise<void> {
  await page.evaluate(() => {
    const lists: ListSnapshot[] = [];
    const announcements: string[] = [];
    Object.assign(window, {shownLists: lists, announcements});
    const navbar = document.querySelector('nav.navbar');
    if (!navbar) throw new Error('No navbar.');
    let lastList = '';
    let lastAnnouncement = '';
    new MutationObserver(() => {
      const listbox = navbar.querySelector('[role="listbox"]');
      const snapshot: ListSnapshot | undefined = listbox
        ? {
            query: listbox.getAttribute('data-query') ?? '',
            // The first line of each result: its title and section (the excerpt fills in later, src/search/useSiteSearch.ts).
            titles: [...listbox.querySelectorAll('[role="option"]')].map((option) => option.firstElementChild?.textContent ?? ''),
          }
        : undefined;
      const key = JSON.stringify(snapshot ?? null);
      if (snapshot && key !== lastList) lists.push(snapshot);
      lastList = key;
      const text = navbar.querySelector('[role="status"]')?.textContent ?? '';
      if (text !== lastAnnouncement && text !== '') announcements.push(text);
      lastAnnouncement = text;
    }).observe(navbar, {childList: true, subtree: true, characterData: true, attributes: true});
  });
}

const recorded = (page: Page) => page.evaluate(() => ({lists: window.shownLists ?? [], announcements: window.announcements ?? []}));

const FRAGMENTS = `**${BASE_PATH}${SEARCH_INDEX_DIR}/fragment/**`;

test('the results of an older query never replace a newer one, and the final list settles without reordering', async ({page}) => {
  // The fragments asked for first answer last: an answer to an earlier query arrives after a newer one's.
  let asked = 0;
  let pending = 0;
  await page.route(FRAGMENTS, async (route) => {
    const holdFor = Math.max(0, 1200 - 150 * asked++);
    pending += 1;
    await new Promise((resolve) => setTimeout(resolve, holdFor));
    pending -= 1;
    await route.continue();
  });
  await gotoHydrated(page, sitePath(''));
  await recordSearchBox(page);
  await page.keyboard.press(SEARCH_SHORTCUT);
  const query = 'reverse charge';
  await page.keyboard.type(query, {delay: 30});
  await expect(searchResults(page)).toHaveAttribute('data-query', query);
  await expect(searchResults(page).getByRole('option').first()).toContainText(/tax rules/i);
  await expect.poll(() => pending).toBe(0);
  const {lists} = await recorded(page);
  // Each list shown answers what had been typed by then, and none answers an older query than the one before it.
  const lengths = lists.map((list) => list.query.length);
  for (const list of lists) expect(query.startsWith(list.query), list.query).toBe(true);
  expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
  // The list of the whole query showed once, complete, and stayed as it was.
  const final = lists.filter((list) => list.query === query);
  expect(final.length).toBeGreaterThan(0);
  for (const list of final) expect(list.titles).toEqual(final[0]?.titles);
  expect(lists.at(-1)?.query).toBe(query);
});

test("a list shows before its pages' fragments come, and their excerpts fill in without moving a result", async ({page}) => {
  await page.setViewportSize({width: 412, height: 860});
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(FRAGMENTS, async (route) => {
    await held;
    await route.continue();
  });
  await gotoHydrated(page, sitePath('administrators-manual/billing/tax-rules'));
  const box = navbarSearchBox(page);
  await box.click();
  await box.fill('reverse charge');
  const options = searchResults(page).getByRole('option');
  await expect(searchResults(page)).toHaveAttribute('data-query', 'reverse charge');
  await expect(options.first()).toContainText(/tax rules/i);
  await expect(options.first().locator('mark')).toHaveCount(0);
  const boxes = async () => Promise.all((await options.all()).map(async (option) => option.boundingBox()));
  const before = await boxes();
  release();
  await expect(options.first().locator('mark').first()).toHaveText(/reverse|charge/i);
  await expect(options.last().locator('mark').first()).toBeVisible();
  expect(await boxes()).toEqual(before);
});

/** The functions of the built Pagefind script that divide a page into sub-results, taken from the script itself. */
function pagefindSubResults(
  script: string,
): (fragment: unknown, excerptLength: number) => {title: string; url: string; excerpt: string; locations: number[]}[] {
  const source = (name: string): string => {
    const start = script.indexOf(`var ${name}=`);
    if (start < 0)
      throw new Error(`Pagefind's script has no ${name}: re-read how it builds sub-results, and src/search/hits.ts's hitFromPage.`);
    return script.slice(start, script.indexOf('var ', start + 4));
  };
  return new Function(
    `${['calculate_excerpt_region', 'build_excerpt', 'calculate_sub_results'].map(source).join('\n')}\nreturn calculate_sub_results;`,
  )() as ReturnType<typeof pagefindSubResults>;
}

test("a result shown before its fragment names the heading and link Pagefind's own sub-results give, on every page", () => {
  const dir = path.join(BUILD_DIR, SEARCH_INDEX_DIR);
  const subResults = pagefindSubResults(readFileSync(path.join(dir, 'pagefind.js'), 'utf8'));
  const pages = JSON.parse(readFileSync(path.join(dir, SEARCH_PAGES_FILE), 'utf8')) as ResultPages;
  const fragments = readFragments(dir);
  expect(Object.keys(pages).sort()).toEqual([...fragments.keys()].sort());
  let seed = 1;
  const next = (below: number): number => ((seed = (seed * 48271) % 2147483647), seed % below);
  for (const [id, fragment] of fragments) {
    const page = pages[id];
    if (!page) throw new Error(`${id} is not in ${SEARCH_PAGES_FILE}.`);
    const words = fragment.content.split(/\s+/).length;
    // Matched words as a search gives them: sorted locations, a few at a time, anywhere on the page.
    for (let trial = 0; trial < 40; trial += 1) {
      const locations = [...new Set(Array.from({length: 1 + next(8)}, () => next(words)))].sort((a, b) => a - b);
      const url = `${BASE_PATH}${fragment.url.replace(/^\//, '')}`;
      const weighted = locations.map((location) => ({weight: 1, balanced_score: 1, location}));
      const fromFragment = searchHit(id, {
        url,
        excerpt: '',
        meta: fragment.meta,
        sub_results: subResults({...fragment, url, weighted_locations: weighted, locations}, 24),
      });
      expect(hitFromPage({id, words: locations}, page), `${fragment.url} with words at ${locations.join(', ')}`).toEqual({
        ...fromFragment,
        excerpt: undefined,
      });
    }
  }
});

test('a screen reader hears one announcement per settled list, not one per keystroke', async ({page}) => {
  await gotoHydrated(page, sitePath(''));
  await recordSearchBox(page);
  await page.keyboard.press(SEARCH_SHORTCUT);
  const status = page.locator('nav.navbar [role="status"]');
  await page.keyboard.type('billing profile', {delay: 30});
  await expect(searchResults(page)).toHaveAttribute('data-query', 'billing profile');
  await expect(status).toHaveText(/^\d+ results?, \d+ shown\.$/);
  const first = await status.textContent();
  await navbarSearchBox(page).press('Control+a');
  await page.keyboard.type('keycloak theme', {delay: 100});
  await expect(searchResults(page)).toHaveAttribute('data-query', 'keycloak theme');
  await expect(status).not.toHaveText(first ?? '');
  await expect(status).toHaveText(/^\d+ results?/);
  const second = await status.textContent();
  expect((await recorded(page)).announcements).toEqual([first, second]);
  // Closing the list silences the region at once.
  await page.keyboard.press('Escape');
  await expect(status).toHaveText('');
});

/** Docusaurus's prefetches so far, counted in the page: its prefetch adds a `<link rel=prefetch>` to the head at once. */
const prefetches = (page: Page) => page.evaluate(() => document.head.querySelectorAll('link[rel="prefetch"]').length);

/** Scrolls to the end of the page and waits until the links that came into view have been reported to Docusaurus's Link. */
async function scrollToEnd(page: Page): Promise<void> {
  await page.evaluate(async () => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

test('links that come into view while the reader searches are prefetched only once the search box closes', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 600});
  await gotoHydrated(page, sitePath('administrators-manual/billing/tax-rules'));
  // The prefetches of the links in view on arrival run one after the other, past the network's first quiet moment: let them end.
  await expect
    .poll(async () => {
      const count = await prefetches(page);
      await page.waitForTimeout(500);
      return (await prefetches(page)) === count;
    })
    .toBe(true);
  const before = await prefetches(page);
  await page.keyboard.press(SEARCH_SHORTCUT);
  await page.keyboard.type('reverse charge');
  await expect(searchResults(page).getByRole('option').first()).toBeVisible();
  await scrollToEnd(page);
  await expect(navbarSearchBox(page)).toBeFocused();
  expect(await prefetches(page)).toBe(before);
  await page.keyboard.press('Escape');
  await expect.poll(() => prefetches(page)).toBeGreaterThan(before);
});

test('on a slow connection no link in view is prefetched, and the link the reader points at loads ahead', async ({page}) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {configurable: true, value: {effectiveType: '3g', saveData: false}});
  });
  await page.setViewportSize({width: 1280, height: 600});
  await gotoHydrated(page, sitePath('administrators-manual/billing/tax-rules'));
  await scrollToEnd(page);
  expect(await prefetches(page)).toBe(0);
  // Pointing at a link preloads its page's scripts (each added and removed again once run, so counted as requests).
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith(`${BASE_PATH}assets/js/`)) scripts.push(request.url());
  });
  await page.locator('.pagination-nav__link--next').hover();
  await expect.poll(() => scripts.length).toBeGreaterThan(0);
  expect(await prefetches(page)).toBe(0);
});

test("Pagefind's entry and WebAssembly are asked for with its script and the result pages, and Pagefind takes them: each file is fetched once", async ({
  page,
}) => {
  await gotoHydrated(page, sitePath('administrators-manual/billing/tax-rules'));
  const fetched: string[] = [];
  page.on('request', (request) => {
    const {pathname} = new URL(request.url());
    if (pathname.startsWith(`${BASE_PATH}${SEARCH_INDEX_DIR}/`)) fetched.push(pathname.slice(`${BASE_PATH}${SEARCH_INDEX_DIR}/`.length));
  });
  await page.keyboard.press(SEARCH_SHORTCUT);
  await page.keyboard.type('reverse charge');
  await expect(searchResults(page).getByRole('option').first()).toBeVisible();
  // Pagefind's own requests would name the entry with the time and repeat the WebAssembly: only the preloads go out.
  expect(fetched.slice(0, 4).sort()).toEqual(['pagefind-entry.json', 'pagefind.js', SEARCH_PAGES_FILE, 'wasm.en.pagefind']);
  for (const file of ['pagefind.js', 'pagefind-entry.json', SEARCH_PAGES_FILE, 'wasm.en.pagefind'])
    expect(fetched.filter((name) => name === file)).toHaveLength(1);
  expect(fetched.filter((name) => name.endsWith('.pf_meta'))).toHaveLength(1);
});
