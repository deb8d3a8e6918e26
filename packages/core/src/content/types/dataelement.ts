import { defineType } from '../define.ts';
import { options } from '../fields.ts';

export const dataelement = defineType({
  name: 'dataelement',
  label: 'Data element',
  plural: 'Data elements',
  description: 'One piece of source data that metrics are computed from, and the system that holds it.',
  resource: 'dataelement',
  titleField: 'name',
  keyField: 'code',
  fields: [
    { name: 'code', label: 'Code', kind: 'text', required: true, max: 60, search: 'A' },
    { name: 'name', label: 'Name', kind: 'text', required: true, search: 'A' },
    {
      name: 'dataType',
      label: 'Data type',
      kind: 'enum',
      options: options('number', 'percentage', 'amount', 'text', 'boolean', 'date'),
    },
    { name: 'unit', label: 'Unit', kind: 'text', max: 40, help: 'e.g. kWh, tonnes' },
    { name: 'system', label: 'System of record', kind: 'text', search: 'B', help: 'Where the data is taken from' },
    { name: 'owner', label: 'Owner', kind: 'text', help: 'Team accountable for its quality' },
    { name: 'definition', label: 'Definition', kind: 'longtext', search: 'B' },
  ],
  list: {
    columns: ['code', 'name', 'dataType', 'unit', 'system'],
    sort: { field: 'code', dir: 'asc' },
    filters: ['dataType'],
  },
  routes: { list: ['MetricsDataelements'], detail: ['MetricsDataelement'] },
});
