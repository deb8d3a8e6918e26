import { defineType } from '../define.ts';
import { options } from '../fields.ts';

export const risk = defineType({
  name: 'risk',
  label: 'Risk',
  plural: 'Risks',
  description: 'A risk of the firm’s risk taxonomy that controls mitigate and obligations expose.',
  resource: 'controlrisk',
  titleField: 'title',
  keyField: 'code',
  fields: [
    {
      name: 'code',
      label: 'Code',
      kind: 'text',
      required: true,
      max: 40,
      search: 'A',
      help: 'Taxonomy code, e.g. OPR-03',
    },
    { name: 'title', label: 'Title', kind: 'text', required: true, search: 'A' },
    {
      name: 'category',
      label: 'Category',
      kind: 'enum',
      required: true,
      options: options(
        'operational',
        'compliance',
        'conduct',
        'financial-crime',
        'prudential',
        'esg',
        'technology',
        'legal',
      ),
    },
    { name: 'description', label: 'Description', kind: 'longtext', search: 'C' },
    { name: 'components', label: 'Risk components', kind: 'references', to: 'riskcomponent' },
    { name: 'inherentRating', label: 'Inherent rating', kind: 'enum', options: options('high', 'medium', 'low') },
    { name: 'owner', label: 'Owner', kind: 'text', help: 'Function or person accountable' },
  ],
  list: {
    columns: ['code', 'title', 'category', 'inherentRating', 'owner'],
    sort: { field: 'code', dir: 'asc' },
    filters: ['category', 'inherentRating'],
  },
  routes: { list: ['Risks'], detail: ['Risk'], add: ['RiskAdd'], edit: ['RiskEdit'] },
});
