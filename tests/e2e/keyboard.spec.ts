import {expect, test} from '@playwright/test';
import {MOBILE_BREAKPOINT_PX} from '../../src/constants';
import {gotoHydrated, sitePath, tabTo} from './support/site';

test('the sidebar works from the keyboard: expand a category and follow a link', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await gotoHydrated(page, sitePath(''));
  const sidebar = page.locator('.theme-doc-sidebar-container');
  const expandButton = `button[aria-label="Expand sidebar category 'Administrator's Manual'"]`;
  await tabTo(page, `.theme-doc-sidebar-container ${expandButton}`);
  await page.keyboard.press('Enter');
  await expect(sidebar.getByRole('button', {name: "Collapse sidebar category 'Administrator's Manual'"})).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(sidebar.getByRole('button', {name: 'Billing'})).toBeVisible();
  await gotoHydrated(page, sitePath(''));
  await tabTo(page, '.theme-doc-sidebar-container a[href$="/operators-manual/identity"]');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/operators-manual\/identity$/);
  await expect(page.locator('article h1')).toBeVisible();
});

// The colour toggle from the keyboard: state.spec.ts.
test('the mobile menu works from the keyboard', async ({page}) => {
  await page.setViewportSize({width: MOBILE_BREAKPOINT_PX, height: 800});
  await gotoHydrated(page, sitePath(''));
  await tabTo(page, 'button.navbar__toggle');
  await page.keyboard.press('Enter');
  const mobileSidebar = page.locator('.navbar-sidebar');
  await expect(mobileSidebar).toBeVisible();
  await tabTo(page, '.navbar-sidebar a[href$="/operators-manual/identity"]');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/operators-manual\/identity$/);
  await expect(page.locator('html')).not.toHaveClass(/navbar-sidebar--show/);
});
