import { defineType } from '../define.ts';

export const producttype = defineType({
  name: 'producttype',
  label: 'Product type',
  plural: 'Product types',
  description: 'A kind of instrument within an asset class (shares, corporate bonds, FX forwards, commodity futures).',
  resource: 'producttype',
  titleField: 'name',
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, max: 100, search: 'A' },
    { name: 'assetClass', label: 'Asset class', kind: 'reference', to: 'assetclass' },
    { name: 'description', label: 'Description', kind: 'longtext', search: 'C' },
  ],
  list: {
    columns: ['name', 'assetClass', 'description'],
    sort: { field: 'name', dir: 'asc' },
    filters: ['assetClass'],
  },
  routes: { list: ['Producttypes'] },
});
