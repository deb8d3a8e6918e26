import { describe, expect, it } from 'vitest';
import { chartTable, columnAlignments, escapeCsvText, fileNameOf, tableCsv } from './chart-table.ts';

const topics = [
  { key: 't1', label: 'Crypto-assets' },
  { key: 't2', label: '=HYPERLINK("http://x")' },
];

describe('a chart as a table and as CSV', () => {
  it('gives one row per category, a column per series, and the category selecting like its bar', () => {
    const table = chartTable(
      {
        kind: 'bar',
        data: {
          categories: topics,
          series: [
            { key: 'current', name: 'This week', values: [9, 3] },
            { key: 'average', name: 'Average', values: [5.6, null] },
          ],
        },
      },
      { category: 'Topic' },
    );
    expect(table.columns).toEqual(['Topic', 'This week', 'Average']);
    expect(table.rows.map((row) => row.map((cell) => cell.value))).toEqual([
      ['Crypto-assets', 9, 5.6],
      ['=HYPERLINK("http://x")', 3, null],
    ]);
    expect(table.rows[0]![0]!.select).toEqual({ category: topics[0], value: null });
    expect(table.rows[0]![2]!.select).toEqual({
      category: topics[0],
      series: { key: 'average', name: 'Average' },
      value: 5.6,
    });
  });

  it('names a single series by the value name, and its category selects with its value', () => {
    const table = chartTable(
      { kind: 'line', data: { categories: topics, series: [{ name: 'n', values: [1, 2] }] } },
      { value: 'News items' },
    );
    expect(table.columns).toEqual(['Category', 'News items']);
    expect(table.rows[1]![0]!.select).toEqual({ category: topics[1], value: 2 });
  });

  it('lays a matrix out as rows × columns, empty cells selecting nothing', () => {
    const table = chartTable({
      kind: 'heatmap',
      data: {
        rows: [{ key: 'r', label: 'High' }],
        columns: [
          { key: 'a', label: 'Open' },
          { key: null, label: 'None' },
        ],
        values: [[4, null]],
      },
    });
    expect(table.columns).toEqual(['Row', 'Open', 'None']);
    expect(table.rows[0]!.map((cell) => cell.value)).toEqual(['High', 4, null]);
    expect(table.rows[0]![1]!.select).toEqual({
      row: { key: 'r', label: 'High' },
      column: { key: 'a', label: 'Open' },
      value: 4,
    });
    expect(table.rows[0]![2]!.select).toBeUndefined();
  });

  it('lists a sankey by flow and a treemap by leaf with its path', () => {
    const sankey = chartTable({
      kind: 'sankey',
      data: {
        nodes: [
          { id: 'a', key: 'reg', label: 'DORA' },
          { id: 'b', key: 'ob', label: 'Obligations' },
        ],
        links: [{ source: 'a', target: 'b', value: 12 }],
      },
    });
    expect(sankey.columns).toEqual(['From', 'To', 'Value']);
    expect(sankey.rows[0]!.map((cell) => cell.value)).toEqual(['DORA', 'Obligations', 12]);
    const tree = chartTable({
      kind: 'treemap',
      data: { roots: [{ key: 'EU', label: 'EU', children: [{ key: 'FR', label: 'France', value: 3 }] }] },
    });
    expect(tree.rows[0]!.map((cell) => cell.value)).toEqual(['EU › France', 3]);
    expect(tree.rows[0]![0]!.select?.path).toEqual([
      { key: 'EU', label: 'EU' },
      { key: 'FR', label: 'France' },
    ]);
  });

  it('writes CSV with headers, raw numbers, quoted text and formula-like labels defused', () => {
    const csv = tableCsv({
      columns: ['Topic', 'Count'],
      rows: [
        [{ value: '=HYPERLINK("http://x")', header: true }, { value: 1234 }],
        [{ value: 'A, B', header: true }, { value: -3 }],
        [{ value: '@SUM(A1)', header: true }, { value: null }],
      ],
    });
    expect(csv).toBe('Topic,Count\r\n"\'=HYPERLINK(""http://x"")",1234\r\n"A, B",-3\r\n\'@SUM(A1),\r\n');
    expect(['=1', '+1', '-1', '@x', '\t=1', 'ok'].map(escapeCsvText)).toEqual([
      "'=1",
      "'+1",
      "'-1",
      "'@x",
      "'\t=1",
      'ok',
    ]);
  });

  it('right-aligns a column of numbers and left-aligns text, wherever the column stands', () => {
    // An events table: two text columns before the numbers; a column of dashes only; a stray text among numbers.
    const table = {
      columns: ['Category', 'Action', 'Events', 'None', 'Mixed', 'Broken'],
      rows: [
        [
          { value: 'session', header: true },
          { value: 'start' },
          { value: 10 },
          { value: null },
          { value: 1 },
          { value: 2 },
        ],
        [
          { value: 'search', header: true },
          { value: 'run' },
          { value: null },
          { value: null },
          { value: 'n/a' },
          { value: Number.NaN },
        ],
      ],
    };
    expect(columnAlignments(table)).toEqual(['left', 'left', 'right', 'right', 'left', 'left']);
    // A sankey's From and To are text, its value a number; a table with no row has nothing to line up.
    const sankey = chartTable({
      kind: 'sankey',
      data: {
        nodes: [
          { id: 'a', key: 'a', label: 'A' },
          { id: 'b', key: 'b', label: 'B' },
        ],
        links: [{ source: 'a', target: 'b', value: 2 }],
      },
    });
    expect(columnAlignments(sankey)).toEqual(['left', 'left', 'right']);
    expect(columnAlignments({ columns: ['Page', 'Count'], rows: [] })).toEqual(['left', 'left']);
  });

  it('makes a file name of the title', () => {
    expect(fileNameOf('Rising topics: this week (Zürich)')).toBe('rising-topics-this-week-zurich');
    expect(fileNameOf('…')).toBe('chart');
  });
});
