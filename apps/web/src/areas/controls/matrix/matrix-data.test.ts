import { describe, expect, it } from 'vitest';
import { axesOf, matrixDataOf, matrixHeight, WINDOW, zoomOf } from './matrix-data.ts';

describe('the control × risk matrix', () => {
  it('shapes the server cells into rows × columns, null where no link falls', () => {
    const data = matrixDataOf({
      rows: [
        { key: 't1', label: 'KYC' },
        { key: 't2', label: 'Payments' },
      ],
      columns: [
        { key: 'c1', label: 'Financial crime' },
        { key: 'c2', label: 'Operational' },
        { key: 'c3', label: 'Conduct' },
      ],
      cells: [
        { row: 't1', column: 'c1', count: 4 },
        { row: 't2', column: 'c3', count: 1 },
        { row: 't2', column: 'c2', count: 0 },
        // A cell of an axis value the answer does not list is left out rather than misplaced.
        { row: 'unknown', column: 'c1', count: 9 },
      ],
    });
    expect(data.rows.map((row) => row.label)).toEqual(['KYC', 'Payments']);
    expect(data.columns.map((column) => column.key)).toEqual(['c1', 'c2', 'c3']);
    expect(data.values).toEqual([
      [4, null, null],
      [null, null, 1],
    ]);
  });

  it('reads its axes from the address, falling back on theme × risk category', () => {
    expect(axesOf(new URLSearchParams('rows=control&columns=component'))).toEqual({
      rows: 'control',
      columns: 'component',
    });
    expect(axesOf(new URLSearchParams('rows=nonsense'))).toEqual({ rows: 'theme', columns: 'category' });
  });

  it('scrolls a large matrix instead of sizing the drawing to every label', () => {
    expect(zoomOf(10, 5)).toEqual([]);
    const zoom = zoomOf(500, 200);
    expect(zoom.filter((one) => 'yAxisIndex' in one)).toHaveLength(2);
    expect(zoom.filter((one) => 'xAxisIndex' in one)).toHaveLength(2);
    expect(zoom[0]).toMatchObject({ endValue: WINDOW.rows - 1 });
    // A phone: fewer columns at once.
    expect(zoomOf(10, 12, WINDOW.narrowColumns)[0]).toMatchObject({
      xAxisIndex: 0,
      endValue: WINDOW.narrowColumns - 1,
    });
    expect(zoomOf(10, 12)).toEqual([]);
    expect(matrixHeight(500)).toBe(matrixHeight(WINDOW.rows));
    expect(matrixHeight(3)).toBeLessThan(matrixHeight(500));
  });
});
