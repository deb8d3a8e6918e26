import { defineType } from '../define.ts';

export const requirement = defineType({
  name: 'requirement',
  label: 'Requirement',
  plural: 'Requirements',
  description:
    'One provision of a regulation as written (an article or paragraph), before it is broken into obligations.',
  resource: 'obligation',
  titleField: 'reference',
  fields: [
    { name: 'regulation', label: 'Regulation', kind: 'reference', to: 'regulation', required: true },
    {
      name: 'reference',
      label: 'Reference',
      kind: 'text',
      required: true,
      max: 100,
      search: 'A',
      help: 'Where it sits in the regulation, e.g. Art. 5(1)',
    },
    { name: 'title', label: 'Heading', kind: 'text', search: 'A', help: 'The article’s heading, if it has one' },
    { name: 'text', label: 'Text', kind: 'longtext', required: true, max: 50_000, search: 'B', help: 'As written' },
    {
      name: 'citationPage',
      label: 'Page',
      kind: 'number',
      min: 1,
      max: 100_000,
      help: 'The page of the regulation’s document the text was taken from',
    },
    { name: 'topics', label: 'Topics', kind: 'references', to: 'topic' },
    { name: 'notes', label: 'Analyst notes', kind: 'longtext', search: 'C', help: 'Interpretation, open questions' },
  ],
  list: {
    columns: ['regulation', 'reference', 'title', 'updatedAt'],
    sort: { field: 'reference', dir: 'asc' },
    filters: ['regulation', 'topics'],
  },
  index: { topics: 'topics' },
  routes: { list: ['RegdecompRequirements'] },
});
