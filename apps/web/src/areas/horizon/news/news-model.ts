import { asList } from '../../../content/fields/format.ts';

/**
 * What a news item's rules did, for its page. `autoTags` records each value an auto-tagging rule set rather than a
 * person: `tags:dora`, `topics:<id>`, `countries:FR`, `newsTypes:consultation` for lists, and the bare field name
 * (`regulator`, `impact`) for single values. `suggestions` holds what suggestion rules propose (`tags:x`,
 * `topics:<id>`) until an analyst accepts it (the value moves into its field) or rejects it (kept as `-tags:x`, so
 * that the rules do not propose it again).
 */

/** Did a rule set this value of this field (a list's entry), or this single-valued field? */
export function isAutoValue(autoTags: unknown, field: string, value?: string): boolean {
  return asList(autoTags).includes(value === undefined ? field : `${field}:${value}`);
}

export interface Suggestion {
  /** As stored: `tags:x`, `topics:<id>`. */
  entry: string;
  field: 'tags' | 'topics';
  value: string;
}

/** The suggestions still open (neither accepted nor rejected), tags first. */
export function openSuggestions(data: Readonly<Record<string, unknown>>): Suggestion[] {
  return asList(data.suggestions)
    .flatMap((entry): Suggestion[] => {
      const at = entry.indexOf(':');
      const field = entry.slice(0, at);
      const value = entry.slice(at + 1);
      return at > 0 && value && (field === 'tags' || field === 'topics') ? [{ entry, field, value }] : [];
    })
    .sort((a, b) => (a.field === b.field ? 0 : a.field === 'tags' ? -1 : 1));
}

/** The changes that accept a suggestion: its value joins the field, and it leaves the suggestions. */
export function acceptSuggestion(data: Readonly<Record<string, unknown>>, suggestion: Suggestion) {
  const current = asList(data[suggestion.field]);
  return {
    [suggestion.field]: current.includes(suggestion.value) ? current : [...current, suggestion.value],
    suggestions: asList(data.suggestions).filter((entry) => entry !== suggestion.entry),
  };
}

/** The changes that reject a suggestion: it stays in the suggestions as rejected (`-tags:x`). */
export function rejectSuggestion(data: Readonly<Record<string, unknown>>, suggestion: Suggestion) {
  return {
    suggestions: asList(data.suggestions).map((entry) => (entry === suggestion.entry ? `-${entry}` : entry)),
  };
}

/** The triage statuses of a news item, as the buttons and keys name them. */
export const TRIAGE_STATUSES = [
  { value: 'relevant', label: 'Relevant', key: 'r' },
  { value: 'irrelevant', label: 'Irrelevant', key: 'i' },
  { value: 'archived', label: 'Archive', key: 'a' },
] as const;
export type TriageStatus = (typeof TRIAGE_STATUSES)[number]['value'];
