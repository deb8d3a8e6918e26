import type { LineageRow } from './lineage.ts';

export type SankeyLevel = 'system' | 'dataelement' | 'metric' | 'framework';
type FilterName = 'system' | 'dataElement' | 'metric' | 'framework';

export interface SankeyNode {
  key: string;
  level: SankeyLevel;
  id: string;
  label: string;
  title: string;
}

export interface SankeyLink {
  source: string;
  target: string;
  value: number;
  filter: Partial<Record<FilterName, string>>;
}

interface End {
  level: SankeyLevel;
  param: FilterName;
  id: string;
  label: string;
  title: string;
}

/** The row's nodes left to right, absent ones left out. */
function endsOf(row: LineageRow): (End | null)[] {
  return [
    row.system ? { level: 'system', param: 'system', id: row.system, label: row.system, title: row.system } : null,
    row.dataElement
      ? {
          level: 'dataelement',
          param: 'dataElement',
          id: row.dataElement.id,
          label: row.dataElement.code,
          title: row.dataElement.title,
        }
      : null,
    row.metric
      ? { level: 'metric', param: 'metric', id: row.metric.id, label: row.metric.code, title: row.metric.title }
      : null,
    row.framework
      ? {
          level: 'framework',
          param: 'framework',
          id: row.framework.id,
          label: row.framework.code,
          title: row.framework.title,
        }
      : null,
  ];
}

const keyOf = (end: End) => `${end.level}:${end.id}`;

/**
 * The sankey of the rows: nodes per level (systems, data elements, metrics, frameworks; disclosures are no level),
 * and a band between adjacent levels whose value is the number of distinct paths (system, data element, metric,
 * framework) through it. Each band carries the lineage filters that select its rows.
 */
export function sankeyOf(rows: readonly LineageRow[]): { nodes: SankeyNode[]; links: SankeyLink[] } {
  const nodes = new Map<string, SankeyNode>();
  const links = new Map<string, SankeyLink>();
  const paths = new Set<string>();
  for (const row of rows) {
    const ends = endsOf(row);
    const path = ends.map((end) => (end ? keyOf(end) : '')).join('|');
    const fresh = !paths.has(path);
    paths.add(path);
    for (const end of ends) {
      if (end && !nodes.has(keyOf(end))) {
        nodes.set(keyOf(end), { key: keyOf(end), level: end.level, id: end.id, label: end.label, title: end.title });
      }
    }
    if (!fresh) continue;
    for (let index = 0; index + 1 < ends.length; index++) {
      const from = ends[index];
      const to = ends[index + 1];
      if (!from || !to) continue;
      const key = `${keyOf(from)}→${keyOf(to)}`;
      const link = links.get(key);
      if (link) link.value += 1;
      else
        links.set(key, {
          source: keyOf(from),
          target: keyOf(to),
          value: 1,
          filter: { [from.param]: from.id, [to.param]: to.id },
        });
    }
  }
  return { nodes: [...nodes.values()], links: [...links.values()] };
}
