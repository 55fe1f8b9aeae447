/**
 * What a page does once its scripts have run. The app flips Docusaurus's "in the browser" flag in a
 * transition (src/theme/Root), the API tab sets keep their DOM when it flips (src/components/StableTabs),
 * the mobile menu is built when it first opens (src/theme/Navbar/MobileSidebar): these check that the
 * work the flag starts still happens, that the API page is not rendered twice, and that the menu and
 * its pages' prefetches wait until it opens; links in view prefetch each script once; the bundle is
 * evaluated in steps, each in its own task (src/plugins/sliced-client-entry), from scripts marked for
 * eager compiling (src/plugins/compile-hints); a page's HTML names every script it needs to hydrate
 * (src/plugins/route-scripts-in-html); hydrating builds no ICU collator (src/plugins/browser-shims). Code blocks have their own spec (code-blocks.spec.ts).
 */
import {expect, test, type Page} from '@playwright/test';
import {COMPILE_HINT} from '../../src/plugins/compile-hints';
import {CLIENT_ENTRY_MARK, CLIENT_ENTRY_STEPS} from '../../src/plugins/sliced-client-entry/mark';
import {SCRIPTS_ATTRIBUTE} from '../../src/ssrTemplate';
import {PHONE_VIEWPORT} from './support/chromium';
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
    // src/plugins/compile-hints: the runtime, main and the page's chunks all start with the hint.
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
      // The minified HTML may leave the attribute unquoted.
      const match = new RegExp(`<script ${SCRIPTS_ATTRIBUTE}=(?:"([^"]+)"|([^\\s>]+))`).exec(html);
      const named = (match?.[1] ?? match?.[2] ?? '').split(' ').filter(Boolean);
      // The runtime, main.js and the route's chunks: the layout's, the page component's and its content's.
      expect(named.length).toBeGreaterThan(4);
      expect([...fetched].sort()).toEqual([...named].sort());
    }
  });

  test('hydrating asks for no locale-aware comparison, which would build an ICU collator', async ({page}) => {
    // src/plugins/browser-shims: Docusaurus's two localeCompare sorts use code unit order.
    await page.addInitScript(() => {
      const calls: string[] = [];
      Object.assign(window, {__nubisLocaleCalls: calls});
      const localeCompare = String.prototype.localeCompare;
      String.prototype.localeCompare = function (this: string, ...args: Parameters<typeof localeCompare>) {
        calls.push(`localeCompare ${String(this)}`);
        return localeCompare.apply(this, args);
      };
      const Collator = Intl.Collator;
      Intl.Collator = new Proxy(Collator, {
        construct: (target, args: ConstructorParameters<typeof Collator>) => {
          calls.push('Intl.Collator');
          return new target(...args);
        },
        apply: (target, _this, args: ConstructorParameters<typeof Collator>) => {
          calls.push('Intl.Collator');
          return target(...args);
        },
      });
    });
    for (const path of [PAGE_TYPES['API operation'] ?? '', PAGE_WITH_CODE]) {
      await gotoHydrated(page, path);
      await waitForBrowserFlag(page);
      expect(await page.evaluate(() => (window as unknown as {__nubisLocaleCalls: string[]}).__nubisLocaleCalls)).toEqual([]);
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

  test('links in view prefetch each script once, and none the page has already run', async ({page}) => {
    await gotoHydrated(page, PAGE_WITH_CODE);
    await waitForBrowserFlag(page);
    // Each route waits for an idle task of its own (src/plugins/sliced-client-entry/prefetchInIdleTasks.ts):
    // the list is read once two looks half a second apart find it the same.
    let last = -1;
    await expect
      .poll(
        async () => {
          const count = await page.locator('link[rel="prefetch"]').count();
          const settled = count > 0 && count === last;
          last = count;
          return settled;
        },
        {intervals: [500]},
      )
      .toBe(true);
    const links = await page
      .locator('link[rel="prefetch"]')
      .evaluateAll((elements) => elements.map((link) => link.getAttribute('href') ?? ''));
    // src/plugins/browser-shims/prefetch.ts: the layout's scripts are shared by every route in view.
    expect(links.length).toBeGreaterThan(3);
    expect(new Set(links).size).toBe(links.length);
    const ran = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
        .map((entry) => new URL(entry.name).pathname),
    );
    expect(ran.length).toBeGreaterThan(2);
    expect(links.filter((href) => ran.includes(href))).toEqual([]);
  });

  test('on a phone, the menu is built when it first opens, slides in, and only then are its pages prefetched', async ({page}) => {
    await page.setViewportSize(PHONE_VIEWPORT);
    await gotoHydrated(page, PAGE_WITH_CODE);
    // The theme has measured the window as a phone's once it drops the desktop sidebar.
    await expect(page.locator('.theme-doc-sidebar-container .menu')).toHaveCount(0);
    const menu = page.locator('.navbar-sidebar');
    await expect(menu).toHaveCount(0);
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
