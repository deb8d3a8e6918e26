import { defineType } from '../define.ts';
import { options } from '../fields.ts';
import { AUDIENCE } from '../vocab.ts';

export const comm = defineType({
  name: 'comm',
  label: 'Communication',
  plural: 'Communications',
  description: 'A message sent to the business or to clients about regulatory developments: alert, briefing, bulletin.',
  resource: 'comm',
  titleField: 'title',
  fields: [
    { name: 'title', label: 'Title', kind: 'text', required: true, search: 'A' },
    {
      name: 'channel',
      label: 'Channel',
      kind: 'enum',
      options: options('email', 'newsletter', 'intranet', 'briefing', 'webinar'),
    },
    { name: 'audience', label: 'Audience', kind: 'enum', options: AUDIENCE, required: true },
    { name: 'sentOn', label: 'Sent', kind: 'date' },
    { name: 'summary', label: 'Summary', kind: 'longtext', max: 2000, search: 'B' },
    { name: 'body', label: 'Message', kind: 'richtext', search: 'C' },
    { name: 'countries', label: 'Countries', kind: 'countries' },
    { name: 'topics', label: 'Topics', kind: 'references', to: 'topic' },
    { name: 'articles', label: 'Insights', kind: 'references', to: 'article', help: 'Insights it points readers to' },
  ],
  list: {
    columns: ['sentOn', 'title', 'channel', 'audience', 'countries'],
    sort: { field: 'sentOn', dir: 'desc' },
    filters: ['sentOn', 'channel', 'audience', 'countries', 'topics'],
  },
  detail: {
    sections: [
      { title: 'Communication', fields: ['title', 'channel', 'audience', 'sentOn', 'summary'] },
      { title: 'Scope', fields: ['countries', 'topics', 'articles'] },
      { title: 'Message', fields: ['body'] },
    ],
  },
  index: { date: 'sentOn', countries: 'countries', topics: 'topics' },
  routes: { list: ['Comms'], detail: ['Comm'], add: ['CommAdd'], edit: ['CommEdit'] },
});
