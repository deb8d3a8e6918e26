import { defineType } from '../define.ts';
import { REGULATOR_KIND, REGULATOR_LEVEL } from '../vocab.ts';

export const regulator = defineType({
  name: 'regulator',
  label: 'Regulator',
  plural: 'Regulators',
  description: 'An authority that publishes rules, guidance and news: supervisors, central banks, standard setters.',
  resource: 'regulator',
  titleField: 'name',
  keyField: 'code',
  fields: [
    { name: 'code', label: 'Code', kind: 'text', required: true, max: 20, search: 'A', help: 'Short code, e.g. ESMA' },
    { name: 'name', label: 'Name', kind: 'text', required: true, search: 'A', help: 'Full official name' },
    { name: 'country', label: 'Jurisdiction', kind: 'country', required: true, help: 'Country, EU or International' },
    { name: 'level', label: 'Level', kind: 'enum', options: REGULATOR_LEVEL, required: true },
    { name: 'kind', label: 'Kind', kind: 'enum', options: REGULATOR_KIND, required: true },
    { name: 'website', label: 'Website', kind: 'url' },
    { name: 'description', label: 'Description', kind: 'longtext', search: 'C', help: 'Mandate and remit' },
  ],
  list: {
    columns: ['code', 'name', 'country', 'level', 'kind'],
    sort: { field: 'code', dir: 'asc' },
    filters: ['country', 'level', 'kind'],
  },
  index: { countries: 'country' },
  routes: {
    list: ['Regulators', 'Regulators2'],
    detail: ['Regulator', 'Regulator2'],
    add: ['RegulatorAdd'],
    edit: ['RegulatorEdit'],
  },
});
