import {expect, test} from '@playwright/test';
import {readFileSync} from 'node:fs';
import {RELEASE_NOTES_DIR, releasedVersions} from '../../src/utils/releases';
import {FEED_PATH} from '../../src/plugins/changelog-feed';
import {sitePath} from './support/site';

/** Every release note, newest first, with the date its front matter gives. */
const RELEASES = releasedVersions('.').map((version) => ({
  version,
  date: /^release_date: (\S+)$/m.exec(readFileSync(`${RELEASE_NOTES_DIR}/v${version}.md`, 'utf8'))?.[1],
}));

test('the release notes feed is well-formed RSS listing the three releases with dates and working links', async ({page}) => {
  const response = await page.request.get(sitePath(FEED_PATH));
  expect(response.status()).toBe(200);
  const xml = await response.text();
  await page.goto(sitePath('changelog/'));
  const items = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml');
    if (doc.querySelector('parsererror')) throw new Error('The feed is not well-formed XML');
    if (doc.documentElement.nodeName !== 'rss' || doc.documentElement.getAttribute('version') !== '2.0') throw new Error('Not RSS 2.0');
    return [...doc.querySelectorAll('channel > item')].map((item) => ({
      title: item.querySelector('title')?.textContent ?? '',
      link: item.querySelector('link')?.textContent ?? '',
      pubDate: item.querySelector('pubDate')?.textContent ?? '',
    }));
  }, xml);
  expect(items.map((item) => item.title)).toEqual(RELEASES.map(({version}) => `Nubis ${version}`));
  for (const [index, item] of items.entries()) {
    const release = RELEASES[index];
    expect(new Date(item.pubDate).toISOString().slice(0, 10)).toBe(release?.date);
    const local = await page.request.get(new URL(item.link).pathname);
    expect(local.status(), item.link).toBe(200);
  }
});

test('the changelog index links the feed and its sidebar lists releases newest first', async ({page}) => {
  await page.goto(sitePath('changelog/'));
  await expect(page.locator(`article a[href="${sitePath(FEED_PATH)}"]`).first()).toBeVisible();
  const releaseLinks = await page
    .locator('.theme-doc-sidebar-container a.menu__link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '').filter((href) => /\/releases\/v\d/.test(href)));
  expect(releaseLinks).toEqual(RELEASES.map(({version}) => sitePath(`changelog/releases/v${version}`)));
});
