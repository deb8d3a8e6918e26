import { defineType } from '../define.ts';
import { options } from '../fields.ts';

export const riskcomponent = defineType({
  name: 'riskcomponent',
  label: 'Risk component',
  plural: 'Risk components',
  description: 'A building block of risks (a cause, event or consequence) that obligations and risks are mapped to.',
  resource: 'riskcomponent',
  titleField: 'title',
  keyField: 'code',
  fields: [
    { name: 'code', label: 'Code', kind: 'text', required: true, max: 40, search: 'A', help: 'e.g. RC-CYB-02' },
    { name: 'title', label: 'Title', kind: 'text', required: true, search: 'A' },
    {
      name: 'componentType',
      label: 'Type',
      kind: 'enum',
      options: options('cause', 'event', 'consequence'),
      help: 'Its place in the chain from cause to consequence',
    },
    { name: 'description', label: 'Description', kind: 'longtext', search: 'C' },
  ],
  list: {
    columns: ['code', 'title', 'componentType'],
    sort: { field: 'code', dir: 'asc' },
    filters: ['componentType'],
  },
  routes: { list: ['Riskcomponents'], detail: ['Riskcomponent'] },
});
