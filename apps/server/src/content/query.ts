import { CONTENT_TYPES, findContentType, readableStages, type ContentType, type FieldDef } from '@rh/core/content';
import { sql, type SQL } from 'drizzle-orm';
import { badRequest } from '../http/errors.ts';
import { extraFilterWhere } from './list-filters.ts';
import { scopeFilters } from './scope.ts';

/** Query parameters of a list that are not field filters. */
export const RESERVED_PARAMS = new Set(['q', 'sort', 'limit', 'cursor', 'deleted', 'format', 'scope']);
export const MAX_LIMIT = 100;
export const SEARCH_CONFIG = sql.raw(`'english'`);

export type RawQuery = Record<string, string | string[] | undefined>;

/**
 * A type-ahead tsquery (`simple` configuration, so unstemmed) from what was typed: every word must match, the last
 * as a prefix ("eu ai ac" → `eu & ai & ac:*`). Null when nothing searchable was typed.
 */
export function prefixQuery(text: string): string | null {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return null;
  return words.map((word, i) => (i === words.length - 1 ? `${word}:*` : word)).join(' & ');
}

/** Rows (of any table keyed by item id) whose item holds these word pairs (phrasePairs) in `content_pairs`. */
export function holdsPairs(pairs: SQL): SQL {
  return sql`id IN (SELECT id FROM content_pairs WHERE pairs @@ ${pairs})`;
}

/**
 * Items whose words match a tsquery (and, given, a phrase's word pairs), as a condition on `content_items`: their
 * vectors are in the narrow search table (`content_search`, schema.ts), not in the items' rows.
 */
export function matchesWords(tsquery: SQL, pairs: SQL | null = null): SQL {
  return inSearchRows(wordsCondition(tsquery, pairs));
}

const inSearchRows = (condition: SQL) => sql`id IN (SELECT id FROM content_search WHERE ${condition})`;

/** The condition of matchesWords on `content_search`'s own rows. */
function wordsCondition(tsquery: SQL, pairs: SQL | null): SQL {
  return pairs ? sql`search @@ ${tsquery} AND ${holdsPairs(pairs)}` : sql`search @@ ${tsquery}`;
}

/**
 * The quoted phrases of a web-style query as the word pairs of `content_pairs` (migration 0015), ANDed: a
 * tsquery that its index answers alone, so that only rows holding every pair of every phrase are read to check the
 * words' order. Null when the query has no phrase it requires: none, a `-"phrase"` or
 * an `or` (a phrase may then be one of several). Pairs never span two phrases or a dropped stop word ("cost of
 * capital" has none: it is searched as before).
 */
export function phrasePairs(q: string): SQL | null {
  if (/(^|\s)or(\s|$)/i.test(q)) return null;
  const phrases = [...q.matchAll(/(^|\s)(-?)"([^"]+)"/g)].filter((m) => m[2] !== '-').map((m) => m[3]!);
  if (phrases.length === 0) return null;
  return sql`(SELECT coalesce(string_agg(quote_literal(p.lexeme), ' & '), '')::tsquery
    FROM unnest(${sql.param(phrases)}::text[]) phrase, unnest(rh_word_pairs(to_tsvector(${SEARCH_CONFIG}, phrase))) p)`;
}

/**
 * `content_items` with its search vector beside it as `search`, for a query that reads both (ranks by the words,
 * shows titles): the one join to the search table.
 */
export const ITEMS_WITH_SEARCH = sql`content_items
  JOIN (SELECT id AS search_id, search FROM content_search) searched ON searched.search_id = content_items.id`;

/**
 * The one visibility rule of content, as a condition on `content_items` (under `alias`, if given): items of a
 * workflow type whose workflow these roles take no part in are seen only in its published stages (core's
 * readableStages). Every read of items adds it, beside the grant on the type; `types` narrows it to the types the
 * query reads (default all).
 */
export function visibleWhere(
  roles: readonly string[],
  options: { types?: readonly ContentType[]; alias?: string } = {},
): SQL {
  const column = (name: string) => sql.raw(options.alias ? `${options.alias}.${name}` : name);
  const hidden = (options.types ?? CONTENT_TYPES).flatMap((type) => {
    const stages = readableStages(type, roles);
    return stages
      ? [sql`(${column('type')} <> ${type.name} OR ${column('stage')} = ANY(${sql.param([...stages])}::text[]))`]
      : [];
  });
  return hidden.length ? sql`(${sql.join(hidden, sql` AND `)})` : sql`true`;
}

interface SortKey {
  /** The SQL the list orders by. */
  expr: SQL;
  /** Turns a cursor value back into a comparable SQL value. */
  cast: (value: unknown) => SQL;
  /** The expression is never null, so the keyset condition can be a plain row comparison (index friendly). */
  nonNull: boolean;
}

export interface ListQuery {
  where: SQL;
  /**
   * The query's words as a condition on `content_search` rows (null without `q`), and `where` without them: for a
   * list in date order, walking the search table's date index (its copy of the date) with the words checked there.
   */
  words: SQL | null;
  filters: SQL;
  /** The conditions of `filters` on the index date (`date`), which `content_search` copies: the walk's bounds. */
  dateBounds: SQL[];
  /** The list is sorted by its type's index date (the `date` column, which `content_search` copies). */
  byDate: boolean;
  /** The expression the list is sorted by (then by id). */
  sortValue: SQL;
  /** `ORDER BY` of the list, for its sort expression or for a column holding it (a CTE's). */
  orderBy(value?: SQL): SQL;
  /**
   * Rows after the cursor (keyset pagination), or null on the first page; for the sort expression or a column, and
   * the id or a column holding it.
   */
  after(value?: SQL, idColumn?: SQL): SQL | null;
  limit: number;
  deleted: boolean;
}

const asText = (value: unknown) => sql`${value === null ? null : String(value)}::text`;
const asTime = (value: unknown) => sql`${value === null ? null : String(value)}::timestamptz`;
const asNumber = (value: unknown) => sql`${value === null ? null : String(value)}::numeric`;
const jsonText = (name: string) => sql`(data->>${name})`;

/** The index date column, which `content_items_date_idx` and `content_search` hold. */
const DATE_COLUMN = sql`date`;

/** What a list can be ordered by: meta columns, the title, the index date, or a sortable field. */
function sortKey(type: ContentType, name: string): SortKey {
  if (name === 'createdAt') return { expr: sql`created_at`, cast: asTime, nonNull: true };
  if (name === 'updatedAt') return { expr: sql`updated_at`, cast: asTime, nonNull: true };
  if (name === 'stage') return { expr: sql`coalesce(stage, '')`, cast: asText, nonNull: true };
  // Natural order (Art. 5 before Art. 19): the stored key the title index holds (db/schema.ts `title_sort`).
  if (name === type.titleField) return { expr: sql`title_sort`, cast: asText, nonNull: true };
  const field = type.fields.find((candidate) => candidate.name === name);
  if (
    !field ||
    !['text', 'date', 'datetime', 'country', 'enum', 'number', 'boolean', 'url', 'email'].includes(field.kind)
  ) {
    throw badRequest(`A ${type.label.toLowerCase()} list cannot be sorted by ${name}.`);
  }
  const nonNull = field.required === true;
  if (name === type.index?.date) return { expr: DATE_COLUMN, cast: asTime, nonNull };
  if (field.kind === 'number') return { expr: sql`(${jsonText(name)})::numeric`, cast: asNumber, nonNull };
  if (field.kind === 'text') return { expr: sql`lower(${jsonText(name)})`, cast: asText, nonNull };
  return { expr: jsonText(name), cast: asText, nonNull };
}

/** The opaque cursor of the row a page ended with: its sort value and id. */
export function encodeCursor(value: unknown, id: string): string {
  return Buffer.from(JSON.stringify([value ?? null, id])).toString('base64url');
}

function decodeCursor(cursor: string): [unknown, string] {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString());
    if (Array.isArray(parsed) && parsed.length === 2 && typeof parsed[1] === 'string' && UUID.test(parsed[1])) {
      return [parsed[0], parsed[1]];
    }
  } catch {
    // fall through
  }
  throw badRequest('The cursor is not valid; start again from the first page.');
}

/** An item id as the list's parameters take it (a UUID, any case). */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/** A day that exists (not 2026-02-30), from year 1: the database would refuse the others mid-query. */
function realDay(value: string): boolean {
  const day = value.slice(0, 10);
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day && day >= '0001-01-01';
}
/** The time of day of a date-time, if any, within its ranges (24:00 and 23:60 are refused). */
const realTime = (value: string) => {
  const time = /T(\d{2}):(\d{2})(?::(\d{2}))?/.exec(value);
  return !time || (Number(time[1]) < 24 && Number(time[2]) < 60 && Number(time[3] ?? 0) < 60);
};

/** A list parameter's values: repeated and comma-separated alike, empty ones dropped. */
export const values = (raw: string | string[] | undefined): string[] =>
  (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).flatMap((value) => value.split(',')).filter(Boolean);

/** Checks filter values against the field's kind, so that a bad value is a 400 and never a failed cast. */
function checkValues(type: ContentType, field: FieldDef, list: string[]): string[] {
  const bad = (value: string): never => {
    throw badRequest(`${value} is not a valid value for ${field.label} of ${type.plural.toLowerCase()}.`, {
      issues: [{ where: 'querystring', path: field.name, message: 'not a valid value' }],
    });
  };
  for (const value of list) {
    if ((field.kind === 'reference' || field.kind === 'references') && !UUID.test(value)) bad(value);
    if ((field.kind === 'enum' || field.kind === 'enums') && !field.options?.some((o) => o.value === value)) bad(value);
    if (field.kind === 'date' && !(DATE.test(value) && realDay(value))) bad(value);
    if (field.kind === 'datetime' && !(DATETIME.test(value) && realDay(value) && realTime(value))) bad(value);
    if (field.kind === 'number' && !Number.isFinite(Number(value))) bad(value);
    if (field.kind === 'boolean' && value !== 'true' && value !== 'false') bad(value);
  }
  return list;
}

/** The ids given (a list, or an SQL uuid[]) and every descendant of them in their tree type (topic subtree). */
export function subtree(treeType: ContentType, ids: string[] | SQL): SQL {
  return sql`(WITH RECURSIVE t(id) AS (
      SELECT unnest(${Array.isArray(ids) ? sql`${sql.param(ids)}::uuid[]` : ids})
      UNION SELECT l.from_id FROM content_links l JOIN t ON l.to_id = t.id WHERE l.relation = ${treeType.tree?.parentField}
    ) SELECT array_agg(id) FROM t)`;
}

/** The ids of the live items of a type with these natural keys (topic slugs, regulator codes), as a uuid[]. */
function idsOfKeys(type: ContentType, keys: string[]): SQL {
  return sql`(SELECT coalesce(array_agg(id), '{}'::uuid[]) FROM content_items
    WHERE type = ${type.name} AND deleted_at IS NULL AND key = ANY(${sql.param(keys)}::text[]))`;
}

/**
 * The condition one filter parameter adds. Uses the indexed columns where the type keeps the field there.
 * `byKey`: reference values are natural keys (an area's scope), not ids.
 */
function filterOf(type: ContentType, field: FieldDef, list: string[], byKey = false): SQL {
  const index = type.index ?? {};
  const target = field.to ? findContentType(field.to) : undefined;
  const given = (): SQL => (byKey && target ? idsOfKeys(target, list) : sql`${sql.param(list)}::uuid[]`);
  const ids = (): SQL => (target?.tree ? subtree(target, given()) : given());
  if (index.countries === field.name) return sql`countries && ${sql.param(list)}::text[]`;
  if (index.kinds === field.name) return sql`kinds && ${sql.param(list)}::text[]`;
  if (index.tags === field.name) return sql`tags && ${sql.param(list)}::text[]`;
  if (index.topics === field.name) return sql`topics && ${ids()}`;
  if (index.regulator === field.name) return sql`regulator = ANY(${given()})`;
  if (index.source === field.name) return sql`source = ANY(${given()})`;
  if (['countries', 'enums', 'tags'].includes(field.kind)) {
    return sql`jsonb_exists_any(data->${field.name}, ${sql.param(list)}::text[])`;
  }
  if (field.kind === 'references') {
    return sql`jsonb_exists_any(data->${field.name}, (${ids()})::text[])`;
  }
  if (field.kind === 'reference' && (target?.tree || byKey))
    return sql`(${jsonText(field.name)})::uuid = ANY(${ids()})`;
  return sql`${jsonText(field.name)} = ANY(${sql.param(list)}::text[])`;
}

/** A `<field>.from` / `<field>.to` bound: dates and times compare as instants, numbers as numbers. */
function rangeOf(type: ContentType, field: FieldDef, bound: 'from' | 'to', value: string): SQL {
  const op = sql.raw(bound === 'from' ? '>=' : '<=');
  const isIndexDate = type.index?.date === field.name;
  if (field.kind === 'number') return sql`(${jsonText(field.name)})::numeric ${op} ${value}::numeric`;
  // A date bound covers its whole day: `to=2025-03-31` includes 31 March.
  const instant =
    bound === 'to' && DATE.test(value)
      ? sql`(${value}::date + 1)::timestamptz - interval '1 microsecond'`
      : sql`${value}::timestamptz`;
  if (isIndexDate) return sql`date ${op} ${instant}`;
  if (field.kind === 'date') return sql`${jsonText(field.name)} ${op} ${value}`;
  return sql`(${jsonText(field.name)})::timestamptz ${op} ${instant}`;
}

/**
 * Turns a list's query string into SQL: the items of the type these roles may see (visibleWhere) that match, within
 * the area's scope when `scope` names one. Unknown parameters, areas and bad values are refused (400).
 */
export function parseListQuery(
  type: ContentType,
  raw: RawQuery,
  roles: readonly string[],
  userId: string | null = null,
): ListQuery {
  const conditions: SQL[] = [sql`type = ${type.name}`, visibleWhere(roles, { types: [type] })];
  const dateBounds: SQL[] = [];
  const deleted = raw.deleted === 'true';
  conditions.push(deleted ? sql`deleted_at IS NOT NULL` : sql`deleted_at IS NULL`);
  const q = typeof raw.q === 'string' ? raw.q.trim() : '';
  if (q.length > 500) throw badRequest('The search text is too long (500 characters at most).');
  const words = q ? wordsCondition(sql`websearch_to_tsquery(${SEARCH_CONFIG}, ${q})`, phrasePairs(q)) : null;
  // The area's scope (`scope=<area>`): its filters on the type, ANDed with the caller's; references by natural key.
  for (const { field, values: list } of scopeFilters(type, raw.scope)) {
    const byKey = field.kind === 'reference' || field.kind === 'references';
    conditions.push(filterOf(type, field, byKey ? list : checkValues(type, field, list), byKey));
  }

  for (const [param, rawValue] of Object.entries(raw)) {
    if (RESERVED_PARAMS.has(param) || rawValue === undefined) continue;
    // The filters beyond the type's fields (stage, waiting for the caller, read, starred, arrived by).
    const list = values(rawValue);
    const extra = extraFilterWhere(type, param, list, { roles, userId });
    if (extra !== undefined) {
      if (extra !== null) conditions.push(extra);
      continue;
    }
    const [name = '', bound] = param.split('.');
    const field = type.fields.find((candidate) => candidate.name === name);
    if (!field || (bound !== undefined && bound !== 'from' && bound !== 'to')) {
      throw badRequest(`${type.plural} cannot be filtered by ${param}.`);
    }
    const checked = checkValues(type, field, list);
    if (checked.length === 0) continue;
    if (bound) {
      if (!['date', 'datetime', 'number'].includes(field.kind)) throw badRequest(`${field.label} has no range.`);
      const range = rangeOf(type, field, bound, checked[0]!);
      conditions.push(range);
      if (type.index?.date === field.name) dateBounds.push(range);
    } else {
      conditions.push(filterOf(type, field, checked));
    }
  }

  const sortParam = typeof raw.sort === 'string' && raw.sort ? raw.sort : undefined;
  const dir = sortParam ? (sortParam.startsWith('-') ? 'desc' : 'asc') : type.list.sort.dir;
  const key = sortKey(type, sortParam ? sortParam.replace(/^-/, '') : type.list.sort.field);
  const desc = dir === 'desc';
  // `id DESC NULLS LAST` as the date indexes hold it (ids are never null): no sort of each date's rows after a walk.
  const orderBy = (value: SQL = key.expr) =>
    sql`${value} ${sql.raw(desc ? 'DESC' : 'ASC')} NULLS LAST, id ${sql.raw(desc ? 'DESC NULLS LAST' : 'ASC')}`;

  const cursor = typeof raw.cursor === 'string' && raw.cursor ? decodeCursor(raw.cursor) : null;
  const after = (value: SQL = key.expr, idColumn: SQL = sql`id`): SQL | null => {
    if (!cursor) return null;
    const [last, id] = cursor;
    const cmp = sql.raw(desc ? '<' : '>');
    if (key.nonNull || last !== null) {
      const row = sql`(${value}, ${idColumn}) ${cmp} (${key.cast(last)}, ${id}::uuid)`;
      return key.nonNull ? row : sql`(${row} OR ${value} IS NULL)`;
    }
    return sql`(${value} IS NULL AND ${idColumn} ${cmp} ${id}::uuid)`;
  };

  const limitValue = Number(typeof raw.limit === 'string' ? raw.limit : 25);
  if (!Number.isInteger(limitValue) || limitValue < 1 || limitValue > MAX_LIMIT) {
    throw badRequest(`limit must be a whole number from 1 to ${MAX_LIMIT}.`);
  }
  const filters = sql.join(conditions, sql` AND `);
  return {
    where: words ? sql`${filters} AND ${inSearchRows(words)}` : filters,
    words,
    filters,
    dateBounds,
    byDate: key.expr === DATE_COLUMN,
    sortValue: key.expr,
    orderBy,
    after,
    limit: limitValue,
    deleted,
  };
}
