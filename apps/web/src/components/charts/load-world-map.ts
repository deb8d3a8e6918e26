import type { ECharts } from './load-echarts.ts';

/** The name the world map is registered under. */
export const WORLD_MAP = 'world';

let registered: Promise<ReadonlySet<string>> | undefined;

/**
 * Registers the world map with ECharts once, from its lazy chunk (the TopoJSON and topojson-client); answers the
 * country codes the map draws.
 */
export function loadWorldMap(echarts: ECharts): Promise<ReadonlySet<string>> {
  registered ??= import('./world-map.ts').then((module) => module.registerWorldMap(echarts));
  return registered;
}
