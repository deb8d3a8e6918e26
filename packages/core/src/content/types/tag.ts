import { defineType } from '../define.ts';

/** A slug is what items store and addresses carry: lowercase letters and digits, words joined by single hyphens. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const tag = defineType({
  name: 'tag',
  label: 'Tag',
  plural: 'Tags',
  description: 'A managed tag that taggers put on news items and insights, beside topics.',
  resource: 'tag',
  titleField: 'name',
  keyField: 'slug',
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, max: 100, search: 'A' },
    {
      name: 'slug',
      label: 'Slug',
      kind: 'text',
      required: true,
      max: 100,
      help: 'The value stored on items: lowercase letters, digits and hyphens, e.g. market-abuse',
    },
    {
      name: 'aliases',
      label: 'Also known as',
      kind: 'tags',
      search: 'A',
      help: 'Other names searches should find it by, e.g. Digital Operational Resilience Act for DORA',
    },
    { name: 'group', label: 'Group', kind: 'text', max: 100, help: 'Heading it is listed under, e.g. Product' },
    { name: 'description', label: 'Description', kind: 'longtext', search: 'C', help: 'When to use it' },
  ],
  list: { columns: ['name', 'group', 'slug'], sort: { field: 'name', dir: 'asc' }, filters: ['group'] },
  routes: { list: ['Tags'], detail: ['Tag'] },
  refine: (data) =>
    typeof data.slug === 'string' && data.slug && !SLUG.test(data.slug)
      ? [{ field: 'slug', message: 'Use lowercase letters, digits and single hyphens only, e.g. market-abuse' }]
      : [],
});
