import type { Group } from './group-labels.ts';

/** One row of a groups tile: a value of the field, its items, and the month of its newest one. */
export interface GroupRow {
  key: string | null;
  count: number;
  /** `YYYY-MM` of its newest item, when the groups came by month. */
  last?: string;
}

/**
 * The rows of a groups tile from the aggregation's groups, counted by month or not: per value, the sum of its months
 * and its latest month; the largest first (ties by label order of the key), at most `top`.
 */
export function groupRows(groups: readonly Group[], top = 1000): GroupRow[] {
  const rows = new Map<string | null, GroupRow>();
  for (const group of groups) {
    const row = rows.get(group.key) ?? { key: group.key, count: 0 };
    row.count += group.count;
    if (group.month && (!row.last || group.month > row.last)) row.last = group.month;
    rows.set(group.key, row);
  }
  return [...rows.values()]
    .sort((a, b) => b.count - a.count || String(a.key).localeCompare(String(b.key)))
    .slice(0, top);
}
