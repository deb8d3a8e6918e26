import { defineType } from '../define.ts';
import { options } from '../fields.ts';
import { IMPACT, LANGUAGES, NEWS_TYPES } from '../vocab.ts';

export const newsitem = defineType({
  name: 'newsitem',
  label: 'News item',
  plural: 'News',
  description: 'A publication of a regulator, as fetched from its source and tagged.',
  resource: 'newstag',
  titleField: 'title',
  fields: [
    { name: 'title', label: 'Title', kind: 'text', required: true, max: 1000, search: 'A' },
    { name: 'url', label: 'Link', kind: 'url', required: true, help: 'The publication on the regulator’s site' },
    { name: 'guid', label: 'GUID', kind: 'text', max: 2000, help: 'Identifier given by the feed' },
    { name: 'summary', label: 'Summary', kind: 'longtext', search: 'B' },
    { name: 'content', label: 'Content', kind: 'richtext', search: 'D', help: 'Sanitised HTML from the feed' },
    { name: 'publishedAt', label: 'Published', kind: 'datetime', required: true },
    { name: 'source', label: 'Source', kind: 'reference', to: 'source' },
    { name: 'regulator', label: 'Regulator', kind: 'reference', to: 'regulator' },
    { name: 'countries', label: 'Countries', kind: 'countries' },
    { name: 'language', label: 'Language', kind: 'enum', options: LANGUAGES },
    { name: 'newsTypes', label: 'News types', kind: 'enums', options: NEWS_TYPES },
    { name: 'topics', label: 'Topics', kind: 'references', to: 'topic' },
    { name: 'tags', label: 'Tags', kind: 'tags', search: 'B' },
    { name: 'impact', label: 'Impact', kind: 'enum', options: IMPACT },
    {
      name: 'changes',
      label: 'Changes to',
      kind: 'references',
      to: 'regulation',
      help: 'Regulations this publication amends or changes: their obligations and the controls meeting them are flagged for review',
    },
    { name: 'status', label: 'Status', kind: 'enum', options: options('new', 'relevant', 'irrelevant', 'archived') },
    {
      name: 'autoTags',
      label: 'Set by rules',
      kind: 'tags',
      fieldValues: true,
      help: 'What auto-tagging rules set, as field:value (tags:dora, topics:<id>, regulator, impact)',
    },
    {
      name: 'suggestions',
      label: 'Suggested',
      kind: 'tags',
      fieldValues: true,
      help: 'What suggestion rules propose, as tags:x or topics:<id>, until an analyst accepts it; -tags:x: rejected',
    },
  ],
  list: {
    columns: ['publishedAt', 'title', 'regulator', 'countries', 'newsTypes', 'status'],
    sort: { field: 'publishedAt', dir: 'desc' },
    filters: ['publishedAt', 'countries', 'regulator', 'source', 'newsTypes', 'topics', 'tags', 'impact', 'status'],
    has: {
      tags: { label: 'Tagged', with: 'With a tag', without: 'No tag' },
      topics: { label: 'Topic', with: 'With a topic', without: 'No topic' },
      regulator: { label: 'Regulator', with: 'With a regulator', without: 'No regulator' },
      source: { label: 'Source', with: 'From a source', without: 'No source' },
    },
  },
  reader: { summary: 'summary', meta: ['regulator', 'countries', 'publishedAt'], chips: ['tags'] },
  detail: {
    sections: [
      { title: 'Publication', fields: ['title', 'url', 'publishedAt', 'regulator', 'source', 'language', 'guid'] },
      {
        title: 'Classification',
        fields: ['countries', 'newsTypes', 'topics', 'tags', 'impact', 'status', 'changes', 'autoTags', 'suggestions'],
      },
      { title: 'Text', fields: ['summary', 'content'] },
    ],
  },
  index: {
    date: 'publishedAt',
    countries: 'countries',
    kinds: 'newsTypes',
    tags: 'tags',
    topics: 'topics',
    regulator: 'regulator',
    source: 'source',
  },
  routes: {
    list: ['News', 'MarNews', 'CommoditiesNews', 'ControlsNews', 'TaxNews', 'PoliciesNews'],
    detail: ['NewsItem', 'MarNewsItem', 'AiNewsItem', 'CommoditiesNewsItem'],
  },
});
