import { can } from '@rh/core';
import { CONTENT_TYPES, type ContentType } from '@rh/core/content';
import { sql, type SQL } from 'drizzle-orm';
import type { Identity } from '../auth/identity.ts';
import { ITEMS_WITH_SEARCH, prefixQuery, SEARCH_CONFIG, visibleWhere } from '../content/query.ts';
import { queryRows, type Database } from '../db/client.ts';
import { forbidden } from '../http/errors.ts';
import {
  dictionary,
  idsByNamePrefix,
  namesStartingWith,
  normalise,
  plan,
  similarity,
  swapNumerals,
  words,
  type Dictionary,
  type Plan,
} from './names.ts';
import { documentMatches, documentsCte, inDocuments, matchedPageJoin, matchWhere } from './documents.ts';
import { newestMatches, windowPlan } from './window.ts';

/** Matches ranked per query: the newest this many, so that a common word costs no more than a rare one. */
export const RANK_WINDOW = 1_000;

export interface SearchParams {
  q: string;
  types?: string[];
  countries?: string[];
  regulators?: string[];
  years?: number[];
  limit: number;
  offset: number;
  /** Search the words as typed: no correction of misspellings (the "search instead for" way back). */
  exact?: boolean;
}

export interface SearchResult {
  id: string;
  type: string;
  title: string;
  snippet: string;
  date: string | null;
  countries: string[];
  /** The words were found only in the item's uploaded document (a regulation's PDF), not in its own fields. */
  matchedIn?: 'document';
  /** That document's first page holding them all (1-based), when one does. */
  page?: number;
}

export interface Facet {
  value: string;
  label?: string;
  count: number;
}

/** The field a type's snippets are cut from: its first long text with a search weight, else none. */
function snippetField(type: ContentType): string | undefined {
  return type.fields.find((field) => (field.kind === 'longtext' || field.kind === 'richtext') && field.search)?.name;
}

/** Text for a snippet, HTML tags removed and the rest escaped, so that only the <mark> of ts_headline is markup. */
const escaped = (raw: SQL) =>
  sql`replace(replace(replace(regexp_replace(${raw}, '<[^>]*>', ' ', 'g'), '&', '&amp;'), '<', '&lt;'), '>', '&gt;')`;

/** The text a result's snippet is cut from: its type's snippet field, else its title. */
function snippetSource(types: readonly ContentType[]): SQL {
  const cases = types
    .map((type) => [type.name, snippetField(type)] as const)
    .filter(([, field]) => field)
    .map(([name, field]) => sql`WHEN ${name} THEN c.data->>${field}`);
  return escaped(cases.length ? sql`coalesce(CASE c.type ${sql.join(cases, sql` `)} END, c.title)` : sql`c.title`);
}

/** The types this caller may read; none is a 403. */
export function readableTypes(identity: Identity, wanted?: readonly string[]): ContentType[] {
  const readable = CONTENT_TYPES.filter((type) => can(identity.roles, type.resource, 'read'));
  if (readable.length === 0) throw forbidden('You may not read any content.');
  return wanted?.length ? readable.filter((type) => wanted.includes(type.name)) : readable;
}

/**
 * Whether a type's items are configuration — what admins set up for the auto-tagger and the fetcher (keywords, rules,
 * sources, news types, service levels) — ranked below content. A type declares itself so with `searchTier`.
 */
export function isConfiguration(type: ContentType): boolean {
  return type.searchTier === 'configuration';
}

/**
 * The type the title trigram index leaves out (migration 0009: `WHERE deleted_at IS NULL AND type <> 'newsitem'`).
 * A query repeats the predicate as a literal, not a parameter, so that the planner can prove the partial index fits.
 */
const NOT_TRIGRAM_INDEXED = sql.raw(`'newsitem'`);

/** The names of `expanded` that name items of types the caller may read; other names are not shown. */
function readableNames(dict: Dictionary, names: readonly string[], readable: readonly ContentType[]): string[] {
  const types = new Set(readable.map((type) => type.name));
  return names.filter((name) => [...(dict.typesOf.get(normalise(name)) ?? [])].some((type) => types.has(type)));
}

/** The words of known names of types the caller may read: a correction takes no word from other names. */
function readableWords(dict: Dictionary, readable: readonly ContentType[]): Set<string> {
  const types = new Set(readable.map((type) => type.name));
  const found = new Set<string>();
  for (const [word, of] of dict.words) if ([...of].some((type) => types.has(type))) found.add(word);
  return found;
}

/** Fewer results than this make search try the query with its unknown words spelt as known names are. */
export const FEW_RESULTS = 3;

/** A corrected spelling must share this much of its trigrams with the word typed (pg_trgm's own default). */
const CORRECTION_SIMILARITY = 0.3;

/** The tsquery of a plan: its runs ANDed; a known name ORed with the other names of its group; numerals both ways. */
function tsqueryOf(plan: Plan): SQL {
  const typed = (text: string) => {
    const own = sql`websearch_to_tsquery(${SEARCH_CONFIG}, ${text})`;
    const swapped = swapNumerals(text);
    return swapped ? sql`(${own} || websearch_to_tsquery(${SEARCH_CONFIG}, ${swapped}))` : own;
  };
  // What was typed is searched as ever; each other name is ORed in with all its words: widened, never narrowed. Not
  // as phrases: a phrase rechecks every candidate row's positions (ten times the cost, bench/RESULTS.md), and a
  // name's words together are as telling as the phrase.
  const parts = plan.segments.map((segment) => {
    if (segment.kind === 'text') return typed(segment.text);
    const key = normalise(segment.text);
    const others = segment.group.names
      .filter((name) => normalise(name) !== key)
      .map((name) => sql`plainto_tsquery(${SEARCH_CONFIG}, ${name})`);
    return sql`(${sql.join([typed(segment.text), ...others], sql` || `)})`;
  });
  return parts.length ? sql.join(parts, sql` && `) : sql`websearch_to_tsquery(${SEARCH_CONFIG}, '')`;
}

const EMPTY_FACETS = { type: [], country: [], regulator: [], year: [] };

/**
 * Full-text search across the items the caller may read (their type's grant and visibleWhere): web-style syntax
 * (`"a phrase"`, `or`, `-word`), known names widened to their aliases (names.ts), weighted ranking within the newest
 * RANK_WINDOW matches — the regulations the query names first, configuration last — snippets with the matches in
 * <mark>, and facet counts. When the query finds fewer than FEW_RESULTS and `exact` is not set, its unknown words are
 * corrected to the nearest known names and the corrected query answers if it finds more (`correction`).
 */
export async function search(db: Database, identity: Identity, params: SearchParams) {
  const types = readableTypes(identity, params.types);
  if (types.length === 0) {
    return { results: [], total: 0, capped: false, facets: EMPTY_FACETS, correction: null, expanded: [] };
  }
  // Names and corrections come from every type the caller may read, not only the types searched.
  const readable = readableTypes(identity);
  const dict = await dictionary(db);
  const first = plan(params.q, dict);
  const found = await runSearch(db, identity, types, params, first);
  const expanded = readableNames(dict, first.expanded, readable);
  const answer = { ...found, correction: null as { query: string } | null, expanded };
  if (params.exact || found.total >= FEW_RESULTS) return answer;
  const corrected = await correctQuery(db, identity, readable, dict, params.q);
  if (!corrected) return answer;
  const second = plan(corrected, dict);
  const better = await runSearch(db, identity, types, params, second);
  if (better.total <= found.total) return answer;
  return { ...better, correction: { query: corrected }, expanded: readableNames(dict, second.expanded, readable) };
}

/** One search statement: the matches of a plan's tsquery, ranked, a page of them and their facets. */
async function runSearch(
  db: Database,
  identity: Identity,
  types: readonly ContentType[],
  params: SearchParams,
  plan: Plan,
) {
  const names = types.map((type) => type.name);
  const configuration = types.filter(isConfiguration).map((type) => type.name);
  const tsquery = tsqueryOf(plan);
  // Items found by their uploaded documents' text join the matches, under the same filters as the rest.
  const documents = await documentMatches(db, identity, types, readableTypes(identity), tsquery, RANK_WINDOW);
  const anyDocuments = documents.items.length > 0;
  const { pairs, walk } = await windowPlan(db, params.q, RANK_WINDOW);
  const filters: SQL[] = [
    sql`type = ANY(${sql.param(names)}::text[])`,
    visibleWhere(identity.roles, { types }),
    sql`live`,
  ];
  if (params.countries?.length) filters.push(sql`countries && ${sql.param(params.countries)}::text[]`);
  if (params.regulators?.length) filters.push(sql`regulator = ANY(${sql.param(params.regulators)}::uuid[])`);
  if (params.years?.length) {
    filters.push(sql`extract(year FROM date)::int = ANY(${sql.param(params.years)}::int[])`);
  }
  const match = matchWhere(documents, pairs);
  const named = sql`${sql.param(plan.named)}::uuid[]`;
  // The regulations the query names join the window whatever their date: DORA's regulation is older than its news.
  const where = (...also: SQL[]) => sql.join([...filters, ...also], sql` AND `);
  const window = plan.named.length
    ? sql`(${newestMatches(where(sql`NOT id = ANY(${named})`), match, tsquery, RANK_WINDOW - plan.named.length, walk)})
        UNION ALL SELECT id, type, date, countries, regulator, search, query
          FROM content_search, (SELECT ${tsquery} AS query) q WHERE ${where(match)} AND id = ANY(${named})`
    : newestMatches(where(), match, tsquery, RANK_WINDOW, walk);
  // One statement: the newest RANK_WINDOW matches from the narrow search table (no item data), ranked among
  // themselves; the page joins the items for its titles and snippets, and the facets count the same matches.
  // A document match ranks as its text (weight D, like a body) ranks, when that beats the item's own fields.
  const rank = anyDocuments
    ? sql`greatest(ts_rank_cd(h.search, h.query, 1), coalesce(d.rank, 0))`
    : sql`ts_rank_cd(h.search, h.query, 1)`;
  const snippet = (source: SQL) =>
    sql`ts_headline(${SEARCH_CONFIG}, ${source}, ${tsquery},
      'StartSel=<mark>, StopSel=</mark>, MaxFragments=2, MaxWords=30, MinWords=12, FragmentDelimiter=" … "')`;
  const result = anyDocuments
    ? sql`SELECT 'result' AS kind, c.id, c.type, c.title, c.date, c.countries,
          CASE WHEN dp.text IS NOT NULL THEN ${snippet(escaped(sql`dp.text`))} ELSE ${snippet(snippetSource(types))} END
          AS snippet, NULL AS value, NULL AS label, NULL::int AS count, p.n,
          CASE WHEN d.item IS NOT NULL THEN 'document' END AS matched_in, dp.page
        FROM page p JOIN content_items c ON c.id = p.id
          LEFT JOIN docs d ON d.item = c.id AND NOT p.own
          ${matchedPageJoin(tsquery)}`
    : sql`SELECT 'result' AS kind, c.id, c.type, c.title, c.date, c.countries,
          ${snippet(snippetSource(types))} AS snippet, NULL AS value, NULL AS label, NULL::int AS count, p.n,
          NULL AS matched_in, NULL::int AS page
        FROM page p JOIN content_items c ON c.id = p.id`;
  const rows = await queryRows<{
    kind: 'result' | 'type' | 'country' | 'regulator' | 'year' | 'total';
    id: string | null;
    type: string | null;
    title: string | null;
    date: string | null;
    countries: string[] | null;
    snippet: string | null;
    value: string | null;
    label: string | null;
    count: number | null;
    n: number | null;
    matched_in: 'document' | null;
    page: number | null;
  }>(
    db,
    sql`WITH hits AS MATERIALIZED (${window}),
      ${anyDocuments ? sql`${documentsCte(documents, tsquery)},` : sql``}
      page AS MATERIALIZED (
        SELECT h.id, h.search @@ h.query AS own, row_number() OVER (ORDER BY h.id = ANY(${named}) DESC,
          h.type = ANY(${sql.param(configuration)}::text[]) ASC,
          ${rank} DESC, h.date DESC NULLS LAST, h.id)::int AS n
        FROM hits h ${anyDocuments ? sql`LEFT JOIN docs d ON d.item = h.id` : sql``}
        ORDER BY n LIMIT ${params.limit} OFFSET ${params.offset})
      ${result}
      UNION ALL SELECT 'type', NULL, NULL, NULL, NULL, NULL, NULL, type, NULL, count(*)::int, NULL, NULL, NULL
        FROM hits GROUP BY type
      UNION ALL SELECT 'country', NULL, NULL, NULL, NULL, NULL, NULL, c, NULL, count(*)::int, NULL, NULL, NULL
        FROM hits, unnest(countries) c GROUP BY c
      UNION ALL SELECT 'regulator', NULL, NULL, NULL, NULL, NULL, NULL, h.regulator::text, r.title, count(*)::int,
        NULL, NULL, NULL FROM hits h JOIN content_items r ON r.id = h.regulator GROUP BY h.regulator, r.title
      UNION ALL SELECT 'year', NULL, NULL, NULL, NULL, NULL, NULL, extract(year FROM date)::int::text, NULL,
        count(*)::int, NULL, NULL, NULL FROM hits WHERE date IS NOT NULL GROUP BY extract(year FROM date)
      UNION ALL SELECT 'total', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, count(*)::int, NULL, NULL, NULL
        FROM hits`,
  );
  const facet = (name: string): Facet[] =>
    rows
      .filter((row) => row.kind === name)
      .map((row): Facet => {
        const entry = { value: row.value ?? '', count: row.count ?? 0 };
        return row.label === null ? entry : { ...entry, label: row.label };
      })
      .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))
      .slice(0, 50);
  const total = rows.find((row) => row.kind === 'total')?.count ?? 0;
  const results = rows
    .filter((row) => row.kind === 'result')
    .sort((a, b) => (a.n ?? 0) - (b.n ?? 0))
    .map((row): SearchResult => ({
      id: row.id!,
      type: row.type!,
      title: row.title!,
      snippet: row.snippet ?? '',
      date: row.date === null ? null : new Date(row.date).toISOString(),
      countries: row.countries ?? [],
      ...(row.matched_in ? { matchedIn: row.matched_in } : {}),
      ...(row.page ? { page: row.page } : {}),
    }));
  return {
    results,
    total,
    capped: total >= RANK_WINDOW,
    facets: { type: facet('type'), country: facet('country'), regulator: facet('regulator'), year: facet('year') },
  };
}

/** Edits between two words, a swap of neighbours counting one ("solvecny" → "solvency": 1). */
export function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** The known word nearest to a typed one: trigram-similar enough, then fewest edits, then most similar. */
export function nearestWord(word: string, candidates: Iterable<string>): string | null {
  let best: { word: string; edits: number; score: number } | null = null;
  for (const candidate of candidates) {
    if (candidate === word || candidate.length < 3 || !/^\p{L}+$/u.test(candidate)) continue;
    const score = similarity(word, candidate);
    if (score < CORRECTION_SIMILARITY) continue;
    const edits = editDistance(word, candidate);
    if (!best || edits < best.edits || (edits === best.edits && score > best.score)) {
      best = { word: candidate, edits, score };
    }
  }
  return best?.word ?? null;
}

/**
 * Titles of non-news items the caller may read that contain a word like each of these (pg_trgm's `<%`, on the trigram
 * index).
 */
async function similarTitles(
  db: Database,
  identity: Identity,
  readable: readonly ContentType[],
  unknown: readonly string[],
): Promise<{ word: string; title: string }[]> {
  const types = readable.filter((type) => !type.reader);
  if (types.length === 0) return [];
  return db.transaction(async (tx) => {
    // The default 0.6 misses a swapped pair of letters in a short word (solvecny ~ Solvency: 0.56); lower ones
    // recheck many more titles (0.45: twice the time of 0.5 on 100,000 titles).
    await tx.execute(sql`SET LOCAL pg_trgm.word_similarity_threshold = 0.5`);
    return queryRows<{ word: string; title: string }>(
      tx as unknown as Database,
      sql`SELECT w AS word, t.title FROM unnest(${sql.param(unknown)}::text[]) w
        CROSS JOIN LATERAL (SELECT title FROM content_items
          WHERE deleted_at IS NULL AND type <> ${NOT_TRIGRAM_INDEXED} AND w <% title
            AND type = ANY(${sql.param(types.map((type) => type.name))}::text[])
            AND ${visibleWhere(identity.roles, { types })}
          ORDER BY word_similarity(w, title) DESC LIMIT 10) t`,
    );
  });
}

/**
 * The query with each word no item and no known name has spelt as the nearest known word (names, aliases, the words
 * of non-news titles) — of the items and types the caller may read; null when no word changed. Searched phrases and
 * operators are left alone.
 */
export async function correctQuery(
  db: Database,
  identity: Identity,
  readable: readonly ContentType[],
  dict: Dictionary,
  q: string,
): Promise<string | null> {
  if (/["]|(^|\s)-\S|(^|\s)or(\s|$)/i.test(q)) return null;
  const tokens = q.trim().split(/\s+/);
  const wordOf = (token: string) => {
    const found = words(token);
    return found.length === 1 && /^\p{L}{4,}$/u.test(found[0]!) ? found[0]! : null;
  };
  const names = readableWords(dict, readable);
  const typed = [...new Set(tokens.map(wordOf).filter((word): word is string => !!word && !names.has(word)))];
  if (typed.length === 0) return null;
  const known = await queryRows<{ word: string }>(
    db,
    sql`SELECT w AS word FROM unnest(${sql.param(typed)}::text[]) w WHERE EXISTS (SELECT 1 FROM content_search
      WHERE live AND search @@ plainto_tsquery(${SEARCH_CONFIG}, w)
        AND type = ANY(${sql.param(readable.map((type) => type.name))}::text[])
        AND ${visibleWhere(identity.roles, { types: readable })}) OR ${inDocuments(sql`w`, readable)}`,
  );
  const unknown = typed.filter((word) => !known.some((row) => row.word === word));
  if (unknown.length === 0) return null;
  const fixes = new Map<string, string>();
  // A known name one edit away needs no look at the titles ("solvecny" → solvency).
  for (const word of unknown) {
    const nearest = nearestWord(word, names);
    if (nearest && editDistance(word, nearest) <= 1) fixes.set(word, nearest);
  }
  const rest = unknown.filter((word) => !fixes.has(word));
  const titles = rest.length ? await similarTitles(db, identity, readable, rest) : [];
  for (const word of rest) {
    const fromTitles = titles.filter((row) => row.word === word).flatMap((row) => words(row.title));
    const nearest = nearestWord(word, new Set([...names, ...fromTitles]));
    if (nearest) fixes.set(word, nearest);
  }
  if (fixes.size === 0) return null;
  return tokens.map((token) => fixes.get(wordOf(token) ?? '') ?? token).join(' ');
}

export interface Suggestion {
  id: string;
  type: string;
  title: string;
  /** The alias or corrected spelling that matched, when the title does not show it. */
  matched?: string;
}

/** Items that type-ahead looks at per part: enough to rank, few enough to stay fast on a million news items. */
const SUGGEST_WINDOW = { other: 120, reader: 50 };

/** Whether every typed word starts a word of the text. */
function startsWords(typed: readonly string[], text: string): boolean {
  const own = normalise(text).split(' ');
  return typed.every((word) => own.some((candidate) => candidate.startsWith(word)));
}

/**
 * Regulations a name of which starts with what was typed, in order: those named exactly, then the shortest names
 * ("dor" → DORA before DORA-12, a regulation of the generated big set).
 */
function regulationsStartingWith(dict: Dictionary, typed: string): string[] {
  if (typed.length < 2) return [];
  const exact = dict.byKey.get(typed)?.regulationIds ?? [];
  const starting = new Set<string>(exact);
  const keys = namesStartingWith(dict, typed);
  // The shortest names first: "dora" before "dora 12" and "dorado".
  keys.sort((a, b) => a.length - b.length || a.localeCompare(b));
  for (const key of keys) {
    if (starting.size >= 5) break;
    for (const id of dict.byKey.get(key)!.regulationIds) starting.add(id);
  }
  return [...starting].slice(0, 5);
}

/**
 * Type-ahead: items with words that start with the words typed so far (the last as a prefix), in their titles or
 * aliases; the regulations named first, content before configuration. When nothing starts so, titles of non-news
 * items like what was typed (trigrams), with the word they matched.
 */
export async function suggest(db: Database, identity: Identity, q: string, limit: number): Promise<Suggestion[]> {
  const tsquery = prefixQuery(q);
  if (!tsquery) return [];
  const types = readableTypes(identity);
  const dict = await dictionary(db);
  const typed = normalise(q);
  const regulation = types.filter((type) => type.name === 'regulation');
  const named = regulation.length ? regulationsStartingWith(dict, typed) : [];
  const reader = types.filter((type) => type.reader && !isConfiguration(type));
  const configuration = types.filter(isConfiguration);
  const content = types.filter((type) => !type.reader && !isConfiguration(type));
  const configurationNames = sql`${sql.param(configuration.map((type) => type.name))}::text[]`;
  const columns = sql`id, type, title, date, CASE WHEN type = ANY(${configurationNames}) THEN 1 ELSE 0 END AS tier,
    ts_rank_cd(search, query) AS rank FROM ${ITEMS_WITH_SEARCH}, to_tsquery('simple', ${tsquery}) query`;
  const readable = (list: readonly ContentType[]) =>
    sql`type = ANY(${sql.param(list.map((type) => type.name))}::text[]) AND ${visibleWhere(identity.roles, { types: list })}
      AND deleted_at IS NULL`;
  const typedWords = words(q);
  const other = [...content, ...configuration];
  // Non-news items by their titles on the trigram index (which holds no news: the search index would visit every
  // news item that matches, to drop it) and by their aliases from the dictionary; news by the search index, newest.
  const titled = typedWords.some((word) => word.length >= 3);
  const byTitle = titled
    ? sql.join(
        typedWords.map((word) => sql`title ~* ${`\\m${word}`}`),
        sql` AND `,
      )
    : sql`search @@ query`;
  const typedKeys = typed.split(' ');
  const aliased = idsByNamePrefix(dict, typedKeys, 50);
  const parts = [
    other.length
      ? sql`(SELECT ${columns} WHERE ${readable(other)} AND type <> ${NOT_TRIGRAM_INDEXED}
          AND (${byTitle} OR id = ANY(${sql.param(aliased)}::uuid[]))
          ORDER BY 5, date DESC NULLS LAST, id DESC LIMIT ${SUGGEST_WINDOW.other})`
      : undefined,
    reader.length
      ? sql`(SELECT ${columns} WHERE ${readable(reader)} AND search @@ query
          ORDER BY date DESC NULLS LAST, id DESC LIMIT ${SUGGEST_WINDOW.reader})`
      : undefined,
    // The same columns as the content part's, so that UNION keeps one row of a regulation found by both.
    named.length
      ? sql`(SELECT id, type, title, date, 0 AS tier, ts_rank_cd(search, query) AS rank
          FROM ${ITEMS_WITH_SEARCH}, to_tsquery('simple', ${tsquery}) query
          WHERE id = ANY(${sql.param(named)}::uuid[]) AND type = 'regulation' AND deleted_at IS NULL
            AND ${visibleWhere(identity.roles, { types: regulation })})`
      : undefined,
  ].filter((fragment): fragment is SQL => fragment !== undefined);
  const rows = await queryRows<{ id: string; type: string; title: string }>(
    db,
    sql`SELECT id, type, title FROM (${sql.join(parts, sql` UNION `)}) hits
      ORDER BY array_position(${sql.param(named)}::uuid[], id) NULLS LAST, tier, rank DESC, date DESC NULLS LAST, id
      LIMIT ${limit}`,
  );
  if (rows.length) {
    return rows.map((row) => {
      if (startsWords(typedKeys, row.title)) return row;
      const matched = dict.namesOf.get(row.id)?.find((name) => startsWords(typedKeys, name));
      return matched ? { ...row, matched } : row;
    });
  }
  return similarSuggestions(db, identity, types, q, limit);
}

/** Type-ahead's fallback: non-news titles with a word like the words typed, configuration last. */
async function similarSuggestions(
  db: Database,
  identity: Identity,
  types: readonly ContentType[],
  q: string,
  limit: number,
): Promise<Suggestion[]> {
  const text = words(q).join(' ');
  if (text.length < 3) return [];
  const configuration = types.filter(isConfiguration).map((type) => type.name);
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL pg_trgm.word_similarity_threshold = 0.45`);
    return queryRows<{ id: string; type: string; title: string }>(
      tx as unknown as Database,
      sql`SELECT id, type, title FROM content_items
        WHERE deleted_at IS NULL AND type <> ${NOT_TRIGRAM_INDEXED} AND ${text} <% title
          AND type = ANY(${sql.param(types.map((type) => type.name))}::text[]) AND ${visibleWhere(identity.roles, { types })}
        ORDER BY type = ANY(${sql.param(configuration)}::text[]), word_similarity(${text}, title) DESC, id
        LIMIT ${limit}`,
    );
  });
  return rows.map((row) => {
    const last = text.split(' ').at(-1)!;
    const matched = nearestWord(last, words(row.title));
    return matched ? { ...row, matched } : row;
  });
}
