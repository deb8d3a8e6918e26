import { defineType } from '../define.ts';

export const controlstatus = defineType({
  name: 'controlstatus',
  label: 'Control status',
  plural: 'Control statuses',
  description: 'Where a control stands: designed, operating, under remediation, retired.',
  resource: 'controlstatus',
  titleField: 'name',
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, max: 100, search: 'A' },
    { name: 'position', label: 'Position', kind: 'number', min: 0, help: 'Order in lists, lowest first' },
    { name: 'description', label: 'Description', kind: 'longtext', search: 'C' },
  ],
  list: { columns: ['name', 'position', 'description'], sort: { field: 'position', dir: 'asc' }, filters: [] },
});
