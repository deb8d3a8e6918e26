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
    {
      name: 'topic',
      label: 'ESRS topic',
      kind: 'enum',
      help: 'The ESRS topical standard it belongs to (ESRS 2 for cross-cutting ones such as board diversity)',
      options: [
        { value: 'E1', label: 'E1 Climate change' },
        { value: 'E2', label: 'E2 Pollution' },
        { value: 'E3', label: 'E3 Water and marine resources' },
        { value: 'E4', label: 'E4 Biodiversity and ecosystems' },
        { value: 'E5', label: 'E5 Resource use and circular economy' },
        { value: 'S1', label: 'S1 Own workforce' },
        { value: 'S2', label: 'S2 Workers in the value chain' },
        { value: 'S3', label: 'S3 Affected communities' },
        { value: 'S4', label: 'S4 Consumers and end-users' },
        { value: 'G1', label: 'G1 Business conduct' },
        { value: 'ESRS2', label: 'ESRS 2 General disclosures' },
      ],
    },
    { name: 'unit', label: 'Unit', kind: 'text', max: 40, help: 'e.g. tCO2e, %, EUR' },
    { name: 'definition', label: 'Definition', kind: 'longtext', search: 'B' },
    { name: 'formula', label: 'Calculation', kind: 'longtext', search: 'D', help: 'How data elements combine into it' },
    { name: 'dataElements', label: 'Data elements', kind: 'references', to: 'dataelement' },
    { name: 'frameworks', label: 'Frameworks', kind: 'references', to: 'reportingframework' },
    { name: 'frequency', label: 'Frequency', kind: 'reference', to: 'reportingfrequency' },
  ],
  list: {
    columns: ['code', 'name', 'pillar', 'topic', 'unit', 'frequency'],
    sort: { field: 'code', dir: 'asc' },
    filters: ['pillar', 'topic', 'frameworks', 'dataElements', 'frequency'],
  },
  detail: {
    sections: [
      { title: 'Metric', fields: ['code', 'name', 'pillar', 'topic', 'unit', 'frequency', 'definition'] },
      { title: 'Lineage', fields: ['formula', 'dataElements', 'frameworks'] },
    ],
  },
  routes: { list: ['MetricsMetrics'], detail: ['MetricsMetric'] },
});
