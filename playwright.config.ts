import {defineConfig} from '@playwright/test';
import {BASE_PATH} from './src/constants';
import {CHROMIUM_ARGS, findOrInstallChromium} from './tests/e2e/support/chromium';

const PORT = Number(process.env.E2E_PORT ?? 4173);
export const ORIGIN = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  outputDir: 'test-results/playwright',
  reporter: process.env.CI ? [['list'], ['junit', {outputFile: 'test-results/e2e.xml'}]] : 'list',
  timeout: 60_000,
  expect: {timeout: 10_000},
  use: {
    baseURL: `${ORIGIN}${BASE_PATH}`,
    browserName: 'chromium',
    launchOptions: {executablePath: findOrInstallChromium(), args: CHROMIUM_ARGS},
    trace: 'off',
  },
  webServer: {
    command: 'tsx scripts/preview-server.ts',
    env: {PORT: String(PORT)},
    url: `${ORIGIN}${BASE_PATH}`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
