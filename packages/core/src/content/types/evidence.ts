import { defineType } from '../define.ts';
import { options } from '../fields.ts';

export const evidence = defineType({
  name: 'evidence',
  label: 'Evidence',
  plural: 'Evidence',
  description:
    'What shows a control works: a test report, a sample, a screenshot or a link to where it is kept, with its date.',
  resource: 'control',
  titleField: 'title',
  fields: [
    { name: 'title', label: 'Title', kind: 'text', required: true, max: 300, search: 'A' },
    { name: 'control', label: 'Control', kind: 'reference', to: 'control', required: true },
    { name: 'collectedOn', label: 'Dated', kind: 'date', required: true, help: 'When it was produced or collected' },
    {
      name: 'evidenceType',
      label: 'Kind',
      kind: 'enum',
      options: options('test-report', 'sample', 'screenshot', 'policy', 'log', 'attestation', 'other'),
    },
    { name: 'file', label: 'File', kind: 'file', help: 'An uploaded file' },
    { name: 'link', label: 'Link', kind: 'url', help: 'Where it is kept, if not uploaded' },
    { name: 'notes', label: 'Notes', kind: 'longtext', search: 'C', help: 'What it shows, the sample, the tester' },
  ],
  list: {
    columns: ['collectedOn', 'title', 'control', 'evidenceType'],
    sort: { field: 'collectedOn', dir: 'desc' },
    filters: ['control', 'evidenceType', 'collectedOn'],
  },
  index: { date: 'collectedOn' },
  refine: (data) =>
    data.file || data.link ? [] : [{ field: 'link', message: 'Give a link or upload a file: evidence needs one.' }],
});
