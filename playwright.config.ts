import {defineConfig} from '@playwright/test';
import {browserSuite} from './tests/support/playwright';

/** The end-to-end tests: the test build served by the local preview server. */
export default defineConfig(
  browserSuite({
    name: 'e2e',
    port: Number(process.env.E2E_PORT ?? 4173),
    server: {command: 'tsx scripts/preview-server.ts', reuseExistingServer: !process.env.CI, timeout: 30_000},
  }),
);
