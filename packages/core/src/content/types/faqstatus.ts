import { defineType } from '../define.ts';

export const faqstatus = defineType({
  name: 'faqstatus',
  label: 'FAQ status',
  plural: 'FAQ statuses',
  description: 'Where the answer to a FAQ stands: open, researching, awaiting the regulator, answered.',
  resource: 'faq',
  titleField: 'name',
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, max: 100, search: 'A' },
    { name: 'position', label: 'Position', kind: 'number', min: 0, help: 'Order in lists, lowest first' },
    { name: 'description', label: 'Description', kind: 'longtext', search: 'C' },
  ],
  list: { columns: ['name', 'position', 'description'], sort: { field: 'position', dir: 'asc' }, filters: [] },
  routes: { list: ['FaqsStatuses'] },
});
