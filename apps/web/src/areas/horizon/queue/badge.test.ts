import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitingBadge } from './badge.ts';

const getWaitingCounts = vi.fn(async () => ({ article: 3, consultation: 1 }));
vi.mock('./waiting.ts', () => ({ getWaitingCounts }));

afterEach(() => getWaitingCounts.mockClear());

describe("the drawer's waiting counts", () => {
  it('are read with one request for all the types shown together, each badge taking its own', async () => {
    const signal = new AbortController().signal;
    const counts = await Promise.all(
      ['article', 'consultation', 'other'].map((type) => waitingBadge(type).load(signal)),
    );
    expect(counts).toEqual([3, 1, 0]);
    expect(getWaitingCounts).toHaveBeenCalledTimes(1);
  });

  it('are read afresh the next time the drawer asks', async () => {
    const signal = new AbortController().signal;
    await waitingBadge('article').load(signal);
    await waitingBadge('article').load(signal);
    expect(getWaitingCounts).toHaveBeenCalledTimes(2);
  });
});
