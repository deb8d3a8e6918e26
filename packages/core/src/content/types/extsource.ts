import { defineType } from '../define.ts';
import { options } from '../fields.ts';
import { FREQUENCY } from '../vocab.ts';

export const extsource = defineType({
  name: 'extsource',
  label: 'External data source',
  plural: 'External data sources',
  description: 'A data set that market abuse surveillance draws on: trades, orders, market data, communications.',
  resource: 'extsource',
  searchTier: 'configuration',
  titleField: 'name',
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, search: 'A' },
    { name: 'provider', label: 'Provider', kind: 'text', search: 'B', help: 'Vendor, venue or internal system' },
    {
      name: 'dataKind',
      label: 'Data',
      kind: 'enum',
      required: true,
      options: options('trades', 'orders', 'market-data', 'reference-data', 'communications', 'news', 'other'),
    },
    {
      name: 'access',
      label: 'Access',
      kind: 'enum',
      options: [
        { value: 'api', label: 'API' },
        { value: 'sftp', label: 'SFTP' },
        { value: 'database', label: 'Database link' },
        { value: 'web', label: 'Web portal' },
        { value: 'manual', label: 'Manual upload' },
      ],
    },
    { name: 'frequency', label: 'Refreshed', kind: 'enum', options: FREQUENCY },
    { name: 'assetClasses', label: 'Asset classes', kind: 'references', to: 'assetclass' },
    { name: 'countries', label: 'Markets', kind: 'countries', help: 'Jurisdictions of the venues covered' },
    { name: 'url', label: 'Documentation', kind: 'url' },
    { name: 'owner', label: 'Owner', kind: 'text', help: 'Team accountable for the feed' },
    { name: 'inUse', label: 'In use', kind: 'boolean', help: 'Feeds surveillance today' },
    { name: 'description', label: 'Description', kind: 'longtext', search: 'C', help: 'Content, gaps, latency' },
  ],
  list: {
    columns: ['name', 'provider', 'dataKind', 'frequency', 'inUse'],
    sort: { field: 'name', dir: 'asc' },
    filters: ['dataKind', 'access', 'frequency', 'assetClasses', 'countries', 'inUse'],
  },
  detail: {
    sections: [
      { title: 'Source', fields: ['name', 'provider', 'dataKind', 'owner', 'inUse'] },
      { title: 'Coverage', fields: ['assetClasses', 'countries', 'frequency'] },
      { title: 'Access', fields: ['access', 'url', 'description'] },
    ],
  },
  index: { countries: 'countries' },
  routes: { list: ['Extsources'], detail: ['Extsource'], add: ['ExtsourceAdd'], edit: ['ExtsourceEdit'] },
});
