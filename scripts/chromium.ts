/**
 * A system Chromium for the tests and the benchmark (Playwright's download cannot work here): CHROME_PATH
 * first, then Debian's, installed when running as root. The tests use the headless shell, which runs no
 * window UI and so takes half the CPU; the benchmark measures the full browser, as readers use it.
 */
import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';

/** Which build of Chromium: the headless shell for the tests, the full browser for the benchmark. */
export type ChromiumBuild = 'headless-shell' | 'browser';

const PACKAGES: Record<ChromiumBuild, string> = {'headless-shell': 'chromium-headless-shell', browser: 'chromium'};
const BROWSERS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];
/** The headless shell first; a full browser also runs the tests, only slower. */
const CANDIDATES: Record<ChromiumBuild, string[]> = {
  'headless-shell': ['/usr/bin/chromium-headless-shell', ...BROWSERS],
  browser: BROWSERS,
};

/** Flags for a headless browser on a machine with no network but loopback. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The phone Lighthouse's mobile emulation models (Moto G Power): the benchmark and the phone tests use it. */
export const PHONE_VIEWPORT = {width: 412, height: 823} as const;

export function findChromium(build: ChromiumBuild, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const fromEnv = env.CHROME_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROME_PATH=${fromEnv} does not exist.`);
    return fromEnv;
  }
  return CANDIDATES[build].find((candidate) => existsSync(candidate));
}

export function findOrInstallChromium(build: ChromiumBuild): string {
  const found = findChromium(build);
  if (found) return found;
  const debianPackage = PACKAGES[build];
  if (process.getuid?.() !== 0) {
    throw new Error(`No Chromium found: set CHROME_PATH or install Debian's "${debianPackage}" package.`);
  }
  console.log(`No Chromium found: installing Debian's ${debianPackage} package.`);
  execFileSync('apt-get', ['update', '-qq'], {stdio: 'inherit'});
  execFileSync('apt-get', ['install', '-y', '-qq', debianPackage], {
    stdio: 'inherit',
    env: {...process.env, DEBIAN_FRONTEND: 'noninteractive'},
  });
  const installed = findChromium(build);
  if (!installed) throw new Error(`Installing ${debianPackage} did not provide ${CANDIDATES[build][0]}.`);
  return installed;
}
