import { defineConfig } from 'vitest/config';
import { testSlowness } from '../scripts/test-slowness.ts';

// Each test file starts its own server and browser, so files run one after another. The limits fit a PGlite
// start, Chromium and the tests on a quiet 2-core machine, scaled by how busy the machine is when the run starts.
const slowness = Number(process.env.RH_TEST_SLOWNESS) || testSlowness();

export default defineConfig({
  test: {
    include: ['**/*.test.ts'],
    env: { RH_TEST_SLOWNESS: String(slowness) },
    testTimeout: 60_000 * slowness,
    hookTimeout: 90_000 * slowness,
    fileParallelism: false,
  },
});
