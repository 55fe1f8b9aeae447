import {readFileSync} from 'node:fs';
import {expect, test} from '@playwright/test';
import {sitePath} from './support/site';

test('without an analytics id the site loads no tag manager and requests nothing from another host', async ({page}) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol !== 'data:') foreign.push(request.url());
  });
  for (const route of ['', 'operators-manual/kubernetes-install/', 'administrators-manual/billing/tax-rules', 'api']) {
    await page.goto(sitePath(route));
    await page.waitForLoadState('networkidle');
    await page.mouse.wheel(0, 2000);
  }
  expect(foreign).toEqual([]);
  expect(readFileSync('build/index.html', 'utf8')).not.toContain('googletagmanager');
});
