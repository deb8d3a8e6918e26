import { defineType } from '../define.ts';

export const businessProcess = defineType({
  name: 'process',
  label: 'Process',
  plural: 'Processes',
  description: 'A business process of the firm, in a tree, that obligations and controls are attached to.',
  resource: 'process',
  titleField: 'title',
  keyField: 'code',
  fields: [
    { name: 'code', label: 'Code', kind: 'text', required: true, max: 40, search: 'A', help: 'e.g. P-PAY-01' },
    { name: 'title', label: 'Title', kind: 'text', required: true, search: 'A' },
    { name: 'parent', label: 'Parent process', kind: 'reference', to: 'process', help: 'Empty for a top level' },
    { name: 'owner', label: 'Owner', kind: 'text', help: 'Function or person accountable' },
    { name: 'functions', label: 'Functions', kind: 'references', to: 'businessfunction', help: 'Who performs it' },
    {
      name: 'critical',
      label: 'Critical',
      kind: 'boolean',
      help: 'Supports an important business service (operational resilience)',
    },
    { name: 'description', label: 'Description', kind: 'longtext', search: 'C' },
  ],
  list: {
    columns: ['code', 'title', 'parent', 'owner', 'critical'],
    sort: { field: 'code', dir: 'asc' },
    filters: ['parent', 'functions', 'critical'],
  },
  tree: { parentField: 'parent' },
  routes: { list: ['Processes'], detail: ['Process'] },
});
