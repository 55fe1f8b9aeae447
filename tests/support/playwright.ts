import type {PlaywrightTestConfig} from '@playwright/test';
import {BASE_PATH} from '../../src/constants';
import {CHROMIUM_ARGS, findOrInstallChromium} from '../e2e/support/chromium';

interface SuiteOptions {
  /** Folder of the specs, and the name of the suite's results and JUnit report. */
  name: 'e2e' | 'prod' | 'search-relevance';
  port: number;
  /** How the suite's server is started and stopped. */
  server: {
    command: string;
    reuseExistingServer: boolean;
    timeout: number;
    gracefulShutdown?: {signal: 'SIGINT' | 'SIGTERM'; timeout: number};
  };
}

/** What the end-to-end and the production suites share: the system Chromium, timeouts, reports. */
export function browserSuite({name, port, server}: SuiteOptions): PlaywrightTestConfig {
  const origin = `http://127.0.0.1:${port}`;
  return {
    testDir: `tests/${name}`,
    fullyParallel: true,
    workers: 2,
    retries: process.env.CI ? 1 : 0,
    outputDir: name === 'e2e' ? 'test-results/playwright' : `test-results/playwright-${name}`,
    reporter: process.env.CI ? [['list'], ['junit', {outputFile: `test-results/${name}.xml`}]] : 'list',
    timeout: 60_000,
    expect: {timeout: 10_000},
    use: {
      baseURL: `${origin}${BASE_PATH}`,
      browserName: 'chromium',
      launchOptions: {executablePath: findOrInstallChromium(), args: CHROMIUM_ARGS},
      trace: 'off',
    },
    webServer: {...server, env: {PORT: String(port)}, url: `${origin}${BASE_PATH}`},
  };
}
