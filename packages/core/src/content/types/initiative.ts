import { approvalWorkflow } from '../../workflow/workflows.ts';
import { defineType } from '../define.ts';
import { LIFECYCLE } from '../vocab.ts';

export const initiative = defineType({
  name: 'initiative',
  label: 'Initiative',
  plural: 'Initiatives',
  description: 'A policy or regulatory initiative of one country, tracked per domain: AI, tax, commodities, climate.',
  resource: 'impactinitiative',
  titleField: 'title',
  fields: [
    { name: 'title', label: 'Title', kind: 'text', required: true, search: 'A' },
    {
      name: 'domain',
      label: 'Domain',
      kind: 'enum',
      required: true,
      options: [
        { value: 'ai', label: 'AI' },
        { value: 'tax', label: 'ESG tax' },
        { value: 'commodities', label: 'Commodities' },
        { value: 'climate', label: 'Climate' },
        { value: 'impact', label: 'Impact' },
      ],
      help: 'The dashboard that tracks it',
    },
    { name: 'country', label: 'Jurisdiction', kind: 'country', required: true, help: 'Country, EU or International' },
    { name: 'regulator', label: 'Regulator', kind: 'reference', to: 'regulator', help: 'Authority leading it' },
    { name: 'regulation', label: 'Regulation', kind: 'reference', to: 'regulation', help: 'The text it became' },
    { name: 'status', label: 'Status', kind: 'enum', options: LIFECYCLE },
    { name: 'announcedOn', label: 'Announced', kind: 'date' },
    { name: 'effectiveOn', label: 'Effective', kind: 'date', help: 'When it takes effect, or is expected to' },
    { name: 'summary', label: 'Summary', kind: 'longtext', search: 'B' },
    { name: 'topics', label: 'Topics', kind: 'references', to: 'topic' },
    { name: 'tags', label: 'Tags', kind: 'tags', search: 'B' },
    { name: 'url', label: 'Link', kind: 'url', help: 'Official announcement or text' },
  ],
  list: {
    columns: ['title', 'domain', 'country', 'status', 'effectiveOn', 'stage'],
    sort: { field: 'effectiveOn', dir: 'desc' },
    filters: ['domain', 'country', 'status', 'regulator', 'topics', 'tags', 'effectiveOn'],
  },
  detail: {
    sections: [
      { title: 'Initiative', fields: ['title', 'domain', 'country', 'regulator', 'status', 'url'] },
      { title: 'Dates', fields: ['announcedOn', 'effectiveOn', 'regulation'] },
      { title: 'Summary', fields: ['summary', 'topics', 'tags'] },
    ],
  },
  workflow: approvalWorkflow('impactinitiative', 'initiativeWorkflowApprove'),
  index: {
    date: 'effectiveOn',
    countries: 'country',
    kinds: 'domain',
    tags: 'tags',
    topics: 'topics',
    regulator: 'regulator',
  },
  routes: {
    list: ['ImpactInitiatives', 'CommoditiesInitiatives', 'TaxRecords'],
    detail: ['ImpactInitiative', 'AiInitiative', 'TaxInitiative', 'CommoditiesInitiative', 'PoliciesInitiative'],
  },
});
