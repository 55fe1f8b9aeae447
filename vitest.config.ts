import path from 'node:path';
import {defineConfig} from 'vitest/config';

export default defineConfig({
  resolve: {
    // Docusaurus's bundler alias, for the stand-ins that import it (src/plugins/browser-shims).
    alias: {'@docusaurus/router': path.resolve('node_modules/@docusaurus/core/lib/client/exports/router.js')},
  },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
    environment: 'node',
    // No test mocks a module or changes the environment, so the files share worker threads and their
    // module cache: the suite takes 12 s instead of 22 s.
    pool: 'threads',
    isolate: false,
    testTimeout: 20_000,
    reporters: process.env.CI ? ['default', 'junit'] : ['default'],
    outputFile: {junit: 'test-results/unit.xml'},
  },
});
