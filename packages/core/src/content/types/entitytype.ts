import { defineType } from '../define.ts';

export const entitytype = defineType({
  name: 'entitytype',
  label: 'Entity type',
  plural: 'Entity types',
  description: 'A kind of firm obligations apply to: credit institution, investment firm, insurer, fund manager.',
  resource: 'obligation',
  titleField: 'name',
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, max: 200, search: 'A' },
    { name: 'description', label: 'Description', kind: 'longtext', search: 'C', help: 'Legal definition, if any' },
  ],
  list: { columns: ['name', 'description', 'updatedAt'], sort: { field: 'name', dir: 'asc' }, filters: [] },
  routes: { list: ['RegdecompEntities'] },
});
