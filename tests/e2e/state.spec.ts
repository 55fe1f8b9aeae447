import {expect, test} from '@playwright/test';
import {CURRENT_DOCS_VERSION, DEFAULT_COLOR_MODE, STORAGE_KEYS} from '../../src/constants';
import {DEFAULT_ANNOUNCEMENT} from '../../src/utils/siteEnv';
import {COLOR_MODE_TOGGLE, gotoHydrated, readStorage, sitePath, tabTo, waitForHydration} from './support/site';

test.describe('colour mode', () => {
  test.use({colorScheme: 'dark'});

  test('is light by default even when the OS prefers dark, the keyboard toggles it, and the choice persists', async ({page}) => {
    await gotoHydrated(page, sitePath(''));
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', DEFAULT_COLOR_MODE);
    // The toggle cycles light -> dark; the stored choice survives a reload and a new page.
    await tabTo(page, COLOR_MODE_TOGGLE);
    await page.keyboard.press('Enter');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(await readStorage(page, STORAGE_KEYS.colorMode)).toBe('dark');
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page.goto(sitePath('operators-manual/identity'));
    await expect(html).toHaveAttribute('data-theme', 'dark');
  });
});

test.describe('announcement bar', () => {
  test('shows its link, and stays dismissed once closed', async ({page}) => {
    await gotoHydrated(page, sitePath(''));
    const bar = page.locator('.theme-announcement-bar');
    await expect(bar.getByRole('link')).toBeVisible();
    await bar.getByRole('button', {name: 'Close'}).click();
    await expect(bar).toHaveCount(0);
    expect(await readStorage(page, STORAGE_KEYS.announcementDismissed)).toBe('true');
    expect(await readStorage(page, STORAGE_KEYS.announcementId)).toBe(DEFAULT_ANNOUNCEMENT.id);
    await page.reload();
    await expect(page.locator('main')).toBeVisible();
    await expect(bar).toHaveCount(0);
  });

  test('shows again when the configured id differs from the dismissed one', async ({page}) => {
    await page.goto(sitePath(''));
    await page.evaluate(
      ([idKey, dismissKey]) => {
        localStorage.setItem(idKey, 'an-older-announcement');
        localStorage.setItem(dismissKey, 'true');
      },
      [STORAGE_KEYS.announcementId, STORAGE_KEYS.announcementDismissed] as const,
    );
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator('.theme-announcement-bar')).toBeVisible();
    expect(await readStorage(page, STORAGE_KEYS.announcementId)).toBe(DEFAULT_ANNOUNCEMENT.id);
    expect(await readStorage(page, STORAGE_KEYS.announcementDismissed)).toBe('false');
  });
});

test.describe('documentation version', () => {
  test(`the one version is labelled ${CURRENT_DOCS_VERSION.label} and the choice persists`, async ({page}) => {
    await gotoHydrated(page, sitePath('operators-manual/'));
    const key = STORAGE_KEYS.preferredVersion('default');
    expect(await readStorage(page, key)).toBeNull();
    const dropdown = page.locator('nav.navbar .navbar__item.dropdown', {hasText: CURRENT_DOCS_VERSION.label});
    await dropdown.hover();
    const versionLinks = dropdown.locator('.dropdown__menu a');
    await expect(versionLinks).toHaveText([CURRENT_DOCS_VERSION.label, 'All releases']);
    await versionLinks.filter({hasText: CURRENT_DOCS_VERSION.label}).click();
    await expect.poll(() => readStorage(page, key)).toBe(CURRENT_DOCS_VERSION.name);
    await page.reload();
    expect(await readStorage(page, key)).toBe(CURRENT_DOCS_VERSION.name);
    await expect(dropdown.locator('> a')).toHaveText(CURRENT_DOCS_VERSION.label);
  });
});
