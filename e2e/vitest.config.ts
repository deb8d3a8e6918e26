import { defineConfig } from 'vitest/config';

// Each test file starts its own server and browser, so files run one after another: a PGlite start,
// Chromium and the tests fit in the timeouts below on a 2-core machine.
export default defineConfig({
  test: {
    include: ['**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    fileParallelism: false,
  },
});
