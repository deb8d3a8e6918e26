import { defineType } from '../define.ts';
import { options } from '../fields.ts';
import { RATING } from '../vocab.ts';

export const marrisk = defineType({
  name: 'marrisk',
  label: 'MAR risk',
  plural: 'MAR risks',
  description:
    'A market abuse risk: a behaviour the Market Abuse Regulation forbids, where it can occur, how it shows.',
  resource: 'marrisk',
  titleField: 'title',
  keyField: 'code',
  fields: [
    { name: 'code', label: 'Code', kind: 'text', required: true, max: 40, search: 'A', help: 'e.g. MAR-07' },
    { name: 'title', label: 'Title', kind: 'text', required: true, search: 'A' },
    {
      name: 'behaviour',
      label: 'Behaviour',
      kind: 'enum',
      required: true,
      options: options(
        'insider-dealing',
        'unlawful-disclosure',
        'market-manipulation',
        'spoofing',
        'layering',
        'wash-trades',
        'marking-the-close',
        'front-running',
        'pump-and-dump',
        'cross-market-manipulation',
      ),
    },
    { name: 'assetClasses', label: 'Asset classes', kind: 'references', to: 'assetclass' },
    { name: 'productTypes', label: 'Product types', kind: 'references', to: 'producttype' },
    { name: 'rating', label: 'Inherent rating', kind: 'enum', options: RATING, help: 'Before controls' },
    { name: 'legalBasis', label: 'Legal basis', kind: 'text', help: 'e.g. MAR Art. 12(1)(a)' },
    { name: 'description', label: 'Description', kind: 'longtext', search: 'C' },
    {
      name: 'indicators',
      label: 'Red flags',
      kind: 'longtext',
      search: 'D',
      help: 'Patterns in orders, trades or messages that suggest it',
    },
  ],
  list: {
    columns: ['code', 'title', 'behaviour', 'rating'],
    sort: { field: 'code', dir: 'asc' },
    filters: ['behaviour', 'assetClasses', 'productTypes', 'rating'],
  },
  detail: {
    sections: [
      { title: 'Risk', fields: ['code', 'title', 'behaviour', 'rating', 'legalBasis'] },
      { title: 'Where it occurs', fields: ['assetClasses', 'productTypes'] },
      { title: 'Description', fields: ['description', 'indicators'] },
    ],
  },
  routes: { list: ['MarRisks'], detail: ['MarRisk'] },
});
