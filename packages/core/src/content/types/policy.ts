import { defineType } from '../define.ts';
import { options } from '../fields.ts';
import { LIFECYCLE } from '../vocab.ts';

export const policy = defineType({
  name: 'policy',
  label: 'Climate policy',
  plural: 'Climate policies',
  description: 'A climate or sustainability policy of one country, as shown on the Climate Policy dashboard.',
  resource: 'impactpolicy',
  titleField: 'title',
  fields: [
    { name: 'title', label: 'Title', kind: 'text', required: true, search: 'A' },
    { name: 'country', label: 'Jurisdiction', kind: 'country', required: true, help: 'Country, EU or International' },
    {
      name: 'policyType',
      label: 'Instrument',
      kind: 'enum',
      options: options(
        'carbon-pricing',
        'disclosure',
        'taxonomy',
        'transition-plans',
        'emission-standards',
        'subsidy',
        'strategy',
        'other',
      ),
    },
    {
      name: 'sectors',
      label: 'Sectors',
      kind: 'enums',
      options: options('energy', 'transport', 'buildings', 'industry', 'agriculture', 'finance', 'cross-sector'),
    },
    { name: 'status', label: 'Status', kind: 'enum', options: LIFECYCLE },
    { name: 'regulator', label: 'Regulator', kind: 'reference', to: 'regulator', help: 'Authority in charge' },
    { name: 'initiatives', label: 'Initiatives', kind: 'references', to: 'initiative', help: 'Initiatives under it' },
    { name: 'announcedOn', label: 'Announced', kind: 'date' },
    { name: 'effectiveOn', label: 'Effective', kind: 'date' },
    { name: 'topics', label: 'Topics', kind: 'references', to: 'topic' },
    { name: 'url', label: 'Link', kind: 'url', help: 'Official text' },
    { name: 'summary', label: 'Summary', kind: 'longtext', search: 'B' },
  ],
  list: {
    columns: ['title', 'country', 'policyType', 'status', 'effectiveOn'],
    sort: { field: 'effectiveOn', dir: 'desc' },
    filters: ['country', 'policyType', 'sectors', 'status', 'regulator', 'topics', 'effectiveOn'],
  },
  detail: {
    sections: [
      { title: 'Policy', fields: ['title', 'country', 'policyType', 'sectors', 'status', 'regulator', 'url'] },
      { title: 'Dates', fields: ['announcedOn', 'effectiveOn'] },
      { title: 'Summary', fields: ['summary', 'topics', 'initiatives'] },
    ],
  },
  index: { date: 'effectiveOn', countries: 'country', kinds: 'policyType', topics: 'topics', regulator: 'regulator' },
  routes: { list: ['PoliciesTable'], detail: ['ImpactPolicy', 'PoliciesPolicy'] },
});
