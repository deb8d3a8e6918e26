import { describe, expect, it } from 'vitest';
import { groupRows } from './to-groups.ts';

describe('groupRows', () => {
  it('sums each value over its months and keeps its latest month, the largest first', () => {
    const rows = groupRows([
      { key: 'a', month: '2026-01', count: 2 },
      { key: 'b', month: '2026-03', count: 1 },
      { key: 'a', month: '2026-02', count: 3 },
      { key: null, month: '2025-12', count: 1 },
      { key: 'b', month: '2025-11', count: 1 },
    ]);
    expect(rows).toEqual([
      { key: 'a', count: 5, last: '2026-02' },
      { key: 'b', count: 2, last: '2026-03' },
      { key: null, count: 1, last: '2025-12' },
    ]);
  });

  it('counts without months, and keeps the top ones', () => {
    expect(
      groupRows(
        [
          { key: 'x', count: 1 },
          { key: 'y', count: 4 },
        ],
        1,
      ),
    ).toEqual([{ key: 'y', count: 4 }]);
  });
});
