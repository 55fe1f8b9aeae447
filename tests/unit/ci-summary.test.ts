import {describe, expect, it} from 'vitest';
import {junitTotals, summaryLine} from '../../scripts/ci-summary';

// As Vitest writes it: the root element has no "skipped" total, only the test cases say so.
const VITEST = `<?xml version="1.0" encoding="UTF-8" ?>
<testsuites name="vitest tests" tests="4" failures="1" errors="0" time="0.5">
    <testsuite name="tests/unit/a.test.ts" tests="4" failures="1" errors="0" skipped="2" time="0.5">
        <testcase classname="tests/unit/a.test.ts" name="passes" time="0.1">
        </testcase>
        <testcase classname="tests/unit/a.test.ts" name="fails" time="0.1">
            <failure message="expected 1 to be 2" type="AssertionError">AssertionError: expected 1 to be 2 &lt;/testcase&gt;</failure>
        </testcase>
        <testcase classname="tests/unit/a.test.ts" name="is skipped" time="0">
            <skipped/>
        </testcase>
        <testcase classname="tests/unit/a.test.ts" name="is a todo" time="0">
            <skipped/>
        </testcase>
    </testsuite>
</testsuites>`;

// As Playwright writes it: self-closing passed cases, an error, a skip with a message.
const PLAYWRIGHT = `<testsuites id="" name="" tests="4" failures="1" skipped="1" errors="0" time="9">
<testsuite name="pages.spec.ts" tests="4" failures="1" skipped="1" errors="0">
<testcase name="a" classname="pages.spec.ts" time="1"/>
<testcase name="b" classname="pages.spec.ts" time="1">
<system-out>log</system-out>
</testcase>
<testcase name="c" classname="pages.spec.ts" time="1">
<error message="boom" type="Error"/>
</testcase>
<testcase name="d" classname="pages.spec.ts" time="0">
<skipped message="not on this machine"/>
</testcase>
</testsuite>
</testsuites>`;

describe('ci-summary', () => {
  it('counts the skipped test cases of a Vitest report, whose root element has no skipped total', () => {
    expect(junitTotals(VITEST)).toEqual({passed: 1, failed: 1, skipped: 2});
  });

  it('reads Playwright reports: self-closing cases, errors as failures', () => {
    expect(junitTotals(PLAYWRIGHT)).toEqual({passed: 2, failed: 1, skipped: 1});
  });

  it('sums several reports into the closing line', () => {
    expect(summaryLine([VITEST, PLAYWRIGHT])).toBe('Tests: 3 passed, 2 failed, 3 skipped');
  });
});
