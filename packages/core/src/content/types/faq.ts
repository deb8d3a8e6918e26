import { approvalWorkflow } from '../../workflow/workflows.ts';
import { defineType } from '../define.ts';

export const faq = defineType({
  name: 'faq',
  label: 'FAQ',
  plural: 'FAQs',
  description: 'A question the business asks about a regulation, with the approved answer.',
  resource: 'faq',
  titleField: 'question',
  fields: [
    { name: 'question', label: 'Question', kind: 'text', required: true, max: 1000, search: 'A' },
    { name: 'answer', label: 'Answer', kind: 'richtext', search: 'B' },
    { name: 'theme', label: 'Theme', kind: 'reference', to: 'faqtheme' },
    {
      name: 'status',
      label: 'Status',
      kind: 'reference',
      to: 'faqstatus',
      help: 'Where the answer stands (e.g. awaiting the regulator); approval is the workflow stage',
    },
    { name: 'risks', label: 'Risks', kind: 'references', to: 'faqrisk', help: 'Risks the question touches' },
    { name: 'tags', label: 'Tags', kind: 'tags', search: 'B' },
  ],
  list: {
    columns: ['question', 'theme', 'status', 'risks', 'stage', 'updatedAt'],
    sort: { field: 'updatedAt', dir: 'desc' },
    filters: ['theme', 'status', 'risks', 'tags'],
    // The business looks for an answer by subject first: the list is read theme by theme.
    groupBy: 'theme',
    has: { theme: { label: 'Theme', with: 'With a theme', without: 'No theme yet' } },
  },
  workflow: approvalWorkflow('faq', 'faqWorkflowApprove'),
  index: { tags: 'tags' },
  routes: { list: ['Faqs'], detail: ['FaqsFaq'] },
});
