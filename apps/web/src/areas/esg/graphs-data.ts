import type { SeriesData } from '../../components/charts/chart-data.ts';
import type { MetricSeries, MetricValues } from './api.ts';

/** One metric's graph: its series (one per entity) over the periods where it has values. */
export interface MetricGraph {
  metric: MetricSeries['metric'];
  unit: string | null;
  data: SeriesData;
  /** Whether any of its values is illustrative. */
  illustrative: boolean;
  /** How many values it has. */
  points: number;
}

/** The metrics that have values, by code: what the graphs page offers. */
export function metricsWithValues(values: MetricValues): MetricSeries['metric'][] {
  const byId = new Map(values.series.map((series) => [series.metric.id, series.metric]));
  return [...byId.values()].sort((a, b) => a.code.localeCompare(b.code, 'en', { numeric: true }));
}

/**
 * The graphs of the chosen metrics, in the order chosen: per metric, the periods of its values in time order (by
 * their last day) along the axis, one series per entity, a gap where an entity has no value for a period.
 */
export function metricGraphs(values: MetricValues, chosen: readonly string[]): MetricGraph[] {
  return chosen.flatMap((id): MetricGraph[] => {
    const series = values.series.filter((one) => one.metric.id === id);
    const first = series[0];
    if (!first) return [];
    const periods = new Map<string, string>();
    for (const one of series) for (const point of one.points) periods.set(point.periodEnd, point.period);
    const ends = [...periods.keys()].sort();
    return [
      {
        metric: first.metric,
        unit: first.unit,
        illustrative: series.some((one) => one.points.some((point) => point.illustrative)),
        points: series.reduce((sum, one) => sum + one.points.length, 0),
        data: {
          categories: ends.map((end) => ({ key: end, label: periods.get(end)! })),
          series: series.map((one) => {
            const byEnd = new Map(one.points.map((point) => [point.periodEnd, point.value]));
            return { key: one.entity, name: one.entity, values: ends.map((end) => byEnd.get(end) ?? null) };
          }),
        },
      },
    ];
  });
}
