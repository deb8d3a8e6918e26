import { countryName } from '@rh/core/content';
import type { EChartsCoreOption } from 'echarts/core';
import { baseOption } from './chart-options.ts';
import type { ChartTheme } from './chart-theme.ts';
import type { CountryValue, MapMode } from './map-data.ts';
import { WORLD_MAP } from './load-world-map.ts';

export type MapFocus = 'world' | 'europe';

const FOCUS = { world: undefined, europe: { center: [14, 53], zoom: 4.2 } } as const;

interface MapSettings {
  theme: ChartTheme;
  reducedMotion: boolean;
  mode: MapMode;
  focus: MapFocus;
  /** The colour of a status key (status maps). */
  colorOf: (status: string) => string;
}

/** A world choropleth: a continuous scale of a count, or a colour per status; countries without a value stay grey. */
export function mapOption(values: readonly CountryValue[], settings: MapSettings): EChartsCoreOption {
  const { theme, mode } = settings;
  const max = Math.max(1, ...values.map((entry) => (typeof entry.value === 'number' ? entry.value : 0)));
  const byCode = new Map(values.map((entry) => [entry.country, entry]));
  const focus = FOCUS[settings.focus];
  return {
    ...baseOption(settings),
    tooltip: {
      ...(baseOption(settings).tooltip as object),
      trigger: 'item',
      formatter: ({ name }: { name: string }) => {
        if (name.startsWith('~')) return name.slice(1);
        const entry = byCode.get(name);
        const value = entry
          ? (entry.label ?? (typeof entry.value === 'number' ? entry.value.toLocaleString('en') : entry.value))
          : 'none';
        return `${countryName(name)}: ${value}`;
      },
    },
    ...(mode === 'count' && {
      visualMap: {
        type: 'continuous',
        min: 0,
        max,
        calculable: false,
        orient: 'horizontal',
        left: 8,
        bottom: 4,
        itemHeight: 140,
        itemWidth: 12,
        text: [max.toLocaleString('en'), '0'],
        inRange: { color: [...theme.sequential] },
        textStyle: { color: theme.text },
        seriesIndex: 0,
      },
    }),
    series: [
      {
        type: 'map',
        map: WORLD_MAP,
        roam: false,
        selectedMode: false,
        top: 4,
        bottom: mode === 'count' ? 36 : 4,
        left: 4,
        right: 4,
        ...(focus && { center: [...focus.center], zoom: focus.zoom }),
        label: { show: false },
        itemStyle: { areaColor: theme.empty, borderColor: theme.border, borderWidth: 0.6 },
        emphasis: {
          label: { show: false },
          itemStyle: { areaColor: theme.categorical[1], borderColor: theme.text, borderWidth: 1 },
        },
        data: values.map((entry) =>
          mode === 'count'
            ? { name: entry.country, value: typeof entry.value === 'number' ? entry.value : 0 }
            : { name: entry.country, value: 1, itemStyle: { areaColor: settings.colorOf(String(entry.value)) } },
        ),
      },
    ],
  };
}
