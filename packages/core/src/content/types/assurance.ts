import { defineType } from '../define.ts';

export const assurance = defineType({
  name: 'assurance',
  label: 'Assurance level',
  plural: 'Assurance levels',
  description: 'A level of assurance over reported data (none, limited, reasonable), offered in IMPACT forms.',
  resource: 'assurance',
  titleField: 'name',
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, max: 100, search: 'A' },
    { name: 'position', label: 'Position', kind: 'number', min: 0, help: 'Order in lists, lowest first' },
    { name: 'description', label: 'Description', kind: 'longtext', search: 'C' },
  ],
  list: { columns: ['name', 'position', 'description'], sort: { field: 'position', dir: 'asc' }, filters: [] },
  routes: { list: ['Assurance'] },
});
