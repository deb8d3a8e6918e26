import { defineType } from '../define.ts';
import { RATING } from '../vocab.ts';

export const faqrisk = defineType({
  name: 'faqrisk',
  label: 'FAQ risk',
  plural: 'FAQ risks',
  description: 'A risk that FAQs are linked to, so that answers can be found by the risk they address.',
  resource: 'faq',
  titleField: 'name',
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, max: 200, search: 'A' },
    { name: 'rating', label: 'Rating', kind: 'enum', options: RATING },
    { name: 'description', label: 'Description', kind: 'longtext', search: 'C' },
  ],
  list: { columns: ['name', 'rating', 'description'], sort: { field: 'name', dir: 'asc' }, filters: ['rating'] },
  routes: { list: ['FaqsRisks'] },
});
