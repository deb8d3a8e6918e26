import { termList, type TermsKind } from '@rh/core/content';
import type { CompiledRule } from './rules.ts';

/**
 * The rules of one rule set made into one index from words to rules, so that an item's texts are read once (split
 * into words) and only the rules whose words are there are visited, in their order, rather than every rule's
 * expression run over every text.
 *
 * The expressions stay the definition of a match (flags `giu`, whole words, `\s+` between the words of a term); the
 * index decides alone only where it gives the same answer:
 * - A "plain" term (ASCII letters and digits in words separated by white space) matches exactly where the text has
 *   its words as consecutive whole words (runs of `[\p{L}\p{N}]` under `iu`, as the expressions' look-arounds see
 *   them) with only white space between them, compared in lower case with `ſ` as s (under `iu` only `ſ` and the
 *   Kelvin sign, which lower-cases to k, match an ASCII letter besides its two cases).
 * - Any other term of ASCII (punctuation: "S&P 500", "T+1") has its longest word whole wherever it matches: that word
 *   makes the rule a candidate on the field, and its expression decides.
 * - A pattern, or a term with other characters, leaves the rule's expression to run on every text, as before.
 * An exclusion is looked for (with its expression) only once a rule matched.
 */
export interface RuleIndex {
  rules: readonly CompiledRule[];
  /** Fields any rule reads, each with its bit (`1 << n`) in the per-item marks. */
  fields: ReadonlyMap<string, number>;
  /** Plain terms by their first word: the rule and the words that must follow. */
  plain: ReadonlyMap<string, readonly PlainTerm[]>;
  /** Other ASCII terms by their longest word: rules to check with their expression. */
  needles: ReadonlyMap<string, readonly number[]>;
  /** Rules whose expression runs on every text they read (patterns, terms of other characters). */
  everywhere: readonly number[];
}

interface PlainTerm {
  rule: number;
  rest: readonly string[];
}

const PLAIN = /^[A-Za-z0-9]+(?:\s+[A-Za-z0-9]+)*$/;
const ASCII = /^[\x20-\x7e]+$/;
/** Words as the expressions' `(?<![\p{L}\p{N}])…(?![\p{L}\p{N}])` bound them: the same class, the same flags. */
const WORD = /[\p{L}\p{N}]+/giu;
const SPACE = /^\s+$/;
/** At most 4 fields per rule set: a byte per rule holds a bit per field for "matched" and one for "to check". */
const MAX_FIELDS = 4;
const CHECK_ALL = 0xf0;

const cache = new WeakMap<readonly CompiledRule[], RuleIndex | null>();

/** The index of a rule set, made once per array of rules (the RuleBook keeps one array per version); null if none. */
export function ruleIndex(rules: readonly CompiledRule[]): RuleIndex | null {
  let index = cache.get(rules);
  if (index === undefined) {
    index = buildIndex(rules);
    cache.set(rules, index);
  }
  return index;
}

function buildIndex(rules: readonly CompiledRule[]): RuleIndex | null {
  const fields = new Map<string, number>();
  for (const rule of rules) {
    for (const field of rule.fields) {
      if (!fields.has(field)) fields.set(field, 1 << fields.size);
    }
  }
  // More fields than the marks hold (no rule set today: rules read title, summary, content, url): no index.
  if (fields.size > MAX_FIELDS) return null;
  const plain = new Map<string, PlainTerm[]>();
  const needles = new Map<string, number[]>();
  const everywhere: number[] = [];
  const add = <T>(map: Map<string, T[]>, key: string, value: T) => {
    const list = map.get(key);
    if (list) list.push(value);
    else map.set(key, [value]);
  };
  rules.forEach((rule, at) => {
    const kind = rule.kind === 'suggest' ? 'pattern' : ((rule.data.match as TermsKind | undefined) ?? 'words');
    const terms = kind === 'pattern' ? null : termList(kind, String(rule.data.terms ?? ''));
    if (!terms || terms.some((term) => !ASCII.test(term) || !/[A-Za-z0-9]/.test(term))) {
      everywhere.push(at);
      return;
    }
    for (const term of terms) {
      if (PLAIN.test(term)) {
        const [first, ...rest] = term.toLowerCase().split(/\s+/);
        add(plain, first!, { rule: at, rest });
      } else {
        const words = term.toLowerCase().match(/[a-z0-9]+/g)!;
        add(
          needles,
          words.reduce((a, b) => (b.length > a.length ? b : a)),
          at,
        );
      }
    }
  });
  return { rules, fields, plain, needles, everywhere };
}

/** The rules that apply to these texts (as `matchRule` decides, without the spans), in the rule set's order. */
export function matchingRules(
  index: RuleIndex,
  texts: Record<string, string>,
  sourceId: string | null,
): CompiledRule[] {
  // Per rule: the fields where a plain term matched (low bits) and where its expression must decide (high bits).
  const marks = new Uint8Array(index.rules.length);
  const touched: number[] = [...index.everywhere];
  for (const at of index.everywhere) marks[at] = CHECK_ALL;
  for (const [field, bit] of index.fields) {
    const text = texts[field];
    if (text) markField(index, text, bit, marks, touched);
  }
  touched.sort((a, b) => a - b);
  const out: CompiledRule[] = [];
  for (const at of touched) {
    const rule = index.rules[at]!;
    if (rule.source && rule.source !== sourceId) continue;
    if (!matches(rule, texts, index.fields, marks[at]!)) continue;
    const excluded = rule.exclude;
    if (excluded && rule.fields.some((field) => test(excluded, texts[field] ?? ''))) continue;
    out.push(rule);
  }
  return out;
}

function matches(
  rule: CompiledRule,
  texts: Record<string, string>,
  fields: ReadonlyMap<string, number>,
  mark: number,
): boolean {
  for (const field of rule.fields) {
    const bit = fields.get(field)!;
    if (mark & bit) return true;
    if (mark & (bit << MAX_FIELDS) && test(rule.terms, texts[field] ?? '')) return true;
  }
  return false;
}

function test(regex: RegExp, text: string): boolean {
  if (!text) return false;
  regex.lastIndex = 0;
  const found = regex.test(text);
  regex.lastIndex = 0;
  return found;
}

/** Reads a text's words once, marking the rules whose plain terms it has, and those whose needles it has. */
function markField(index: RuleIndex, text: string, bit: number, marks: Uint8Array, touched: number[]): void {
  const lower = text.toLowerCase();
  // Lower case keeps the length but for `İ` (→ i + a combining dot): then each word is lowered apart.
  const aligned = lower.length === text.length;
  const starts: number[] = [];
  const ends: number[] = [];
  const words: string[] = [];
  WORD.lastIndex = 0;
  for (let match = WORD.exec(text); match; match = WORD.exec(text)) {
    const start = match.index;
    const end = start + match[0].length;
    let word = aligned ? lower.slice(start, end) : match[0].toLowerCase();
    if (word.includes('ſ')) word = word.replace(/ſ/g, 's');
    starts.push(start);
    ends.push(end);
    words.push(word);
  }
  const mark = (rule: number, value: number) => {
    if (!marks[rule]) touched.push(rule);
    marks[rule]! |= value;
  };
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i]!;
    for (const term of index.plain.get(word) ?? []) {
      if (marks[term.rule]! & bit) continue;
      if (followedBy(text, words, starts, ends, i, term.rest)) mark(term.rule, bit);
    }
    for (const rule of index.needles.get(word) ?? []) mark(rule, bit << MAX_FIELDS);
  }
}

/** Whether the words after word `i` are `rest`, with only white space between each and the next. */
function followedBy(
  text: string,
  words: readonly string[],
  starts: readonly number[],
  ends: readonly number[],
  i: number,
  rest: readonly string[],
): boolean {
  for (let k = 0; k < rest.length; k += 1) {
    const at = i + k + 1;
    if (words[at] !== rest[k] || !SPACE.test(text.slice(ends[at - 1]!, starts[at]!))) return false;
  }
  return true;
}
