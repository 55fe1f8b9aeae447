/**
 * Search relevance against the built index: each query of queries.ts is typed into the results page's
 * search field, as a reader would, and passes when its page is among the first three results. Each
 * list must reach its pass rate; the queries that miss are printed.
 */
import {expect, test} from '@playwright/test';
import {SEARCH_PAGE_PATH} from '../../src/constants';
import {searchPageUrl} from '../../src/search/url';
import {sitePath} from '../e2e/support/site';
import {READER_PASS_RATE, READER_QUERIES, RELEVANCE_PASS_RATE, RELEVANCE_QUERIES, type RelevanceQuery} from './queries';

const TOP = 3;

const SUITES: {name: string; queries: readonly RelevanceQuery[]; passRate: number}[] = [
  {name: "the readers' queries", queries: RELEVANCE_QUERIES, passRate: RELEVANCE_PASS_RATE},
  {name: "the queries in readers' words", queries: READER_QUERIES, passRate: READER_PASS_RATE},
];

for (const {name, queries, passRate} of SUITES) {
  test(`at least ${passRate * 100} % of ${name} find their page in the top ${TOP}`, async ({page}) => {
    test.setTimeout(queries.length * 10_000);
    expect(queries.length).toBeGreaterThanOrEqual(40);
    const outcomes: {query: string; expected: string; top: string[]; passed: boolean}[] = [];
    await page.goto(searchPageUrl(SEARCH_PAGE_PATH, ''));
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    const field = page.getByRole('searchbox', {name: 'Search for'});
    const main = page.locator('.theme-layout-main');
    for (const {query, page: route} of queries) {
      // Emptied first, so that the results awaited below are the new query's, not the last one's.
      await field.fill('');
      await expect(main.locator('ol a')).toHaveCount(0);
      await field.fill(query);
      await expect(
        main
          .locator('ol a')
          .first()
          .or(main.getByText(/^No results/)),
      ).toBeVisible({timeout: 30_000});
      const hrefs = await main
        .locator('ol a')
        .evaluateAll((links) => links.slice(0, 3).map((link) => new URL((link as HTMLAnchorElement).href).pathname));
      const expected = sitePath(route);
      outcomes.push({query, expected, top: hrefs, passed: hrefs.includes(expected)});
    }
    const failed = outcomes.filter((outcome) => !outcome.passed);
    const passed = outcomes.length - failed.length;
    console.log(`Search relevance, ${name}: ${passed} of ${outcomes.length} queries find their page in the top ${TOP}.`);
    for (const {query, expected, top} of failed)
      console.log(`  not in the top ${TOP}: "${query}" → ${expected}; got ${top.join(', ') || 'nothing'}`);
    expect(passed / outcomes.length, `${failed.length} queries missed their page`).toBeGreaterThanOrEqual(passRate);
  });
}
