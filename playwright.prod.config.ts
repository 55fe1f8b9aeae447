/**
 * The production checks (npm run test:prod): the build served by nginx with deploy/nginx.conf, the
 * configuration the Docker image runs, not by the preview server the end-to-end tests use.
 */
import {defineConfig} from '@playwright/test';
import {BASE_PATH} from './src/constants';
import {CHROMIUM_ARGS, findOrInstallChromium} from './tests/e2e/support/chromium';

const PORT = Number(process.env.PROD_PORT ?? 4174);
export const PROD_ORIGIN = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: 'tests/prod',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  outputDir: 'test-results/playwright-prod',
  reporter: process.env.CI ? [['list'], ['junit', {outputFile: 'test-results/prod.xml'}]] : 'list',
  timeout: 60_000,
  expect: {timeout: 10_000},
  use: {
    baseURL: `${PROD_ORIGIN}${BASE_PATH}`,
    browserName: 'chromium',
    launchOptions: {executablePath: findOrInstallChromium(), args: CHROMIUM_ARGS},
    trace: 'off',
  },
  webServer: {
    command: 'tsx scripts/prod-server.ts',
    env: {PORT: String(PORT)},
    url: `${PROD_ORIGIN}${BASE_PATH}`,
    // Never a server from another run: it could serve an older configuration or build.
    reuseExistingServer: false,
    // SIGTERM lets the server stop nginx and remove its temporary prefix.
    gracefulShutdown: {signal: 'SIGTERM', timeout: 5_000},
    timeout: 120_000,
  },
});
