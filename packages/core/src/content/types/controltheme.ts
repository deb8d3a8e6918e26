import { defineType } from '../define.ts';

export const controltheme = defineType({
  name: 'controltheme',
  label: 'Control theme',
  plural: 'Control themes',
  description: 'A heading controls are grouped under: KYC, trade surveillance, data protection.',
  resource: 'controltheme',
  titleField: 'name',
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, max: 200, search: 'A' },
    { name: 'description', label: 'Description', kind: 'longtext', search: 'C' },
  ],
  list: { columns: ['name', 'description', 'updatedAt'], sort: { field: 'name', dir: 'asc' }, filters: [] },
});
