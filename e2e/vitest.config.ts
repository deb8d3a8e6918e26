import { defineConfig } from 'vitest/config';
import { testSlowness } from '../scripts/test-slowness.ts';

// Each test file starts its own server (own port, data directory and copy of the web build) and browser, so two
// files run at once: much of a browser test is waiting (for pages, the network to settle, polls), and two at a
// time took the suite from 438 s to 252 s on a quiet 2-core machine. The limits fit a PGlite start, Chromium and
// the tests there, scaled by how busy the machine is when the run starts.
const slowness = Number(process.env.RH_TEST_SLOWNESS) || testSlowness();

export default defineConfig({
  test: {
    include: ['**/*.test.ts'],
    env: { RH_TEST_SLOWNESS: String(slowness) },
    testTimeout: 60_000 * slowness,
    hookTimeout: 90_000 * slowness,
    // What a poll waits for without a limit of its own: a page settling, a list counting. 5 s ran out in CI on a
    // notice shown after a save and the refetches it causes (slowness 1.8, the load rising after it was measured).
    expect: { poll: { timeout: 10_000 * slowness } },
    fileParallelism: true,
    maxWorkers: 2,
  },
});
