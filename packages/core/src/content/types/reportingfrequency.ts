import { defineType } from '../define.ts';

export const reportingfrequency = defineType({
  name: 'reportingfrequency',
  label: 'Reporting frequency',
  plural: 'Reporting frequencies',
  description: 'How often something is reported (monthly, quarterly, annual), offered in ESG and IMPACT forms.',
  resource: 'reportingfrequency',
  titleField: 'name',
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, max: 100, search: 'A' },
    { name: 'months', label: 'Months', kind: 'number', min: 0, max: 120, help: 'Months between reports; 0 for ad hoc' },
    { name: 'description', label: 'Description', kind: 'longtext', search: 'C' },
  ],
  list: { columns: ['name', 'months', 'description'], sort: { field: 'months', dir: 'asc' }, filters: [] },
  routes: { list: ['Reportingfrequency'] },
});
