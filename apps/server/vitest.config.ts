import { defineConfig } from 'vitest/config';
import { testSlowness } from '../../scripts/test-slowness.ts';

// Limits measured on a quiet 2-core machine, scaled by how busy the machine is when the run starts.
const slowness = Number(process.env.RH_TEST_SLOWNESS) || testSlowness();

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // One migrated database per run, copied by each test file (see test/global-setup.ts).
    globalSetup: ['test/global-setup.ts'],
    env: { RH_TEST_SLOWNESS: String(slowness) },
    testTimeout: 30_000 * slowness,
    hookTimeout: 60_000 * slowness,
  },
});
