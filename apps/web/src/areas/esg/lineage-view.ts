import type { FlowData } from '../../components/charts/chart-data.ts';
import { pathTo } from '../../routes/table.ts';
import {
  LINEAGE_FILTERS,
  type LineageFilterName,
  type LineageRow,
  type SankeyLevel,
  type SankeyLink,
  type SankeyNode,
} from './api.ts';

/**
 * What the lineage pages (table, sankey, download) share: their filters kept in the address (the lineage API's own
 * parameters, so the address, the query and the export say the same), the choices the filters offer, and the
 * sankey's data and clicks turned into the table's filters.
 */

/** A choice of a filter: the value the API takes, what is shown, and the full name. */
export interface FilterChoice {
  value: string;
  label: string;
  title: string;
}

export type ChoiceFilter = Exclude<LineageFilterName, 'q' | 'topic'>;

/** The lineage filters of an address, in the API's form: only its parameters, only non-empty values. */
export function lineageFilters(search: URLSearchParams): URLSearchParams {
  const filters = new URLSearchParams();
  for (const name of LINEAGE_FILTERS) {
    for (const value of search.getAll(name)) {
      const trimmed = value.trim();
      if (trimmed) filters.append(name, trimmed);
    }
  }
  return filters;
}

/** An address's search with one filter's values replaced (others kept: a page's own parameters too). */
export function withFilter(search: URLSearchParams, name: string, values: readonly string[]): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete(name);
  for (const value of values) if (value.trim()) next.append(name, value.trim());
  return next;
}

/** Whether any lineage filter is set. */
export const hasFilters = (search: URLSearchParams): boolean => lineageFilters(search).size > 0;

const byLabel = (a: FilterChoice, b: FilterChoice) => a.label.localeCompare(b.label, 'en', { numeric: true });

/** The choices of each filter: the frameworks, metrics, data elements and systems of the (unfiltered) rows. */
export function filterChoices(rows: readonly LineageRow[]): Record<ChoiceFilter, FilterChoice[]> {
  const maps: Record<ChoiceFilter, Map<string, FilterChoice>> = {
    framework: new Map(),
    metric: new Map(),
    dataElement: new Map(),
    system: new Map(),
  };
  for (const row of rows) {
    if (row.system) maps.system.set(row.system, { value: row.system, label: row.system, title: row.system });
    for (const [name, ref] of [
      ['framework', row.framework],
      ['metric', row.metric],
      ['dataElement', row.dataElement],
    ] as const) {
      if (ref) maps[name].set(ref.id, { value: ref.id, label: ref.code, title: ref.title });
    }
  }
  return {
    framework: [...maps.framework.values()].sort(byLabel),
    metric: [...maps.metric.values()].sort(byLabel),
    dataElement: [...maps.dataElement.values()].sort(byLabel),
    system: [...maps.system.values()].sort(byLabel),
  };
}

/** The filter parameter that selects a node of the sankey's level. */
const LEVEL_FILTER: Readonly<Record<SankeyLevel, ChoiceFilter>> = {
  system: 'system',
  dataelement: 'dataElement',
  metric: 'metric',
  framework: 'framework',
};

/** What the levels are called in the sankey's table and its help. */
export const LEVEL_LABELS: Readonly<Record<SankeyLevel, string>> = {
  system: 'Source system',
  dataelement: 'Data element',
  metric: 'Metric',
  framework: 'Framework',
};

const LEVELS: readonly SankeyLevel[] = ['system', 'dataelement', 'metric', 'framework'];

/** What a missing step of a path is called where the sankey draws it. */
export const NONE_LABELS: Readonly<Record<SankeyLevel, string>> = {
  system: 'No system recorded',
  dataelement: 'No data element',
  metric: 'Not used by any metric',
  framework: 'No framework',
};

/** The key of the stand-in node of a level: where paths that lack that step pass. */
export const noneKey = (level: SankeyLevel): string => `${level}:`;

/** Lineage filters, each with one value or several. */
export type LineageFilter = Partial<Record<ChoiceFilter, string | readonly string[]>>;

type Sankey = { nodes: readonly SankeyNode[]; links: readonly SankeyLink[] };

/**
 * The sankey's data for the chart kit: each node keyed by its `<level>:<id>` key, shown by its code or name. A path
 * that lacks a step (a data element no metric uses, a metric with no framework) would otherwise end where it stops,
 * and the chart would push its last node to the far right among the frameworks: it passes instead through a stand-in
 * node of the missing level ("Not used by any metric", `noneKey(level)`), so that every node keeps its column.
 */
export function sankeyData(sankey: Sankey): FlowData {
  const levelOf = new Map(sankey.nodes.map((node) => [node.key, node.level]));
  const nodes: FlowData['nodes'][number][] = sankey.nodes.map((node) => ({
    id: node.key,
    key: node.key,
    label: node.label,
  }));
  const links = sankey.links.map(({ source, target, value }) => ({ source, target, value }));
  const added = new Set<SankeyLevel>();
  const addNone = (level: SankeyLevel) => {
    if (added.has(level)) return;
    added.add(level);
    levelOf.set(noneKey(level), level);
    nodes.push({ id: noneKey(level), key: noneKey(level), label: NONE_LABELS[level] });
  };
  // Left to right for the ends that stop early, right to left for those that start late; stand-ins chain on.
  for (let index = 0; index < LEVELS.length - 1; index++) {
    const level = LEVELS[index]!;
    for (const node of [...nodes]) {
      if (levelOf.get(node.id) !== level || links.some((link) => link.source === node.id)) continue;
      const value = links.filter((link) => link.target === node.id).reduce((sum, link) => sum + link.value, 0);
      if (!value) continue;
      addNone(LEVELS[index + 1]!);
      links.push({ source: node.id, target: noneKey(LEVELS[index + 1]!), value });
    }
  }
  for (let index = LEVELS.length - 1; index > 0; index--) {
    const level = LEVELS[index]!;
    for (const node of [...nodes]) {
      if (levelOf.get(node.id) !== level || links.some((link) => link.target === node.id)) continue;
      const value = links.filter((link) => link.source === node.id).reduce((sum, link) => sum + link.value, 0);
      if (!value) continue;
      addNone(LEVELS[index - 1]!);
      links.push({ source: noneKey(LEVELS[index - 1]!), target: node.id, value });
    }
  }
  return { nodes, links };
}

/** The lineage filter of a real node: its level's parameter and its id. */
function realFilter(sankey: Sankey, key: string): LineageFilter | null {
  const node = sankey.nodes.find((one) => one.key === key);
  return node ? { [LEVEL_FILTER[node.level]]: node.id } : null;
}

/**
 * The lineage filters of a band (a flow between two nodes): the server's own for a real band, the real end's for a
 * band to or from a stand-in; null when there is no such band.
 */
export function bandFilter(sankey: Sankey, source: string, target: string): LineageFilter | null {
  const real = sankey.links.find((link) => link.source === source && link.target === target);
  if (real) return real.filter;
  const sourceNone = sankey.nodes.every((node) => node.key !== source);
  const targetNone = sankey.nodes.every((node) => node.key !== target);
  if (sourceNone === targetNone) return null;
  return realFilter(sankey, sourceNone ? target : source);
}

/**
 * The lineage filter of a node: its level's parameter and its id; for a stand-in, the real nodes beside it (the data
 * elements no metric uses, for "Not used by any metric").
 */
export function nodeFilter(sankey: Sankey, key: string): LineageFilter | null {
  const real = realFilter(sankey, key);
  if (real) return real;
  const data = sankeyData(sankey);
  const beside = data.links
    .flatMap((link) => (link.target === key ? [link.source] : link.source === key ? [link.target] : []))
    .map((other) => sankey.nodes.find((node) => node.key === other))
    .filter((node): node is SankeyNode => Boolean(node));
  const level = beside[0]?.level;
  if (!level || beside.some((node) => node.level !== level)) return null;
  return { [LEVEL_FILTER[level]]: [...new Set(beside.map((node) => node.id))] };
}

/**
 * The lineage table's address for a band or a node: the page's filters (topic, words) kept, the band's own replacing
 * those of the same names.
 */
export function lineageTableHref(current: URLSearchParams, filter: LineageFilter): string {
  let search = lineageFilters(current);
  for (const [name, value] of Object.entries(filter)) {
    if (value === undefined) continue;
    search = withFilter(search, name, typeof value === 'string' ? [value] : value);
  }
  const query = search.toString();
  return `${pathTo('MetricsLineageTable')}${query ? `?${query}` : ''}`;
}

/** The other lineage view's address with the same filters. */
export function otherViewHref(view: 'MetricsLineageTable' | 'MetricsLineageSankey', current: URLSearchParams): string {
  const query = lineageFilters(current).toString();
  return `${pathTo(view)}${query ? `?${query}` : ''}`;
}

/** A row's key, unique in an answer (a row is one path). */
export const rowKey = (row: LineageRow): string =>
  [row.system, row.dataElement?.id, row.metric?.id, row.disclosure?.id, row.framework?.id]
    .map((part) => part ?? '-')
    .join('|');

/** Per source system: its data elements, and those no metric uses, most data elements first. */
export function systemCounts(rows: readonly LineageRow[]): { system: string; dataElements: number; unused: number }[] {
  const bySystem = new Map<string, { all: Set<string>; used: Set<string> }>();
  for (const row of rows) {
    if (!row.dataElement) continue;
    const system = row.system ?? '';
    const entry = bySystem.get(system) ?? { all: new Set(), used: new Set() };
    entry.all.add(row.dataElement.id);
    if (row.metric) entry.used.add(row.dataElement.id);
    bySystem.set(system, entry);
  }
  return [...bySystem]
    .map(([system, entry]) => ({ system, dataElements: entry.all.size, unused: entry.all.size - entry.used.size }))
    .sort((a, b) => b.dataElements - a.dataElements || a.system.localeCompare(b.system));
}

/** The data elements no metric uses (their rows have no metric), by code. */
export function unusedDataElements(rows: readonly LineageRow[]): NonNullable<LineageRow['dataElement']>[] {
  const used = new Set(rows.filter((row) => row.metric && row.dataElement).map((row) => row.dataElement!.id));
  const unused = new Map<string, NonNullable<LineageRow['dataElement']>>();
  for (const row of rows)
    if (row.dataElement && !used.has(row.dataElement.id)) unused.set(row.dataElement.id, row.dataElement);
  return [...unused.values()].sort((a, b) => a.code.localeCompare(b.code, 'en', { numeric: true }));
}

/** Metrics in the rows with no disclosure at all, by code. */
export function metricsWithoutDisclosure(rows: readonly LineageRow[]): NonNullable<LineageRow['metric']>[] {
  const met = new Set(rows.filter((row) => row.metric && row.disclosure).map((row) => row.metric!.id));
  const without = new Map<string, NonNullable<LineageRow['metric']>>();
  for (const row of rows) if (row.metric && !met.has(row.metric.id)) without.set(row.metric.id, row.metric);
  return [...without.values()].sort((a, b) => a.code.localeCompare(b.code, 'en', { numeric: true }));
}
