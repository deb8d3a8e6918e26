import { defineType } from '../define.ts';

/**
 * A disclosure requirement or datapoint of a reporting framework (ESRS E1-6 §44(a), IFRS S2 ¶29(a)(i), GRI 305-1,
 * SFDR PAI 1) and the metrics that meet it: the last step of the ESG lineage (source system → data element → metric →
 * disclosure → framework) and the cells of the interoperability matrix.
 */
export const disclosure = defineType({
  name: 'disclosure',
  label: 'Disclosure',
  plural: 'Disclosures',
  description: 'A disclosure requirement or datapoint of a reporting framework, and the metrics that meet it.',
  resource: 'metric',
  titleField: 'name',
  keyField: 'code',
  fields: [
    {
      name: 'code',
      label: 'Code',
      kind: 'text',
      required: true,
      max: 60,
      search: 'A',
      help: 'e.g. E1-6 §44(a), GRI 305-1, PAI 1',
    },
    {
      name: 'name',
      label: 'Name',
      kind: 'text',
      required: true,
      search: 'A',
      help: 'What it asks for, as the framework words it',
    },
    { name: 'framework', label: 'Framework', kind: 'reference', to: 'reportingframework', required: true },
    {
      name: 'metrics',
      label: 'Met by metrics',
      kind: 'references',
      to: 'metric',
      help: 'The metrics whose value answers it',
    },
    {
      name: 'paragraph',
      label: 'Paragraph',
      kind: 'text',
      max: 80,
      search: 'B',
      help: 'Where the framework sets it, e.g. ESRS E1 §44(a)',
    },
    {
      name: 'datapoint',
      label: 'Datapoint id',
      kind: 'text',
      max: 60,
      search: 'B',
      help: 'The official datapoint id where one exists, e.g. EFRAG IG 3 E1-6_01',
    },
    { name: 'url', label: 'Link', kind: 'url' },
    {
      name: 'description',
      label: 'Notes',
      kind: 'longtext',
      search: 'C',
      help: 'Scope, phase-in, differences from its equivalents',
    },
  ],
  list: {
    columns: ['code', 'name', 'framework', 'paragraph', 'datapoint'],
    sort: { field: 'code', dir: 'asc' },
    filters: ['framework', 'metrics'],
  },
});
