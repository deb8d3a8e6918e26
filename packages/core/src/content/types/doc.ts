import { defineType } from '../define.ts';

export const doc = defineType({
  name: 'doc',
  label: 'Document',
  plural: 'Documents',
  description: 'A document kept for reference: a regulation’s text, a consultation paper, an internal memo.',
  resource: 'doc',
  titleField: 'title',
  fields: [
    { name: 'title', label: 'Title', kind: 'text', required: true, search: 'A' },
    { name: 'file', label: 'File', kind: 'file', required: true },
    { name: 'documentDate', label: 'Document date', kind: 'date', help: 'Date on the document' },
    { name: 'regulation', label: 'Regulation', kind: 'reference', to: 'regulation', help: 'The rule it concerns' },
    { name: 'summary', label: 'Summary', kind: 'longtext', search: 'B' },
    { name: 'tags', label: 'Tags', kind: 'tags', search: 'B' },
  ],
  list: {
    columns: ['title', 'regulation', 'documentDate', 'updatedAt'],
    sort: { field: 'updatedAt', dir: 'desc' },
    filters: ['regulation', 'tags', 'documentDate'],
  },
  index: { date: 'documentDate', tags: 'tags' },
  routes: { list: ['Docs'], detail: ['Doc'] },
});
