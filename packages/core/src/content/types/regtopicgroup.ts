import { defineType } from '../define.ts';

export const regtopicgroup = defineType({
  name: 'regtopicgroup',
  label: 'Topic group',
  plural: 'Topic groups',
  description: 'A named set of topics that reports, alerts and dashboards use together.',
  resource: 'regtopicgroup',
  titleField: 'name',
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, max: 200, search: 'A' },
    { name: 'topics', label: 'Topics', kind: 'references', to: 'topic', required: true },
    { name: 'description', label: 'Description', kind: 'longtext', search: 'C' },
  ],
  list: { columns: ['name', 'topics', 'updatedAt'], sort: { field: 'name', dir: 'asc' }, filters: ['topics'] },
  index: { topics: 'topics' },
  routes: { list: ['Regtopicgroups'] },
});
