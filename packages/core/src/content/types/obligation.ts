import { approvalWorkflow } from '../../workflow/workflows.ts';
import { defineType } from '../define.ts';
import { options } from '../fields.ts';

export const obligation = defineType({
  name: 'obligation',
  label: 'Obligation',
  plural: 'Obligations',
  description: 'One duty a regulation puts on a firm, mapped to who carries it and the controls that meet it.',
  resource: 'obligation',
  titleField: 'title',
  fields: [
    { name: 'title', label: 'Title', kind: 'text', required: true, search: 'A' },
    { name: 'regulation', label: 'Regulation', kind: 'reference', to: 'regulation', required: true },
    { name: 'requirement', label: 'Requirement', kind: 'reference', to: 'requirement', help: 'The provision' },
    {
      name: 'duty',
      label: 'Duty',
      kind: 'longtext',
      required: true,
      search: 'B',
      help: 'What the firm must (not) do, in plain words',
    },
    {
      name: 'modality',
      label: 'Modality',
      kind: 'enum',
      required: true,
      options: options('must', 'must-not', 'may'),
      help: 'A requirement, a prohibition or a permission',
    },
    { name: 'dueOn', label: 'Due', kind: 'date', help: 'When it must first be met' },
    { name: 'countries', label: 'Countries', kind: 'countries' },
    { name: 'entityTypes', label: 'Entity types', kind: 'references', to: 'entitytype', help: 'Firms it applies to' },
    { name: 'functions', label: 'Functions', kind: 'references', to: 'businessfunction', help: 'Who carries it' },
    { name: 'riskComponents', label: 'Risk components', kind: 'references', to: 'riskcomponent' },
    { name: 'controls', label: 'Controls', kind: 'references', to: 'control', help: 'Controls that meet it' },
    {
      name: 'topics',
      label: 'Topics',
      kind: 'references',
      to: 'topic',
      help: 'Subjects it concerns (commodity markets…)',
    },
  ],
  list: {
    columns: ['title', 'regulation', 'modality', 'dueOn', 'stage'],
    sort: { field: 'updatedAt', dir: 'desc' },
    filters: ['regulation', 'modality', 'countries', 'entityTypes', 'functions', 'riskComponents', 'topics', 'dueOn'],
  },
  detail: {
    sections: [
      { title: 'Obligation', fields: ['title', 'modality', 'duty', 'dueOn'] },
      { title: 'Source', fields: ['regulation', 'requirement', 'countries', 'topics'] },
      { title: 'Mapping', fields: ['entityTypes', 'functions', 'riskComponents', 'controls'] },
    ],
  },
  workflow: approvalWorkflow('obligation', 'obligationWorkflowApprove'),
  index: { date: 'dueOn', countries: 'countries', kinds: 'modality', topics: 'topics' },
  routes: {
    list: ['RegdecompObligations', 'CommoditiesObligations'],
    detail: ['RegdecompObligation', 'CommoditiesObligation'],
  },
});
