import { contentType, termList, termsRegExp, type TermsKind } from '@rh/core/content';
import { sql } from 'drizzle-orm';
import type { Data } from '../content/columns.ts';
import type { BeforeWrite } from '../content/write-hooks.ts';
import { decodeHTML } from 'entities';
import { queryRows, type Database } from '../db/client.ts';
import { matchingRules, ruleIndex } from './rule-index.ts';

const AUTOTAG = contentType('autotag');
const SUGGEST = contentType('suggestrule');
/** The most of a field a rule reads (a rule runs on every arriving item). */
const MAX_TEXT = 20_000;

/** Where a rule matched: the field, and the span of the text. */
export interface RuleMatch {
  field: string;
  start: number;
  end: number;
}

/** A rule ready to run. */
export interface CompiledRule {
  /** set: an auto-tagging rule, which sets values; suggest: a suggestion rule, which only proposes tags and topics. */
  kind: 'set' | 'suggest';
  id: string;
  name: string;
  source: string | null;
  fields: readonly string[];
  terms: RegExp;
  /**
   * Words (lower case) of which a text must have one, whole, for `terms` to match it: the longest word of each term.
   * Absent for a pattern, and for terms not all in ASCII (see `wordsOf`).
   */
  needles?: readonly string[];
  exclude: RegExp | null;
  data: Data;
}

/**
 * The needles of words or phrases: a term matches only where the text has each of its words whole (the expression
 * wants no letter or digit around the term, and separates its words by other characters), so its longest word.
 */
function needlesOf(kind: TermsKind, terms: string): string[] | undefined {
  if (kind === 'pattern') return undefined;
  const needles: string[] = [];
  for (const term of termList(kind, terms)) {
    const words = /^[\x20-\x7e]+$/.test(term) ? (term.toLowerCase().match(/[a-z0-9]+/g) ?? []) : [];
    if (!words.length) return undefined;
    needles.push(words.reduce((a, b) => (b.length > a.length ? b : a)));
  }
  return needles;
}

/** An auto-tagging rule's data made ready to run; throws TermsError on terms that make no expression. */
export function compileRule(id: string, data: Data): CompiledRule {
  const kind = (data.match as TermsKind | undefined) ?? 'words';
  const terms = String(data.terms ?? '');
  const needles = needlesOf(kind, terms);
  return {
    kind: 'set',
    id,
    name: String(data.name ?? ''),
    source: typeof data.source === 'string' ? data.source : null,
    fields: (data.fields as string[] | undefined) ?? ['title'],
    terms: termsRegExp(kind, terms),
    ...(needles ? { needles } : {}),
    exclude: typeof data.exclude === 'string' && data.exclude.trim() ? termsRegExp('phrases', data.exclude) : null,
    data,
  };
}

/** A suggestion rule's data made ready to run: its pattern on one field or on all; throws TermsError as above. */
export function compileSuggestRule(id: string, data: Data): CompiledRule {
  const field = typeof data.field === 'string' && data.field !== 'any' ? data.field : null;
  return {
    kind: 'suggest',
    id,
    name: String(data.name ?? ''),
    source: null,
    fields: field ? [field] : ['title', 'summary', 'content', 'url'],
    terms: termsRegExp('pattern', String(data.pattern ?? '')),
    exclude: null,
    data,
  };
}

/** The text of stored (already sanitised) HTML, fast: tags to spaces, entities decoded. */
function textOfHtml(html: string): string {
  return decodeHTML(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/** The texts of a news item a rule reads, by field (rich content as plain text). */
export function textsOf(data: Data): Record<string, string> {
  const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, MAX_TEXT) : '');
  return {
    title: text(data.title),
    summary: text(data.summary),
    content: typeof data.content === 'string' ? textOfHtml(data.content.slice(0, MAX_TEXT * 2)).slice(0, MAX_TEXT) : '',
    url: text(data.url),
  };
}

/** The words of an item's texts, by field, made once for all the rules that read them. */
const wordCache = new WeakMap<Record<string, string>, Map<string, Set<string>>>();

/**
 * The whole words of a text, in lower case, as the rules' expressions (flags `iu`) compare them with an ASCII term:
 * its letters match either case, `ſ` (long s) and `K` (Kelvin sign) match s and k, nothing else matches an ASCII
 * letter or digit. So wherever a term of ASCII matches, each of its words is one of these.
 */
function wordsOf(texts: Record<string, string>, field: string): Set<string> {
  let byField = wordCache.get(texts);
  if (!byField) wordCache.set(texts, (byField = new Map()));
  let words = byField.get(field);
  if (!words) {
    words = new Set(
      (texts[field] ?? '')
        .toLowerCase()
        .replace(/ſ/g, 's')
        .match(/[\p{L}\p{N}]+/gu),
    );
    byField.set(field, words);
  }
  return words;
}

function hasAny(words: Set<string>, needles: readonly string[]): boolean {
  for (const needle of needles) if (words.has(needle)) return true;
  return false;
}

/** Where a rule matches these texts (every match, by field), or null when it does not apply. */
export function matchRule(
  rule: CompiledRule,
  texts: Record<string, string>,
  sourceId: string | null,
): RuleMatch[] | null {
  if (rule.source && rule.source !== sourceId) return null;
  const found: RuleMatch[] = [];
  for (const field of rule.fields) {
    const text = texts[field] ?? '';
    // Most texts have none of a rule's words: a look-up spares running its expression (the most time of arriving items).
    if (!text || (rule.needles && !hasAny(wordsOf(texts, field), rule.needles))) continue;
    for (const match of text.matchAll(rule.terms)) {
      found.push({ field, start: match.index, end: match.index + match[0].length });
    }
  }
  if (!found.length) return null;
  // An excluded word or phrase in any field the rule reads keeps it from applying (looked for only when it matches).
  const excluded = rule.exclude;
  if (excluded && rule.fields.some((field) => ((excluded.lastIndex = 0), excluded.test(texts[field] ?? '')))) {
    return null;
  }
  return found;
}

/**
 * What rules set on an item: lists joined (tags, types, topics, countries), a regulator or impact by the first rule
 * that sets one (a rule may override the source's regulator, not an earlier rule's). `autoTags` records each value
 * a rule added, as `field:value`, so that the web can mark what a rule set rather than a person. Suggestion rules
 * (after the others) set nothing: they add `tags:x` / `topics:<id>` to `suggestions` for an analyst to accept or
 * reject, unless the item has the value already or an analyst rejected it (`-tags:x`).
 */
export function applyRules(rules: readonly CompiledRule[], data: Data, sourceId: string | null): Data {
  const texts = textsOf(data);
  const out: Data = { ...data };
  const auto = new Set<string>((data.autoTags as string[] | undefined) ?? []);
  // A suggestion an analyst rejected is kept as `-tags:x`, so that running the rules again does not bring it back.
  const previous = (data.suggestions as string[] | undefined) ?? [];
  const rejected = previous.filter((entry) => entry.startsWith('-'));
  const suggested = new Set(previous.filter((entry) => !entry.startsWith('-')));
  const single = new Set<string>();
  // The rule set's index (made once per version) visits only the rules whose words the texts have.
  const index = ruleIndex(rules);
  const applying = index ? matchingRules(index, texts, sourceId) : rules.filter((r) => matchRule(r, texts, sourceId));
  for (const rule of applying) {
    if (rule.kind === 'suggest') {
      for (const field of ['tags', 'topics'] as const) {
        for (const value of (rule.data[field] as string[] | undefined) ?? []) {
          if (!rejected.includes(`-${field}:${value}`)) suggested.add(`${field}:${value}`);
        }
      }
      continue;
    }
    for (const field of ['tags', 'newsTypes', 'topics', 'countries'] as const) {
      const add = (rule.data[field] as string[] | undefined) ?? [];
      if (!add.length) continue;
      const current = (out[field] as string[] | undefined) ?? [];
      for (const value of add) {
        if (!current.includes(value)) auto.add(`${field}:${value}`);
      }
      out[field] = [...new Set([...current, ...add])];
    }
    for (const field of ['regulator', 'impact'] as const) {
      const value = rule.data[field];
      if (!value || single.has(field)) continue;
      single.add(field);
      if (out[field] !== value) auto.add(field);
      out[field] = value;
    }
  }
  if (auto.size) out.autoTags = [...auto];
  // What the item has by now (set by a rule or a person) is no longer a suggestion.
  const open = [...suggested].filter((entry) => {
    const [field, value] = splitSuggestion(entry);
    return !((out[field] as string[] | undefined) ?? []).includes(value);
  });
  if (open.length || data.suggestions !== undefined) out.suggestions = [...open, ...rejected];
  return out;
}

/** `tags:x` → ['tags', 'x']; `topics:<id>` → ['topics', id]. */
function splitSuggestion(entry: string): [string, string] {
  const at = entry.indexOf(':');
  return at === -1 ? ['tags', entry] : [entry.slice(0, at), entry.slice(at + 1)];
}

/**
 * The enabled rules in their order (auto-tagging rules by position, then suggestion rules), compiled once and read
 * again only when a rule changed (a cheap check of the rules' count and last change per call).
 */
export class RuleBook {
  private stamp = '';
  private rules: CompiledRule[] = [];

  async current(db: Database): Promise<CompiledRule[]> {
    const types = sql`type IN (${AUTOTAG.name}, ${SUGGEST.name})`;
    // Any change of a rule changes the count or the latest change of the live rules or of the deleted ones. Each
    // part apart, so that the partial indexes of live and deleted items answer it (not a scan of every item: this
    // runs on every fetch).
    const [state] = await queryRows<{ stamp: string }>(
      db,
      sql`SELECT concat_ws(':',
          (SELECT count(*) FROM content_items WHERE ${types} AND deleted_at IS NULL),
          (SELECT max(updated_at) FROM content_items WHERE ${types} AND deleted_at IS NULL),
          (SELECT count(*) FROM content_items WHERE ${types} AND deleted_at IS NOT NULL),
          (SELECT max(deleted_at) FROM content_items WHERE ${types} AND deleted_at IS NOT NULL)) AS stamp`,
    );
    if (state?.stamp === this.stamp) return this.rules;
    const rows = await queryRows<{ id: string; type: string; data: Data }>(
      db,
      sql`SELECT id, type, data FROM content_items WHERE ${types} AND deleted_at IS NULL
        AND coalesce((data->>'enabled')::boolean, false)
        ORDER BY type = ${SUGGEST.name}, coalesce((data->>'position')::numeric, 0), lower(title), id`,
    );
    // A rule stored before its checks tightened is skipped rather than stopping every arriving item.
    this.rules = rows.flatMap((row) => {
      try {
        return [row.type === SUGGEST.name ? compileSuggestRule(row.id, row.data) : compileRule(row.id, row.data)];
      } catch {
        return [];
      }
    });
    this.stamp = state?.stamp ?? '';
    return this.rules;
  }
}

/**
 * The live rules as a plug-in of the content service (registered for news items): an item written by hand is
 * tagged as a fetched one is. An update runs them again only when what they read changed, so that a tag a person
 * took off an unchanged item stays off.
 */
export function autoTagOnWrite(book: RuleBook): BeforeWrite {
  return async (db, data, previous) => {
    const sourceOf = (item: Data) => (typeof item.source === 'string' ? item.source : null);
    const read = (item: Data) => JSON.stringify([textsOf(item), sourceOf(item)]);
    if (previous && read(previous) === read(data)) return data;
    const rules = await book.current(db);
    return rules.length ? applyRules(rules, data, sourceOf(data)) : data;
  };
}
