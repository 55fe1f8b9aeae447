/**
 * Prints one closing line for CI, "Tests: N passed, N failed", summed over the JUnit reports that the
 * unit and end-to-end runners write under test-results/.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

export interface Totals {
  tests: number;
  failures: number;
  skipped: number;
}

/** Totals of one JUnit XML report, read from its root element. */
export function junitTotals(xml: string): Totals {
  const root = /<testsuites\b([^>]*)>/.exec(xml)?.[1] ?? /<testsuite\b([^>]*)>/.exec(xml)?.[1] ?? '';
  const attribute = (name: string): number => Number(new RegExp(`\\b${name}="(\\d+)"`).exec(root)?.[1] ?? 0);
  return {tests: attribute('tests'), failures: attribute('failures') + attribute('errors'), skipped: attribute('skipped')};
}

export function summaryLine(reports: string[]): string {
  const total = reports.map(junitTotals).reduce(
    (sum, t) => ({tests: sum.tests + t.tests, failures: sum.failures + t.failures, skipped: sum.skipped + t.skipped}),
    {tests: 0, failures: 0, skipped: 0},
  );
  const passed = total.tests - total.failures - total.skipped;
  return `Tests: ${passed} passed, ${total.failures} failed, ${total.skipped} skipped`;
}

const isMain = process.argv[1] !== undefined && path.resolve(process.argv[1]) === path.resolve(__filename);
if (isMain) {
  const dir = 'test-results';
  const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.xml')) : [];
  if (files.length === 0) {
    console.error('ci-summary: no JUnit report in test-results/');
    process.exit(1);
  }
  console.log(summaryLine(files.map((name) => readFileSync(path.join(dir, name), 'utf8'))));
}
