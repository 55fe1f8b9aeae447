import {expect, test} from '@playwright/test';
import {gotoHydrated, sitePath} from './support/site';

test('a page that crashes shows the message, its causes and a working Try again', async ({page}) => {
  await gotoHydrated(page, sitePath('__fixtures/crash'));
  await page.getByRole('button', {name: 'Crash this page'}).click();
  await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
  const details = page.locator('main');
  await expect(details).toContainText('Could not render the price plan table');
  await expect(details).toContainText(/Cause:\s*Price plan "standard-eur" has no currency/);
  await expect(details).toContainText(/Cause:\s*currency is undefined/);
  await page.getByRole('button', {name: 'Try again'}).click();
  await expect(page.getByRole('heading', {name: 'Crash fixture'})).toBeVisible();
  await expect(page.getByRole('heading', {name: 'This page crashed.'})).toHaveCount(0);
});

test('a lazily loaded part that fails to load shows the error and a Retry that works', async ({page}) => {
  let attempts = 0;
  await page.route('**/lazy-panel-fixture*.js', async (route) => {
    attempts += 1;
    if (attempts === 1) await route.abort('connectionreset');
    else await route.continue();
  });
  await page.goto(sitePath('__fixtures/lazy-load'));
  const retry = page.getByRole('button', {name: 'Retry'});
  await expect(retry).toBeVisible();
  await expect(page.locator('main')).toContainText(/chunk/i);
  await retry.click();
  await expect(page.getByText('The lazily loaded panel is here.')).toBeVisible();
  await expect(retry).toHaveCount(0);
  expect(attempts).toBe(2);
});
