import { describe, expect, it } from 'vitest';
import { matchingRules, ruleIndex } from '../../src/ingest/rule-index.ts';
import { compileRule, compileSuggestRule, matchRule, type CompiledRule } from '../../src/ingest/rules.ts';

/** What each rule's own expression decides (matchRule, as before the index): the reference. */
const reference = (rules: readonly CompiledRule[], texts: Record<string, string>, source: string | null) =>
  rules.filter((rule) => matchRule(rule, texts, source)).map((rule) => rule.id);
const indexed = (rules: readonly CompiledRule[], texts: Record<string, string>, source: string | null) =>
  matchingRules(ruleIndex(rules)!, texts, source).map((rule) => rule.id);

const texts = (title: string, summary = '', content = '', url = '') => ({ title, summary, content, url });

describe('the rule index', () => {
  const rules = [
    compileRule('dora', { match: 'words', terms: 'DORA', fields: ['title'] }),
    compileRule('stress', { match: 'phrases', terms: 'stress test\nkey risk', fields: ['title', 'summary'] }),
    compileRule('sp', { match: 'words', terms: 'S&P 500, T+1, U.S.', fields: ['title'] }),
    compileRule('umlaut', { match: 'phrases', terms: 'Aufsicht über', fields: ['title'] }),
    compileRule('excluded', { match: 'words', terms: 'bank', exclude: 'annual report', fields: ['title', 'summary'] }),
    compileRule('source', { match: 'words', terms: 'bank', source: 'src-1', fields: ['title'] }),
    compileRule('pattern', { match: 'pattern', terms: 'consult(s|ation)', fields: ['content'] }),
    compileRule('ai', { match: 'words', terms: 'AI, AI Act', fields: ['title', 'summary', 'content'] }),
    compileSuggestRule('suggest', { pattern: 'fines?', field: 'any' }),
  ];
  const cases: [string, Record<string, string>, string | null, string[]][] = [
    ['a whole word, any case', texts('New dora rules'), null, ['dora']],
    ['not inside a word', texts('Dorado and xDORA and DORA2 and éDORA'), null, []],
    ['beside punctuation and other scripts', texts('(DORA)-2 é DORA'), null, ['dora']],
    ['long s and the Kelvin sign fold to s and k', texts('ſtreſs teſt; \u212Aey risk'), null, ['stress']],
    ['İ lowers to two characters: later words still found', texts('İİ İstanbul DORA'), null, ['dora']],
    ['a combining ypogegrammeni counts as a letter under iu', texts('DORA\u0345 rules'), null, []],
    ['any white space between the words of a phrase', texts('x', 'stress\n\t\u00a0test'), null, ['stress']],
    ['no punctuation between them', texts('stress-test, key-risk'), null, []],
    ['terms with punctuation', texts('The S&P  500 moves to T+1 in the U.S.'), null, ['sp']],
    ['…and their boundaries', texts('S&P 5000, XT+1, U.S.A'), null, []],
    ['terms of other characters', texts('Die aufsicht ÜBER Banken'), null, ['umlaut']],
    ['an exclusion in any field read', texts('Bank fined', 'Its annual report'), null, ['suggest']],
    ['a rule for one source', texts('Bank news'), 'src-1', ['excluded', 'source']],
    ['a field a rule does not read', texts('x', 'DORA', 'consults'), null, ['pattern']],
    ['the longest term and its prefix', texts('The AI Act'), null, ['ai']],
    ['empty texts', texts(''), null, []],
  ];
  for (const [name, t, source, expected] of cases) {
    it(name, () => {
      expect(reference(rules, t, source)).toEqual(expected);
      expect(indexed(rules, t, source)).toEqual(expected);
    });
  }

  it('decides as the expressions do on random texts and rules', () => {
    let state = 42;
    const next = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
    const words = ['dora', 'DORA', 'ſtress', 'stress', 'test', 'Test', '\u212Aey', 'key', 'İstanbul', 'istanbul'];
    const glue = [' ', '  ', '\n', '-', '.', ', ', 'é', '\u0345', '', '&', '+'];
    const termWords = ['dora', 'stress', 'test', 'key', 'istanbul', 'S&P', 'T+1', 'İstanbul', 'über'];
    const random: CompiledRule[] = Array.from({ length: 60 }, (_, i) => {
      const terms = Array.from({ length: 1 + Math.floor(next() * 3) }, () =>
        Array.from({ length: 1 + Math.floor(next() * 2) }, () => pick(termWords)).join(pick([' ', '  '])),
      );
      const match = pick(['words', 'phrases', 'pattern'] as const);
      const fields = pick([['title'], ['title', 'summary'], ['summary', 'content']]);
      return compileRule(`r${i}`, {
        match,
        terms: match === 'pattern' ? `${pick(termWords).replace(/[+]/g, '\\+')}s?` : terms.join('\n'),
        fields,
        ...(next() < 0.2 ? { exclude: pick(termWords) } : {}),
      });
    });
    const text = () => Array.from({ length: Math.floor(next() * 12) }, () => pick(words) + pick(glue)).join('');
    let matched = 0;
    for (let i = 0; i < 1000; i += 1) {
      const t = texts(text(), text(), text());
      const expected = reference(random, t, null);
      expect(indexed(random, t, null)).toEqual(expected);
      matched += expected.length;
    }
    // Matches are neither rare nor everywhere (60 rules × 1,000 items).
    expect(matched).toBeGreaterThan(5000);
    expect(matched).toBeLessThan(40_000);
  });
});
