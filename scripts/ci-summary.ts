/**
 * Prints one closing line for CI, "Tests: N passed, N failed, N skipped", summed over the JUnit reports
 * that the unit and end-to-end runners write under test-results/. It counts the <testcase> elements:
 * Vitest's root element carries no "skipped" total (Playwright's does), so root totals lost its skips.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

export interface Totals {
  passed: number;
  failed: number;
  skipped: number;
}

/** Totals of one JUnit XML report: each test case with a <failure> or <error> failed, with <skipped> skipped. */
export function junitTotals(xml: string): Totals {
  const totals: Totals = {passed: 0, failed: 0, skipped: 0};
  for (const [, body = ''] of xml.matchAll(/<testcase\b[^>]*?(?:\/>|>([\s\S]*?)<\/testcase>)/g)) {
    if (/<(failure|error)\b/.test(body)) totals.failed += 1;
    else if (/<skipped\b/.test(body)) totals.skipped += 1;
    else totals.passed += 1;
  }
  return totals;
}

export function summaryLine(reports: string[]): string {
  const total = reports
    .map(junitTotals)
    .reduce((sum, t) => ({passed: sum.passed + t.passed, failed: sum.failed + t.failed, skipped: sum.skipped + t.skipped}));
  return `Tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`;
}

if (path.basename(process.argv[1] ?? '') === 'ci-summary.ts') {
  const dir = 'test-results';
  const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.xml')) : [];
  if (files.length === 0) {
    console.error('ci-summary: no JUnit report in test-results/');
    process.exit(1);
  }
  console.log(summaryLine(files.map((name) => readFileSync(path.join(dir, name), 'utf8'))));
}
