/**
 * The production checks (npm run test:prod): the build served by nginx with deploy/nginx.conf, the
 * configuration the Docker image runs, not by the preview server the end-to-end tests use.
 */
import {defineConfig} from '@playwright/test';
import {browserSuite} from './tests/support/playwright';

export default defineConfig(
  browserSuite({
    name: 'prod',
    port: Number(process.env.PROD_PORT ?? 4174),
    server: {
      command: 'tsx scripts/prod-server.ts',
      // Never a server from another run: it could serve an older configuration or build.
      reuseExistingServer: false,
      // SIGTERM lets the server stop nginx and remove its temporary prefix.
      gracefulShutdown: {signal: 'SIGTERM', timeout: 5_000},
      timeout: 120_000,
    },
  }),
);
