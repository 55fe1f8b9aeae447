/**
 * Every page of the build is valid HTML, as the W3C Nu HTML checker (vnu-jar) reads it: the API
 * reference included, whose tabs, field lists and code blocks are ours.
 */
import {spawnSync} from 'node:child_process';
import {expect, test} from '@playwright/test';
import {findOrInstallToolchains} from '../support/toolchains';
import {BUILD_DIR} from './support/site';

/**
 * The pages' inlined CSS (src/plugins/critical-css) is checked too, by a CSS checker that does not know
 * `line-clamp` (CSS Overflow 4), which Docusaurus's sidebar links use beside `-webkit-line-clamp`.
 */
const CSS_UNKNOWN_TO_THE_CHECKER = /^CSS: “line-clamp”: Property “line-clamp” doesn.t exist\./;

/**
 * The checker (vnu-jar 26.9) allows `blocking` on stylesheet links only; the HTML Standard also allows it
 * on `<link rel=expect>` (whatwg/html#9970), which each page's head uses (src/plugins/critical-css).
 */
const EXPECT_LINK_UNKNOWN_TO_THE_CHECKER =
  /^A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”\.$/;

interface VnuMessage {
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

test('the Nu HTML checker finds no error on any page of the build', () => {
  const vnu = require.resolve('vnu-jar/build/dist/vnu.jar');
  // The checker writes its JSON report to standard error; --exit-zero-always leaves the verdict to the assertion.
  const run = spawnSync(
    findOrInstallToolchains().java,
    ['-jar', vnu, '--errors-only', '--skip-non-html', '--exit-zero-always', '--format', 'json', BUILD_DIR],
    {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024},
  );
  expect(run.status, run.stdout).toBe(0);
  const {messages} = JSON.parse(run.stderr) as {messages: VnuMessage[]};
  const errors = messages
    .filter(({message}) => !CSS_UNKNOWN_TO_THE_CHECKER.test(message) && !EXPECT_LINK_UNKNOWN_TO_THE_CHECKER.test(message))
    .map(
      (message) =>
        `${message.url.replace(/^.*?\/build\//, '')}:${message.lastLine ?? 0}: ${message.message} (${message.extract?.trim() ?? ''})`,
    );
  expect(errors).toEqual([]);
});
