/**
 * Finds a Chromium to drive. Playwright's own browser download cannot work on these machines, so the
 * tests use a system browser: CHROME_PATH first, then Debian's chromium, installed on demand when the
 * tests run as root and none is found.
 */
import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

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

export function findChromium(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const fromEnv = env.CHROME_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROME_PATH=${fromEnv} does not exist.`);
    return fromEnv;
  }
  return CANDIDATES.find((candidate) => existsSync(candidate));
}

export function findOrInstallChromium(): string {
  const found = findChromium();
  if (found) return found;
  if (process.getuid?.() !== 0) {
    throw new Error('No Chromium found: set CHROME_PATH or install Debian\'s "chromium" package.');
  }
  console.log("No Chromium found: installing Debian's chromium package.");
  execFileSync('apt-get', ['update', '-qq'], {stdio: 'inherit'});
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: {...process.env, DEBIAN_FRONTEND: 'noninteractive'},
  });
  const installed = findChromium();
  if (!installed) throw new Error('Installing chromium did not provide /usr/bin/chromium.');
  return installed;
}
