import { defineType } from '../define.ts';

export const impactstatus = defineType({
  name: 'impactstatus',
  label: 'Status',
  plural: 'Statuses',
  description: 'A status IMPACT reporting items move through (not started, in progress, submitted…).',
  resource: 'impactstatus',
  titleField: 'name',
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, max: 100, search: 'A' },
    { name: 'position', label: 'Position', kind: 'number', min: 0, help: 'Order in lists, lowest first' },
    { name: 'description', label: 'Description', kind: 'longtext', search: 'C' },
  ],
  list: { columns: ['name', 'position', 'description'], sort: { field: 'position', dir: 'asc' }, filters: [] },
  routes: { list: ['Impactstatus'] },
});
