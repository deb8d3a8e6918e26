import { labelledOf, type ChartSelection, type ChartSpec, type Labelled } from './chart-data.ts';
import type { ChartEvent } from './useEChart.ts';

const numberOr = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/** What a click on a chart's mark selects (see ChartSelection), or null for a click on nothing selectable. */
export function selectionOf(spec: ChartSpec, event: ChartEvent): ChartSelection | null {
  if (event.componentType !== undefined && event.componentType !== 'series') return null;
  switch (spec.kind) {
    case 'heatmap': {
      const [c, r, value] = (event.value ?? []) as [number, number, number];
      const row = spec.data.rows[r];
      const column = spec.data.columns[c];
      return row && column ? { row: labelledOf(row), column: labelledOf(column), value } : null;
    }
    case 'sankey': {
      const byId = new Map(spec.data.nodes.map((node) => [node.id, labelledOf(node)]));
      if (event.dataType === 'edge') {
        const link = spec.data.links[event.dataIndex];
        const source = link && byId.get(link.source);
        const target = link && byId.get(link.target);
        return source && target ? { source, target, value: link.value } : null;
      }
      const node = byId.get(event.name);
      return node ? { node, value: numberOr(event.value) } : null;
    }
    case 'treemap': {
      const path = (event.data as { path?: Labelled[] } | undefined)?.path;
      return path?.length ? { node: path.at(-1)!, path, value: numberOr(event.value) } : null;
    }
    default: {
      const category = spec.data.categories[event.dataIndex];
      const series = spec.data.series[event.seriesIndex ?? 0];
      if (!category || !series) return null;
      return {
        category: labelledOf(category),
        ...(spec.data.series.length > 1 && { series: { key: series.key ?? null, name: series.name } }),
        value: series.values[event.dataIndex] ?? null,
      };
    }
  }
}
