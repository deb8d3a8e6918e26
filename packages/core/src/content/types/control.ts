import { defineType } from '../define.ts';
import { options } from '../fields.ts';
import { FREQUENCY } from '../vocab.ts';

export const control = defineType({
  name: 'control',
  label: 'Control',
  plural: 'Controls',
  description: 'A control of the firm that mitigates risks and meets obligations.',
  resource: 'control',
  titleField: 'title',
  keyField: 'code',
  fields: [
    { name: 'code', label: 'Code', kind: 'text', required: true, max: 40, search: 'A', help: 'e.g. CTL-KYC-04' },
    { name: 'title', label: 'Title', kind: 'text', required: true, search: 'A' },
    { name: 'theme', label: 'Theme', kind: 'reference', to: 'controltheme' },
    { name: 'status', label: 'Status', kind: 'reference', to: 'controlstatus' },
    { name: 'owner', label: 'Owner', kind: 'text', help: 'Function or person who performs it' },
    {
      name: 'controlType',
      label: 'Type',
      kind: 'enum',
      options: options('preventive', 'detective', 'corrective', 'directive'),
      help: 'Stops, finds, repairs, or steers by policy',
    },
    { name: 'frequency', label: 'Frequency', kind: 'enum', options: FREQUENCY },
    {
      name: 'automation',
      label: 'Automation',
      kind: 'enum',
      options: options('manual', 'semi-automated', 'automated'),
    },
    { name: 'risks', label: 'Risks', kind: 'references', to: 'risk', help: 'Risks it mitigates' },
    {
      name: 'description',
      label: 'Description',
      kind: 'longtext',
      search: 'C',
      help: 'What is done, and the evidence',
    },
  ],
  list: {
    columns: ['code', 'title', 'theme', 'controlType', 'status', 'owner'],
    sort: { field: 'code', dir: 'asc' },
    filters: ['theme', 'status', 'controlType', 'frequency', 'automation', 'risks'],
  },
  detail: {
    sections: [
      { title: 'Control', fields: ['code', 'title', 'theme', 'status', 'owner'] },
      { title: 'Design', fields: ['controlType', 'frequency', 'automation', 'risks'] },
      { title: 'Description', fields: ['description'] },
    ],
  },
  routes: { list: ['ControlsControls'], detail: ['ControlsControl'] },
});
