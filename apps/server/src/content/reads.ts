import { can } from '@rh/core';
import { findContentType, type ContentType } from '@rh/core/content';
import { sql, type SQL } from 'drizzle-orm';
import type { Identity } from '../auth/identity.ts';
import { queryRows, type Database } from '../db/client.ts';
import { encodeCursor, parseListQuery, prefixQuery, type RawQuery } from './query.ts';
import { ITEM_COLUMNS, normaliseRow, type ItemRow } from './store.ts';

/** Up to this many matches a list counts exactly; above, it says "about" the planner's estimate. */
export const EXACT_COUNT_LIMIT = 10_000;

export interface Total {
  value: number;
  exact: boolean;
}

/** Counts the rows of a condition exactly up to EXACT_COUNT_LIMIT, else estimates (fast on a million rows). */
export async function countRows(db: Database, where: SQL, exactUpTo = EXACT_COUNT_LIMIT): Promise<Total> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM content_items WHERE ${where} LIMIT ${exactUpTo + 1}) s`,
  );
  const n = row?.n ?? 0;
  if (n <= exactUpTo) return { value: n, exact: true };
  const [plan] = await queryRows<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    db,
    sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM content_items WHERE ${where}`,
  );
  const estimate = plan?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? n;
  return { value: Math.max(estimate, n), exact: false };
}

export interface Page {
  rows: ItemRow[];
  nextCursor: string | null;
  total: Total;
}

/** One page of a type's list: filters, full-text query, sort and keyset cursor from the query string. */
export async function listPage(db: Database, type: ContentType, raw: RawQuery): Promise<Page> {
  const query = parseListQuery(type, raw);
  const where = query.after ? sql`${query.where} AND ${query.after}` : query.where;
  const [rows, total] = await Promise.all([
    queryRows<ItemRow & { sortValue: unknown }>(
      db,
      sql`SELECT ${ITEM_COLUMNS}, ${query.sortValue} AS "sortValue" FROM content_items
        WHERE ${where} ORDER BY ${query.order} LIMIT ${query.limit + 1}`,
    ),
    countRows(db, query.where),
  ]);
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

/** Up to `max` rows of the filtered list in its order, for exports. */
export async function listAll(db: Database, type: ContentType, raw: RawQuery, max: number): Promise<ItemRow[]> {
  const query = parseListQuery(type, { ...raw, limit: undefined, cursor: undefined });
  const rows = await queryRows<ItemRow>(
    db,
    sql`SELECT ${ITEM_COLUMNS} FROM content_items WHERE ${query.where} ORDER BY ${query.order} LIMIT ${max}`,
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
 * items of these ids whatever their state (the titles of what a form holds already).
 */
export async function lookupItems(
  db: Database,
  type: ContentType,
  query: { q?: string | undefined; ids?: readonly string[] | undefined; limit: number },
): Promise<LookupItem[]> {
  const conditions: SQL[] = [sql`type = ${type.name}`];
  if (query.ids?.length) conditions.push(sql`id = ANY(${sql.param([...query.ids])}::uuid[])`);
  else conditions.push(sql`deleted_at IS NULL`);
  const words = query.q ? prefixQuery(query.q) : null;
  if (words) conditions.push(sql`search @@ to_tsquery('simple', ${words})`);
  return queryRows<LookupItem>(
    db,
    sql`SELECT id, title, key FROM content_items WHERE ${sql.join(conditions, sql` AND `)}
      ORDER BY lower(title), id LIMIT ${query.limit}`,
  );
}

export interface JournalView {
  id: number;
  at: string;
  user: { id: string; name: string } | null;
  action: 'create' | 'update' | 'delete' | 'restore' | 'transition';
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

/** Both ends of an item's links, keeping only items of types the caller may read. */
export async function linksOf(db: Database, itemId: string, identity: Identity): Promise<LinkView[]> {
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
        FROM content_links l JOIN content_items c ON c.id = l.to_id WHERE l.from_id = ${itemId}::uuid
      UNION ALL
      SELECT l.id, l.relation, 'in', c.id, c.type, c.title, c.deleted_at
        FROM content_links l JOIN content_items c ON c.id = l.from_id WHERE l.to_id = ${itemId}::uuid
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
