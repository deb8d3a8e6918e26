import type { echarts } from './echarts-setup.ts';

export type ECharts = typeof echarts;

/** What a chart draws beyond bars and lines: each is a chunk of its own. */
export type EChartsExtra = 'heatmap' | 'sankey' | 'treemap' | 'map';

let loading: Promise<ECharts> | undefined;
const extras = new Map<EChartsExtra, Promise<void>>();

const extraModule: Record<EChartsExtra, () => Promise<{ parts: unknown[] }>> = {
  heatmap: () => import('./extras/heatmap.ts'),
  sankey: () => import('./extras/sankey.ts'),
  treemap: () => import('./extras/treemap.ts'),
  map: () => import('./extras/map.ts'),
};

/** ECharts with bars and lines registered, and `extra` if a chart needs it, from their lazy chunks (loaded once). */
export async function loadECharts(extra?: EChartsExtra): Promise<ECharts> {
  loading ??= import('./echarts-setup.ts').then((module) => module.echarts);
  const echarts = await loading;
  if (extra) {
    if (!extras.has(extra)) {
      extras.set(
        extra,
        extraModule[extra]().then((module) => echarts.use(module.parts as Parameters<ECharts['use']>[0])),
      );
    }
    await extras.get(extra);
  }
  return echarts;
}
