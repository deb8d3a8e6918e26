import { defineType } from '../define.ts';

export const expert = defineType({
  name: 'expert',
  label: 'Expert',
  plural: 'Experts',
  description: 'A person to ask about a topic or a country, inside the firm or outside.',
  resource: 'impactexpert',
  titleField: 'name',
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, search: 'A' },
    { name: 'email', label: 'E-mail', kind: 'email' },
    { name: 'organisation', label: 'Organisation', kind: 'text', search: 'B' },
    { name: 'position', label: 'Position', kind: 'text' },
    { name: 'countries', label: 'Countries', kind: 'countries', help: 'Jurisdictions they know well' },
    { name: 'topics', label: 'Topics', kind: 'references', to: 'topic' },
    { name: 'expertise', label: 'Expertise', kind: 'longtext', search: 'B', help: 'What to ask them about' },
  ],
  list: {
    columns: ['name', 'organisation', 'position', 'countries'],
    sort: { field: 'name', dir: 'asc' },
    filters: ['countries', 'topics'],
  },
  index: { countries: 'countries', topics: 'topics' },
  routes: { list: ['Experts', 'ImpactExperts'], detail: ['Expert', 'ImpactExpert'] },
});
