import { defineType } from '../define.ts';

export const faqtheme = defineType({
  name: 'faqtheme',
  label: 'FAQ theme',
  plural: 'FAQ themes',
  description: 'A heading FAQs are grouped under.',
  resource: 'faq',
  titleField: 'name',
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, max: 200, search: 'A' },
    { name: 'description', label: 'Description', kind: 'longtext', search: 'C' },
  ],
  list: { columns: ['name', 'description', 'updatedAt'], sort: { field: 'name', dir: 'asc' }, filters: [] },
  routes: { list: ['FaqsThemes'] },
});
