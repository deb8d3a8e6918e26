import { Box, useMediaQuery, useTheme } from '@mui/material';
import { useCallback, useMemo } from 'react';
import { ChartFrame } from './ChartFrame.tsx';
import { chartThemeOf } from './chart-theme.ts';
import type { ECharts } from './load-echarts.ts';
import {
  targetOfClick,
  targetOfSelection,
  timelineHeight,
  timelineOption,
  timelineTable,
  type TimelineRow,
  type TimelineTarget,
} from './milestone-option.ts';
import { useEChart, usePrefersReducedMotion, type ChartEvent } from './useEChart.ts';

export interface MilestoneTimelineProps {
  /** The chart's heading, accessible name, table caption and file name. */
  title: string;
  rows: readonly TimelineRow[];
  /** Today, `YYYY-MM-DD` (default: the browser's today, in UTC). */
  today?: string;
  headingLevel?: 'h2' | 'h3' | 'h4';
  hideTitle?: boolean;
  /** A click on a point, or a choice in the table: the event it stands for, else its initiative. */
  onOpen?: (target: TimelineTarget) => void;
}

// Scatter and the "Today" line come in a chunk of their own, registered before the chart is created.
const prepare = (echarts: ECharts) =>
  import('./extras/timeline.ts').then((module) => echarts.use(module.parts as Parameters<ECharts['use']>[0]));

/**
 * Initiatives' milestones compared on one time axis: a row per initiative, its milestones as labelled points, a
 * "Today" line, past points muted; with its data as a table (each milestone opens its event or initiative) and
 * PNG/CSV downloads.
 */
export function MilestoneTimeline({ title, rows, today, headingLevel, hideTitle, onOpen }: MilestoneTimelineProps) {
  const muiTheme = useTheme();
  const theme = useMemo(() => chartThemeOf(muiTheme), [muiTheme]);
  const reducedMotion = usePrefersReducedMotion();
  const compact = useMediaQuery(muiTheme.breakpoints.down('sm'), { noSsr: true });
  const day = today ?? new Date().toISOString().slice(0, 10);
  const option = useMemo(
    () => timelineOption(rows, { theme, reducedMotion, today: day, compact }),
    [rows, theme, reducedMotion, day, compact],
  );
  const table = useMemo(() => timelineTable(rows, day), [rows, day]);
  const handleClick = useCallback(
    (event: ChartEvent) => {
      const target = targetOfClick(rows, event.data);
      if (target) onOpen?.(target);
    },
    [rows, onOpen],
  );
  const { ref, chart, error } = useEChart({ option, prepare, onClick: handleClick });
  const pngOf = chart
    ? () => chart.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: theme.background })
    : undefined;
  const handleSelect = onOpen
    ? (selection: Parameters<typeof targetOfSelection>[0]) => {
        const target = targetOfSelection(selection);
        if (target) onOpen(target);
      }
    : undefined;

  return (
    <ChartFrame {...{ title, headingLevel, hideTitle, table, pngOf, error }} onSelect={handleSelect}>
      <Box
        ref={ref}
        role="img"
        aria-label={`${title}: a timeline of ${rows.length} ${rows.length === 1 ? 'row' : 'rows'}; the Table button shows its dates`}
        sx={{ height: timelineHeight(rows.length), width: '100%', cursor: onOpen ? 'pointer' : 'default' }}
      />
    </ChartFrame>
  );
}
