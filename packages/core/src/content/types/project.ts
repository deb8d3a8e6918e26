import { defineType } from '../define.ts';
import { options } from '../fields.ts';

export const project = defineType({
  name: 'project',
  label: 'Project',
  plural: 'Projects',
  description: 'An implementation project that brings the firm into line with one or more regulations.',
  resource: 'project',
  titleField: 'name',
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, search: 'A' },
    { name: 'status', label: 'Status', kind: 'enum', options: options('planned', 'active', 'on-hold', 'completed') },
    { name: 'owner', label: 'Owner', kind: 'text', help: 'Accountable executive or lead' },
    { name: 'startOn', label: 'Start', kind: 'date' },
    { name: 'dueOn', label: 'Due', kind: 'date', help: 'When the firm must comply' },
    { name: 'regulations', label: 'Regulations', kind: 'references', to: 'regulation' },
    { name: 'countries', label: 'Countries', kind: 'countries' },
    { name: 'description', label: 'Description', kind: 'longtext', search: 'C', help: 'Scope and deliverables' },
  ],
  list: {
    columns: ['name', 'status', 'owner', 'dueOn'],
    sort: { field: 'dueOn', dir: 'asc' },
    filters: ['status', 'regulations', 'countries', 'dueOn'],
  },
  index: { date: 'dueOn', countries: 'countries' },
  routes: { list: ['Projects'] },
});
