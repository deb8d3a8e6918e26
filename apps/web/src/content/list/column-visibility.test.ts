import { describe, expect, it } from 'vitest';
import { memo } from '../test/fixtures.ts';
import { defaultVisibility, mergeVisibility } from './column-visibility.ts';

const columns = ['title', 'code', 'issuedOn', 'impact', 'updatedAt', 'createdAt'];

describe('the columns a list shows', () => {
  it("are the type's declared columns by default", () => {
    expect(defaultVisibility(memo, columns)).toEqual({
      title: true,
      code: false,
      issuedOn: true,
      impact: true,
      updatedAt: true,
      createdAt: false,
    });
  });

  it("are the user's choice where one was saved, the default for columns added since", () => {
    const saved = { code: true, impact: false, removedLongAgo: true, updatedAt: 'yes' };
    expect(mergeVisibility(memo, columns, saved)).toEqual({
      title: true,
      code: true,
      issuedOn: true,
      impact: false,
      updatedAt: true,
      createdAt: false,
    });
  });

  it('fall back to the default when what was saved is not a choice of columns', () => {
    expect(mergeVisibility(memo, columns, 'garbage')).toEqual(defaultVisibility(memo, columns));
    expect(mergeVisibility(memo, columns, null)).toEqual(defaultVisibility(memo, columns));
  });
});
