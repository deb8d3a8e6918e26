import { defineType } from '../define.ts';
import { TermsError, termsRegExp } from '../rule-terms.ts';

export const suggestrule = defineType({
  name: 'suggestrule',
  label: 'Suggestion rule',
  plural: 'Suggestion rules',
  description: 'A rule of the auto-tagger: when a news item matches the pattern, suggest these tags and topics.',
  resource: 'suggestrule',
  searchTier: 'configuration',
  titleField: 'name',
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, search: 'A' },
    {
      name: 'pattern',
      label: 'Pattern',
      kind: 'text',
      required: true,
      max: 1000,
      search: 'B',
      help: 'Regular expression, matched ignoring case',
    },
    {
      name: 'field',
      label: 'Matched against',
      kind: 'enum',
      required: true,
      options: [
        { value: 'title', label: 'Title' },
        { value: 'summary', label: 'Summary' },
        { value: 'content', label: 'Content' },
        { value: 'url', label: 'Link' },
        { value: 'any', label: 'Any text' },
      ],
    },
    { name: 'tags', label: 'Tags to suggest', kind: 'tags' },
    { name: 'topics', label: 'Topics to suggest', kind: 'references', to: 'topic' },
    { name: 'enabled', label: 'Enabled', kind: 'boolean' },
    { name: 'notes', label: 'Notes', kind: 'longtext', search: 'C' },
  ],
  list: {
    columns: ['name', 'pattern', 'field', 'enabled', 'updatedAt'],
    sort: { field: 'name', dir: 'asc' },
    filters: ['field', 'topics', 'tags', 'enabled'],
  },
  index: { tags: 'tags', topics: 'topics' },
  routes: { list: ['Suggestrules'], detail: ['Suggestrule'] },
  // The pattern runs on every arriving item: the same safety check as an auto-tagging rule's pattern.
  refine: (data) => {
    const problems: { field: string; message: string }[] = [];
    if (typeof data.pattern === 'string' && data.pattern.trim()) {
      try {
        termsRegExp('pattern', data.pattern);
      } catch (error) {
        if (!(error instanceof TermsError)) throw error;
        problems.push({ field: 'pattern', message: error.message });
      }
    }
    const suggests = ['tags', 'topics'].some((name) => (data[name] as unknown[] | undefined)?.length);
    if (!suggests && data.enabled === true) {
      problems.push({ field: 'tags', message: 'Choose tags or topics for the rule to suggest' });
    }
    return problems;
  },
});
