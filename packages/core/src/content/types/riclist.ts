import { defineType } from '../define.ts';

export const riclist = defineType({
  name: 'riclist',
  label: 'Watch list',
  plural: 'Watch lists',
  description: 'A named list of the regulators, countries and topics a team follows, kept by the intelligence desk.',
  resource: 'riclist',
  titleField: 'name',
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, max: 200, search: 'A' },
    { name: 'owner', label: 'Owner', kind: 'text', help: 'Team the list is kept for' },
    { name: 'regulators', label: 'Regulators', kind: 'references', to: 'regulator' },
    { name: 'countries', label: 'Countries', kind: 'countries' },
    { name: 'topics', label: 'Topics', kind: 'references', to: 'topic' },
    { name: 'description', label: 'Description', kind: 'longtext', search: 'C' },
  ],
  list: {
    columns: ['name', 'owner', 'countries', 'updatedAt'],
    sort: { field: 'name', dir: 'asc' },
    filters: ['regulators', 'countries', 'topics'],
  },
  index: { countries: 'countries', topics: 'topics' },
  routes: { list: ['Riclists'], detail: ['Riclist'] },
});
