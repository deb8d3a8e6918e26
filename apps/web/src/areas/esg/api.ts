import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/request.ts';

/**
 * ESG metrics (issue 16): the calls of the /metrics pages; the server's routes are apps/server/src/modules/metrics.
 *
 * The ESG data model and where each node lives (content types of packages/core, their list/detail route names):
 * - source system: the text field `dataelement.system` (no type of its own); its data elements are the lineage
 *   filtered by `system`.
 * - data element (`dataelement`): MetricsDataelements / MetricsDataelement. Field `system` → source system.
 * - metric (`metric`): MetricsMetrics / MetricsMetric. Fields `dataElements` (→ dataelement), `frameworks`
 *   (→ reportingframework: the frameworks it is computed for or under, e.g. GHG Protocol, with or without a
 *   disclosure), `topic` (ESRS topical standard E1…G1 or ESRS2, enum), `pillar`.
 * - disclosure (`disclosure`): a disclosure requirement / datapoint of a framework (ESRS E1-6 §44(a), IFRS S2
 *   ¶29(a)(i), GRI 305-1, SFDR PAI 1). No spec list route: read view `FormView` (/form/disclosure/view/:id); lists of
 *   them are the interoperability matrix and the lineage. Fields `framework` (→ reportingframework), `metrics`
 *   (→ metric: the metrics that meet it), `paragraph`, `datapoint` (EFRAG IG3 id), `url`.
 * - reporting framework (`reportingframework`): MetricsReportingframeworks / MetricsReportingframework.
 * - metric value (`metricvalue`): one value of a metric for a reporting period and entity (`metric` → metric,
 *   `period`, `periodEnd`, `value`, `unit`, `entity`, `illustrative`). No list route: FormView; the graphs page.
 * Relations for the data-model diagram: dataelement.system → system; metric.dataElements → dataelement;
 * disclosure.metrics → metric; disclosure.framework → reportingframework; metric.frameworks → reportingframework;
 * metricvalue.metric → metric; metric.frequency → reportingfrequency.
 *
 * The home page (metrics by framework and topic, data elements by source system, coverage) derives from the
 * unfiltered lineage: its rows carry each metric's topic and each data element's system, and `totals` the counts.
 *
 * Every answer holds only what the caller may read (deleted items left out); all routes need `metric:read`.
 * Bad query parameters answer 400 `{ message, status, data }`.
 */

/** One item at a node of the lineage. */
export interface LineageRef {
  id: string;
  /** The item's code (metric code, data element code, disclosure code, framework code). */
  code: string;
  /** Its name. */
  title: string;
}

/** ESRS topical standards, the values of `metric.topic` (ESRS2: the cross-cutting general disclosures). */
export const ESG_TOPICS = ['E1', 'E2', 'E3', 'E4', 'E5', 'S1', 'S2', 'S3', 'S4', 'G1', 'ESRS2'] as const;
export type EsgTopic = (typeof ESG_TOPICS)[number];

/**
 * One path of the lineage: system → data element → metric → disclosure → framework. Missing ends are null:
 * a data element used by no metric has `metric`, `disclosure` and `framework` null; a metric without disclosures has
 * `disclosure` null (and `framework` set when the metric lists a framework it has no disclosure for, e.g. GHG
 * Protocol, or null when it lists none); a metric with no data elements has `system` and `dataElement` null.
 */
export interface LineageRow {
  /** The data element's system of record, or null. */
  system: string | null;
  dataElement: (LineageRef & { owner: string | null; unit: string | null }) | null;
  metric: (LineageRef & { topic: EsgTopic | null; pillar: string | null; unit: string | null }) | null;
  disclosure: (LineageRef & { paragraph: string | null; datapoint: string | null; url: string | null }) | null;
  framework: LineageRef | null;
}

/** Sankey levels, left to right. Disclosures are not a level: a flow metric → framework counts its paths. */
export type SankeyLevel = 'system' | 'dataelement' | 'metric' | 'framework';

/** A sankey node: `key` is `<level>:<id>` (`system:<system name>` for a system). */
export interface SankeyNode {
  key: string;
  level: SankeyLevel;
  /** The item's id (the system's name for a system). */
  id: string;
  /** What to show: a code (data element, metric, framework) or the system's name. */
  label: string;
  /** Its full name. */
  title: string;
}

/**
 * A band between two nodes of adjacent levels. `value`: how many distinct paths (system, data element, metric,
 * framework) pass through it. `filter`: the lineage query parameters that select the band's rows (e.g.
 * `{ system: 'HR system (Workday)', dataElement: '<id>' }`): a click on the band opens /metrics/lineage/table with them.
 */
export interface SankeyLink {
  source: string;
  target: string;
  value: number;
  filter: Partial<Record<'system' | 'dataElement' | 'metric' | 'framework', string>>;
}

/** Counts of distinct things in the (filtered) rows. */
export interface LineageTotals {
  rows: number;
  systems: number;
  dataElements: number;
  metrics: number;
  disclosures: number;
  frameworks: number;
  /** Data elements in the rows that no metric uses. */
  unusedDataElements: number;
  /** Metrics in the rows with no disclosure at all. */
  metricsWithoutDisclosure: number;
}

/**
 * `GET /api/metrics/lineage` with optional filters (each may repeat; rows match any value of a parameter and every
 * parameter): `framework`, `metric`, `dataElement` (ids), `system` (the system's name), `topic` (E1…G1, ESRS2), `q` (words
 * matched in the codes and names of the row, case-insensitive). Rows sorted by system, data element, metric,
 * framework, disclosure codes (nulls last). `sankey` is built from the same rows.
 */
export interface Lineage {
  /** At most 5,000 paths; `capped` when there are more (`totals.rows` counts them all). */
  rows: LineageRow[];
  capped: boolean;
  totals: LineageTotals;
  sankey: { nodes: SankeyNode[]; links: SankeyLink[] };
}

export type LineageFilterName = 'framework' | 'metric' | 'dataElement' | 'system' | 'topic' | 'q';
export const LINEAGE_FILTERS: readonly LineageFilterName[] = [
  'framework',
  'metric',
  'dataElement',
  'system',
  'topic',
  'q',
];

const withQuery = (path: string, query: URLSearchParams | string = '') => {
  const text = query.toString();
  return text ? `${path}?${text}` : path;
};
const opts = (signal?: AbortSignal) => (signal ? { signal } : {});

export function getLineage(filters: URLSearchParams | string = '', signal?: AbortSignal): Promise<Lineage> {
  return api.get('cosmos', withQuery('/metrics/lineage', filters), opts(signal));
}

/** One disclosure in an interoperability cell. */
export interface DisclosureRef extends LineageRef {
  paragraph: string | null;
  datapoint: string | null;
  url: string | null;
}

/** A column: a framework with at least one disclosure, or listed by a metric, in the rows. */
export interface InteropFramework extends LineageRef {
  issuer: string | null;
}

/** A cell: the disclosures of the column's framework that the row's metric meets. */
export interface InteropCell {
  /** The column's framework id. */
  framework: string;
  disclosures: DisclosureRef[];
  /** The metric lists the framework in `metric.frameworks` (true also where it has no disclosure there). */
  listed: boolean;
}

export interface InteropRow {
  metric: LineageRef & { topic: EsgTopic | null; pillar: string | null; unit: string | null };
  /** One cell per column, in the columns' order (empty `disclosures` and `listed: false` where none). */
  cells: InteropCell[];
}

/**
 * `GET /api/metrics/interoperability` with optional `metric` (ids), `topic`, `pillar`, `framework` (ids: only these
 * columns) and `q` (metric code/name). Rows: metrics sorted by code; columns: frameworks present in the rows,
 * sorted by code.
 */
export interface Interoperability {
  frameworks: InteropFramework[];
  rows: InteropRow[];
}

export function getInteroperability(
  filters: URLSearchParams | string = '',
  signal?: AbortSignal,
): Promise<Interoperability> {
  return api.get('cosmos', withQuery('/metrics/interoperability', filters), opts(signal));
}

/** One value of a metric. */
export interface MetricPoint {
  /** The metricvalue item's id. */
  id: string;
  /** The reporting period's label: `2024`, `2024-H1`, `2024-Q3`. */
  period: string;
  /** Its last day (ISO date): the x axis. */
  periodEnd: string;
  value: number;
  /** The entity or scope (e.g. `Group`). */
  entity: string;
  /** Demo figures are illustrative, not reported. */
  illustrative: boolean;
  note: string | null;
}

export interface MetricSeries {
  metric: LineageRef & { topic: EsgTopic | null; pillar: string | null };
  /** The values' unit (the metric's unit where a value has none). */
  unit: string | null;
  entity: string;
  /** Oldest first. */
  points: MetricPoint[];
}

/**
 * `GET /api/metrics/values` with optional `metric` (ids), `topic`, `pillar`, `entity`, `from`/`to` (ISO dates on
 * `periodEnd`). One series per metric and entity that has values, sorted by metric code; `periods`: every period
 * end in the series, oldest first.
 */
export interface MetricValues {
  series: MetricSeries[];
  periods: string[];
}

export function getMetricValues(filters: URLSearchParams | string = '', signal?: AbortSignal): Promise<MetricValues> {
  return api.get('cosmos', withQuery('/metrics/values', filters), opts(signal));
}

/** What the download page offers: the metrics catalogue, or the lineage rows. */
export const ESG_EXPORTS = ['catalogue', 'lineage'] as const;
export type EsgExport = (typeof ESG_EXPORTS)[number];
export type EsgExportFormat = 'xlsx' | 'csv';

/**
 * `GET /api/metrics/export/:what` (JSON, the preview): exactly the columns and rows the file holds. `lineage` takes
 * the lineage's filters; `catalogue` takes `metric`, `topic`, `pillar`, `framework`, `q`. With `?format=xlsx|csv` it
 * answers the file (an attachment; the XLSX has a frozen bold header and an About sheet).
 */
export interface EsgExportPreview {
  what: EsgExport;
  columns: string[];
  /** At most 5,000 rows; `capped` when the file holds more (`total`, at most 20,000). */
  rows: (string | number | null)[][];
  total: number;
  capped: boolean;
  /** Without extension: `esg-lineage-2026-11-25`. */
  fileName: string;
}

export function getEsgExport(
  what: EsgExport,
  filters: URLSearchParams | string = '',
  signal?: AbortSignal,
): Promise<EsgExportPreview> {
  return api.get('cosmos', withQuery(`/metrics/export/${what}`, filters), opts(signal));
}

/** The API path of the file, for `api.download` / `DownloadButton`. */
export function esgExportPath(
  what: EsgExport,
  format: EsgExportFormat,
  filters: URLSearchParams | string = '',
): string {
  const query = new URLSearchParams(filters);
  query.set('format', format);
  return withQuery(`/metrics/export/${what}`, query);
}

const key = (filters: URLSearchParams | string) => new URLSearchParams(filters).toString();

export function lineageOptions(filters: URLSearchParams | string = '') {
  return queryOptions({
    queryKey: ['metrics', 'lineage', key(filters)] as const,
    queryFn: ({ signal }) => getLineage(filters, signal),
  });
}

export function interoperabilityOptions(filters: URLSearchParams | string = '') {
  return queryOptions({
    queryKey: ['metrics', 'interoperability', key(filters)] as const,
    queryFn: ({ signal }) => getInteroperability(filters, signal),
  });
}

export function metricValuesOptions(filters: URLSearchParams | string = '') {
  return queryOptions({
    queryKey: ['metrics', 'values', key(filters)] as const,
    queryFn: ({ signal }) => getMetricValues(filters, signal),
  });
}

export function esgExportOptions(what: EsgExport, filters: URLSearchParams | string = '') {
  return queryOptions({
    queryKey: ['metrics', 'export', what, key(filters)] as const,
    queryFn: ({ signal }) => getEsgExport(what, filters, signal),
  });
}
