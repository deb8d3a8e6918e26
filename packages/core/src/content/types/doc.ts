import { defineType } from '../define.ts';
import { options } from '../fields.ts';
import { LANGUAGES } from '../vocab.ts';

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
    {
      name: 'docType',
      label: 'Document type',
      kind: 'enum',
      options: options('law', 'regulation', 'guidance', 'consultation', 'report', 'strategy', 'other'),
    },
    { name: 'country', label: 'Jurisdiction', kind: 'country', help: 'Country, EU or International' },
    { name: 'regulator', label: 'Issued by', kind: 'reference', to: 'regulator' },
    { name: 'language', label: 'Language', kind: 'enum', options: LANGUAGES },
    { name: 'regulation', label: 'Regulation', kind: 'reference', to: 'regulation', help: 'The rule it concerns' },
    {
      name: 'policies',
      label: 'Climate policies',
      kind: 'references',
      to: 'policy',
      help: 'The climate policies it is a text of: it shows in the Climate Policy library',
    },
    { name: 'summary', label: 'Summary', kind: 'longtext', search: 'B' },
    { name: 'tags', label: 'Tags', kind: 'tags', search: 'B' },
  ],
  list: {
    columns: ['title', 'regulation', 'documentDate', 'updatedAt'],
    sort: { field: 'updatedAt', dir: 'desc' },
    filters: ['docType', 'country', 'regulator', 'language', 'regulation', 'policies', 'tags', 'documentDate'],
    // The Climate Policy library lists the documents of a policy: `policies.has=true`.
    has: { policies: { label: 'Climate policy', with: 'Of a climate policy', without: 'Of no climate policy' } },
  },
  index: { date: 'documentDate', tags: 'tags', countries: 'country', kinds: 'docType', regulator: 'regulator' },
  routes: { list: ['Docs'], detail: ['Doc'] },
});
