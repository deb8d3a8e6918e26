import { ARTICLE_WORKFLOW } from '../../workflow/workflows.ts';
import { defineType } from '../define.ts';
import { AUDIENCE, IMPACT } from '../vocab.ts';

export const article = defineType({
  name: 'article',
  label: 'Insight',
  plural: 'Insights',
  description:
    'An analyst’s article on what a development means, written and published through the editorial workflow.',
  resource: 'article',
  titleField: 'title',
  fields: [
    { name: 'title', label: 'Title', kind: 'text', required: true, search: 'A' },
    { name: 'summary', label: 'Summary', kind: 'longtext', required: true, max: 2000, search: 'B' },
    {
      name: 'body',
      label: 'Body',
      kind: 'richtext',
      search: 'C',
      help: 'The article: headings, lists, emphasis, quotations and links',
    },
    { name: 'author', label: 'Author', kind: 'text', help: 'By-line shown to readers' },
    { name: 'publishedOn', label: 'Publication date', kind: 'date' },
    { name: 'regulators', label: 'Regulators', kind: 'references', to: 'regulator' },
    { name: 'countries', label: 'Countries', kind: 'countries' },
    { name: 'topics', label: 'Topics', kind: 'references', to: 'topic' },
    { name: 'tags', label: 'Tags', kind: 'tags', search: 'B' },
    { name: 'news', label: 'Linked news', kind: 'references', to: 'newsitem' },
    { name: 'impact', label: 'Impact', kind: 'enum', options: IMPACT },
    { name: 'audience', label: 'Audience', kind: 'enum', options: AUDIENCE, required: true },
  ],
  list: {
    columns: ['title', 'author', 'countries', 'impact', 'stage', 'updatedAt'],
    sort: { field: 'updatedAt', dir: 'desc' },
    filters: ['countries', 'regulators', 'topics', 'tags', 'impact', 'audience', 'publishedOn'],
  },
  detail: {
    sections: [
      { title: 'Insight', fields: ['title', 'summary', 'author', 'publishedOn', 'audience', 'impact'] },
      { title: 'Scope', fields: ['regulators', 'countries', 'topics', 'tags', 'news'] },
      { title: 'Body', fields: ['body'] },
    ],
  },
  workflow: ARTICLE_WORKFLOW,
  index: { date: 'publishedOn', countries: 'countries', tags: 'tags', topics: 'topics' },
  routes: {
    list: ['Articles', 'MarInsights', 'AiInsights', 'CommoditiesInsights', 'ControlsInsights', 'TaxInsights'],
    detail: ['Article', 'WorkflowArticle', 'MarInsight', 'CommoditiesInsight', 'ControlsInsight', 'TaxInsight'],
  },
});
