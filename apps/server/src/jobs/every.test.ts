import { describe, expect, it } from 'vitest';
import { every } from './every.ts';

describe('every', () => {
  it('runs rounds one after another, goes on after a failure, and stop waits for the round in progress', async () => {
    const log: string[] = [];
    const errors: unknown[] = [];
    let running = 0;
    let round = 0;
    const loop = every(
      5,
      async () => {
        round += 1;
        running += 1;
        expect(running).toBe(1);
        await new Promise((resolve) => setTimeout(resolve, 10));
        running -= 1;
        log.push(`round ${round}`);
        if (round === 2) throw new Error('boom');
      },
      { firstMs: 0, failure: 'failed', log: { error: (entry: unknown) => errors.push(entry) } as never },
    );
    await expect.poll(() => log.length, { timeout: 2_000 }).toBeGreaterThanOrEqual(4);
    await loop.stop();
    const after = log.length;
    expect(running).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(log.length).toBe(after);
    expect(errors).toHaveLength(1);
    expect(log.slice(0, 3)).toEqual(['round 1', 'round 2', 'round 3']);
  });

  it('lets go of a round that does not end, so that a shutdown is not held', async () => {
    const warnings: unknown[] = [];
    let started!: () => void;
    const roundStarted = new Promise<void>((resolve) => (started = resolve));
    const loop = every(
      5,
      () => {
        started();
        return new Promise(() => {}); // a fetch that never answers
      },
      {
        firstMs: 0,
        stopGraceMs: 50,
        failure: 'hung',
        log: { warn: (entry: unknown, message: string) => warnings.push({ entry, message }) } as never,
      },
    );
    await roundStarted;
    await loop.stop();
    expect(warnings).toEqual([{ entry: { round: 'hung' }, message: expect.stringMatching(/still runs at stop/) }]);
  });
});
