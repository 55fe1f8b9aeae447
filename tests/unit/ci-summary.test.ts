import {describe, expect, it} from 'vitest';
import {junitTotals, summaryLine} from '../../scripts/ci-summary';

describe('ci-summary', () => {
  it('reads the totals of a JUnit report from its root element', () => {
    const xml = '<?xml version="1.0"?><testsuites name="e2e" tests="12" failures="1" skipped="2" errors="0"><testsuite tests="3"/></testsuites>';
    expect(junitTotals(xml)).toEqual({tests: 12, failures: 1, skipped: 2});
  });

  it('sums several reports into the closing line', () => {
    const unit = '<testsuites tests="40" failures="0" errors="0"></testsuites>';
    const e2e = '<testsuites tests="100" failures="2" skipped="1" errors="1"></testsuites>';
    expect(summaryLine([unit, e2e])).toBe('Tests: 136 passed, 3 failed, 1 skipped');
  });
});
