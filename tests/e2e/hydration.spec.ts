/**
 * What a page does while its scripts load and once they have run: the bundle is evaluated in steps
 * (src/plugins/sliced-client-entry) from scripts marked for eager compiling (the config's bundle shims),
 * a page's HTML names every script it needs to hydrate
 * (src/plugins/route-scripts-in-html), the API tab sets keep their DOM, and the closed mobile menu's
 * links are prefetched only once it opens.
 */
import {expect, test, type Page} from '@playwright/test';
import {attribute, byTag, parseHtml} from '../../scripts/html';
import {COMPILE_HINT} from '../../src/constants';
import {CLIENT_ENTRY_MARK, CLIENT_ENTRY_STEPS} from '../../src/plugins/sliced-client-entry/mark';
import {PHONE_VIEWPORT} from '../../scripts/chromium';
import {gotoHydrated, PAGE_TYPES, recordRemovals, sitePath, waitForBrowserFlag, waitForHydration} from './support/site';

const PAGE_WITH_CODE = sitePath('administrators-manual/billing/tax-rules');

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
}

async function prefetched(page: Page): Promise<Set<string>> {
  return new Set(await page.locator('link[rel="prefetch"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '')));
}

test.describe('after the scripts run', () => {
  test('the bundle is evaluated in steps, in order, each in its own task, from scripts marked for eager compiling', async ({
    browser,
    page,
  }) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    });
    await browser.startTracing(page, {categories: ['disabled-by-default-devtools.timeline', 'blink.user_timing']});
    await gotoHydrated(page, sitePath(''));
    await waitForBrowserFlag(page);
    const {traceEvents} = JSON.parse((await browser.stopTracing()).toString()) as {traceEvents: TraceEvent[]};
    const marks = traceEvents.filter((event) => event.name.startsWith(CLIENT_ENTRY_MARK)).sort((a, b) => a.ts - b.ts);
    expect(marks.map((mark) => mark.name.slice(CLIENT_ENTRY_MARK.length))).toEqual([...CLIENT_ENTRY_STEPS]);
    // The outermost task of the renderer's main thread around each mark: its start identifies it.
    const tasks = traceEvents.filter((event) => event.name === 'RunTask' && event.ph === 'X');
    const taskOf = (mark: TraceEvent): number | undefined =>
      tasks
        .filter((task) => task.tid === mark.tid && task.ts <= mark.ts && mark.ts <= task.ts + (task.dur ?? 0))
        .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))[0]?.ts;
    const markTasks = marks.map(taskOf);
    expect(markTasks).not.toContain(undefined);
    expect(new Set(markTasks).size).toBe(CLIENT_ENTRY_STEPS.length);
    // The runtime, main and the page's chunks all start with the compile hint.
    const bodies = await Promise.all(scripts);
    expect(bodies.length).toBeGreaterThan(2);
    for (const body of bodies) expect(body.startsWith(`${COMPILE_HINT}\n`)).toBe(true);
  });

  test('a page names in its HTML every script it runs to hydrate, and each is fetched once', async ({page}) => {
    for (const path of [PAGE_TYPES['API operation'] ?? '', PAGE_WITH_CODE]) {
      const fetched: string[] = [];
      const record = (request: {resourceType(): string; url(): string; headers(): Record<string, string>}): void => {
        // Prefetches for the links in view are not the page's own scripts.
        if (request.resourceType() === 'script' && !request.headers()['sec-purpose']) fetched.push(new URL(request.url()).pathname);
      };
      page.on('request', record);
      const html = (await (await page.goto(path))?.text()) ?? '';
      await waitForHydration(page);
      await waitForBrowserFlag(page);
      page.off('request', record);
      const named = byTag(parseHtml(html), 'script').flatMap((script) => attribute(script, 'src') ?? []);
      // The runtime, main.js and the route's chunks: the layout's, the page component's and its content's.
      expect(named.length).toBeGreaterThan(4);
      expect([...fetched].sort()).toEqual([...named].sort());
    }
  });

  test('an API operation keeps the tab sets the server rendered', async ({page}) => {
    const removedTabSets = await recordRemovals(page, '[role="tablist"]');
    await gotoHydrated(page, sitePath('api/reference/create-user'));
    await waitForBrowserFlag(page);
    await expect(page.getByRole('tablist', {name: 'Response status'})).toBeVisible();
    expect(await removedTabSets()).toEqual([]);
    // That they still switch: api-reference.spec.ts.
  });

  test('on a phone, the closed menu is not prefetched; it slides in when opened, and only then are its pages prefetched', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE_VIEWPORT);
    await gotoHydrated(page, PAGE_WITH_CODE);
    // The theme has measured the window as a phone's once it drops the desktop sidebar.
    await expect(page.locator('.theme-doc-sidebar-container .menu')).toHaveCount(0);
    const menu = page.locator('.navbar-sidebar');
    await expect(menu.getByRole('link', {name: 'Currencies'})).not.toBeInViewport();
    const beforeOpening = await prefetched(page);
    expect(beforeOpening.size).toBeGreaterThan(0);
    // Animations at a hundredth of their speed while the slide is looked for, so that its 0.2 s cannot
    // end before the check on a loaded machine.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Animation.enable');
    await cdp.send('Animation.setPlaybackRate', {playbackRate: 0.01});
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const slides = await menu.evaluate((element) =>
      element.getAnimations().some((animation) => animation instanceof CSSTransition && animation.transitionProperty === 'transform'),
    );
    expect(slides).toBe(true);
    await cdp.send('Animation.setPlaybackRate', {playbackRate: 1});
    await expect(menu.getByRole('link', {name: 'Currencies'})).toBeInViewport();
    await expect.poll(async () => [...(await prefetched(page))].filter((href) => !beforeOpening.has(href)).length).toBeGreaterThan(0);
  });
});
