import { defineType } from '../define.ts';
import { NEWS_TYPES } from '../vocab.ts';

export const sla = defineType({
  name: 'sla',
  label: 'Service level',
  plural: 'Service levels',
  description: 'How quickly news of given regulators, countries or types must be tagged and reviewed.',
  resource: 'sla',
  searchTier: 'configuration',
  titleField: 'name',
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, search: 'A' },
    {
      name: 'hours',
      label: 'Within (hours)',
      kind: 'number',
      required: true,
      min: 1,
      max: 720,
      help: 'Hours from publication to review',
    },
    { name: 'regulators', label: 'Regulators', kind: 'references', to: 'regulator', help: 'Empty for all' },
    { name: 'countries', label: 'Countries', kind: 'countries', help: 'Empty for all' },
    { name: 'newsTypes', label: 'News types', kind: 'enums', options: NEWS_TYPES, help: 'Empty for all' },
    { name: 'active', label: 'Active', kind: 'boolean' },
    { name: 'description', label: 'Description', kind: 'longtext', search: 'C', help: 'Who agreed it, and why' },
  ],
  list: {
    columns: ['name', 'hours', 'countries', 'active'],
    sort: { field: 'name', dir: 'asc' },
    filters: ['regulators', 'countries', 'newsTypes', 'active'],
  },
  index: { countries: 'countries' },
  routes: { list: ['AdminSlas'], detail: ['AdminSla'] },
});
