import { defineType } from '../define.ts';
import { options } from '../fields.ts';

export const coverage = defineType({
  name: 'coverage',
  label: 'Coverage',
  plural: 'Coverage',
  description: 'How far surveillance covers one MAR risk for an asset class: by which alert, on which data.',
  resource: 'coverage',
  titleField: 'title',
  fields: [
    { name: 'title', label: 'Title', kind: 'text', required: true, search: 'A' },
    { name: 'marRisk', label: 'MAR risk', kind: 'reference', to: 'marrisk', required: true },
    { name: 'assetClass', label: 'Asset class', kind: 'reference', to: 'assetclass' },
    { name: 'productTypes', label: 'Product types', kind: 'references', to: 'producttype' },
    { name: 'level', label: 'Coverage', kind: 'enum', required: true, options: options('full', 'partial', 'none') },
    {
      name: 'scenario',
      label: 'Alert or model',
      kind: 'text',
      search: 'B',
      help: 'Surveillance scenario that detects it',
    },
    { name: 'dataSources', label: 'Data sources', kind: 'references', to: 'extsource' },
    { name: 'gaps', label: 'Gaps', kind: 'longtext', search: 'C', help: 'What is not covered, and the plan' },
  ],
  list: {
    columns: ['title', 'marRisk', 'assetClass', 'level', 'updatedAt'],
    sort: { field: 'title', dir: 'asc' },
    filters: ['marRisk', 'assetClass', 'productTypes', 'level', 'dataSources'],
  },
  routes: { list: ['Coverage'] },
});
