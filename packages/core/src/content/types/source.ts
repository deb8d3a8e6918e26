import { defineType } from '../define.ts';
import { LANGUAGES, NEWS_TYPES, SOURCE_KINDS } from '../vocab.ts';

export const source = defineType({
  name: 'source',
  label: 'Source',
  plural: 'Sources',
  description: 'A feed or page of a regulator that is watched; each new entry becomes a news item.',
  resource: 'source',
  searchTier: 'configuration',
  titleField: 'name',
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, search: 'A', help: 'e.g. ESMA press releases' },
    { name: 'url', label: 'Address', kind: 'url', required: true, search: 'B', help: 'The feed or page fetched' },
    { name: 'kind', label: 'Format', kind: 'enum', options: SOURCE_KINDS, required: true },
    { name: 'regulator', label: 'Regulator', kind: 'reference', to: 'regulator', help: 'Publisher of its items' },
    { name: 'countries', label: 'Countries', kind: 'countries', help: 'Given to its news items by default' },
    { name: 'language', label: 'Language', kind: 'enum', options: LANGUAGES },
    { name: 'newsTypes', label: 'News types', kind: 'enums', options: NEWS_TYPES, help: 'Given to its items' },
    { name: 'pollMinutes', label: 'Fetch every (minutes)', kind: 'number', min: 5, max: 10_080 },
    { name: 'enabled', label: 'Enabled', kind: 'boolean', help: 'Fetched on schedule only when on' },
    { name: 'notes', label: 'Notes', kind: 'longtext', search: 'C', help: 'Quirks of the site, contacts' },
    {
      name: 'itemSelector',
      label: 'Item selector',
      kind: 'text',
      max: 300,
      help: 'HTML pages: the CSS selector of one entry (li.news-item); empty to watch the whole page for changes',
    },
    { name: 'titleSelector', label: 'Title selector', kind: 'text', max: 300, help: 'Inside an entry (a.title)' },
    { name: 'linkSelector', label: 'Link selector', kind: 'text', max: 300, help: 'Default: its first link' },
    { name: 'dateSelector', label: 'Date selector', kind: 'text', max: 300, help: 'Its datetime or text is read' },
    { name: 'summarySelector', label: 'Summary selector', kind: 'text', max: 300 },
  ],
  list: {
    columns: ['name', 'regulator', 'kind', 'countries', 'enabled', 'updatedAt'],
    sort: { field: 'name', dir: 'asc' },
    filters: ['regulator', 'kind', 'countries', 'language', 'enabled'],
  },
  detail: {
    sections: [
      { title: 'Source', fields: ['name', 'url', 'kind', 'pollMinutes', 'enabled'] },
      { title: 'Items get', fields: ['regulator', 'countries', 'language', 'newsTypes'] },
      { title: 'Notes', fields: ['notes'] },
      {
        title: 'Page without a feed',
        fields: ['itemSelector', 'titleSelector', 'linkSelector', 'dateSelector', 'summarySelector'],
      },
    ],
  },
  index: { countries: 'countries', regulator: 'regulator' },
  routes: {
    list: ['Sources', 'AdminSourcesTable'],
    detail: ['Source'],
    add: ['SourceAdd'],
    edit: ['SourceEdit'],
  },
});
