import {expect, test} from '@playwright/test';
import {MANUAL_ROUTES} from '../support/routes';
import {article, sitePath} from './support/site';

const PLACEHOLDER = /lorem ipsum|coming soon|\bTODO\b|\bTBD\b|\{product\}/i;

for (const route of MANUAL_ROUTES) {
  test(`${sitePath(route)} renders real content with a sidebar`, async ({page}) => {
    const response = await page.goto(sitePath(route));
    expect(response?.status()).toBe(200);
    await expect(article(page).locator('h1')).toHaveCount(1);
    await expect(page.locator('.theme-doc-sidebar-container nav[aria-label="Docs sidebar"]')).toBeVisible();
    // Every page but the standalone Markdown page is itself an entry of the sidebar it shows.
    if (route !== 'markdown-page') await expect(page.locator('.theme-doc-sidebar-container a.menu__link--active').first()).toBeAttached();
    const text = await article(page).innerText();
    expect(text.length).toBeGreaterThan(1500);
    expect(text).not.toMatch(PLACEHOLDER);
  });
}

test('the manuals sidebar starts with the Operator\'s Manual, which is the docs home', async ({page}) => {
  await page.goto(sitePath(''));
  const firstLink = page.locator('.theme-doc-sidebar-container .menu__list a.menu__link').first();
  await expect(firstLink).toHaveText("Operator's Manual");
  await expect(firstLink).toHaveAttribute('href', sitePath(''));
});
