import { describe, expect, it } from 'vitest';
import type { ReviewFlag } from '../../chain-api.ts';
import { causeText, reviewHeadline, reviewSince } from './review-text.ts';

const flag = (over: Partial<ReviewFlag>): ReviewFlag => ({
  id: 1,
  since: '2026-03-05T10:00:00.000Z',
  cause: 'version',
  regulation: { id: 'r', title: 'DORA' },
  causeItem: { id: 'r', title: 'DORA', type: 'regulation' },
  changes: [],
  ...over,
});

describe('review text', () => {
  it('dates the review from the oldest open flag', () => {
    const flags = [flag({ since: '2026-03-05T10:00:00.000Z' }), flag({ since: '2026-02-01T08:00:00.000Z' })];
    expect(reviewSince(flags)).toBe('2026-02-01T08:00:00.000Z');
    expect(reviewHeadline(flags, 'en-GB')).toBe('Review: changed since 1 Feb 2026');
    expect(reviewHeadline([])).toBeNull();
  });

  it('says what brought each flag', () => {
    const changes = [{ field: 'status', label: 'Status', from: 'adopted', to: 'in-force' }];
    expect(causeText(flag({ changes }))).toBe('DORA was changed (1 field).');
    expect(causeText(flag({}))).toBe('DORA was changed.');
    expect(
      causeText(flag({ cause: 'amendment', causeItem: { id: 'a', title: 'DORA amendment 2027', type: 'regulation' } })),
    ).toBe('DORA amendment 2027 amends DORA.');
    expect(causeText(flag({ cause: 'news', causeItem: { id: 'n', title: 'ESA notice', type: 'newsitem' } }))).toBe(
      'A news item marks a change to DORA:',
    );
  });
});
