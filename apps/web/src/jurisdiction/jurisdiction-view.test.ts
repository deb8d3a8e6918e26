import { describe, expect, it } from 'vitest';
import { groupByDomain, headingOf, weekChange, weekLabel } from './jurisdiction-view.ts';

describe('weekChange', () => {
  it('says up with the difference and the previous count', () => {
    expect(weekChange(5, 2)).toEqual({
      direction: 'up',
      text: '5 items this week, 3 more than the week before (2)',
    });
  });
  it('says down, singular where one', () => {
    expect(weekChange(1, 4)).toEqual({ direction: 'down', text: '1 item this week, 3 fewer than the week before (4)' });
  });
  it('says the same when equal, zero included', () => {
    expect(weekChange(0, 0)).toEqual({ direction: 'same', text: '0 items this week, as many as the week before' });
  });
});

describe('groupByDomain', () => {
  it('groups per domain, largest first, statuses by count with no status last, and skips zero counts', () => {
    expect(
      groupByDomain([
        { domain: 'tax', status: 'proposed', count: 1 },
        { domain: 'ai', status: null, count: 4 },
        { domain: 'ai', status: 'adopted', count: 2 },
        { domain: 'ai', status: 'proposed', count: 3 },
        { domain: 'climate', status: 'adopted', count: 0 },
      ]),
    ).toEqual([
      {
        domain: 'ai',
        total: 9,
        statuses: [
          { status: 'proposed', count: 3 },
          { status: 'adopted', count: 2 },
          { status: null, count: 4 },
        ],
      },
      { domain: 'tax', total: 1, statuses: [{ status: 'proposed', count: 1 }] },
    ]);
  });
  it('orders equal totals by domain name', () => {
    const groups = groupByDomain([
      { domain: 'tax', status: null, count: 1 },
      { domain: 'ai', status: null, count: 1 },
    ]);
    expect(groups.map((group) => group.domain)).toEqual(['ai', 'tax']);
  });
});

describe('labels', () => {
  it('names a week by its Monday', () => {
    expect(weekLabel('2026-11-16')).toBe('Week of 16 Nov');
    expect(weekLabel('2026-W47')).toBe('2026-W47');
  });
  it('adds the area to the heading when scoped', () => {
    expect(headingOf('United States', 'AI Regulatory Radar')).toBe('United States — AI Regulatory Radar');
    expect(headingOf('Germany', null)).toBe('Germany');
  });
});
