import { decomposeColor, recomposeColor } from '@mui/material/styles';
import type { MatrixData } from './chart-data.ts';
import type { ChartNames } from './chart-table.ts';
import { contrastOn, type ChartTheme } from './chart-theme.ts';

/** Cells beyond this many show their number on hover only: the labels would not fit. */
const LABELLED_CELLS = 120;

/** The colour of a share (0–1) of the way between the scale's ends, for the text colour of a cell. */
export function mix(from: string, to: string, share: number): string {
  const a = decomposeColor(from).values;
  const b = decomposeColor(to).values;
  const values = [0, 1, 2].map((index) => Math.round(a[index]! + (b[index]! - a[index]!) * share));
  return recomposeColor({ type: 'rgb', values: values as [number, number, number] });
}

/** A heat map's axes, cells and continuous scale: rows down the side, columns along the top. */
export function heatmapOption(data: MatrixData, settings: { theme: ChartTheme; names?: ChartNames }) {
  const { theme } = settings;
  const max = Math.max(1, ...data.values.flat().map((value) => value ?? 0));
  const labelled = data.rows.length * data.columns.length <= LABELLED_CELLS;
  const axis = {
    type: 'category',
    axisLine: { lineStyle: { color: theme.line } },
    axisTick: { show: false },
    axisLabel: { color: theme.subtleText, width: 140, overflow: 'truncate' },
    splitArea: { show: false },
  };
  return {
    tooltip: {
      trigger: 'item',
      confine: true,
      backgroundColor: theme.background,
      borderColor: theme.line,
      textStyle: { color: theme.text },
      formatter: ({ value }: { value: [number, number, number] }) =>
        `${data.rows[value[1]]?.label} · ${data.columns[value[0]]?.label}: ${value[2].toLocaleString('en')}`,
    },
    grid: { left: 8, right: 16, top: 8, bottom: 56, containLabel: true },
    xAxis: { ...axis, data: data.columns.map((column) => column.label), position: 'top', name: settings.names?.column },
    yAxis: { ...axis, data: data.rows.map((row) => row.label), inverse: true },
    visualMap: {
      type: 'continuous',
      min: 0,
      max,
      calculable: false,
      orient: 'horizontal',
      left: 'center',
      bottom: 0,
      itemHeight: 160,
      inRange: { color: [...theme.sequential] },
      textStyle: { color: theme.text },
    },
    series: [
      {
        type: 'heatmap',
        itemStyle: { borderColor: theme.border, borderWidth: 1 },
        data: data.rows.flatMap((_, r) =>
          data.columns.flatMap((__, c) => {
            const value = data.values[r]?.[c];
            if (value === null || value === undefined) return [];
            const fill = mix(theme.sequential[0], theme.sequential[1], value / max);
            return [{ value: [c, r, value], label: { show: labelled, color: contrastOn(fill) } }];
          }),
        ),
      },
    ],
  };
}
