import type { Labelled, MatrixData, SeriesData, TreeData } from '../components/charts/chart-data.ts';
import { groupLabel, orderGroups, type Group } from './group-labels.ts';

type Labels = Readonly<Record<string, string>>;

/** The distinct values of one key of the groups, in the order met, with their labels. */
function distinct(keys: readonly (string | null)[], label: (key: string | null) => string): Labelled[] {
  const seen = new Map<string | null, Labelled>();
  for (const key of keys) if (!seen.has(key)) seen.set(key, { key, label: label(key) });
  return [...seen.values()];
}

/** A month `2026-11` as "Nov 2026". */
export function monthLabel(month: string): string {
  const date = new Date(`${month.slice(0, 7)}-01T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return month;
  return new Intl.DateTimeFormat('en', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
}

interface Breakdown {
  type: string;
  by: string;
  by2?: string | undefined;
  /** Grouped by month too: the months are the categories, the field's values the series. */
  month?: boolean;
  /** By a date field: categories in order of time. */
  byTime: boolean;
  name: string;
}

/**
 * The counts of a breakdown as bars, lines or areas: the field's values as categories (one series), or with a second
 * field or by month, one series per value of the other.
 */
export function seriesOf(spec: Breakdown, groups: readonly Group[], labels: Labels = {}): SeriesData {
  const label = (field: string) => (key: string | null) => groupLabel(spec.type, field, key, labels);
  if (spec.month) {
    const ordered = [...groups].sort((a, b) => String(a.month).localeCompare(String(b.month)));
    const categories = distinct(
      ordered.map((group) => group.month ?? null),
      (key) => monthLabel(key ?? ''),
    );
    const series = spec.by
      ? distinct(
          ordered.map((group) => group.key),
          label(spec.by),
        )
      : [];
    const valuesOf = (seriesKey: string | null | undefined) =>
      categories.map(({ key }) =>
        ordered
          .filter((group) => group.month === key && (seriesKey === undefined || group.key === seriesKey))
          .reduce((sum, group) => sum + group.count, 0),
      );
    if (series.length <= 1) return { categories, series: [{ name: spec.name, values: valuesOf(undefined) }] };
    return { categories, series: series.map(({ key, label: name }) => ({ key, name, values: valuesOf(key) })) };
  }
  const ordered = orderGroups(groups, spec.byTime);
  const categories = distinct(
    ordered.map((group) => group.key),
    label(spec.by),
  );
  if (!spec.by2) return { categories, series: [{ name: spec.name, values: ordered.map((group) => group.count) }] };
  const series = distinct(
    ordered.map((group) => group.key2 ?? null),
    label(spec.by2),
  );
  return {
    categories,
    series: series.map(({ key, label: name }) => ({
      key,
      name,
      values: categories.map(
        (category) => ordered.find((group) => group.key === category.key && (group.key2 ?? null) === key)?.count ?? 0,
      ),
    })),
  };
}

/** Two bars: the items with some value of a field (the total less the "none" group) and those with none. */
export function presenceOf(
  labels: { with: string; without: string },
  total: number,
  groups: readonly Group[],
  name: string,
): SeriesData {
  const without = groups.find((group) => group.key === null)?.count ?? 0;
  return {
    // The keys are what `<field>.has` takes: the bars open the list of the items with, or without, a value.
    categories: [
      { key: 'true', label: labels.with },
      { key: 'false', label: labels.without },
    ],
    series: [{ name, values: [total - without, without] }],
  };
}

/**
 * Stacked bars per value of `by` (the largest first, as the server answered them): its items with a value of the
 * presence field (all less those without) and without one. Series keys are what `<field>.has` takes.
 */
export function presenceByOf(
  type: string,
  by: string,
  labels: { with: string; without: string },
  all: readonly Group[],
  without: readonly Group[],
  names: Labels = {},
): SeriesData {
  const ordered = orderGroups(all, false);
  const lacking = new Map(without.map((group) => [group.key, group.count]));
  return {
    categories: ordered.map((group) => ({ key: group.key, label: groupLabel(type, by, group.key, names) })),
    series: [
      { key: 'true', name: labels.with, values: ordered.map((group) => group.count - (lacking.get(group.key) ?? 0)) },
      { key: 'false', name: labels.without, values: ordered.map((group) => lacking.get(group.key) ?? 0) },
    ],
  };
}

/** The counts of one field as the leaves of a treemap, the largest first. */
export function treeOf(type: string, by: string, groups: readonly Group[], labels: Labels = {}): TreeData {
  return {
    roots: orderGroups(groups, false).map((group) => ({
      key: group.key,
      label: groupLabel(type, by, group.key, labels),
      value: group.count,
    })),
  };
}

/** The counts of two fields as a matrix: rows and columns the values met, the largest rows first. */
export function matrixOf(
  type: string,
  rows: string,
  columns: string,
  groups: readonly Group[],
  labels: Labels = {},
): MatrixData {
  const totals = new Map<string | null, number>();
  for (const group of groups) totals.set(group.key, (totals.get(group.key) ?? 0) + group.count);
  const rowKeys = [...totals].sort((a, b) => b[1] - a[1]).map(([key]) => key);
  const rowList = distinct(rowKeys, (key) => groupLabel(type, rows, key, labels));
  const columnList = distinct(
    groups.map((group) => group.key2 ?? null),
    (key) => groupLabel(type, columns, key, labels),
  ).sort((a, b) => a.label.localeCompare(b.label));
  return {
    rows: rowList,
    columns: columnList,
    values: rowList.map((row) =>
      columnList.map(
        (column) => groups.find((group) => group.key === row.key && (group.key2 ?? null) === column.key)?.count ?? 0,
      ),
    ),
  };
}
