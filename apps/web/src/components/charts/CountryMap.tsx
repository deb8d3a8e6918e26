import { Box, Stack, Typography, useTheme } from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import { ChartFrame } from './ChartFrame.tsx';
import { chartThemeOf } from './chart-theme.ts';
import type { ECharts } from './load-echarts.ts';
import {
  isSupranational,
  mapTable,
  statusLegend,
  type CountryValue,
  type MapMode,
  type MapStatus,
} from './map-data.ts';
import { mapOption, type MapFocus } from './map-option.ts';
import { mix } from './matrix-option.ts';
import { useEChart, usePrefersReducedMotion, type ChartEvent } from './useEChart.ts';
import { loadWorldMap } from './load-world-map.ts';
import { MapBand } from './MapBand.tsx';

export interface CountryMapProps {
  /** The map's heading, accessible name, table caption and file name. */
  title: string;
  values: readonly CountryValue[];
  /** "count": a continuous scale of numbers; "status": a colour per status key (`value`), named by `label`. */
  mode: MapMode;
  /** The statuses' order in the legend (status maps); others follow in order of appearance. */
  statuses?: readonly MapStatus[];
  /** The statuses are steps of one scale (least advanced first): coloured light to dark rather than by hue. */
  ordinal?: boolean;
  /** The table's name of the value: "Initiatives" (default "Count" or "Status"). */
  valueName?: string;
  /** The whole world (default) or Europe. */
  focus?: MapFocus;
  height?: number;
  headingLevel?: 'h2' | 'h3' | 'h4';
  hideTitle?: boolean;
  /** A click on a country, on a band entry (EU, International) or on a row of the table: its code. */
  onSelect?: (code: string) => void;
}

/** A world choropleth by count or status, EU and International beside it, with its table and PNG/CSV downloads. */
export function CountryMap(props: CountryMapProps) {
  const { title, values, mode, statuses, ordinal, focus = 'world', height = 340, headingLevel, hideTitle } = props;
  const { onSelect } = props;
  const muiTheme = useTheme();
  const theme = useMemo(() => chartThemeOf(muiTheme), [muiTheme]);
  const reducedMotion = usePrefersReducedMotion();
  const [onMap, setOnMap] = useState<ReadonlySet<string> | null>(null);
  const legend = useMemo(
    () => (mode === 'status' ? statusLegend(values, theme, statuses, ordinal) : []),
    [mode, values, theme, statuses, ordinal],
  );
  const max = Math.max(1, ...values.map((entry) => (typeof entry.value === 'number' ? entry.value : 0)));

  const colorOfStatus = useCallback(
    (status: string) => legend.find((item) => item.key === status)?.color ?? theme.empty,
    [legend, theme],
  );
  const colorOf = (entry: CountryValue) =>
    mode === 'status'
      ? colorOfStatus(String(entry.value))
      : mix(theme.sequential[0], theme.sequential[1], typeof entry.value === 'number' ? entry.value / max : 0);

  const option = useMemo(
    () => (onMap ? mapOption(values, { theme, reducedMotion, mode, focus, colorOf: colorOfStatus }) : null),
    [onMap, values, theme, reducedMotion, mode, focus, colorOfStatus],
  );
  const table = useMemo(
    () => mapTable(values, mode, props.valueName ?? (mode === 'count' ? 'Count' : 'Status')),
    [values, mode, props.valueName],
  );
  const prepare = useCallback((echarts: ECharts) => loadWorldMap(echarts).then(setOnMap), []);
  const handleClick = useCallback(
    (event: ChartEvent) => {
      if (event.name && !event.name.startsWith('~')) onSelect?.(event.name);
    },
    [onSelect],
  );
  const { ref, chart, error } = useEChart({ option, extra: 'map', prepare, onClick: handleClick });
  const pngOf = chart
    ? () => chart.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: theme.background })
    : undefined;
  const beside = values.filter(
    (entry) => isSupranational(entry.country) || (onMap !== null && !onMap.has(entry.country)),
  );

  return (
    <ChartFrame
      {...{ title, headingLevel, hideTitle, table, pngOf, error }}
      onSelect={onSelect && ((selection) => selection.node?.key && onSelect(selection.node.key))}
    >
      <Box
        ref={ref}
        role="img"
        aria-label={`${title}: a world map; the Table button shows its numbers`}
        sx={{ height, width: '100%', cursor: onSelect ? 'pointer' : 'default' }}
      />
      {mode === 'status' && legend.length > 0 && (
        <Stack
          component="ul"
          direction="row"
          aria-label="Legend"
          sx={{ flexWrap: 'wrap', gap: 1.5, listStyle: 'none', m: 0, p: 0 }}
        >
          {legend.map((status) => (
            <Stack key={status.key} component="li" direction="row" sx={{ gap: 0.75, alignItems: 'center' }}>
              <Box aria-hidden sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: status.color }} />
              <Typography variant="body2">{status.label}</Typography>
            </Stack>
          ))}
        </Stack>
      )}
      <MapBand entries={beside} colorOf={colorOf} onSelect={onSelect} />
    </ChartFrame>
  );
}
