import { approvalWorkflow } from '../../workflow/workflows.ts';
import { defineType } from '../define.ts';
import { options } from '../fields.ts';

export const trainingcase = defineType({
  name: 'trainingcase',
  label: 'Training case',
  plural: 'Training cases',
  description: 'A worked scenario for compliance training: what happened, what the rules say, what to learn.',
  resource: 'trainingcase',
  titleField: 'title',
  fields: [
    { name: 'title', label: 'Title', kind: 'text', required: true, search: 'A' },
    { name: 'level', label: 'Level', kind: 'enum', options: options('introductory', 'intermediate', 'advanced') },
    {
      name: 'scenario',
      label: 'Scenario',
      kind: 'richtext',
      search: 'B',
      help: 'The facts, as the trainee reads them',
    },
    { name: 'analysis', label: 'Analysis', kind: 'richtext', search: 'C', help: 'What the rules say about it' },
    { name: 'lessons', label: 'Key lessons', kind: 'longtext', search: 'B' },
    { name: 'regulations', label: 'Regulations', kind: 'references', to: 'regulation' },
    { name: 'topics', label: 'Topics', kind: 'references', to: 'topic' },
    { name: 'tags', label: 'Tags', kind: 'tags', search: 'B' },
  ],
  list: {
    columns: ['title', 'level', 'stage', 'updatedAt'],
    sort: { field: 'updatedAt', dir: 'desc' },
    filters: ['level', 'regulations', 'topics', 'tags'],
  },
  workflow: approvalWorkflow('trainingcase', 'trainingcaseWorkflowApprove'),
  index: { tags: 'tags', topics: 'topics' },
});
