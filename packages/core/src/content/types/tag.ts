import { defineType } from '../define.ts';

export const tag = defineType({
  name: 'tag',
  label: 'Tag',
  plural: 'Tags',
  description: 'A managed tag that taggers put on news items and insights, beside topics.',
  resource: 'tag',
  titleField: 'name',
  keyField: 'slug',
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, max: 100, search: 'A' },
    { name: 'slug', label: 'Slug', kind: 'text', required: true, max: 100, help: 'The value stored on items' },
    { name: 'group', label: 'Group', kind: 'text', max: 100, help: 'Heading it is listed under, e.g. Product' },
    { name: 'description', label: 'Description', kind: 'longtext', search: 'C', help: 'When to use it' },
  ],
  list: { columns: ['name', 'group', 'slug'], sort: { field: 'name', dir: 'asc' }, filters: ['group'] },
  routes: { list: ['Tags'], detail: ['Tag'] },
});
