import { describe, expect, it } from 'vitest';
import { contentType } from './registry.ts';
import { termsRegExp, TermsError } from './rule-terms.ts';
import { dataSchema } from './schema.ts';

const matches = (regex: RegExp, text: string) => [...text.matchAll(regex)].map((match) => match[0]);

describe('the terms of auto-tagging rules', () => {
  it('words: any of them, whole words only, whatever the case and the script', () => {
    const regex = termsRegExp('words', 'DORA, ICT risk\nAI');
    expect(matches(regex, 'The DORA RTS on ict  risk; Dorado and paid are not; AI-Act is.')).toEqual([
      'DORA',
      'ict  risk',
      'AI',
    ]);
    expect(matches(termsRegExp('words', 'Geldwäsche'), 'Zur Geldwäsche-Prävention')).toEqual(['Geldwäsche']);
  });

  it('phrases: one a line, commas kept, the longest first', () => {
    const regex = termsRegExp('phrases', 'AI\nAI Act, Article 5');
    expect(matches(regex, 'The AI Act, Article 5 and other AI rules')).toEqual(['AI Act, Article 5', 'AI']);
  });

  it('patterns: compiled as written, but never unsafe, empty-matching or invalid', () => {
    expect(matches(termsRegExp('pattern', 'consult(s|ation)'), 'ESMA consults; a consultation')).toEqual([
      'consults',
      'consultation',
    ]);
    expect(() => termsRegExp('pattern', '(a+)+$')).toThrow(/very long/);
    expect(() => termsRegExp('pattern', 'x*')).toThrow(/empty text/);
    expect(() => termsRegExp('pattern', '(unclosed')).toThrow(TermsError);
    expect(() => termsRegExp('words', ' , \n')).toThrow(/at least one word/);
  });

  it('are checked with the rule: a bad pattern, and a rule that sets nothing, are field errors', () => {
    const schema = dataSchema(contentType('autotag'));
    const base = { name: 'DORA', match: 'words', terms: 'DORA', fields: ['title'], tags: ['dora'] };
    expect(schema.safeParse(base).success).toBe(true);
    const unsafe = schema.safeParse({ ...base, match: 'pattern', terms: '(\\w+\\s?)*$' });
    expect(unsafe.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['terms', 'This pattern could take very long on some texts (a repeated group inside a repetition)'],
    ]);
    const idle = schema.safeParse({ ...base, tags: [] });
    expect(idle.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['tags']);
  });
});
