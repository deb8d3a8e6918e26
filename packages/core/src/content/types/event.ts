import { defineType } from '../define.ts';
import { options } from '../fields.ts';

export const event = defineType({
  name: 'event',
  label: 'Event',
  plural: 'Events',
  description: 'A dated regulatory milestone: a consultation closing, a rule applying, a deadline, a hearing.',
  resource: 'event',
  titleField: 'title',
  fields: [
    { name: 'title', label: 'Title', kind: 'text', required: true, search: 'A' },
    {
      name: 'kind',
      label: 'Kind',
      kind: 'enum',
      required: true,
      options: options(
        'consultation-closes',
        'effective-date',
        'application-date',
        'deadline',
        'hearing',
        'conference',
        'publication',
      ),
    },
    { name: 'start', label: 'Date', kind: 'date', required: true, help: 'The day it happens, or its first day' },
    { name: 'end', label: 'Last day', kind: 'date', help: 'For events of several days' },
    { name: 'regulator', label: 'Regulator', kind: 'reference', to: 'regulator' },
    { name: 'regulation', label: 'Regulation', kind: 'reference', to: 'regulation', help: 'The rule it belongs to' },
    {
      name: 'initiatives',
      label: 'Milestone of',
      kind: 'references',
      to: 'initiative',
      help: 'The initiatives whose timeline it is a step of',
    },
    { name: 'countries', label: 'Countries', kind: 'countries' },
    { name: 'topics', label: 'Topics', kind: 'references', to: 'topic' },
    { name: 'url', label: 'Link', kind: 'url', help: 'Announcement, consultation or registration page' },
    { name: 'news', label: 'Announced in', kind: 'references', to: 'newsitem', help: 'The news items it comes from' },
    { name: 'description', label: 'Description', kind: 'longtext', search: 'C' },
  ],
  list: {
    columns: ['start', 'title', 'kind', 'regulator', 'countries'],
    sort: { field: 'start', dir: 'desc' },
    filters: ['start', 'kind', 'regulator', 'regulation', 'countries', 'topics'],
  },
  detail: {
    sections: [
      { title: 'Event', fields: ['title', 'kind', 'start', 'end', 'url'] },
      { title: 'Scope', fields: ['regulator', 'regulation', 'initiatives', 'countries', 'topics', 'news'] },
      { title: 'Description', fields: ['description'] },
    ],
  },
  index: { date: 'start', countries: 'countries', kinds: 'kind', topics: 'topics', regulator: 'regulator' },
  routes: { list: ['Events'], detail: ['Event'], edit: ['EventEdit'] },
});
