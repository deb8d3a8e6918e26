import { approvalWorkflow } from '../../workflow/workflows.ts';
import { defineType } from '../define.ts';
import { options } from '../fields.ts';

export const surveillanceCase = defineType({
  name: 'case',
  label: 'Case',
  plural: 'Cases',
  description: 'A market abuse surveillance case: what was seen, who was involved, what was decided.',
  resource: 'case',
  titleField: 'title',
  keyField: 'reference',
  fields: [
    { name: 'reference', label: 'Reference', kind: 'text', required: true, max: 40, search: 'A', help: 'Case number' },
    { name: 'title', label: 'Title', kind: 'text', required: true, search: 'A' },
    {
      name: 'caseType',
      label: 'Origin',
      kind: 'enum',
      required: true,
      options: [
        { value: 'alert', label: 'Surveillance alert' },
        { value: 'referral', label: 'Internal referral' },
        { value: 'whistleblowing', label: 'Whistleblowing' },
        { value: 'regulator-request', label: 'Regulator request' },
        { value: 'training', label: 'Training scenario' },
      ],
    },
    { name: 'marRisk', label: 'MAR risk', kind: 'reference', to: 'marrisk' },
    { name: 'persons', label: 'Persons', kind: 'references', to: 'person', help: 'People whose conduct is reviewed' },
    { name: 'openedOn', label: 'Opened', kind: 'date' },
    { name: 'closedOn', label: 'Closed', kind: 'date' },
    {
      name: 'status',
      label: 'Status',
      kind: 'enum',
      options: options('open', 'investigating', 'escalated', 'closed'),
      help: 'Where the investigation stands; approval is the workflow stage',
    },
    {
      name: 'storFiled',
      label: 'STOR filed',
      kind: 'boolean',
      help: 'A suspicious transaction and order report went to the regulator',
    },
    { name: 'summary', label: 'Summary', kind: 'longtext', search: 'B', help: 'What was seen' },
    { name: 'outcome', label: 'Outcome', kind: 'longtext', search: 'C', help: 'What was decided, and why' },
  ],
  list: {
    columns: ['reference', 'title', 'caseType', 'status', 'openedOn', 'stage'],
    sort: { field: 'openedOn', dir: 'desc' },
    filters: ['caseType', 'marRisk', 'persons', 'status', 'storFiled', 'openedOn'],
  },
  detail: {
    sections: [
      { title: 'Case', fields: ['reference', 'title', 'caseType', 'marRisk', 'persons'] },
      { title: 'Progress', fields: ['status', 'openedOn', 'closedOn', 'storFiled'] },
      { title: 'Findings', fields: ['summary', 'outcome'] },
    ],
  },
  workflow: approvalWorkflow('case', 'caseWorkflowApprove'),
  index: { date: 'openedOn' },
  routes: { list: ['Cases', 'MarCases'], detail: ['Case', 'MarCase'] },
});
