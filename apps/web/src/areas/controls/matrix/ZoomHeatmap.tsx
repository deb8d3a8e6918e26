import { Box, useMediaQuery, useTheme } from '@mui/material';
import { useCallback, useMemo } from 'react';
import type { ChartSelection, MatrixData } from '../../../components/charts/chart-data.ts';
import { ChartFrame } from '../../../components/charts/ChartFrame.tsx';
import { selectionOf } from '../../../components/charts/chart-selection.ts';
import { chartTable, type ChartNames } from '../../../components/charts/chart-table.ts';
import { chartThemeOf } from '../../../components/charts/chart-theme.ts';
import type { ECharts } from '../../../components/charts/load-echarts.ts';
import { heatmapOption } from '../../../components/charts/matrix-option.ts';
import { useEChart, type ChartEvent } from '../../../components/charts/useEChart.ts';
import { matrixHeight, WINDOW, zoomOf } from './matrix-data.ts';

/** ECharts' dataZoom (sliders, wheel and drag), registered once, in this page's chunk rather than every chart's. */
let zoomReady: Promise<void> | undefined;
const withZoom = (echarts: ECharts) =>
  (zoomReady ??= import('echarts/components').then(({ DataZoomComponent }) => {
    echarts.use([DataZoomComponent]);
  }));

interface ZoomHeatmapProps {
  title: string;
  names: ChartNames;
  data: MatrixData;
  onSelect: (selection: ChartSelection) => void;
}

/**
 * A heat map that stays the same size however large the matrix (500 × 200): the first rows and columns in view, the
 * rest through sliders, the wheel and a drag; its numbers as a table and CSV, like every chart (ChartFrame).
 */
export function ZoomHeatmap({ title, names, data, onSelect }: ZoomHeatmapProps) {
  const muiTheme = useTheme();
  const theme = useMemo(() => chartThemeOf(muiTheme), [muiTheme]);
  // A phone shows fewer columns at once: their names need the room.
  const narrow = useMediaQuery(muiTheme.breakpoints.down('sm'), { noSsr: true });
  const columnWindow = narrow ? WINDOW.narrowColumns : WINDOW.columns;
  const spec = useMemo(() => ({ kind: 'heatmap' as const, data }), [data]);
  const option = useMemo(() => {
    const base = heatmapOption(data, { theme, names });
    const zoom = zoomOf(data.rows.length, data.columns.length, columnWindow);
    const tallRows = data.rows.length > WINDOW.rows;
    const wideColumns = data.columns.length > columnWindow;
    const shown = Math.min(data.columns.length, columnWindow);
    return {
      ...base,
      animation: false,
      grid: { ...base.grid, right: tallRows ? 36 : 16, bottom: wideColumns ? 80 : 56 },
      // Every column named (at a slant when many) rather than every other one dropped.
      xAxis: {
        ...base.xAxis,
        axisLabel: {
          ...base.xAxis.axisLabel,
          interval: 0,
          ...((shown > 8 || (narrow && shown > 3)) && { rotate: 40, width: narrow ? 90 : 120 }),
        },
      },
      ...(zoom.length ? { dataZoom: zoom } : {}),
    };
  }, [data, theme, names, columnWindow, narrow]);
  const table = useMemo(() => chartTable(spec, names), [spec, names]);
  const handleClick = useCallback(
    (event: ChartEvent) => {
      const selection = selectionOf(spec, event);
      if (selection) onSelect(selection);
    },
    [spec, onSelect],
  );
  const { ref, chart, error } = useEChart({ option, extra: 'heatmap', prepare: withZoom, onClick: handleClick });
  const pngOf = chart
    ? () => chart.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: theme.background })
    : undefined;
  return (
    <ChartFrame title={title} hideTitle headingLevel="h2" table={table} pngOf={pngOf} onSelect={onSelect} error={error}>
      <Box
        ref={ref}
        role="img"
        aria-label={`${title}: a heat map of ${data.rows.length} rows and ${data.columns.length} columns; the Table button shows its numbers`}
        sx={{ height: matrixHeight(data.rows.length), width: '100%', cursor: 'pointer' }}
      />
    </ChartFrame>
  );
}
