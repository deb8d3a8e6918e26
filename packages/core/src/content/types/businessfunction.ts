import { defineType } from '../define.ts';

export const businessfunction = defineType({
  name: 'businessfunction',
  label: 'Function',
  plural: 'Functions',
  description: 'A function of the firm that carries obligations and runs processes: Compliance, Finance, IT.',
  resource: 'obligation',
  titleField: 'name',
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, max: 200, search: 'A' },
    { name: 'description', label: 'Description', kind: 'longtext', search: 'C' },
  ],
  list: { columns: ['name', 'description', 'updatedAt'], sort: { field: 'name', dir: 'asc' }, filters: [] },
  routes: { list: ['RegdecompFunctions'] },
});
