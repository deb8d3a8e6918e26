import { describe, expect, it } from 'vitest';
import { addedValue, bulkSummary, restAfter, runInBatches, type BulkOutcome } from './triage-bulk.ts';

const rows = ['a', 'b', 'c', 'd'].map((id) => ({ id }));

describe('the bulk actions of News triage', () => {
  it('take the rows after the chosen one as the rest, all of them when none is chosen', () => {
    expect(restAfter(rows, 'b').map((row) => row.id)).toEqual(['c', 'd']);
    expect(restAfter(rows, 'd')).toEqual([]);
    expect(restAfter(rows, null).map((row) => row.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('add a tag or a topic to those the item has, and keep one it has already (no change)', () => {
    expect(addedValue({ tags: ['dora'] }, 'tags', 'mica')).toEqual({ tags: ['dora', 'mica'] });
    expect(addedValue({}, 'topics', 't1')).toEqual({ topics: ['t1'] });
    expect(addedValue({ topics: ['t1', 't2'] }, 'topics', 't1')).toBeNull();
  });

  it('run a few updates at a time, in order, a failure not stopping the others', async () => {
    let running = 0;
    let most = 0;
    const outcomes = await runInBatches([1, 2, 3, 4, 5], 2, async (n): Promise<BulkOutcome> => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 1));
      running -= 1;
      if (n === 3) throw new Error('network');
      return n === 4 ? 'conflict' : 'done';
    });
    expect(outcomes).toEqual(['done', 'done', 'failed', 'conflict', 'done']);
    expect(most).toBe(2);
  });

  it('sum up what happened, naming only what did', () => {
    expect(bulkSummary('marked irrelevant', ['done', 'done'])).toBe('2 marked irrelevant');
    expect(bulkSummary('tagged', ['done', 'conflict', 'unchanged', 'failed', 'done'])).toBe(
      '2 tagged, 1 changed meanwhile (left as they are), 1 had it already, 1 failed',
    );
  });
});
