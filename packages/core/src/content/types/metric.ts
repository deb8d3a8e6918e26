import { defineType } from '../define.ts';
import { options } from '../fields.ts';

export const metric = defineType({
  name: 'metric',
  label: 'Metric',
  plural: 'Metrics',
  description: 'A sustainability metric the firm reports, how it is computed, and which frameworks ask for it.',
  resource: 'metric',
  titleField: 'name',
  keyField: 'code',
  fields: [
    { name: 'code', label: 'Code', kind: 'text', required: true, max: 40, search: 'A', help: 'e.g. E1-6 scope 1' },
    { name: 'name', label: 'Name', kind: 'text', required: true, search: 'A' },
    { name: 'pillar', label: 'Pillar', kind: 'enum', options: options('environmental', 'social', 'governance') },
    { name: 'unit', label: 'Unit', kind: 'text', max: 40, help: 'e.g. tCO2e, %, EUR' },
    { name: 'definition', label: 'Definition', kind: 'longtext', search: 'B' },
    { name: 'formula', label: 'Calculation', kind: 'longtext', search: 'D', help: 'How data elements combine into it' },
    { name: 'dataElements', label: 'Data elements', kind: 'references', to: 'dataelement' },
    { name: 'frameworks', label: 'Frameworks', kind: 'references', to: 'reportingframework' },
    { name: 'frequency', label: 'Frequency', kind: 'reference', to: 'reportingfrequency' },
  ],
  list: {
    columns: ['code', 'name', 'pillar', 'unit', 'frequency'],
    sort: { field: 'code', dir: 'asc' },
    filters: ['pillar', 'frameworks', 'dataElements', 'frequency'],
  },
  detail: {
    sections: [
      { title: 'Metric', fields: ['code', 'name', 'pillar', 'unit', 'frequency', 'definition'] },
      { title: 'Lineage', fields: ['formula', 'dataElements', 'frameworks'] },
    ],
  },
  routes: { list: ['MetricsMetrics'], detail: ['MetricsMetric'] },
});
