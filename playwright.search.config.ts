import {defineConfig} from '@playwright/test';
import {browserSuite} from './tests/support/playwright';

/** The search relevance suite (npm run test:search): the built index, served by the local preview server. */
export default defineConfig(
  browserSuite({
    name: 'search-relevance',
    port: Number(process.env.SEARCH_PORT ?? 4177),
    server: {command: 'tsx scripts/preview-server.ts', reuseExistingServer: !process.env.CI, timeout: 30_000},
  }),
);
