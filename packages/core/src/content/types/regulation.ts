import { defineType } from '../define.ts';
import { options } from '../fields.ts';

export const regulation = defineType({
  name: 'regulation',
  label: 'Regulation',
  plural: 'Regulations',
  description: 'A law, rule or guideline as adopted, with its key dates; obligations are drawn from it.',
  resource: 'regulation',
  titleField: 'title',
  fields: [
    { name: 'title', label: 'Title', kind: 'text', required: true, max: 1000, search: 'A', help: 'Official title' },
    { name: 'shortName', label: 'Short name', kind: 'text', max: 100, search: 'A', help: 'Common name, e.g. DORA' },
    {
      name: 'citation',
      label: 'Citation',
      kind: 'text',
      max: 200,
      search: 'A',
      help: 'Official reference, e.g. Regulation (EU) 2022/2554',
    },
    {
      name: 'aliases',
      label: 'Also known as',
      kind: 'tags',
      search: 'A',
      help: 'Other names searches should find it by: variants, translations, the citation as people type it (MiFID 2, 2014/65)',
    },
    { name: 'country', label: 'Jurisdiction', kind: 'country', required: true, help: 'Country, EU or International' },
    { name: 'regulator', label: 'Regulator', kind: 'reference', to: 'regulator', help: 'Issuer or main supervisor' },
    {
      name: 'kind',
      label: 'Kind',
      kind: 'enum',
      required: true,
      options: options('regulation', 'directive', 'act', 'rule', 'guideline', 'standard', 'bill'),
    },
    { name: 'status', label: 'Status', kind: 'enum', options: options('proposed', 'adopted', 'in-force', 'repealed') },
    { name: 'publishedOn', label: 'Published', kind: 'date', help: 'Publication in the official journal' },
    { name: 'effectiveOn', label: 'In force', kind: 'date', help: 'Entry into force' },
    {
      name: 'applicationOn',
      label: 'Applies from',
      kind: 'date',
      help: 'When its obligations start to apply, if later than entry into force',
    },
    { name: 'topics', label: 'Topics', kind: 'references', to: 'topic' },
    {
      name: 'amends',
      label: 'Amends',
      kind: 'references',
      to: 'regulation',
      help: 'Regulations this one changes: their obligations and the controls meeting them are flagged for review',
    },
    { name: 'url', label: 'Official text', kind: 'url' },
    { name: 'document', label: 'Document', kind: 'file', help: 'A copy of the text as analysed' },
    { name: 'summary', label: 'Summary', kind: 'longtext', search: 'B', help: 'What it requires, and of whom' },
  ],
  list: {
    columns: ['shortName', 'title', 'country', 'kind', 'status', 'effectiveOn'],
    sort: { field: 'effectiveOn', dir: 'desc' },
    filters: ['country', 'regulator', 'kind', 'status', 'topics', 'effectiveOn', 'applicationOn'],
  },
  detail: {
    sections: [
      {
        title: 'Regulation',
        fields: ['title', 'shortName', 'citation', 'aliases', 'country', 'regulator', 'kind', 'status'],
      },
      { title: 'Dates', fields: ['publishedOn', 'effectiveOn', 'applicationOn'] },
      { title: 'Text', fields: ['summary', 'topics', 'amends', 'url', 'document'] },
    ],
  },
  index: { date: 'effectiveOn', countries: 'country', kinds: 'kind', topics: 'topics', regulator: 'regulator' },
  routes: { list: ['RegdecompRegulations', 'AiRegulations'], detail: ['RegdecompRegulation'] },
});
