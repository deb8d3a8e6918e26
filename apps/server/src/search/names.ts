import { CONTENT_TYPES } from '@rh/core/content';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client.ts';

/**
 * Known names for search (issue 13): every regulation's short name, citation, citation number, the name in its
 * title's closing parentheses and its aliases; every topic's and tag's name and aliases. Names of one thing form a
 * group (DORA, Digital Operational Resilience Act, 2022/2554); groups that share a name are one group (the topic
 * "Market abuse" and the regulation MAR, whose alias it is). A query that names a group is widened to all of it.
 *
 * Kept in memory per database, loaded on first use, cleared when a regulation, topic or tag is written through the
 * content API of this process (routes.ts), and at most TTL_MS old otherwise (writes by other processes, imports).
 */
export const TTL_MS = 5 * 60_000;

/** The types whose items give search its known names: those that declare an `aliases` field. */
export const NAMED_TYPES: readonly string[] = CONTENT_TYPES.filter((type) =>
  type.fields.some((field) => field.name === 'aliases'),
).map((type) => type.name);

export interface NameGroup {
  /** The names as written, one per normalised form. */
  names: string[];
  /** Regulations of the group: ranked first when the query is one of its names. */
  regulationIds: string[];
}

export interface Dictionary {
  /** Normalised name → its group. */
  byKey: Map<string, NameGroup>;
  /** Most words in a name, so that matching tries no longer spans. */
  maxWords: number;
  /** Normalised name → the types of the items it names: a caller is shown only names of types it may read. */
  typesOf: Map<string, Set<string>>;
  /**
   * Normalised words of every name, each with the types of the items whose names hold it: words that need no
   * correction, and candidates for corrections.
   */
  words: Map<string, Set<string>>;
  /** Item id → its names (for the suggestion's `matched`). */
  namesOf: Map<string, string[]>;
  /** Every word of every name with its item, sorted by word: type-ahead finds names by prefix without SQL. */
  prefixes: { word: string; id: string; words: string[] }[];
}

const ROMAN: Record<string, string> = { ii: '2', iii: '3', iv: '4', vi: '6', vii: '7', viii: '8', ix: '9' };
const ARABIC = Object.fromEntries(Object.entries(ROMAN).map(([roman, arabic]) => [arabic, roman]));

/** The words of a text as search compares them: lower case, without accents and punctuation ('/' kept for citations). */
export function words(text: string): string[] {
  return (
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+(?:\/[\p{L}\p{N}]+)*/gu) ?? []
  );
}

/**
 * A name's comparison key: its words, a Roman numeral after the first word read as its number ("MiFID II" and
 * "Mifid 2" are both `mifid 2`; a lone "I" or "V" stays a word).
 */
export function normalise(text: string): string {
  return words(text)
    .map((word, i) => (i > 0 && ROMAN[word]) || word)
    .join(' ');
}

/** The text with numerals after the first word swapped to the other form ("Basel 3" → "Basel iii"); null if none. */
export function swapNumerals(text: string): string | null {
  let swapped = false;
  const out = text.split(/(\s+)/).map((part, i) => {
    const lower = part.toLowerCase();
    const other = i > 0 ? (ROMAN[lower] ?? ARABIC[lower]) : undefined;
    if (!other) return part;
    swapped = true;
    return other;
  });
  return swapped ? out.join('') : null;
}

/** pg_trgm's similarity of two words, in JavaScript: shared trigrams of the padded words over all of them. */
export function similarity(a: string, b: string): number {
  const grams = (word: string) => {
    const padded = `  ${word} `;
    const set = new Set<string>();
    for (let i = 0; i + 3 <= padded.length; i++) set.add(padded.slice(i, i + 3));
    return set;
  };
  const x = grams(a);
  const y = grams(b);
  let shared = 0;
  for (const gram of x) if (y.has(gram)) shared++;
  return shared / (x.size + y.size - shared);
}

interface NamedRow {
  id: string;
  type: string;
  title: string;
  shortName: string | null;
  citation: string | null;
  aliases: string[] | null;
}

/** The names of one regulation, topic or tag. */
function namesOfRow(row: NamedRow): string[] {
  const names = [row.title, ...(row.aliases ?? [])];
  if (row.type !== 'regulation') return names;
  if (row.shortName) names.push(row.shortName);
  if (row.citation) {
    names.push(row.citation);
    // The number people type: 2022/2554, 596/2014, 2014/65/EU and 2014/65.
    for (const number of row.citation.match(/\b\d{2,4}\/\d{1,4}(?:\/[A-Za-z]+)?\b/g) ?? []) {
      names.push(number, number.replace(/\/[A-Za-z]+$/, ''));
    }
  }
  // A long official title is no name anyone types; its closing "(Artificial Intelligence Act)" is.
  const tail = /\(([^()]*\p{L}[^()]*)\)\s*$/u.exec(row.title)?.[1];
  if (tail && tail.length <= 80) names.push(tail);
  return names.filter((name, i) => i > 0 || name.length <= 80);
}

/** Builds the dictionary from the named items: groups joined where they share a name. */
export function buildDictionary(rows: readonly NamedRow[]): Dictionary {
  const parent = rows.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i]!)));
  const owner = new Map<string, number>();
  const names = rows.map(namesOfRow);
  names.forEach((list, i) => {
    for (const name of list) {
      const key = normalise(name);
      if (!key) continue;
      const other = owner.get(key);
      if (other === undefined) owner.set(key, i);
      else parent[find(i)] = find(other);
    }
  });
  const groups = new Map<number, NameGroup & { keys: Set<string> }>();
  const byKey = new Map<string, NameGroup>();
  const typesOf = new Map<string, Set<string>>();
  const dictionaryWords = new Map<string, Set<string>>();
  const addType = (map: Map<string, Set<string>>, key: string, type: string) => {
    const types = map.get(key);
    if (types) types.add(type);
    else map.set(key, new Set([type]));
  };
  const namesOf = new Map<string, string[]>();
  let maxWords = 1;
  const prefixes: Dictionary['prefixes'] = [];
  rows.forEach((row, i) => {
    const root = find(i);
    let group = groups.get(root);
    if (!group) groups.set(root, (group = { names: [], regulationIds: [], keys: new Set() }));
    if (row.type === 'regulation') group.regulationIds.push(row.id);
    namesOf.set(row.id, names[i]!);
    for (const name of names[i]!) {
      const key = normalise(name);
      if (!key) continue;
      if (!group.keys.has(key)) {
        group.keys.add(key);
        group.names.push(name.trim());
      }
      byKey.set(key, group);
      addType(typesOf, key, row.type);
      const split = key.split(' ');
      for (const word of new Set(split)) prefixes.push({ word, id: row.id, words: split });
      maxWords = Math.max(maxWords, split.length);
      for (const word of split) if (/^\p{L}{3,}$/u.test(word)) addType(dictionaryWords, word, row.type);
    }
  });
  prefixes.sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
  return { byKey, maxWords: Math.min(maxWords, 8), typesOf, words: dictionaryWords, namesOf, prefixes };
}

/** The index in `prefixes` of the first word that is not before `first` (a binary search). */
function firstWithPrefix(dict: Dictionary, first: string): number {
  let low = 0;
  let high = dict.prefixes.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (dict.prefixes[middle]!.word < first) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The normalised names that start with a normalised text, other than the text itself: a binary search too. */
export function namesStartingWith(dict: Dictionary, typed: string): string[] {
  const first = typed.split(' ')[0];
  if (!first) return [];
  const keys = new Set<string>();
  for (let i = firstWithPrefix(dict, first); i < dict.prefixes.length; i++) {
    const entry = dict.prefixes[i]!;
    if (!entry.word.startsWith(first)) break;
    // A name starts with the text only if its first word starts with the text's first word.
    if (entry.words[0] !== entry.word) continue;
    const key = entry.words.join(' ');
    if (key !== typed && key.startsWith(typed)) keys.add(key);
  }
  return [...keys];
}

/**
 * Ids of the regulations, topics and tags with a name each of whose typed words starts a word of (at most `max`):
 * a binary search for the first typed word, then a check of the others.
 */
export function idsByNamePrefix(dict: Dictionary, typed: readonly string[], max: number): string[] {
  const [first] = typed;
  if (!first) return [];
  const low = firstWithPrefix(dict, first);
  const ids = new Set<string>();
  for (let i = low; i < dict.prefixes.length && ids.size < max; i++) {
    const entry = dict.prefixes[i]!;
    if (!entry.word.startsWith(first)) break;
    if (typed.every((word) => entry.words.some((own) => own.startsWith(word)))) ids.add(entry.id);
  }
  return [...ids];
}

const cache = new WeakMap<Database, { at: number; dictionary: Promise<Dictionary> }>();

/** The dictionary of this database, loaded when missing or older than TTL_MS. */
export function dictionary(db: Database): Promise<Dictionary> {
  const entry = cache.get(db);
  if (entry && Date.now() - entry.at < TTL_MS) return entry.dictionary;
  const loading = queryRows<NamedRow>(
    db,
    sql`SELECT id, type, title, data->>'shortName' AS "shortName", data->>'citation' AS citation,
        CASE WHEN jsonb_typeof(data->'aliases') = 'array'
          THEN ARRAY(SELECT jsonb_array_elements_text(data->'aliases')) END AS aliases
      FROM content_items WHERE type = ANY(${sql.param([...NAMED_TYPES])}::text[]) AND deleted_at IS NULL ORDER BY type, id`,
  ).then(buildDictionary);
  cache.set(db, { at: Date.now(), dictionary: loading });
  // A failed load is not kept: the next search tries again.
  loading.catch(() => cache.delete(db));
  return loading;
}

/** Forgets the dictionary of this database: a regulation, topic or tag was written. */
export function clearDictionary(db: Database): void {
  cache.delete(db);
}

/** A run of the query: words searched as typed, or a known name widened to its group. */
export type Segment = { kind: 'text'; text: string } | { kind: 'group'; text: string; group: NameGroup };

export interface Plan {
  segments: Segment[];
  /** The names the query was widened with, beside what was typed. */
  expanded: string[];
  /** Regulations the whole query names: ranked first. */
  named: string[];
}

/** Web-search syntax (a phrase, `or`, `-word`) is searched as typed, unwidened. */
function hasSyntax(q: string): boolean {
  return /["]/.test(q) || /(^|\s)-\S/.test(q) || /(^|\s)or(\s|$)/i.test(q);
}

/** Splits a query into known names (longest first, left to right) and the words between them. */
export function plan(q: string, dict: Dictionary): Plan {
  if (hasSyntax(q)) return { segments: [{ kind: 'text', text: q }], expanded: [], named: [] };
  const tokens = q.trim().split(/\s+/).filter(Boolean);
  const segments: Segment[] = [];
  const expanded: string[] = [];
  let text: string[] = [];
  const flush = () => {
    if (text.length) segments.push({ kind: 'text', text: text.join(' ') });
    text = [];
  };
  for (let i = 0; i < tokens.length;) {
    let matched = 0;
    for (let n = Math.min(dict.maxWords, tokens.length - i); n > 0 && !matched; n--) {
      const typed = tokens.slice(i, i + n).join(' ');
      const group = dict.byKey.get(normalise(typed));
      if (!group) continue;
      flush();
      segments.push({ kind: 'group', text: typed, group });
      const key = normalise(typed);
      for (const name of group.names) if (normalise(name) !== key && !expanded.includes(name)) expanded.push(name);
      matched = n;
    }
    if (matched) i += matched;
    else text.push(tokens[i++]!);
  }
  flush();
  const only = segments.length === 1 ? segments[0] : undefined;
  return { segments, expanded, named: only?.kind === 'group' ? only.group.regulationIds : [] };
}
