import { can } from '@rh/core';
import { findContentType, type ContentType } from '@rh/core/content';
import { sql, type SQL } from 'drizzle-orm';
import type { Identity } from '../auth/identity.ts';
import { queryRows, type Database } from '../db/client.ts';
import { estimateRows } from '../db/estimate.ts';
import {
  encodeCursor,
  matchesWords,
  parseListQuery,
  prefixQuery,
  visibleWhere,
  type ListQuery,
  type RawQuery,
} from './query.ts';
import { ITEM_COLUMNS, normaliseRow, type ItemRow } from './store.ts';
import type { JournalAction } from '@rh/core/content';

/** Up to this many matches a list counts exactly; above, it says "about" the planner's estimate. */
export const EXACT_COUNT_LIMIT = 1_000;

export interface Total {
  value: number;
  exact: boolean;
}

/**
 * The planner's estimates (no row is read, one statement) of the rows of a condition and of the type's live items:
 * how many match, and how dense the matches are among the rows a walk in the list's order would pass.
 */
function estimateMatches(db: Database, where: SQL, type: ContentType): Promise<{ rows: number; share: number }> {
  return estimateRows(
    db,
    sql`SELECT 1 FROM content_items WHERE ${where}`,
    sql`SELECT 1 FROM content_items WHERE type = ${type.name} AND deleted_at IS NULL`,
  );
}

export interface Page {
  rows: ItemRow[];
  nextCursor: string | null;
  total: Total;
}

type PageRow = ItemRow & { sortValue: unknown };

/**
 * The least share of a type's items that the estimated matches must be for a list to be read in its order at once.
 * Walking the sort index, the page is found after about 20 ÷ share rows (4,000 at 0.5 %). The planner estimates a
 * word or array element it has no statistics for (a typo, a country without news) at a fixed share well below this
 * (0.17 % of 200,000 news items), however large the table: such a list is counted first, never walked.
 */
const ORDERED_FROM_SHARE = 0.005;

/**
 * A page of a list with words in date order, read by walking the search table's date index with the words checked
 * on its narrow rows, and joining the items for the page alone. Walking the items' date index instead looked up each
 * row's vector in the search table: 6,178 look-ups for the 20 newest of 1,482 matches among 200,000 news (36 ms
 * against 6).
 */
function walkSearchByDate(db: Database, type: ContentType, query: ListQuery): Promise<PageRow[]> {
  const date = sql.raw('w.s_date');
  // The cursor on the search table's own columns, so that the walk starts at it in its index.
  const after = query.after(date, sql.raw('w.s_id'));
  // A date range bounds the walk itself: else every newer match would be joined to be refused.
  const bounds = query.dateBounds.map((bound) => sql` AND ${bound}`);
  return queryRows<PageRow>(
    db,
    sql`SELECT ${ITEM_COLUMNS}, ${date} AS "sortValue"
      FROM (SELECT id AS s_id, date AS s_date FROM content_search WHERE type = ${type.name} AND live AND ${query.words}${sql.join(bounds)})
        w JOIN content_items ON id = w.s_id
      WHERE ${after ? sql`${query.filters} AND ${after}` : query.filters} ORDER BY ${query.orderBy(date)}
      LIMIT ${query.limit + 1}`,
  );
}

/**
 * One page of a type's list: filters, full-text query, sort and keyset cursor from the query string, among the items
 * these roles may see.
 *
 * The planner's estimate of the matches comes first (EXPLAIN: planning only, no row read), and chooses the plan:
 * - Many (more than `exactUpTo`, and a share of the type's items of at least `ORDERED_FROM_SHARE`): one statement
 *   reads the page in the list's order, where the sort index finds it quickly because matches are dense; the count
 *   is the estimate.
 * - Fewer: the matches are gathered up to `exactUpTo`, in no order, which the indexes of the filters answer quickly
 *   however few match; when that is all of them, the page is sorted out of them in the same statement and the count
 *   is exact. Where the estimate was low and there are more, the page is read in order after all.
 *
 * (Left to itself, the planner walks the date index for a filter it wrongly thinks common: seconds on a million news
 * items for a country with none. Counting first on every page cost the common filters 2 statements more and the
 * gathering of a thousand matches thrown away: a country of 12,000 news items among 200,000, 10 ms per page.)
 */
export async function listPage(
  db: Database,
  type: ContentType,
  raw: RawQuery,
  roles: readonly string[],
  options: { exactUpTo?: number; userId?: string | null } = {},
): Promise<Page> {
  const exactUpTo = options.exactUpTo ?? EXACT_COUNT_LIMIT;
  const query = parseListQuery(type, raw, roles, options.userId ?? null);
  const { rows: estimate, share } = await estimateMatches(db, query.where, type);
  const inOrder = () => {
    if (query.words && query.byDate && !query.deleted) return walkSearchByDate(db, type, query);
    const after = query.after();
    return queryRows<PageRow>(
      db,
      sql`SELECT ${ITEM_COLUMNS}, ${query.sortValue} AS "sortValue" FROM content_items
        WHERE ${after ? sql`${query.where} AND ${after}` : query.where} ORDER BY ${query.orderBy()}
        LIMIT ${query.limit + 1}`,
    );
  };
  let rows: PageRow[];
  let total: Total;
  if (estimate > exactUpTo && share >= ORDERED_FROM_SHARE) {
    rows = await inOrder();
    // A first page that is not full holds every match: the estimate was wrong, and the count is known.
    total =
      rows.length <= query.limit && !query.after()
        ? { value: rows.length, exact: true }
        : { value: estimate, exact: false };
  } else {
    const s = sql.raw('s');
    const afterInMatches = query.after(s);
    // One row at least, carrying the count of matches (the page's columns are null when it is empty).
    const first = await queryRows<PageRow & { matched: number }>(
      db,
      sql`WITH matches AS MATERIALIZED (
          SELECT id, ${query.sortValue} AS s FROM content_items WHERE ${query.where} LIMIT ${exactUpTo + 1}),
        page AS (SELECT id, s FROM matches ${afterInMatches ? sql`WHERE ${afterInMatches}` : sql``}
          ORDER BY ${query.orderBy(s)} LIMIT ${query.limit + 1})
        SELECT c.matched, p.* FROM (SELECT count(*)::int AS matched FROM matches) c
        LEFT JOIN LATERAL (SELECT ${ITEM_COLUMNS}, page.s AS "sortValue" FROM page JOIN content_items USING (id)
          ORDER BY ${query.orderBy(sql`page.s`)}) p ON true`,
    );
    const matched = first[0]?.matched ?? 0;
    if (matched <= exactUpTo) {
      rows = first.filter((row) => row.id !== null).map(({ matched: _, ...row }) => row);
      total = { value: matched, exact: true };
    } else {
      rows = await inOrder();
      total = { value: Math.max(estimate, matched), exact: false };
    }
  }
  const more = rows.length > query.limit;
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const sortValue = (value: unknown) =>
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2} /.test(value) ? new Date(value).toISOString() : value;
  return {
    rows: page.map(({ sortValue: _, ...row }) => normaliseRow(row)),
    nextCursor: more && last ? encodeCursor(sortValue(last.sortValue), last.id) : null,
    total,
  };
}

/** Up to `max` rows of the filtered list these roles may see, in its order, for exports. */
export async function listAll(
  db: Database,
  type: ContentType,
  raw: RawQuery,
  roles: readonly string[],
  max: number,
  userId: string | null = null,
): Promise<ItemRow[]> {
  const query = parseListQuery(type, { ...raw, limit: undefined, cursor: undefined }, roles, userId);
  const rows = await queryRows<ItemRow>(
    db,
    sql`SELECT ${ITEM_COLUMNS} FROM content_items WHERE ${query.where} ORDER BY ${query.orderBy()} LIMIT ${max}`,
  );
  return rows.map(normaliseRow);
}

export interface LookupItem {
  id: string;
  title: string;
  key: string | null;
}

/**
 * Titles of a type's items for pickers (no other field): live items whose words start as typed, by title, or the
 * items of these ids, deleted or not (the titles of what a form holds already); only items these roles may see.
 */
export async function lookupItems(
  db: Database,
  type: ContentType,
  query: { q?: string | undefined; ids?: readonly string[] | undefined; limit: number },
  roles: readonly string[],
): Promise<LookupItem[]> {
  const conditions: SQL[] = [sql`type = ${type.name}`, visibleWhere(roles, { types: [type] })];
  if (query.ids?.length) conditions.push(sql`id = ANY(${sql.param([...query.ids])}::uuid[])`);
  else conditions.push(sql`deleted_at IS NULL`);
  const words = query.q ? prefixQuery(query.q) : null;
  if (words) conditions.push(matchesWords(sql`to_tsquery('simple', ${words})`));
  return queryRows<LookupItem>(
    db,
    sql`SELECT id, title, key FROM content_items WHERE ${sql.join(conditions, sql` AND `)}
      ORDER BY title_sort, id LIMIT ${query.limit}`,
  );
}

export interface JournalView {
  id: number;
  at: string;
  user: { id: string; name: string } | null;
  action: JournalAction;
  version: number;
  changes: { field: string; from: unknown; to: unknown }[];
  transition: string | null;
  fromStage: string | null;
  toStage: string | null;
  comment: string | null;
}

/** An item's journal, newest first. */
export async function journalOf(db: Database, itemId: string): Promise<JournalView[]> {
  const rows = await queryRows<Omit<JournalView, 'user'> & { userId: string | null; userName: string | null }>(
    db,
    sql`SELECT j.id::int AS id, j.at, j.user_id AS "userId", u.username AS "userName", j.action, j.version, j.changes,
        j.transition, j.from_stage AS "fromStage", j.to_stage AS "toStage", j.comment
      FROM content_journal j LEFT JOIN users u ON u.id = j.user_id
      WHERE j.item_id = ${itemId}::uuid ORDER BY j.id DESC LIMIT 1000`,
  );
  return rows.map(({ userId, userName, ...entry }) => ({
    ...entry,
    at: new Date(entry.at).toISOString(),
    user: userId ? { id: userId, name: userName ?? 'former user' } : null,
  }));
}

export interface LinkView {
  id: string;
  relation: string;
  direction: 'out' | 'in';
  item: { id: string; type: string; title: string; deletedAt: string | null };
}

/** Both ends of an item's links, keeping only items the caller may read (their type's grant and visibleWhere). */
export async function linksOf(db: Database, itemId: string, identity: Identity): Promise<LinkView[]> {
  const visible = visibleWhere(identity.roles, { alias: 'c' });
  const rows = await queryRows<{
    id: string;
    relation: string;
    direction: 'out' | 'in';
    itemId: string;
    type: string;
    title: string;
    deletedAt: string | null;
  }>(
    db,
    sql`SELECT l.id, l.relation, 'out' AS direction, c.id AS "itemId", c.type, c.title, c.deleted_at AS "deletedAt"
        FROM content_links l JOIN content_items c ON c.id = l.to_id
        WHERE l.from_id = ${itemId}::uuid AND ${visible}
      UNION ALL
      SELECT l.id, l.relation, 'in', c.id, c.type, c.title, c.deleted_at
        FROM content_links l JOIN content_items c ON c.id = l.from_id
        WHERE l.to_id = ${itemId}::uuid AND ${visible}
      ORDER BY 2, 3, 6 LIMIT 2000`,
  );
  return rows
    .filter((row) => {
      const type = findContentType(row.type);
      return type !== undefined && can(identity.roles, type.resource, 'read');
    })
    .map((row) => ({
      id: row.id,
      relation: row.relation,
      direction: row.direction,
      item: {
        id: row.itemId,
        type: row.type,
        title: row.title,
        deletedAt: row.deletedAt === null ? null : new Date(row.deletedAt).toISOString(),
      },
    }));
}
