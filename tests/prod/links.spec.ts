/** A crawl of the served site: no broken link, asset or anchor. */
import {readFileSync} from 'node:fs';
import {expect, test} from '@playwright/test';
import {BASE_PATH} from '../../src/constants';
import {sitemapPaths} from '../e2e/support/site';
import {crawl} from './support/crawl';

const BUILD_DIR = process.env.BUILD_DIR ?? 'build';

test('every link, asset and anchor of the site resolves', async ({baseURL}, testInfo) => {
  test.setTimeout(180_000);
  const origin = new URL(baseURL ?? '').origin;
  // The origin the build names itself by (NUBIS_SITE_URL): canonical links and the sitemap use it.
  const publicOrigin = new URL(/<loc>([^<]+)<\/loc>/.exec(readFileSync(`${BUILD_DIR}/sitemap.xml`, 'utf8'))?.[1] ?? origin).origin;
  const seeds = [...sitemapPaths(BUILD_DIR), BASE_PATH, '/', '/api', `${BASE_PATH}sitemap.xml`];
  const report = await crawl({origin, ownOrigins: [publicOrigin], seeds, notFoundSeeds: [`${BASE_PATH}no-such-page`]});
  await testInfo.attach('crawl.json', {body: JSON.stringify(report, null, 2), contentType: 'application/json'});
  console.log(
    `crawl: ${report.pages} pages, ${report.urls} URLs, ${report.anchors} anchor links checked; ` +
      `${report.broken.length} broken, ${report.brokenAnchors.length} broken anchors; external hosts (not fetched): ${JSON.stringify(report.external)}`,
  );
  expect(report.broken).toEqual([]);
  expect(report.brokenAnchors).toEqual([]);
  expect(report.pages).toBeGreaterThanOrEqual(sitemapPaths(BUILD_DIR).length);
});
