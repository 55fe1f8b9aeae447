import {expect, test, type Page} from '@playwright/test';
import {BASE_PATH, SEARCH_INDEX_DIR, SEARCH_WORDS_DIR} from '../../src/constants';
import {
  axeViolations,
  gotoHydrated,
  NAVBAR_SEARCH_INPUT,
  navbarSearchBox,
  presetColorMode,
  SEARCH_SHORTCUT,
  searchResults,
  sitePath,
  tabTo,
} from './support/site';

const SEARCH_FILES = new RegExp(`${BASE_PATH}${SEARCH_INDEX_DIR}/`);

test('a page loads no search code until the reader asks for search; "/" focuses the box and loads it', async ({page}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await gotoHydrated(page, sitePath('administrators-manual/billing/tax-rules'));
  expect(requests.filter((url) => SEARCH_FILES.test(url))).toEqual([]);
  await page.keyboard.press('/');
  await expect(navbarSearchBox(page)).toBeFocused();
  await expect
    .poll(() => requests.filter((url) => SEARCH_FILES.test(url)).map((url) => new URL(url).pathname))
    .toEqual(expect.arrayContaining([`${BASE_PATH}${SEARCH_INDEX_DIR}/pagefind.js`, expect.stringMatching(/\.pagefind$/)]));
  // The box keeps a typed "/" as text, as any text field does.
  await page.keyboard.type('a/b');
  await expect(navbarSearchBox(page)).toHaveValue('a/b');
});

test('a result shows the page title, its section, the heading and a plain-text excerpt with the matched words marked', async ({page}) => {
  await gotoHydrated(page, sitePath(''));
  await page.keyboard.press(SEARCH_SHORTCUT);
  await page.keyboard.type('suspend billing profile');
  const first = searchResults(page).getByRole('option').first();
  await expect(first).toContainText('Suspend a billing profile');
  await expect(first).toContainText('API reference');
  await expect(first.locator('mark').first()).toHaveText(/suspend|billing|profile/i);
  const text = await searchResults(page).innerText();
  expect(text).not.toMatch(/`|\]\(|&[a-z]+;|\u200b/);
  // Each result of a manual page names the heading it matched under.
  await navbarSearchBox(page).fill('');
  await page.keyboard.type('VIES check at invoicing');
  await expect(searchResults(page).getByRole('option').first()).toContainText('VIES check at invoicing');
});

test('arrow keys move through the results, Escape closes them and gives the focus back', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await gotoHydrated(page, sitePath(''));
  const sidebarLink = '.theme-doc-sidebar-container a[href$="/operators-manual/identity"]';
  await tabTo(page, sidebarLink);
  await page.keyboard.press(SEARCH_SHORTCUT);
  const input = navbarSearchBox(page);
  await expect(input).toBeFocused();
  await page.keyboard.type('billing');
  const options = searchResults(page).getByRole('option');
  // The list of the whole word: a list of its beginning, still on screen, would be replaced (and the choice reset) under the arrows.
  await expect(searchResults(page)).toHaveAttribute('data-query', 'billing');
  await expect(options.nth(1)).toBeVisible();
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(input).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id')) ?? '');
  await page.keyboard.press('ArrowUp');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(searchResults(page)).toHaveCount(0);
  await expect(input).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator(sidebarLink)).toBeFocused();
});

test('the result count is announced and the section filter narrows the results', async ({page}) => {
  await gotoHydrated(page, sitePath(''));
  await page.keyboard.press(SEARCH_SHORTCUT);
  await page.keyboard.type('account activation');
  await expect(page.locator('nav.navbar [role="status"]')).toHaveText(/^\d+ results?/);
  const sections = searchResults(page).getByRole('option');
  await expect(sections.first()).toBeVisible();
  await page.keyboard.press('Tab');
  const filter = page.locator('nav.navbar').getByRole('combobox', {name: 'Section'});
  await expect(filter).toBeFocused();
  await filter.selectOption('Client manual');
  await expect(sections.first()).toContainText('Client manual');
  await expect(sections.filter({hasNotText: 'Client manual'})).toHaveCount(0);
  // Escape from the filter closes the results and puts the focus back in the box.
  await page.keyboard.press('Escape');
  await expect(searchResults(page)).toHaveCount(0);
  await expect(navbarSearchBox(page)).toBeFocused();
});

test('the search results page lists every match, and keeps the query and section in the URL', async ({page}) => {
  await page.goto(`${sitePath('search')}?q=${encodeURIComponent('microk8s')}`);
  const results = page.locator('.theme-layout-main');
  await expect(results).toContainText(/MicroK8s/i);
  await expect(results.locator('a[href*="kubernetes-install/microk8s"]').first()).toBeVisible();
  const query = results.getByRole('searchbox', {name: 'Search for'});
  await expect(query).toHaveValue('microk8s');
  await query.fill('keycloak theme');
  await expect(page).toHaveURL(/[?&]q=keycloak\+theme(&|$)/);
  await results.getByRole('combobox', {name: 'Section'}).selectOption('Administrators');
  await expect(page).toHaveURL(/[?&]section=Administrators(&|$)/);
  await expect(results.locator('a[href*="customize-keycloak-theme"]').first()).toBeVisible();
  // Enter in the navbar box opens this page for what it holds.
  await gotoHydrated(page, sitePath(''));
  await page.keyboard.press(SEARCH_SHORTCUT);
  await page.keyboard.type('tax rules');
  await expect(searchResults(page).getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/search\?q=tax\+rules$/);
  await expect(page.locator('.theme-layout-main ol a').first()).toBeVisible();
});

test('a misspelled word is searched as the nearest word of the index, fetched only then, and the status says so', async ({page}) => {
  const wordLists: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(`${BASE_PATH}${SEARCH_INDEX_DIR}/${SEARCH_WORDS_DIR}/`)) wordLists.push(new URL(request.url()).pathname);
  });
  await page.goto(`${sitePath('search')}?q=${encodeURIComponent('keycloak smtp')}`);
  const results = page.locator('.theme-layout-main');
  await expect(results.getByRole('status')).toHaveText(/^\d+ results?/);
  expect(wordLists, 'words the index holds need no list').toEqual([]);
  await results.getByRole('searchbox', {name: 'Search for'}).fill('keycloack smtp');
  await expect(results.getByRole('status')).toHaveText(/^\d+ results? for “keycloak smtp”/);
  await expect(results.locator('ol a').first()).toBeVisible();
  expect(wordLists).toEqual([`${BASE_PATH}${SEARCH_INDEX_DIR}/${SEARCH_WORDS_DIR}/k.txt`]);
});

test('without JavaScript the box is a form to the results page, which says search needs JavaScript', async ({browser, baseURL}) => {
  const context = await browser.newContext({baseURL, javaScriptEnabled: false});
  try {
    const page = await context.newPage();
    const response = await page.goto(sitePath('administrators-manual/billing/tax-rules'));
    expect(response?.status()).toBe(200);
    await expect(page.locator(`nav.navbar form[action="${sitePath('search')}"]`)).toHaveCount(1);
    await page.locator(NAVBAR_SEARCH_INPUT).fill('microk8s');
    await page.locator(NAVBAR_SEARCH_INPUT).press('Enter');
    await expect(page).toHaveURL(/\/docs\/search\?q=microk8s$/);
    // What a browser without JavaScript renders: the <noscript> message and its link.
    const html = (await (await page.request.get(page.url())).text()).replace(/<!-- -->/g, '');
    expect(html).toMatch(
      new RegExp(`<noscript>.*Search needs JavaScript.*<a href="?${BASE_PATH}"?>documentation home</a>.*</noscript>`, 's'),
    );
  } finally {
    await context.close();
  }
});

/**
 * Holds Pagefind's script until the returned function is called. The search box imports it the first
 * time it takes the focus.
 */
async function holdSearchScript(page: Page): Promise<() => Promise<void>> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested: () => void = () => undefined;
  const wasRequested = new Promise<void>((resolve) => (requested = resolve));
  await page.context().route(new RegExp(`${SEARCH_INDEX_DIR}/pagefind\\.js(\\?|$)`), async (route) => {
    requested();
    await released;
    await route.continue();
  });
  return async () => {
    await wasRequested;
    release();
  };
}

test('a reader who types before the index arrives keeps the focus and every keystroke, and opens a result offline', async ({page}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const releaseIndex = await holdSearchScript(page);
  await gotoHydrated(page, sitePath(''));
  await page.keyboard.press(SEARCH_SHORTCUT);
  const input = navbarSearchBox(page);
  await expect(input).toBeFocused();
  await page.keyboard.type('reverse charge');
  await releaseIndex();
  await expect(searchResults(page)).toContainText(/tax rules/i);
  await expect(input).toBeFocused();
  await expect(input).toHaveValue('reverse charge');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(new RegExp(`${sitePath('')}$`));
  await expect(page.locator('article h1')).toBeVisible();
  expect([...new Set(requests.map((url) => new URL(url).host))]).toEqual([new URL(page.url()).host]);
});

/** The old search plugin focused the box again once its index had loaded, even after the reader had moved on. */
test('a reader who tabs past the search box keeps the focus where they moved it when the index arrives', async ({page}) => {
  const releaseIndex = await holdSearchScript(page);
  await gotoHydrated(page, sitePath(''));
  const input = navbarSearchBox(page);
  await tabTo(page, NAVBAR_SEARCH_INPUT);
  await page.keyboard.press('Tab');
  await expect(input).not.toBeFocused();
  await page.evaluate(() => document.activeElement?.setAttribute('data-focus-moved-here', ''));
  await releaseIndex();
  await page.waitForLoadState('networkidle');
  await expect(input).toHaveAttribute('role', 'combobox');
  await expect(page.locator('[data-focus-moved-here]')).toBeFocused();
});

for (const mode of ['light', 'dark'] as const) {
  test(`axe finds no WCAG 2.2 AA violation in the open search box and on the results page in ${mode} mode`, async ({page}) => {
    // Each axe run takes several seconds on a busy 2-core machine; the rest of both pages is audited by pages.spec.ts.
    test.setTimeout(180_000);
    await presetColorMode(page, mode);
    await gotoHydrated(page, sitePath(''));
    await page.keyboard.press(SEARCH_SHORTCUT);
    await page.keyboard.type('billing profile');
    await expect(searchResults(page).getByRole('option').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    expect(await axeViolations(page, 'nav.navbar')).toEqual([]);
    await page.goto(`${sitePath('search')}?q=${encodeURIComponent('billing profile')}`);
    await expect(page.locator('.theme-layout-main ol a').first()).toBeVisible();
    expect(await axeViolations(page, '.theme-layout-main')).toEqual([]);
  });
}
