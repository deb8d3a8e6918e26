import { defineType } from '../define.ts';
import { LANGUAGES } from '../vocab.ts';

export const keyword = defineType({
  name: 'keyword',
  label: 'Keyword',
  plural: 'Keywords',
  description: 'A word or phrase that, found in a news item, suggests its topics to the auto-tagger.',
  resource: 'keyword',
  searchTier: 'configuration',
  titleField: 'keyword',
  keyField: 'keyword',
  fields: [
    {
      name: 'keyword',
      label: 'Keyword',
      kind: 'text',
      required: true,
      max: 200,
      search: 'A',
      help: 'Matched as whole words, ignoring case',
    },
    { name: 'topics', label: 'Topics', kind: 'references', to: 'topic', help: 'Suggested when it is found' },
    { name: 'language', label: 'Language', kind: 'enum', options: LANGUAGES, help: 'Empty for any language' },
    {
      name: 'weight',
      label: 'Weight',
      kind: 'number',
      min: 0,
      max: 10,
      help: 'How much a match counts towards a suggestion; 1 is normal, 0 disables it',
    },
    { name: 'notes', label: 'Notes', kind: 'longtext', search: 'C' },
  ],
  list: {
    columns: ['keyword', 'topics', 'language', 'weight'],
    sort: { field: 'keyword', dir: 'asc' },
    filters: ['topics', 'language'],
  },
  index: { topics: 'topics' },
  routes: { list: ['Keywords'], detail: ['Keyword'] },
});
