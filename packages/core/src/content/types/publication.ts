import { defineType } from '../define.ts';
import { AUDIENCE } from '../vocab.ts';

export const publication = defineType({
  name: 'publication',
  label: 'Publication',
  plural: 'Publications',
  description: 'An issue of a bulletin the team sends out, collecting insights, regbites and news of a period.',
  resource: 'publication',
  titleField: 'title',
  fields: [
    { name: 'title', label: 'Title', kind: 'text', required: true, search: 'A', help: 'e.g. Weekly horizon, week 12' },
    { name: 'publishedOn', label: 'Issue date', kind: 'date', required: true },
    { name: 'audience', label: 'Audience', kind: 'enum', options: AUDIENCE, required: true },
    { name: 'introduction', label: 'Introduction', kind: 'richtext', search: 'B' },
    { name: 'articles', label: 'Insights', kind: 'references', to: 'article' },
    { name: 'regbites', label: 'Regbites', kind: 'references', to: 'regbite' },
    { name: 'news', label: 'News', kind: 'references', to: 'newsitem' },
    { name: 'countries', label: 'Countries', kind: 'countries' },
    { name: 'document', label: 'Document', kind: 'file', help: 'The issue as sent, e.g. a PDF' },
  ],
  list: {
    columns: ['publishedOn', 'title', 'audience', 'countries'],
    sort: { field: 'publishedOn', dir: 'desc' },
    filters: ['publishedOn', 'audience', 'countries'],
  },
  detail: {
    sections: [
      { title: 'Issue', fields: ['title', 'publishedOn', 'audience', 'countries', 'document'] },
      { title: 'Contents', fields: ['introduction', 'articles', 'regbites', 'news'] },
    ],
  },
  index: { date: 'publishedOn', countries: 'countries' },
  routes: { add: ['PublicationsAdd'] },
});
