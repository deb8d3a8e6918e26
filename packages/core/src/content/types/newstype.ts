import { defineType } from '../define.ts';

export const newstype = defineType({
  name: 'newstype',
  label: 'News type',
  plural: 'News types',
  description: 'What a kind of news item is (consultation, final rule, speech…) and when taggers should use it.',
  resource: 'newstag',
  searchTier: 'configuration',
  titleField: 'name',
  keyField: 'code',
  fields: [
    {
      name: 'code',
      label: 'Code',
      kind: 'text',
      required: true,
      max: 40,
      help: 'The news type value on news items, e.g. final-rule',
    },
    { name: 'name', label: 'Name', kind: 'text', required: true, search: 'A' },
    { name: 'description', label: 'Description', kind: 'longtext', search: 'C', help: 'When to use it' },
  ],
  list: { columns: ['name', 'code', 'description'], sort: { field: 'name', dir: 'asc' }, filters: [] },
  routes: { list: ['Types'], detail: ['NewsTag'] },
});
