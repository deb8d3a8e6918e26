import { defineType } from '../define.ts';

export const reportingmiitem = defineType({
  name: 'reportingmiitem',
  label: 'Reporting MI item',
  plural: 'Reporting MI items',
  description: 'One deliverable of sustainability reporting management information: who owes what, by when.',
  resource: 'impactreportingmi',
  titleField: 'title',
  fields: [
    { name: 'title', label: 'Title', kind: 'text', required: true, search: 'A' },
    { name: 'framework', label: 'Framework', kind: 'reference', to: 'reportingframework' },
    { name: 'frequency', label: 'Frequency', kind: 'reference', to: 'reportingfrequency' },
    { name: 'owner', label: 'Owner', kind: 'text', search: 'B', help: 'Person or team who delivers it' },
    { name: 'ownerEmail', label: 'Owner e-mail', kind: 'email', help: 'Reminders go here' },
    { name: 'dueOn', label: 'Due', kind: 'date' },
    { name: 'status', label: 'Status', kind: 'reference', to: 'impactstatus' },
    { name: 'assurance', label: 'Assurance', kind: 'reference', to: 'assurance', help: 'Assurance it needs' },
    { name: 'notes', label: 'Notes', kind: 'longtext', search: 'C' },
  ],
  list: {
    columns: ['title', 'framework', 'owner', 'dueOn', 'status'],
    sort: { field: 'dueOn', dir: 'asc' },
    filters: ['framework', 'frequency', 'status', 'assurance', 'dueOn'],
  },
  detail: {
    sections: [
      { title: 'Item', fields: ['title', 'framework', 'frequency', 'assurance'] },
      { title: 'Delivery', fields: ['owner', 'ownerEmail', 'dueOn', 'status', 'notes'] },
    ],
  },
  index: { date: 'dueOn' },
  routes: { list: ['ReportingmiItems'], detail: ['ReportingmiItem'] },
});
