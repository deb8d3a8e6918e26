import { byCode, type DataElement, type Disclosure, type EsgModel, type Framework, type Metric } from './model.ts';

/** One path system → data element → metric → disclosure → framework; missing ends null (see the web contract). */
export interface LineageRow {
  system: string | null;
  dataElement: { id: string; code: string; title: string; owner: string | null; unit: string | null } | null;
  metric: {
    id: string;
    code: string;
    title: string;
    topic: string | null;
    pillar: string | null;
    unit: string | null;
  } | null;
  disclosure: {
    id: string;
    code: string;
    title: string;
    paragraph: string | null;
    datapoint: string | null;
    url: string | null;
  } | null;
  framework: { id: string; code: string; title: string } | null;
}

/** The lineage's filters, each a list of values (any of them matches); all given filters must match. */
export interface LineageFilters {
  framework?: string[];
  metric?: string[];
  dataElement?: string[];
  system?: string[];
  topic?: string[];
  q?: string;
}

const elementPart = (element: DataElement): LineageRow['dataElement'] => ({
  id: element.id,
  code: element.code,
  title: element.title,
  owner: element.owner,
  unit: element.unit,
});
const metricPart = (metric: Metric): LineageRow['metric'] => ({
  id: metric.id,
  code: metric.code,
  title: metric.title,
  topic: metric.topic,
  pillar: metric.pillar,
  unit: metric.unit,
});
const disclosurePart = (disclosure: Disclosure): LineageRow['disclosure'] => ({
  id: disclosure.id,
  code: disclosure.code,
  title: disclosure.title,
  paragraph: disclosure.paragraph,
  datapoint: disclosure.datapoint,
  url: disclosure.url,
});
const frameworkPart = (framework: Framework | undefined): LineageRow['framework'] =>
  framework ? { id: framework.id, code: framework.code, title: framework.title } : null;

/**
 * The far end of a metric's paths: one per disclosure it meets (with the disclosure's framework), one per framework
 * it lists without a disclosure there, or a single empty end when it has neither.
 */
function endsOf(metric: Metric, model: EsgModel): Pick<LineageRow, 'disclosure' | 'framework'>[] {
  const met = model.disclosures.filter((disclosure) => disclosure.metrics.includes(metric.id));
  const ends = met.map((disclosure) => ({
    disclosure: disclosurePart(disclosure),
    framework: frameworkPart(disclosure.framework ? model.frameworks.get(disclosure.framework) : undefined),
  }));
  const covered = new Set(met.map((disclosure) => disclosure.framework));
  for (const id of new Set(metric.frameworks)) {
    const framework = model.frameworks.get(id);
    if (framework && !covered.has(id)) ends.push({ disclosure: null, framework: frameworkPart(framework) });
  }
  return ends.length ? ends : [{ disclosure: null, framework: null }];
}

/** Every path of the model, unfiltered and unsorted. */
function allRows(model: EsgModel): LineageRow[] {
  const rows: LineageRow[] = [];
  const elements = new Map(model.dataElements.map((element) => [element.id, element]));
  const used = new Set<string>();
  for (const metric of model.metrics) {
    const ends = endsOf(metric, model);
    const inputs = [...new Set(metric.dataElements)].flatMap((id) => elements.get(id) ?? []);
    for (const element of inputs) used.add(element.id);
    const starts = inputs.length
      ? inputs.map((element) => ({ system: element.system, dataElement: elementPart(element) }))
      : [{ system: null, dataElement: null }];
    for (const start of starts) for (const end of ends) rows.push({ ...start, metric: metricPart(metric), ...end });
  }
  for (const element of model.dataElements) {
    if (used.has(element.id)) continue;
    rows.push({
      system: element.system,
      dataElement: elementPart(element),
      metric: null,
      disclosure: null,
      framework: null,
    });
  }
  // A disclosure no metric meets is a gap of the reporting: a path of its own that starts at the disclosure.
  const metrics = new Set(model.metrics.map((metric) => metric.id));
  for (const disclosure of model.disclosures) {
    if (disclosure.metrics.some((id) => metrics.has(id))) continue;
    rows.push({
      system: null,
      dataElement: null,
      metric: null,
      disclosure: disclosurePart(disclosure),
      framework: frameworkPart(disclosure.framework ? model.frameworks.get(disclosure.framework) : undefined),
    });
  }
  return rows;
}

const textOf = (row: LineageRow): string =>
  [
    row.system,
    row.dataElement?.code,
    row.dataElement?.title,
    row.metric?.code,
    row.metric?.title,
    row.disclosure?.code,
    row.disclosure?.title,
    row.disclosure?.paragraph,
    row.framework?.code,
    row.framework?.title,
  ]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();

const matches = (values: string[] | undefined, value: string | null | undefined): boolean =>
  !values?.length || (value != null && values.includes(value));

/** Whether a row passes the filters. */
export function rowMatches(row: LineageRow, filters: LineageFilters): boolean {
  if (!matches(filters.framework, row.framework?.id)) return false;
  if (!matches(filters.metric, row.metric?.id)) return false;
  if (!matches(filters.dataElement, row.dataElement?.id)) return false;
  if (!matches(filters.system, row.system)) return false;
  if (!matches(filters.topic, row.metric?.topic)) return false;
  const words = filters.q?.toLowerCase().split(/\s+/).filter(Boolean) ?? [];
  if (words.length) {
    const haystack = textOf(row);
    if (!words.every((word) => haystack.includes(word))) return false;
  }
  return true;
}

const compareRows = (a: LineageRow, b: LineageRow): number =>
  byCode(a.system, b.system) ||
  byCode(a.dataElement?.code, b.dataElement?.code) ||
  byCode(a.metric?.code, b.metric?.code) ||
  byCode(a.framework?.code, b.framework?.code) ||
  byCode(a.disclosure?.code, b.disclosure?.code);

/** The lineage rows that pass the filters, sorted by system, data element, metric, framework, disclosure. */
export function lineageRows(model: EsgModel, filters: LineageFilters): LineageRow[] {
  return allRows(model)
    .filter((row) => rowMatches(row, filters))
    .sort(compareRows);
}

const distinct = (values: (string | null | undefined)[]): number => new Set(values.filter((v) => v != null)).size;

/** Counts of what the rows hold. */
export function lineageTotals(rows: readonly LineageRow[]) {
  const disclosed = new Set(rows.filter((row) => row.disclosure).map((row) => row.metric?.id));
  const metrics = new Set(rows.flatMap((row) => (row.metric ? [row.metric.id] : [])));
  return {
    rows: rows.length,
    systems: distinct(rows.map((row) => row.system)),
    dataElements: distinct(rows.map((row) => row.dataElement?.id)),
    metrics: metrics.size,
    disclosures: distinct(rows.map((row) => row.disclosure?.id)),
    frameworks: distinct(rows.map((row) => row.framework?.id)),
    unusedDataElements: distinct(rows.filter((row) => !row.metric).map((row) => row.dataElement?.id)),
    metricsWithoutDisclosure: [...metrics].filter((id) => !disclosed.has(id)).length,
  };
}
