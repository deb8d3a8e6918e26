import { describe, expect, it } from 'vitest';
import { cellText, columnsOf, gridCsvRows, gridOf } from './grid.ts';

const matrix = {
  rows: [
    { key: 'm1', label: 'Insider dealing' },
    { key: 'm2', label: 'Spoofing' },
  ],
  columns: [
    { key: 'a1', label: 'Equities' },
    { key: 'a2', label: 'Bonds' },
  ],
  cells: [
    { row: 'm1', column: 'a1', coverage: 'full' as const, coverageItems: 2, openCases: 1 },
    { row: 'm2', column: 'a2', coverage: 'partial' as const, coverageItems: 1, openCases: 3 },
    { row: 'm2', column: 'a1', coverage: null, coverageItems: 0, openCases: 2 },
  ],
};

describe('the MAR coverage matrix', () => {
  it('fills every risk × column, an unanswered or undeclared cell as not declared', () => {
    const grid = gridOf(matrix);
    expect(grid.cells.map((row) => row.map((cell) => cell.level))).toEqual([
      ['full', 'undeclared'],
      ['undeclared', 'partial'],
    ]);
    expect(grid.cells[1]?.[0]).toMatchObject({ openCases: 2, coverageItems: 0 });
    expect(grid.counts).toEqual({ full: 1, partial: 1, none: 0, undeclared: 2 });
  });

  it('says each cell in words, not colour alone, and writes the grid as CSV', () => {
    const grid = gridOf(matrix);
    expect(cellText(grid.cells[0]![0]!)).toBe('Full, 1 open case');
    expect(cellText(grid.cells[0]![1]!)).toBe('Not declared, 0 open cases');
    expect(gridCsvRows(grid, 'Asset classes')).toEqual([
      ['MAR risk', 'Equities (asset classes)', 'Bonds (asset classes)'],
      ['Insider dealing', 'Full, 1 open case', 'Not declared, 0 open cases'],
      ['Spoofing', 'Not declared, 2 open cases', 'Partial, 3 open cases'],
    ]);
  });

  it('reads the columns from the address', () => {
    expect(columnsOf(new URLSearchParams('columns=producttype'))).toBe('producttype');
    expect(columnsOf(new URLSearchParams('columns=x'))).toBe('assetclass');
  });
});
