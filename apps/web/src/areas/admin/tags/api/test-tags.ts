import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../api/request.ts';

/** What rules set: tags by slug, topics and the regulator by id. */
export interface RuleSets {
  tags: string[];
  topics: string[];
  newsTypes: string[];
  countries: string[];
  regulator: string | null;
  impact: string | null;
}

export interface MatchedRule {
  id: string;
  name: string;
  /** set: an auto-tagging rule; suggest: a suggestion rule, which only proposes. */
  kind: 'set' | 'suggest';
  /** The words it found, by the field of the item they were found in. */
  matched: { field: string; words: string[] }[];
  sets: RuleSets;
}

/** The answer of `POST /api/autotags/test`. */
export interface TagTestResult {
  /** The first line, read as the title (the rest is the summary and content). */
  title: string;
  result: RuleSets & { suggestions: string[] };
  rules: MatchedRule[];
  /** Enabled rules tried. */
  checked: number;
  /** Enabled rules limited to one source, not tried on a pasted text. */
  sourceOnly: number;
  /** Names of tags (by slug), topics and regulators (by id). */
  labels: Record<string, string>;
}

/** The most characters the server reads. */
export const MAX_TEST_TEXT = 20_000;

/** Runs the live auto-tagging rules on a text, as on an arriving news item; saves nothing. */
export function testTags(text: string): Promise<TagTestResult> {
  return api.post<TagTestResult>('cosmos', '/autotags/test', { body: { text } });
}

export function useTestTags() {
  return useMutation({ mutationFn: testTags });
}
