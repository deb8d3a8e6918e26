import { describe, expect, it } from 'vitest';
import { createAppTheme } from '../../app/theme.ts';
import { chartThemeOf } from './chart-theme.ts';
import { chartTable, tableCsv } from './chart-table.ts';
import { selectionOf } from './chart-selection.ts';
import { isSupranational, mapTable, statusLegend } from './map-data.ts';
import { mix } from './matrix-option.ts';

describe("a map's table, legend and a chart's clicks", () => {
  it('lists jurisdictions by count, largest first, each selecting its code', () => {
    const table = mapTable(
      [
        { country: 'FR', value: 4 },
        { country: 'EU', value: 13 },
        { country: 'DE', value: 4 },
      ],
      'count',
      'News items',
    );
    expect(table.columns).toEqual(['Country', 'News items']);
    expect(table.rows.map((row) => row.map((cell) => cell.value))).toEqual([
      ['European Union', 13],
      ['France', 4],
      ['Germany', 4],
    ]);
    expect(table.rows[0]![0]!.select).toEqual({ node: { key: 'EU', label: 'European Union' }, value: 13 });
    expect(tableCsv(table)).toBe('Country,News items\r\nEuropean Union,13\r\nFrance,4\r\nGermany,4\r\n');
    expect(['EU', 'INT', 'FR'].map(isSupranational)).toEqual([true, true, false]);
  });

  it('shows a status by its label and gives each status its own colour, in the order asked', () => {
    const values = [
      { country: 'US', value: 'draft', label: 'Draft' },
      { country: 'FR', value: 'force', label: 'In force' },
    ];
    expect(mapTable(values, 'status', 'Status').rows.map((row) => row[1]!.value)).toEqual(['In force', 'Draft']);
    const theme = chartThemeOf(createAppTheme('light'));
    const legend = statusLegend(values, theme, [{ key: 'force', label: 'In force' }]);
    expect(legend.map((status) => status.label)).toEqual(['In force', 'Draft']);
    expect(new Set(legend.map((status) => status.color)).size).toBe(2);
  });

  it('colours ordinal statuses from the light end of the scale to its dark end, in their order', () => {
    const theme = chartThemeOf(createAppTheme('light'));
    const steps = ['proposed', 'adopted', 'in-force'].map((key) => ({ key, label: key }));
    const legend = statusLegend([], theme, steps, true);
    expect(legend.map((status) => status.key)).toEqual(['proposed', 'adopted', 'in-force']);
    expect(legend[0]!.color).toBe(mix(theme.sequential[0], theme.sequential[1], 0));
    expect(legend[2]!.color).toBe(mix(theme.sequential[0], theme.sequential[1], 1));
    expect(new Set(legend.map((status) => status.color)).size).toBe(3);
  });

  it('turns a click on a bar, a cell or a node into what the table rows select', () => {
    const bars = {
      kind: 'stacked' as const,
      data: {
        categories: [{ key: 'FR', label: 'France' }],
        series: [
          { key: 'draft', name: 'Draft', values: [1] },
          { key: 'force', name: 'In force', values: [5] },
        ],
      },
    };
    const clicked = selectionOf(bars, { componentType: 'series', seriesIndex: 1, dataIndex: 0, name: 'France' });
    expect(clicked).toEqual(chartTable(bars).rows[0]![2]!.select);
    const matrix = {
      kind: 'heatmap' as const,
      data: { rows: [{ key: 'r', label: 'R' }], columns: [{ key: 'c', label: 'C' }], values: [[2]] },
    };
    expect(selectionOf(matrix, { dataIndex: 0, name: '', value: [0, 0, 2] })).toEqual(
      chartTable(matrix).rows[0]![1]!.select,
    );
    const flow = {
      kind: 'sankey' as const,
      data: { nodes: [{ id: 'n1', key: 'k1', label: 'One' }], links: [] },
    };
    expect(selectionOf(flow, { dataIndex: 0, dataType: 'node', name: 'n1', value: 3 })).toEqual({
      node: { key: 'k1', label: 'One' },
      value: 3,
    });
  });
});
