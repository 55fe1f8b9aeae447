import {defineConfig} from 'vitest/config';

/**
 * The samples suite (`npm run test:samples`): every code sample of the API reference and every API call
 * of the manuals, run for real against Prism mocks of the two specs (tests/samples/setup.ts starts them).
 */
export default defineConfig({
  test: {
    include: ['tests/samples/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/samples/setup.ts'],
    // Installing a missing toolchain through apt-get happens in the global setup and may take minutes.
    hookTimeout: 600_000,
    // Generous: a shared 2-core machine under load starts a JVM in tens of seconds; a hung run still ends.
    testTimeout: 180_000,
    // Each file runs its samples concurrently; this bounds the child processes on a 2-core machine.
    maxConcurrency: 4,
    reporters: process.env.CI ? ['default', 'junit'] : ['default'],
    outputFile: {junit: 'test-results/samples.xml'},
  },
});
