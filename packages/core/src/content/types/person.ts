import { defineType } from '../define.ts';

export const person = defineType({
  name: 'person',
  label: 'Person',
  plural: 'Persons',
  description: 'A person whose trading or conduct market abuse surveillance covers: traders, insiders, clients.',
  resource: 'person',
  titleField: 'name',
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, search: 'A' },
    { name: 'personType', label: 'Type', kind: 'reference', to: 'persontype' },
    { name: 'organisation', label: 'Organisation', kind: 'text', search: 'B', help: 'Firm, desk or client' },
    { name: 'position', label: 'Position', kind: 'text', search: 'B' },
    { name: 'email', label: 'E-mail', kind: 'email' },
    { name: 'country', label: 'Location', kind: 'country' },
    { name: 'insider', label: 'On an insider list', kind: 'boolean' },
    { name: 'notes', label: 'Notes', kind: 'longtext', search: 'C' },
  ],
  list: {
    columns: ['name', 'personType', 'organisation', 'position', 'insider'],
    sort: { field: 'name', dir: 'asc' },
    filters: ['personType', 'country', 'insider'],
  },
  index: { countries: 'country' },
  routes: { list: ['Persons'], detail: ['Person'] },
});
