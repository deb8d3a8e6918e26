import { defineConfig } from 'vitest/config';

/** Unit and server tests; the browser suite in e2e/ runs on its own (`npm run test:e2e`). */
export default defineConfig({
  test: {
    projects: ['packages/core', 'apps/server', 'apps/web'],
    // Each server test file has its own database; PGlite is memory-hungry, so two files at a time on two cores.
    maxWorkers: 2,
  },
});
