import { describe, expect, it } from 'vitest';
import { ACTIVITY_PAGE_SIZE, activityParams } from './activity-api.ts';

describe('the activity client', () => {
  it('asks only for the filters that are set, every readable type when none is named', () => {
    expect(activityParams({}, null)).toEqual({
      types: undefined,
      user: undefined,
      mine: undefined,
      action: undefined,
      since: undefined,
      until: undefined,
      detail: undefined,
      cursor: undefined,
      limit: ACTIVITY_PAGE_SIZE,
    });
    expect(activityParams({ types: [], mine: false, detail: false }, null).types).toBeUndefined();
  });

  it("passes the journal's filters: types, kind of change, period, person, detail and the page", () => {
    expect(
      activityParams(
        {
          types: ['obligation', 'control'],
          action: 'review',
          since: '2026-01-01',
          until: '2026-03-31',
          user: '0b6a3f7e-6a51-4c3e-9a55-2b3c4d5e6f70',
          detail: true,
        },
        'next-page',
        30,
      ),
    ).toEqual({
      types: 'obligation,control',
      user: '0b6a3f7e-6a51-4c3e-9a55-2b3c4d5e6f70',
      mine: undefined,
      action: 'review',
      since: '2026-01-01',
      until: '2026-03-31',
      detail: 'true',
      cursor: 'next-page',
      limit: 30,
    });
    expect(activityParams({ mine: true }, null).mine).toBe('true');
  });
});
