import { defineType } from '../define.ts';
import { options } from '../fields.ts';

export const label = defineType({
  name: 'label',
  label: 'Label',
  plural: 'Labels',
  description: 'A coloured marker staff put on items to organise their own work (e.g. for the client briefing).',
  resource: 'label',
  searchTier: 'configuration',
  titleField: 'name',
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, max: 100, search: 'A' },
    {
      name: 'colour',
      label: 'Colour',
      kind: 'enum',
      options: options('grey', 'blue', 'green', 'amber', 'red', 'purple'),
    },
    { name: 'description', label: 'Description', kind: 'longtext', search: 'C' },
  ],
  list: { columns: ['name', 'colour', 'description'], sort: { field: 'name', dir: 'asc' }, filters: ['colour'] },
});
