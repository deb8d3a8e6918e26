import { defineType } from '../define.ts';

/** One reported or computed value of a metric for a reporting period and an entity: what the ESG graphs plot. */
export const metricvalue = defineType({
  name: 'metricvalue',
  label: 'Metric value',
  plural: 'Metric values',
  description: 'The value of a metric for one reporting period and entity.',
  resource: 'metric',
  titleField: 'title',
  fields: [
    {
      name: 'title',
      label: 'Title',
      kind: 'text',
      required: true,
      search: 'A',
      help: 'e.g. Gross Scope 1 GHG emissions, Group, 2024',
    },
    { name: 'metric', label: 'Metric', kind: 'reference', to: 'metric', required: true },
    {
      name: 'period',
      label: 'Reporting period',
      kind: 'text',
      required: true,
      max: 20,
      help: 'e.g. 2024, 2024-H1, 2024-Q3',
    },
    { name: 'periodEnd', label: 'Period end', kind: 'date', required: true, help: 'The last day of the period' },
    { name: 'value', label: 'Value', kind: 'number', required: true },
    { name: 'unit', label: 'Unit', kind: 'text', max: 40, help: 'Empty: the metric’s unit' },
    { name: 'entity', label: 'Entity or scope', kind: 'text', max: 120, help: 'e.g. Group, or a subsidiary' },
    {
      name: 'illustrative',
      label: 'Illustrative',
      kind: 'boolean',
      help: 'A demonstration figure, not a reported one',
    },
    { name: 'note', label: 'Note', kind: 'longtext', search: 'D', help: 'Restatements, estimates, boundary changes' },
  ],
  list: {
    columns: ['title', 'period', 'value', 'unit', 'entity'],
    sort: { field: 'periodEnd', dir: 'desc' },
    filters: ['metric', 'periodEnd', 'illustrative'],
  },
  index: { date: 'periodEnd' },
});
