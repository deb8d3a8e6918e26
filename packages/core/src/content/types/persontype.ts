import { defineType } from '../define.ts';

export const persontype = defineType({
  name: 'persontype',
  label: 'Person type',
  plural: 'Person types',
  description: 'A role a surveilled person has: trader, portfolio manager, insider, client.',
  resource: 'persontype',
  titleField: 'name',
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, max: 100, search: 'A' },
    { name: 'description', label: 'Description', kind: 'longtext', search: 'C' },
  ],
  list: { columns: ['name', 'description', 'updatedAt'], sort: { field: 'name', dir: 'asc' }, filters: [] },
  routes: { list: ['Persontypes'] },
});
