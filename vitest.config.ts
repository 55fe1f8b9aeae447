import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
    environment: 'node',
    testTimeout: 20_000,
    // The docs plugin's client code (tests/unit/dependency-patches.test.ts) is ES modules in a CommonJS
    // package, so Vite transforms it, and it imports '@docusaurus/router', an alias of Docusaurus's bundler.
    server: {deps: {inline: ['@docusaurus/plugin-content-docs']}},
    alias: {'@docusaurus/router': '@docusaurus/core/lib/client/exports/router.js'},
    reporters: process.env.CI ? ['default', 'junit'] : ['default'],
    outputFile: {junit: 'test-results/unit.xml'},
  },
});
