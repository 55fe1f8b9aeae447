/**
 * Code blocks are coloured at build time (src/plugins/code-highlight, src/theme/CodeBlock): the HTML
 * carries every token's colours for both modes, the browser runs no highlighter, and a change of colour
 * mode recolours the code without touching its DOM. The theme's copy and word-wrap buttons and the
 * block titles still work. The API reference's examples and samples are coloured the same way.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type Locator, type Page} from '@playwright/test';
import {attribute, elements, parseHtml} from '../../scripts/html';
import {HIGHLIGHTED_LINE_CLASS} from '../../src/plugins/code-highlight';
import {
  BUILD_DIR,
  COLOR_MODE_TOGGLE_NAME,
  gotoHydrated,
  presetColorMode,
  recordRemovals,
  runAxe,
  sitePath,
  waitForBrowserFlag,
} from './support/site';

/** The manual page with the most code blocks. */
/** The theme's word-wrap button: its `aria-label` and `title`. */
const WORD_WRAP = 'Toggle word wrap';
const MANUAL_PAGE = sitePath('operators-manual/kubernetes-install/microk8s');
const API_OPERATION = sitePath('api/reference/create-user');

/**
 * What only a syntax highlighter's code contains: Prism's grammars (`languages.insertBefore`, the grammar
 * flags `greedy` and `lookbehind`) and its language loader's catalogue (`components/prism-core.js`, which
 * the classic theme's `prism-include-languages` packed into the main bundle: src/plugins/bundle-shims),
 * Shiki and its TextMate and Oniguruma engines, highlight.js. (Each Prism pattern matched the main bundle
 * of the build before code was coloured at build time.)
 */
const HIGHLIGHTER_SIGNATURES = [
  /languages\.insertBefore\(/,
  /\bgreedy:\s*(?:!0|true)/,
  /\blookbehind:\s*(?:!0|true)/,
  /components\/prism-core\.js/,
  /\bcodeToHast\b/,
  /\btokenizeLine2?\b/,
  /\bcreateOnigScanner\b/,
  /\bhighlightAuto\b/,
];

/** A token's colour in the current mode, and the colour it says it has in each mode. */
async function tokenColours(token: Locator): Promise<{actual: string; light: string; dark: string}> {
  return token.evaluate((element) => {
    const resolve = (colour: string): string => {
      const probe = document.createElement('span');
      probe.style.color = colour;
      document.body.append(probe);
      const rgb = getComputedStyle(probe).color;
      probe.remove();
      return rgb;
    };
    const style = (element as HTMLElement).style;
    return {
      actual: getComputedStyle(element).color,
      light: resolve(style.getPropertyValue('--shiki-light')),
      dark: resolve(style.getPropertyValue('--shiki-dark')),
    };
  });
}

/** The first token whose light and dark colours differ, in the first code block of the content. */
function colouredToken(page: Page): Locator {
  return page.locator('.theme-doc-markdown .theme-code-block code span[style*="--shiki-light"]').first();
}

/** Each pair of token colours (light, dark) that some code block of the build uses, as its style attribute. */
function tokenStylesOfTheBuild(): string[] {
  const styles = new Set<string>();
  const htmlFiles = readdirSync(BUILD_DIR, {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('.html'));
  for (const file of htmlFiles) {
    // A token's style attribute: its colours, and any font style Shiki adds between them.
    const document = parseHtml(readFileSync(path.join(BUILD_DIR, file), 'utf8'));
    for (const style of elements(document).flatMap((element) => attribute(element, 'style') ?? [])) {
      const light = /--shiki-light:(#[0-9A-Fa-f]{3,8})/.exec(style)?.[1];
      const dark = /--shiki-dark:(#[0-9A-Fa-f]{3,8})/.exec(style)?.[1];
      if (light && dark) styles.add(`--shiki-light:${light};--shiki-dark:${dark}`);
    }
  }
  return [...styles].sort();
}

/** Records, from the page's first script on, every change inside a code block; returns a reader. */
async function recordCodeBlockMutations(page: Page): Promise<{start: () => Promise<void>; read: () => Promise<number>}> {
  return {
    start: () =>
      page.evaluate(() => {
        const changes: MutationRecord[] = [];
        Object.assign(window, {codeBlockChanges: changes});
        const observer = new MutationObserver((records) => changes.push(...records));
        for (const block of document.querySelectorAll('.theme-code-block pre')) {
          observer.observe(block, {subtree: true, childList: true, attributes: true, characterData: true});
        }
      }),
    read: () => page.evaluate(() => (window as unknown as {codeBlockChanges: MutationRecord[]}).codeBlockChanges.length),
  };
}

test.describe('code blocks', () => {
  test('are coloured in the HTML, for both modes, and readable without JavaScript', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto(MANUAL_PAGE);
    const blocks = page.locator('.theme-doc-markdown .theme-code-block');
    expect(await blocks.count()).toBeGreaterThanOrEqual(20);
    await expect(blocks.first().locator('code')).toContainText('sudo apt-get update');
    const {actual, light, dark} = await tokenColours(colouredToken(page));
    expect(actual).toBe(light);
    expect(light).not.toBe(dark);
    // The API code samples too.
    await page.goto(API_OPERATION);
    await expect(page.locator('[id^="code-samples-panel-"] code span[style*="--shiki-dark"]').first()).toBeAttached();
    await context.close();
  });

  test('switch to the dark colours with the mode, without any change to their DOM', async ({page}) => {
    await gotoHydrated(page, MANUAL_PAGE);
    await waitForBrowserFlag(page);
    const token = colouredToken(page);
    const before = await tokenColours(token);
    expect(before.actual).toBe(before.light);
    const background = await token.evaluate((element) => getComputedStyle(element.closest('pre') as Element).backgroundColor);
    const mutations = await recordCodeBlockMutations(page);
    await mutations.start();
    await page.getByRole('button', {name: COLOR_MODE_TOGGLE_NAME}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect((await tokenColours(token)).actual).toBe(before.dark);
    expect(await token.evaluate((element) => getComputedStyle(element.closest('pre') as Element).backgroundColor)).not.toBe(background);
    expect(await mutations.read()).toBe(0);
  });

  test('in dark mode from the start, hydrate without being replaced', async ({page}) => {
    await presetColorMode(page, 'dark');
    const removedCode = await recordRemovals(page, 'pre');
    await gotoHydrated(page, MANUAL_PAGE);
    await waitForBrowserFlag(page);
    const {actual, dark} = await tokenColours(colouredToken(page));
    expect(actual).toBe(dark);
    expect(await removedCode()).toEqual([]);
  });

  // The browser pass over every page (pages.spec.ts) leaves code blocks to this test: their contrast
  // depends only on the token colours, so each colour the build uses is checked once, in both modes,
  // on a plain line and on a highlighted one, on the real code background.
  test('every token colour of the build reads at WCAG AA contrast in both modes, highlighted or not', async ({page}) => {
    const styles = tokenStylesOfTheBuild();
    expect(styles.length).toBeGreaterThanOrEqual(5);
    await presetColorMode(page, 'light');
    await gotoHydrated(page, MANUAL_PAGE);
    await waitForBrowserFlag(page);
    const code = page.locator('.theme-doc-markdown .theme-code-block code').first();
    await code.evaluate(
      (element, {styles, highlighted}) => {
        const line = (style: string, className: string): string =>
          `<span class="${className}"><span style="${style}">token ${style}</span></span>`;
        element.innerHTML = styles.flatMap((style) => [line(style, 'line'), line(style, `line ${highlighted}`)]).join('\n');
        (element.closest('.theme-code-block') as HTMLElement).id = 'token-palette';
      },
      {styles, highlighted: HIGHLIGHTED_LINE_CLASS},
    );
    for (const mode of ['light', 'dark'] as const) {
      if (mode === 'dark') await page.getByRole('button', {name: COLOR_MODE_TOGGLE_NAME}).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      const axe = await runAxe(page, {include: '#token-palette', rules: ['color-contrast'], countPassed: true});
      expect(axe.passed, `${mode}: tokens checked`).toBeGreaterThanOrEqual(2 * styles.length);
      expect(axe.violations, mode).toEqual([]);
    }
  });

  test('colour the API reference’s JSON examples as the build colours JSON, in both modes', async ({page}) => {
    await gotoHydrated(page, API_OPERATION);
    await waitForBrowserFlag(page);
    await page
      .getByRole('tablist', {name: /application\/json body/})
      .first()
      .getByRole('tab', {name: 'Example'})
      .click();
    const example = page.getByRole('tabpanel', {name: 'Example'}).first();
    const key = example.getByText('"email"', {exact: true});
    const value = example.getByText('"alex.martin@example.org"', {exact: true});
    for (const mode of ['light', 'dark'] as const) {
      if (mode === 'dark') await page.getByRole('button', {name: COLOR_MODE_TOGGLE_NAME}).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      const [keyColours, valueColours] = [await tokenColours(key), await tokenColours(value)];
      expect([keyColours.actual, valueColours.actual]).toEqual([keyColours[mode], valueColours[mode]]);
      expect(keyColours.actual).not.toBe(valueColours.actual);
    }
  });

  test('keep the title, the copy button and the word-wrap button', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(sitePath('operators-manual/openstack/openstack-notifications'));
    const titled = page.locator('.theme-doc-markdown .theme-code-block', {hasText: 'nova.conf (excerpt)'});
    await expect(titled.getByText('/etc/nova/nova.conf (excerpt)', {exact: true})).toBeVisible();
    await expect(titled.locator('code')).toContainText('notification_format');
    await gotoHydrated(page, MANUAL_PAGE);
    await waitForBrowserFlag(page);
    // A phone's width, where long lines scroll and the theme offers to wrap them.
    await page.setViewportSize({width: 400, height: 800});
    const block = page.locator('.theme-doc-markdown .theme-code-block').first();
    const code = (await block.locator('code').innerText()).replace(/\n$/, '');
    await block.hover();
    await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
    await expect(block.getByRole('button', {name: 'Copied'})).toBeAttached();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    // A block wider than the column can wrap its lines.
    const wide = page.locator('.theme-doc-markdown .theme-code-block', {has: page.getByRole('button', {name: WORD_WRAP})}).first();
    const wideCode = wide.locator('code');
    await wide.hover();
    await wide.getByRole('button', {name: WORD_WRAP}).click();
    await expect(wideCode).toHaveCSS('white-space', 'pre-wrap');
  });

  test('on a phone, the blocks wider than the column offer word wrap once the page has hydrated', async ({page}) => {
    // The theme measures each block once the page has hydrated, and again when the window is resized.
    await page.setViewportSize({width: 400, height: 800});
    // Before hydration no block offers it, so the match below only holds once the page has hydrated.
    await gotoHydrated(page, sitePath('operators-manual/kubernetes-install/microk8s'));
    const blocks = page.locator('.theme-doc-markdown .theme-code-block');
    const offers = () =>
      blocks.evaluateAll(
        (elements, wordWrap) =>
          elements.map((block) => {
            const pre = block.querySelector('pre');
            return {
              wide: pre !== null && pre.scrollWidth > pre.clientWidth,
              offers: block.querySelector(`button[aria-label="${wordWrap}"]`) !== null,
            };
          }),
        WORD_WRAP,
      );
    await expect.poll(async () => (await offers()).filter((block) => block.wide !== block.offers).length).toBe(0);
    const found = await offers();
    expect(found.filter((block) => block.wide).length).toBeGreaterThan(0);
    expect(found.filter((block) => !block.wide).length).toBeGreaterThan(0);
    // Wrapped, a block no longer scrolls and keeps its button to unwrap.
    const wide = blocks.filter({has: page.getByRole('button', {name: WORD_WRAP})}).first();
    await wide.hover();
    await wide.getByRole('button', {name: WORD_WRAP}).click();
    await expect(wide.locator('code')).toHaveCSS('white-space', 'pre-wrap');
    expect(await wide.locator('pre').evaluate((pre) => pre.scrollWidth > pre.clientWidth)).toBe(false);
    await expect(wide.getByRole('button', {name: WORD_WRAP})).toBeAttached();
  });

  test('no script of the build contains a syntax highlighter', () => {
    const scriptsDir = path.join(BUILD_DIR, 'assets', 'js');
    const scripts = readdirSync(scriptsDir).filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(10);
    for (const name of scripts) {
      const source = readFileSync(path.join(scriptsDir, name), 'utf8');
      for (const signature of HIGHLIGHTER_SIGNATURES) expect(signature.test(source), `${name} matches ${signature}`).toBe(false);
    }
  });
});
