import { byCode, type EsgModel, type Metric } from './model.ts';

/** Which metrics a view shows: ids, ESRS topics, pillars (any value matches), words of the code or name. */
export interface MetricFilters {
  metric?: string[];
  topic?: string[];
  pillar?: string[];
  q?: string;
}

const within = (values: string[] | undefined, value: string | null) =>
  !values?.length || (value !== null && values.includes(value));

/** The metrics that pass the filters, by code. */
export function selectMetrics(model: EsgModel, filters: MetricFilters): Metric[] {
  const words = filters.q?.toLowerCase().split(/\s+/).filter(Boolean) ?? [];
  return model.metrics
    .filter(
      (metric) =>
        within(filters.metric, metric.id) &&
        within(filters.topic, metric.topic) &&
        within(filters.pillar, metric.pillar) &&
        words.every((word) => `${metric.code} ${metric.title}`.toLowerCase().includes(word)),
    )
    .sort((a, b) => byCode(a.code, b.code));
}

const metricView = (metric: Metric) => ({
  id: metric.id,
  code: metric.code,
  title: metric.title,
  topic: metric.topic,
  pillar: metric.pillar,
  unit: metric.unit,
});

/**
 * The interoperability matrix: one row per selected metric, one column per framework that one of them meets a
 * disclosure of or lists (only `frameworks` when given), each cell the disclosures of the column's framework that
 * the row's metric meets.
 */
export function interoperability(model: EsgModel, filters: MetricFilters & { framework?: string[] }) {
  const metrics = selectMetrics(model, filters);
  const present = new Set<string>();
  for (const metric of metrics) {
    for (const id of metric.frameworks) present.add(id);
    for (const disclosure of model.disclosures) {
      if (disclosure.framework && disclosure.metrics.includes(metric.id)) present.add(disclosure.framework);
    }
  }
  const columns = [...present]
    .flatMap((id) => model.frameworks.get(id) ?? [])
    .filter((framework) => !filters.framework?.length || filters.framework.includes(framework.id))
    .sort((a, b) => byCode(a.code, b.code));
  const rows = metrics.map((metric) => ({
    metric: metricView(metric),
    cells: columns.map((framework) => ({
      framework: framework.id,
      disclosures: model.disclosures
        .filter((disclosure) => disclosure.framework === framework.id && disclosure.metrics.includes(metric.id))
        .sort((a, b) => byCode(a.code, b.code))
        .map(({ id, code, title, paragraph, datapoint, url }) => ({ id, code, title, paragraph, datapoint, url })),
      listed: metric.frameworks.includes(framework.id),
    })),
  }));
  return { frameworks: columns, rows };
}

/**
 * The values of the selected metrics as series, one per metric and entity, oldest first; `entity` and `from`/`to`
 * (ISO days, on the period's end) narrow the values.
 */
export function metricSeries(
  model: EsgModel,
  filters: MetricFilters & { entity?: string[]; from?: string; to?: string },
) {
  const metrics = selectMetrics(model, filters);
  const series = [];
  const periods = new Set<string>();
  for (const metric of metrics) {
    const values = model.values.filter(
      (value) =>
        value.metric === metric.id &&
        within(filters.entity, value.entity) &&
        (!filters.from || value.periodEnd >= filters.from) &&
        (!filters.to || value.periodEnd <= filters.to),
    );
    const entities = [...new Set(values.map((value) => value.entity))].sort(byCode);
    for (const entity of entities) {
      const own = values.filter((value) => value.entity === entity);
      const points = own
        .sort((a, b) => a.periodEnd.localeCompare(b.periodEnd) || byCode(a.period, b.period))
        .map(({ id, period, periodEnd, value, illustrative, note }) => ({
          id,
          period,
          periodEnd,
          value,
          entity,
          illustrative,
          note,
        }));
      for (const point of points) periods.add(point.periodEnd);
      const { unit: _unit, ...ref } = metricView(metric);
      series.push({ metric: ref, unit: own.find((value) => value.unit)?.unit ?? metric.unit, entity, points });
    }
  }
  return { series, periods: [...periods].sort() };
}
