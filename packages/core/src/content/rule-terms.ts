import safeRegex from 'safe-regex2';

/** How an auto-tagging rule's terms are read. */
export type TermsKind = 'words' | 'phrases' | 'pattern';

/** Terms that make no usable expression, with what to fix. */
export class TermsError extends Error {}

const MAX_PATTERN = 500;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A term as it may be written: letters as typed, any run of spaces matching any run of white space. */
const literal = (term: string) => escape(term.trim()).replace(/\s+/g, '\\s+');
/** Whole words: not inside a longer word (letters and digits of any script). */
const whole = (body: string) => `(?<![\\p{L}\\p{N}])(?:${body})(?![\\p{L}\\p{N}])`;

/** The terms of a list: words by commas or lines, phrases by lines; blank ones dropped. */
export function termList(kind: 'words' | 'phrases', text: string): string[] {
  return text
    .split(kind === 'words' ? /[,\n]/ : /\n/)
    .map((term) => term.trim())
    .filter(Boolean);
}

/**
 * The expression (global, case-insensitive, Unicode) that finds a rule's terms in a text. A pattern must compile,
 * be at most 500 characters, not match the empty text, and be safe from catastrophic backtracking (safe-regex2:
 * no nested quantifiers), since it runs on every arriving item.
 */
export function termsRegExp(kind: TermsKind, text: string): RegExp {
  if (kind === 'pattern') {
    const pattern = text.trim();
    if (!pattern) throw new TermsError('Write a pattern');
    if (pattern.length > MAX_PATTERN) throw new TermsError(`A pattern may have at most ${MAX_PATTERN} characters`);
    let regex: RegExp;
    try {
      regex = new RegExp(pattern, 'giu');
    } catch (error) {
      throw new TermsError(`Not a valid regular expression: ${(error as Error).message}`);
    }
    if (!safeRegex(pattern)) {
      throw new TermsError('This pattern could take very long on some texts (a repeated group inside a repetition)');
    }
    if (regex.test('')) throw new TermsError('This pattern matches an empty text, so it would match every item');
    regex.lastIndex = 0;
    return regex;
  }
  const terms = termList(kind, text);
  if (terms.length === 0)
    throw new TermsError(kind === 'words' ? 'Write at least one word' : 'Write at least one phrase');
  // Longest first, so that "AI Act" wins over "AI" where both are listed.
  const body = [...terms]
    .sort((a, b) => b.length - a.length)
    .map(literal)
    .join('|');
  return new RegExp(whole(body), 'giu');
}
