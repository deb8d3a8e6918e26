import { Box, useTheme } from '@mui/material';
import { useCallback, useMemo } from 'react';
import type { ChartSelection, ChartSpec } from './chart-data.ts';
import { ChartFrame } from './ChartFrame.tsx';
import { chartOption } from './chart-options.ts';
import { selectionOf } from './chart-selection.ts';
import { chartTable, type ChartNames } from './chart-table.ts';
import { chartThemeOf } from './chart-theme.ts';
import { useEChart, usePrefersReducedMotion, type ChartEvent } from './useEChart.ts';

export type ChartProps = ChartSpec & {
  /** The chart's heading, accessible name, table caption and file name. */
  title: string;
  /** Names of the dimensions for the table's headers ("Topic", "News items"). */
  names?: ChartNames;
  /** Bars along the vertical axis (for long category names). */
  horizontal?: boolean;
  /** Height of the drawing in pixels (default 300). */
  height?: number;
  headingLevel?: 'h2' | 'h3' | 'h4';
  hideTitle?: boolean;
  /** A click on a mark, or on a row of the table: the category/series, cell, node or flow chosen. */
  onSelect?: (selection: ChartSelection) => void;
};

/**
 * Bar, line, area, stacked bars, heat map, sankey and treemap through one component: ECharts (loaded lazily) in the
 * colours of the current theme, with the numbers as a table and PNG/CSV downloads. See chart-data.ts for the data.
 */
export function Chart(props: ChartProps) {
  const { title, names, horizontal, height = 300, headingLevel, hideTitle, onSelect } = props;
  const spec = useMemo(() => ({ kind: props.kind, data: props.data }) as ChartSpec, [props.kind, props.data]);
  const muiTheme = useTheme();
  const reducedMotion = usePrefersReducedMotion();
  const theme = useMemo(() => chartThemeOf(muiTheme), [muiTheme]);
  const option = useMemo(
    () => chartOption(spec, { theme, reducedMotion, ...(names && { names }), ...(horizontal && { horizontal }) }),
    [spec, theme, reducedMotion, names, horizontal],
  );
  const table = useMemo(() => chartTable(spec, names), [spec, names]);
  const handleClick = useCallback(
    (event: ChartEvent) => {
      const selection = selectionOf(spec, event);
      if (selection) onSelect?.(selection);
    },
    [spec, onSelect],
  );
  const extra =
    props.kind === 'heatmap' || props.kind === 'sankey' || props.kind === 'treemap' ? props.kind : undefined;
  const { ref, chart, error } = useEChart({ option, extra, onClick: handleClick });
  const pngOf = chart
    ? () => chart.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: theme.background })
    : undefined;

  return (
    <ChartFrame {...{ title, headingLevel, hideTitle, table, pngOf, onSelect, error }}>
      <Box
        ref={ref}
        role="img"
        aria-label={`${title}: a ${props.kind === 'heatmap' ? 'heat map' : `${props.kind} chart`}; the Table button shows its numbers`}
        sx={{ height, width: '100%', cursor: onSelect ? 'pointer' : 'default' }}
      />
    </ChartFrame>
  );
}
