import { defineType } from '../define.ts';

export const assetclass = defineType({
  name: 'assetclass',
  label: 'Asset class',
  plural: 'Asset classes',
  description: 'A class of instruments surveillance groups risks by: equities, bonds, FX, commodities, derivatives.',
  resource: 'assetclass',
  titleField: 'name',
  keyField: 'code',
  fields: [
    { name: 'code', label: 'Code', kind: 'text', required: true, max: 40, search: 'A', help: 'e.g. EQ, FI, FX' },
    { name: 'name', label: 'Name', kind: 'text', required: true, max: 100, search: 'A' },
    { name: 'description', label: 'Description', kind: 'longtext', search: 'C' },
  ],
  list: { columns: ['code', 'name', 'description'], sort: { field: 'name', dir: 'asc' }, filters: [] },
  routes: { list: ['Assetclasses'] },
});
