import { defineType } from '../define.ts';

export const regbite = defineType({
  name: 'regbite',
  label: 'Regbite',
  plural: 'Regbites',
  description: 'A short summary of one regulatory development, for readers in a hurry.',
  resource: 'publication',
  titleField: 'title',
  fields: [
    { name: 'title', label: 'Title', kind: 'text', required: true, search: 'A' },
    { name: 'text', label: 'Text', kind: 'longtext', required: true, max: 3000, search: 'B' },
    { name: 'publishedOn', label: 'Publication date', kind: 'date' },
    { name: 'regulator', label: 'Regulator', kind: 'reference', to: 'regulator' },
    { name: 'countries', label: 'Countries', kind: 'countries' },
    { name: 'topics', label: 'Topics', kind: 'references', to: 'topic' },
    { name: 'url', label: 'Source link', kind: 'url', help: 'The regulator’s publication it summarises' },
  ],
  list: {
    columns: ['publishedOn', 'title', 'regulator', 'countries'],
    sort: { field: 'publishedOn', dir: 'desc' },
    filters: ['publishedOn', 'regulator', 'countries', 'topics'],
  },
  index: { date: 'publishedOn', countries: 'countries', topics: 'topics', regulator: 'regulator' },
  routes: { list: ['Regbites'], detail: ['Regbite'], add: ['RegbiteAdd'], edit: ['RegbiteEdit'] },
});
