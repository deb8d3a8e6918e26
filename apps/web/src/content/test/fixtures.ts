import { defineType, options } from '@rh/core/content';

/** A small type of every filterable kind, independent of the real declarations (which change). */
export const memo = defineType({
  name: 'memo',
  label: 'Memo',
  plural: 'Memos',
  description: 'A test type.',
  resource: 'article',
  titleField: 'title',
  keyField: 'code',
  fields: [
    { name: 'title', label: 'Title', kind: 'text', required: true },
    { name: 'code', label: 'Code', kind: 'text' },
    { name: 'body', label: 'Body', kind: 'richtext' },
    { name: 'issuedOn', label: 'Issued', kind: 'date' },
    { name: 'sentAt', label: 'Sent', kind: 'datetime', required: true },
    { name: 'period', label: 'Period', kind: 'daterange' },
    { name: 'country', label: 'Country', kind: 'country' },
    { name: 'countries', label: 'Countries', kind: 'countries' },
    { name: 'impact', label: 'Impact', kind: 'enum', options: options('high', 'low') },
    { name: 'kinds', label: 'Kinds', kind: 'enums', options: options('guidance', 'final-rule') },
    { name: 'pages', label: 'Pages', kind: 'number', min: 1 },
    { name: 'urgent', label: 'Urgent', kind: 'boolean' },
    { name: 'link', label: 'Link', kind: 'url' },
    { name: 'contact', label: 'Contact', kind: 'email' },
    { name: 'parent', label: 'Parent', kind: 'reference', to: 'memo' },
    { name: 'related', label: 'Related', kind: 'references', to: 'memo' },
    { name: 'tags', label: 'Tags', kind: 'tags' },
    { name: 'attachment', label: 'Attachment', kind: 'file' },
  ],
  list: {
    columns: ['title', 'issuedOn', 'impact', 'updatedAt'],
    sort: { field: 'sentAt', dir: 'desc' },
    filters: ['issuedOn', 'sentAt', 'countries', 'impact', 'kinds', 'pages', 'parent', 'tags', 'urgent'],
  },
});

export const ID_A = '0b7f4a3e-1d2c-4e5f-8a9b-0c1d2e3f4a5b';
export const ID_B = '9e8d7c6b-5a4f-4e3d-9c2b-1a0f9e8d7c6b';
