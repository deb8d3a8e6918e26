import type { EChartsCoreOption } from 'echarts/core';
import type { ChartSpec, Labelled, SeriesData, TreeNode } from './chart-data.ts';
import type { ChartNames } from './chart-table.ts';
import { contrastOn, type ChartTheme } from './chart-theme.ts';
import { heatmapOption } from './matrix-option.ts';

export interface OptionSettings {
  theme: ChartTheme;
  names?: ChartNames;
  /** Bars along the vertical axis (long category labels read better that way). */
  horizontal?: boolean;
  reducedMotion: boolean;
}

const formatNumber = (value: unknown) => (typeof value === 'number' ? value.toLocaleString('en') : String(value ?? ''));

/** What every chart shares: type and colours of the theme, no animation when the user asked for less motion. */
export function baseOption({ theme, reducedMotion }: OptionSettings): EChartsCoreOption {
  return {
    animation: !reducedMotion,
    backgroundColor: 'transparent',
    color: [...theme.categorical],
    textStyle: { fontFamily: theme.font, color: theme.text },
    tooltip: {
      confine: true,
      backgroundColor: theme.background,
      borderColor: theme.line,
      textStyle: { color: theme.text, fontFamily: theme.font },
      valueFormatter: formatNumber,
    },
  };
}

const axisStyle = (theme: ChartTheme) => ({
  axisLine: { lineStyle: { color: theme.line } },
  axisTick: { lineStyle: { color: theme.line } },
  axisLabel: { color: theme.subtleText, hideOverlap: true },
  splitLine: { lineStyle: { color: theme.line } },
  nameTextStyle: { color: theme.subtleText },
});

/** The legend's row (14 px marks, 5 px padding above and below): one line whatever the width (see legendOption). */
const LEGEND_HEIGHT = 24;

/**
 * The legend on a row of its own above the drawing, clear of the axis labels below it. A scrolling legend stays on
 * one row (paging arrows when the names do not fit, on a phone), so the grid's top margin always clears it; a plain
 * legend would wrap onto rows the margin does not know about and overlap the drawing.
 */
function legendOption(theme: ChartTheme) {
  return {
    type: 'scroll',
    top: 0,
    left: 'center',
    itemWidth: 18,
    itemGap: 12,
    textStyle: { color: theme.text },
    pageIconColor: theme.text,
    pageIconInactiveColor: theme.line,
    pageTextStyle: { color: theme.subtleText },
  };
}

function seriesOption(kind: 'bar' | 'line' | 'area' | 'stacked', data: SeriesData, settings: OptionSettings) {
  const { theme } = settings;
  const several = data.series.length > 1;
  const horizontal = settings.horizontal === true && (kind === 'bar' || kind === 'stacked');
  const category = {
    type: 'category',
    data: data.categories.map((item) => item.label),
    boundaryGap: kind === 'bar' || kind === 'stacked',
    ...axisStyle(theme),
    // Every nth category's label, as many as fit (30 dates on a phone); hideOverlap drops any that still touch.
    axisLabel: { ...axisStyle(theme).axisLabel, interval: 'auto' },
    ...(horizontal && {
      inverse: true,
      axisLabel: { ...axisStyle(theme).axisLabel, interval: 'auto', width: 140, overflow: 'truncate' },
    }),
  };
  const value = { type: 'value', minInterval: 1, ...axisStyle(theme) };
  return {
    ...baseOption(settings),
    tooltip: { ...(baseOption(settings).tooltip as object), trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: several ? legendOption(theme) : { show: false },
    grid: {
      left: 8,
      right: 16,
      top: several ? LEGEND_HEIGHT + 16 : 24,
      bottom: 8,
      // The axis labels inside the grid's box (what the deprecated `containLabel` did): a wide first or last date, a
      // long category, never past the drawing's edge nor over the legend.
      outerBoundsMode: 'same',
      outerBoundsContain: 'axisLabel',
    },
    xAxis: horizontal ? value : category,
    yAxis: horizontal ? category : value,
    series: data.series.map((one) => ({
      name: one.name,
      type: kind === 'bar' || kind === 'stacked' ? 'bar' : 'line',
      data: [...one.values],
      ...((kind === 'stacked' || (kind === 'area' && several)) && { stack: 'total' }),
      ...(kind === 'area' && { areaStyle: { opacity: several ? 0.85 : 0.35 } }),
      ...(kind !== 'bar' && kind !== 'stacked' && { showSymbol: data.categories.length <= 31 }),
      ...(kind === 'bar' && !several && { barMaxWidth: 28 }),
      emphasis: { focus: several ? 'series' : 'none' },
    })),
  };
}

function sankeyOption(spec: Extract<ChartSpec, { kind: 'sankey' }>, settings: OptionSettings) {
  const labels = new Map(spec.data.nodes.map((node) => [node.id, node.label]));
  return {
    ...baseOption(settings),
    tooltip: { ...(baseOption(settings).tooltip as object), trigger: 'item' },
    series: [
      {
        type: 'sankey',
        left: 8,
        right: 120,
        top: 8,
        bottom: 8,
        emphasis: { focus: 'adjacency' },
        nodeGap: 10,
        data: spec.data.nodes.map((node) => ({ name: node.id })),
        links: spec.data.links.map((link) => ({ ...link })),
        label: {
          color: settings.theme.text,
          formatter: ({ name }: { name: string }) => labels.get(name) ?? name,
        },
        lineStyle: { color: 'gradient', opacity: 0.35 },
        tooltip: {
          formatter: (params: {
            dataType?: string;
            name: string;
            value: number;
            data: { source?: string; target?: string };
          }) =>
            params.dataType === 'edge'
              ? `${labels.get(params.data.source!)} → ${labels.get(params.data.target!)}: ${formatNumber(params.value)}`
              : `${labels.get(params.name) ?? params.name}: ${formatNumber(params.value)}`,
        },
      },
    ],
  };
}

interface TreeItem {
  name: string;
  value?: number;
  path: Labelled[];
  children?: TreeItem[];
  itemStyle?: { color: string };
  label?: { color: string };
}

function treeItems(nodes: readonly TreeNode[], path: Labelled[], colorOf: (index: number) => string | undefined) {
  return nodes.map((node, index): TreeItem => {
    const here = [...path, { key: node.key, label: node.label }];
    const color = colorOf(index);
    return {
      name: node.label,
      path: here,
      ...(node.value !== undefined && { value: node.value }),
      ...(node.children?.length && { children: treeItems(node.children, here, () => undefined) }),
      ...(color && { itemStyle: { color }, label: { color: contrastOn(color) } }),
    };
  });
}

function treemapOption(spec: Extract<ChartSpec, { kind: 'treemap' }>, settings: OptionSettings) {
  const { categorical, background } = settings.theme;
  return {
    ...baseOption(settings),
    tooltip: { ...(baseOption(settings).tooltip as object), trigger: 'item' },
    series: [
      {
        type: 'treemap',
        roam: false,
        nodeClick: false,
        breadcrumb: { show: false },
        top: 4,
        left: 4,
        right: 4,
        bottom: 4,
        data: treeItems(spec.data.roots, [], (index) => categorical[index % categorical.length]),
        levels: [
          { itemStyle: { borderColor: background, borderWidth: 2, gapWidth: 2 } },
          { itemStyle: { borderColor: background, borderWidth: 1, gapWidth: 1 }, colorSaturation: [0.35, 0.6] },
        ],
        upperLabel: { show: false },
      },
    ],
  };
}

/** The ECharts option of a chart: its data drawn in the theme's colours. */
export function chartOption(spec: ChartSpec, settings: OptionSettings): EChartsCoreOption {
  switch (spec.kind) {
    case 'heatmap':
      return { ...baseOption(settings), ...heatmapOption(spec.data, settings) };
    case 'sankey':
      return sankeyOption(spec, settings);
    case 'treemap':
      return treemapOption(spec, settings);
    default:
      return seriesOption(spec.kind, spec.data, settings);
  }
}
