import { defineType } from '../define.ts';

export const impacttopic = defineType({
  name: 'impacttopic',
  label: 'Impact topic',
  plural: 'Impact topics',
  description: 'A sustainability theme IMPACT work is organised by: emissions, biodiversity, human rights.',
  resource: 'impacttopic',
  titleField: 'name',
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, max: 200, search: 'A' },
    { name: 'description', label: 'Description', kind: 'longtext', search: 'C' },
    { name: 'topics', label: 'Related topics', kind: 'references', to: 'topic', help: 'Regulatory topics it covers' },
  ],
  list: { columns: ['name', 'topics', 'updatedAt'], sort: { field: 'name', dir: 'asc' }, filters: ['topics'] },
  index: { topics: 'topics' },
  routes: { list: ['ImpactTopics'], detail: ['ImpactTopic'] },
});
