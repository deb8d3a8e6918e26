import { defineType } from '../define.ts';

export const reportingframework = defineType({
  name: 'reportingframework',
  label: 'Reporting framework',
  plural: 'Reporting frameworks',
  description: 'A sustainability reporting standard or law (CSRD/ESRS, ISSB, GRI, SFDR) and where it applies.',
  resource: 'reportingframework',
  titleField: 'name',
  keyField: 'code',
  fields: [
    { name: 'code', label: 'Code', kind: 'text', required: true, max: 40, search: 'A', help: 'e.g. ESRS, IFRS S2' },
    { name: 'name', label: 'Name', kind: 'text', required: true, search: 'A' },
    { name: 'issuer', label: 'Issuer', kind: 'text', search: 'B', help: 'Body that sets it, e.g. EFRAG, ISSB' },
    { name: 'countries', label: 'Countries', kind: 'countries', help: 'Where it is mandatory' },
    { name: 'mandatory', label: 'Mandatory', kind: 'boolean', help: 'Required by law somewhere, not voluntary' },
    { name: 'effectiveOn', label: 'Effective', kind: 'date', help: 'First reporting period it covers' },
    { name: 'url', label: 'Link', kind: 'url' },
    { name: 'description', label: 'Description', kind: 'longtext', search: 'C' },
  ],
  list: {
    columns: ['code', 'name', 'issuer', 'mandatory', 'effectiveOn'],
    sort: { field: 'code', dir: 'asc' },
    filters: ['countries', 'mandatory', 'effectiveOn'],
  },
  index: { date: 'effectiveOn', countries: 'countries' },
  routes: { list: ['MetricsReportingframeworks', 'Reportingframework'], detail: ['MetricsReportingframework'] },
});
