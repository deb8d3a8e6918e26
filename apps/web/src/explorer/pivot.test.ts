import { describe, expect, it } from 'vitest';
import { buildPivot, pivotTable, toCsv } from './pivot.ts';

const labels = { FR: 'France', DE: 'Germany', proposed: 'Proposed', adopted: 'Adopted' };

describe('a pivot of aggregation groups', () => {
  it('puts field 1 in rows and field 2 in columns, a missing combination 0, totals the sums', () => {
    const pivot = buildPivot(
      [
        { key: 'FR', key2: 'proposed', count: 3 },
        { key: 'DE', key2: 'adopted', count: 2 },
        { key: 'FR', key2: 'adopted', count: 1 },
      ],
      labels,
    );
    expect(pivot.rows.map((row) => [row.label, row.total])).toEqual([
      ['France', 4],
      ['Germany', 2],
    ]);
    expect(pivot.columns.map((column) => [column.label, column.total])).toEqual([
      ['Adopted', 3],
      ['Proposed', 3],
    ]);
    expect(pivot.cells).toEqual([
      [1, 3],
      [2, 0],
    ]);
    expect(pivot.total).toBe(6);
  });

  it('calls a missing value "(none)", last, in rows and columns', () => {
    const pivot = buildPivot(
      [
        { key: null, key2: 'adopted', count: 2 },
        { key: 'FR', key2: null, count: 5 },
      ],
      labels,
    );
    expect(pivot.rows.map((row) => row.label)).toEqual(['France', '(none)']);
    expect(pivot.columns.map((column) => column.label)).toEqual(['Adopted', '(none)']);
    expect(pivot.cells).toEqual([
      [0, 5],
      [2, 0],
    ]);
  });

  it('has one column of counts when grouped by one field; an unlabelled key shows as itself', () => {
    const pivot = buildPivot([
      { key: 'XX', count: 4 },
      { key: null, count: 1 },
    ]);
    expect(pivot.columns).toHaveLength(1);
    expect(pivot.rows.map((row) => [row.label, row.total])).toEqual([
      ['XX', 4],
      ['(none)', 1],
    ]);
    expect(pivot.total).toBe(5);
  });

  it('writes the table shown, with totals, as CSV', () => {
    const pivot = buildPivot([{ key: 'FR', key2: 'adopted', count: 1 }], labels);
    const table = pivotTable(pivot, 'Jurisdiction', 'Status');
    expect(table).toEqual([
      ['Jurisdiction \\ Status', 'Adopted', 'Total'],
      ['France', '1', '1'],
      ['Total', '1', '1'],
    ]);
    expect(
      toCsv([
        ['=1+1', 'a,"b"'],
        ['x', 'y'],
      ]),
    ).toBe(`'=1+1,"a,""b"""\r\nx,y\r\n`);
  });
});

describe('the aggregation of a pivot', () => {
  it('carries the grid’s filters and scope, not its paging or order', async () => {
    const { pivotQuery } = await import('./usePivotCounts.ts');
    const query = pivotQuery('initiative', { limit: '25', sort: 'title', q: 'act', country: 'FR,DE', scope: 'ai' }, [
      'country',
      'status',
    ]);
    expect(query).toEqual({
      id: 'pivot',
      type: 'initiative',
      scope: 'ai',
      filters: { q: 'act', country: 'FR,DE' },
      by: ['country', 'status'],
      limit: 1000,
    });
  });
});
