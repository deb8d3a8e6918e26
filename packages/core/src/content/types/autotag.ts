import { defineType } from '../define.ts';
import { options } from '../fields.ts';
import { TermsError, termsRegExp, type TermsKind } from '../rule-terms.ts';
import { IMPACT, NEWS_TYPES } from '../vocab.ts';

/** The parts of a news item a rule reads. */
export const AUTOTAG_FIELDS = [
  { value: 'title', label: 'Title' },
  { value: 'summary', label: 'Summary' },
  { value: 'content', label: 'Content' },
  { value: 'url', label: 'Link' },
];

export const autotag = defineType({
  name: 'autotag',
  label: 'Auto-tagging rule',
  plural: 'Auto-tagging rules',
  description:
    'Sets tags, news types, topics, regulator, countries or impact on arriving news items that contain given words, phrases or a pattern.',
  resource: 'tagspanel',
  searchTier: 'configuration',
  titleField: 'name',
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, max: 200, search: 'A' },
    {
      name: 'position',
      label: 'Order',
      kind: 'number',
      min: 0,
      max: 100_000,
      help: 'Rules run from the lowest number up; a regulator or impact set by an earlier rule stays',
    },
    { name: 'enabled', label: 'Enabled', kind: 'boolean', help: 'Applied to arriving items only when on' },
    {
      name: 'match',
      label: 'Match',
      kind: 'enum',
      required: true,
      options: options('words', 'phrases', 'pattern'),
      help: 'Words: any of them, as whole words. Phrases: any line, word for word. Pattern: a regular expression',
    },
    {
      name: 'terms',
      label: 'Words, phrases or pattern',
      kind: 'longtext',
      required: true,
      max: 5000,
      search: 'B',
      help: 'Words separated by commas or lines; one phrase a line; or one regular expression. Case is ignored',
    },
    {
      name: 'exclude',
      label: 'Unless it contains',
      kind: 'longtext',
      max: 5000,
      help: 'Words or phrases (one a line) that keep the rule from applying',
    },
    { name: 'fields', label: 'Look in', kind: 'enums', required: true, options: AUTOTAG_FIELDS },
    { name: 'source', label: 'Only for source', kind: 'reference', to: 'source', help: 'Empty: every source' },
    { name: 'tags', label: 'Set tags', kind: 'tags', search: 'B' },
    { name: 'newsTypes', label: 'Set news types', kind: 'enums', options: NEWS_TYPES },
    { name: 'topics', label: 'Set topics', kind: 'references', to: 'topic' },
    { name: 'regulator', label: 'Set regulator', kind: 'reference', to: 'regulator' },
    { name: 'countries', label: 'Set countries', kind: 'countries' },
    { name: 'impact', label: 'Set impact', kind: 'enum', options: IMPACT },
    { name: 'notes', label: 'Notes', kind: 'longtext', search: 'C' },
  ],
  list: {
    columns: ['position', 'name', 'match', 'terms', 'enabled', 'updatedAt'],
    sort: { field: 'position', dir: 'asc' },
    filters: ['enabled', 'match', 'source', 'tags', 'topics', 'regulator'],
  },
  detail: {
    sections: [
      { title: 'Rule', fields: ['name', 'position', 'enabled', 'source'] },
      { title: 'When an item', fields: ['match', 'terms', 'fields', 'exclude'] },
      { title: 'It sets', fields: ['tags', 'newsTypes', 'topics', 'regulator', 'countries', 'impact'] },
      { title: 'Notes', fields: ['notes'] },
    ],
  },
  index: { tags: 'tags', topics: 'topics', regulator: 'regulator', countries: 'countries', source: 'source' },
  routes: { list: ['AdminAutotags'] },
  // Whoever saves a rule sees, and says, whether it applies to arriving items.
  switchOnSave: 'enabled',
  refine: (data) => {
    const problems: { field: string; message: string }[] = [];
    const check = (field: string, kind: TermsKind, text: unknown) => {
      if (typeof text !== 'string' || !text.trim()) return;
      try {
        termsRegExp(kind, text);
      } catch (error) {
        if (error instanceof TermsError) problems.push({ field, message: error.message });
        else throw error;
      }
    };
    check('terms', (data.match as TermsKind | undefined) ?? 'words', data.terms);
    check('exclude', 'phrases', data.exclude);
    const sets = ['tags', 'newsTypes', 'topics', 'countries'].some(
      (name) => (data[name] as unknown[] | undefined)?.length,
    );
    if (!sets && !data.regulator && !data.impact) {
      problems.push({
        field: 'tags',
        message: 'Choose something for the rule to set: tags, types, topics, a regulator…',
      });
    }
    return problems;
  },
});
