/**
 * The browser tests: the build (BUILD_DIR, default build/) served by nginx with deploy/nginx.conf, the
 * configuration the Docker image runs (scripts/nginx-server.ts), in the system Chromium.
 */
import {defineConfig} from '@playwright/test';
import {BASE_PATH} from './src/constants';
import {CHROMIUM_ARGS, findOrInstallChromium} from './scripts/chromium';

const origin = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173)}`;

export default defineConfig({
  testDir: 'tests',
  // The search relevance queries are one long test: listed first, they start at once instead of
  // keeping one worker busy after the other has finished the browser suites.
  projects: [
    {name: 'search relevance', testMatch: 'search-relevance/**/*.spec.ts'},
    {name: 'browser', testMatch: 'e2e/**/*.spec.ts'},
  ],
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  outputDir: 'test-results/playwright',
  reporter: process.env.CI ? [['list'], ['junit', {outputFile: 'test-results/e2e.xml'}]] : 'list',
  timeout: 60_000,
  expect: {timeout: 10_000},
  use: {
    baseURL: `${origin}${BASE_PATH}`,
    browserName: 'chromium',
    launchOptions: {executablePath: findOrInstallChromium('headless-shell'), args: CHROMIUM_ARGS},
    trace: 'off',
  },
  webServer: {
    command: 'tsx scripts/nginx-server.ts',
    env: {PORT: new URL(origin).port},
    url: `${origin}${BASE_PATH}`,
    // Never a server from another run: it could serve an older configuration or build.
    reuseExistingServer: false,
    // SIGTERM lets the server stop nginx and remove its temporary prefix.
    gracefulShutdown: {signal: 'SIGTERM', timeout: 5_000},
    timeout: 120_000,
  },
});
