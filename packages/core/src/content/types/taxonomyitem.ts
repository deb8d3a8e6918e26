import { defineType } from '../define.ts';

export const taxonomyitem = defineType({
  name: 'taxonomyitem',
  label: 'Taxonomy item',
  plural: 'Taxonomy',
  description: 'A node of the firm’s classification tree that controls, risks and processes are filed under.',
  resource: 'taxonomy',
  titleField: 'name',
  keyField: 'code',
  fields: [
    { name: 'code', label: 'Code', kind: 'text', required: true, max: 40, search: 'A', help: 'e.g. 2.3.1' },
    { name: 'name', label: 'Name', kind: 'text', required: true, search: 'A' },
    { name: 'parent', label: 'Parent', kind: 'reference', to: 'taxonomyitem', help: 'Empty for a top-level item' },
    { name: 'level', label: 'Level', kind: 'number', min: 1, max: 10, help: 'Depth in the tree, 1 at the top' },
    { name: 'description', label: 'Description', kind: 'longtext', search: 'C' },
  ],
  list: {
    columns: ['code', 'name', 'parent', 'level'],
    sort: { field: 'code', dir: 'asc' },
    filters: ['parent', 'level'],
  },
  tree: { parentField: 'parent' },
  routes: { list: ['Taxonomy', 'ControlsTaxonomy'], detail: ['TaxonomyItem'] },
});
