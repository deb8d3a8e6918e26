import { defineType } from '../define.ts';

export const topic = defineType({
  name: 'topic',
  label: 'Topic',
  plural: 'Topics',
  description: 'A subject of regulation, in a tree (ESG and climate › Disclosure › Taxonomy).',
  resource: 'topic',
  titleField: 'name',
  keyField: 'slug',
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, search: 'A' },
    { name: 'slug', label: 'Slug', kind: 'text', required: true, max: 100, help: 'Short unique name for links' },
    {
      name: 'aliases',
      label: 'Also known as',
      kind: 'tags',
      search: 'A',
      help: 'Other names searches should find it by, e.g. MAR for Market abuse',
    },
    { name: 'parent', label: 'Parent topic', kind: 'reference', to: 'topic', help: 'Empty for a top-level topic' },
    { name: 'description', label: 'Description', kind: 'longtext', search: 'C' },
  ],
  list: { columns: ['name', 'parent', 'slug'], sort: { field: 'name', dir: 'asc' }, filters: ['parent'] },
  tree: { parentField: 'parent' },
  routes: { list: ['Topics'], detail: ['Topic'], add: ['TopicAdd'], edit: ['TopicEdit'] },
});
