import type { CountryValue, MapStatus } from '../components/charts/map-data.ts';
import { groupLabel, type Group } from './group-labels.ts';

type Labels = Readonly<Record<string, string>>;

/** The count per country of a map: a country's groups summed (a second field splits them), none without a country. */
export function countsByCountry(groups: readonly Group[]): CountryValue[] {
  const counts = new Map<string, number>();
  for (const group of groups) if (group.key) counts.set(group.key, (counts.get(group.key) ?? 0) + group.count);
  return [...counts].map(([country, value]) => ({ country, value }));
}

/**
 * A status map: each country with its most advanced value of `by2` in `rank` order (least advanced first; values not
 * ranked are left out, and a country with none of the ranked values too), and the statuses in rank order with the
 * field's labels for the legend.
 */
export function statusMapOf(
  type: string,
  by2: string,
  rank: readonly string[],
  groups: readonly Group[],
  labels: Labels = {},
): { values: CountryValue[]; statuses: MapStatus[] } {
  const statuses = rank.map((key) => ({ key, label: groupLabel(type, by2, key, labels) }));
  const best = new Map<string, number>();
  for (const group of groups) {
    const level = rank.indexOf(group.key2 ?? '');
    if (!group.key || level < 0 || !group.count) continue;
    best.set(group.key, Math.max(level, best.get(group.key) ?? -1));
  }
  const values = [...best].map(([country, level]) => ({
    country,
    value: statuses[level]!.key,
    label: statuses[level]!.label,
  }));
  return { values, statuses };
}
