import AxeBuilder from '@axe-core/playwright';
import {expect, test} from '@playwright/test';
import {presetColorMode, sitemapPaths} from './support/site';

/** WCAG 2.2 AA and everything below it. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const paths = sitemapPaths();

test('the sitemap lists the pages to audit', () => {
  expect(paths.length).toBeGreaterThan(30);
});

for (const path of paths) {
  for (const mode of ['light', 'dark'] as const) {
    test(`axe finds no WCAG 2.2 AA violation on ${path} in ${mode} mode`, async ({page}) => {
      await presetColorMode(page, mode);
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      const results = await new AxeBuilder({page}).withTags(WCAG_TAGS).analyze();
      const summary = results.violations.map((violation) => ({
        rule: violation.id,
        impact: violation.impact,
        targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
        detail: violation.nodes[0]?.failureSummary,
      }));
      expect(summary).toEqual([]);
    });
  }
}
