import { can } from '@rh/core';
import { CONTENT_TYPES, contentType, findContentType, type ContentType } from '@rh/core/content';
import { sql, type SQL } from 'drizzle-orm';
import type { UserIdentity } from '../auth/identity.ts';
import { readPreferences } from '../alerts/preferences.ts';
import type { ReadingView } from '../content/present.ts';
import { parseListQuery, visibleWhere } from '../content/query.ts';
import { assertCan } from '../content/service.ts';
import { queryRows, type Database } from '../db/client.ts';
import { badRequest, notFound } from '../http/errors.ts';

/** At most this many items are marked by one "mark all read": the newest unread first, `capped` says more remain. */
export const MARK_ALL_LIMIT = 10_000;
/** "3 new items" never needs an exact thousand: counting stops here. */
export const ARRIVED_LIMIT = 1_000;
/** The unread counts cover items published in this many days. */
export const UNREAD_DAYS = 30;

/**
 * The items whose reading this person keeps: live items of the types read as news (`reader`) that they may read,
 * in the stages they may see (visibleWhere). `alias` qualifies the columns.
 */
function readableItems(identity: UserIdentity, alias = 'content_items'): SQL {
  const types = CONTENT_TYPES.filter((type) => type.reader && can(identity.roles, type.resource, 'read'));
  if (types.length === 0) return sql`false`;
  return sql`${sql.raw(alias)}.type = ANY(${sql.param(types.map((type) => type.name))}::text[])
    AND ${sql.raw(alias)}.deleted_at IS NULL AND ${visibleWhere(identity.roles, { types, alias })}`;
}

/** A type named by the caller that they may read; `reader`: it must be one read as news. 400 or 403 otherwise. */
export function readType(identity: UserIdentity, name: string, options: { reader: boolean }): ContentType {
  const type = findContentType(name);
  if (!type) {
    throw badRequest(`There is no content type ${name}.`, {
      issues: [{ where: 'body', path: 'type', message: 'not a content type' }],
    });
  }
  if (options.reader && !type.reader) {
    throw badRequest(`${type.plural} are not read as news: they keep no reading.`, {
      issues: [{ where: 'body', path: 'type', message: 'not a type with a reader' }],
    });
  }
  assertCan(identity, type, 'read');
  return type;
}

/** Rows that say neither read nor starred are no reading at all: they go. */
const dropEmpty = (userId: string, ids: SQL) =>
  sql`DELETE FROM item_reads WHERE user_id = ${userId}::uuid AND item_id = ANY(${ids})
    AND read_at IS NULL AND starred_at IS NULL`;

/** An instant as SQL when the flag says on, a NULL when off, the kept value when not given. */
const flag = (value: boolean | undefined, column: 'read_at' | 'starred_at'): SQL =>
  value === undefined
    ? sql`item_reads.${sql.raw(column)}`
    : value
      ? sql`coalesce(item_reads.${sql.raw(column)}, now())`
      : sql`NULL::timestamptz`;

/** Marks one item read or unread, starred or not (what is not given stays); 404 when the caller may not read it. */
export async function setReading(
  db: Database,
  identity: UserIdentity,
  itemId: string,
  change: { read?: boolean | undefined; starred?: boolean | undefined },
): Promise<ReadingView & { id: string }> {
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{ read: boolean; starred: boolean }>(
      tx,
      sql`INSERT INTO item_reads (user_id, item_id, read_at, starred_at)
        SELECT ${identity.userId}::uuid, c.id,
          CASE WHEN ${change.read === true} THEN now() END, CASE WHEN ${change.starred === true} THEN now() END
        FROM content_items c WHERE c.id = ${itemId}::uuid AND ${readableItems(identity, 'c')}
        ON CONFLICT (user_id, item_id) DO UPDATE
          SET read_at = ${flag(change.read, 'read_at')}, starred_at = ${flag(change.starred, 'starred_at')}
        RETURNING read_at IS NOT NULL AS read, starred_at IS NOT NULL AS starred`,
    );
    if (!row) throw notFound(`You have no news item with the id ${itemId} to read.`);
    if (!row.read && !row.starred) await tx.execute(dropEmpty(identity.userId, sql`ARRAY[${itemId}::uuid]`));
    return { id: itemId, read: row.read, starred: row.starred };
  });
}

/** Marks several items read or unread: those the caller may read; `changed` counts the items whose state changed. */
export async function markItems(
  db: Database,
  identity: UserIdentity,
  ids: readonly string[],
  read: boolean,
): Promise<{ changed: number }> {
  const given = sql`${sql.param([...new Set(ids)])}::uuid[]`;
  const userId = identity.userId;
  if (read) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`WITH marked AS (
          INSERT INTO item_reads (user_id, item_id, read_at)
          SELECT ${userId}::uuid, c.id, now() FROM content_items c
          WHERE c.id = ANY(${given}) AND ${readableItems(identity, 'c')}
          ON CONFLICT (user_id, item_id) DO UPDATE SET read_at = now() WHERE item_reads.read_at IS NULL
          RETURNING 1)
        SELECT count(*)::int AS n FROM marked`,
    );
    return { changed: row?.n ?? 0 };
  }
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{ n: number }>(
      tx,
      sql`WITH unmarked AS (
          UPDATE item_reads SET read_at = NULL FROM content_items c
          WHERE item_reads.user_id = ${userId}::uuid AND item_reads.item_id = ANY(${given})
            AND item_reads.read_at IS NOT NULL AND c.id = item_reads.item_id AND ${readableItems(identity, 'c')}
          RETURNING 1)
        SELECT count(*)::int AS n FROM unmarked`,
    );
    await tx.execute(dropEmpty(userId, given));
    return { changed: row?.n ?? 0 };
  });
}

/** A list's params as the list reads them; a page's cursor and size do not narrow what "the list" is. */
function listWhere(type: ContentType, identity: UserIdentity, query: Record<string, string>): SQL {
  const { cursor: _cursor, limit: _limit, ...rest } = query;
  return parseListQuery(type, rest, identity.roles, identity.userId).where;
}

/**
 * Marks read the items of a list (its filters, scope and search, as `parseListQuery` reads them) created up to
 * `before`, in one statement (all or nothing): the newest unread ones, at most MARK_ALL_LIMIT; `capped` says more
 * remain (call again).
 */
export async function markAllRead(
  db: Database,
  identity: UserIdentity,
  type: ContentType,
  query: Record<string, string>,
  before: string,
): Promise<{ changed: number; capped: boolean }> {
  const where = listWhere(type, identity, query);
  const [row] = await queryRows<{ changed: number; found: number }>(
    db,
    sql`WITH unread AS (
        SELECT id, created_at FROM content_items
        WHERE ${where} AND created_at <= ${before}::timestamptz
          AND NOT EXISTS (SELECT 1 FROM item_reads r WHERE r.user_id = ${identity.userId}::uuid
            AND r.item_id = content_items.id AND r.read_at IS NOT NULL)
        ORDER BY created_at DESC, id DESC LIMIT ${MARK_ALL_LIMIT + 1}),
      marked AS (
        INSERT INTO item_reads (user_id, item_id, read_at)
        SELECT ${identity.userId}::uuid, id, now() FROM unread ORDER BY created_at DESC, id DESC LIMIT ${MARK_ALL_LIMIT}
        ON CONFLICT (user_id, item_id) DO UPDATE SET read_at = coalesce(item_reads.read_at, now())
        RETURNING 1)
      SELECT (SELECT count(*) FROM marked)::int AS changed, (SELECT count(*) FROM unread)::int AS found`,
  );
  return { changed: row?.changed ?? 0, capped: (row?.found ?? 0) > MARK_ALL_LIMIT };
}

/** How many items of a list were created after `since` (the "3 new items" bar), counted up to ARRIVED_LIMIT. */
export async function countArrived(
  db: Database,
  identity: UserIdentity,
  type: ContentType,
  query: Record<string, string>,
  since: string,
): Promise<{ count: number }> {
  const where = listWhere(type, identity, query);
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM content_items
      WHERE ${where} AND created_at > ${since}::timestamptz LIMIT ${ARRIVED_LIMIT}) arrived`,
  );
  return { count: row?.n ?? 0 };
}

export interface UnreadGroup {
  id: string;
  title: string;
  count: number;
}
export interface UnreadCounts {
  since: string;
  total: number;
  sources: UnreadGroup[];
  regulators: UnreadGroup[];
  topics: UnreadGroup[];
}

/**
 * The caller's unread items of a type published (its index date) in the last UNREAD_DAYS days: in total, by source,
 * by regulator and by each topic they follow (with its sub-topics; followed topics show with 0 too). One statement:
 * the window and the date index bound it, however many items the type holds.
 */
export async function unreadCounts(db: Database, identity: UserIdentity, type: ContentType): Promise<UnreadCounts> {
  const followed = type.index?.topics ? (await readPreferences(db, identity.userId)).topics : [];
  const topicTree = contentType('topic').tree!.parentField;
  // A group is titled with a live source, regulator or topic of a type the caller may read; others are left out.
  const titled = (['source', 'regulator', 'topic'] as const).filter((name) =>
    can(identity.roles, contentType(name).resource, 'read'),
  );
  const rows = await queryRows<{ dim: string; id: string | null; n: number; title: string | null; since: string }>(
    db,
    sql`WITH RECURSIVE window_start AS (SELECT now() - make_interval(days => ${UNREAD_DAYS}) AS since),
      recent AS (
        SELECT c.id, c.source, c.regulator, c.topics FROM content_items c
        WHERE c.type = ${type.name} AND c.deleted_at IS NULL AND ${visibleWhere(identity.roles, { types: [type], alias: 'c' })}
          AND c.date >= (SELECT since FROM window_start)
          AND NOT EXISTS (SELECT 1 FROM item_reads r WHERE r.user_id = ${identity.userId}::uuid
            AND r.item_id = c.id AND r.read_at IS NOT NULL)),
      tree(root, id) AS (
        SELECT f, f FROM unnest(${sql.param(followed)}::uuid[]) f
        UNION SELECT tree.root, l.from_id FROM content_links l JOIN tree ON l.to_id = tree.id
          WHERE l.relation = ${topicTree}),
      roots AS (SELECT root, array_agg(id) AS members FROM tree GROUP BY root),
      counted AS (
        SELECT 'total' AS dim, NULL::uuid AS id, count(*)::int AS n FROM recent
        UNION ALL SELECT 'source', source, count(*)::int FROM recent WHERE source IS NOT NULL GROUP BY source
        UNION ALL SELECT 'regulator', regulator, count(*)::int FROM recent WHERE regulator IS NOT NULL GROUP BY regulator
        UNION ALL SELECT 'topic', roots.root, (SELECT count(*)::int FROM recent WHERE recent.topics && roots.members)
          FROM roots)
      SELECT counted.dim, counted.id, counted.n, i.title, (SELECT since FROM window_start) AS since
      FROM counted LEFT JOIN content_items i ON i.id = counted.id
      WHERE counted.dim = 'total' OR (i.type = counted.dim AND i.deleted_at IS NULL
        AND counted.dim = ANY(${sql.param(titled)}::text[]))`,
  );
  const group = (dim: string): UnreadGroup[] =>
    rows
      .filter((row) => row.dim === dim)
      .map((row) => ({ id: row.id!, title: row.title ?? '', count: row.n }))
      .sort((a, b) => b.count - a.count || a.title.localeCompare(b.title));
  const total = rows.find((row) => row.dim === 'total');
  return {
    since: new Date(total?.since ?? Date.now() - UNREAD_DAYS * 86_400_000).toISOString(),
    total: total?.n ?? 0,
    sources: group('source'),
    regulators: group('regulator'),
    topics: group('topic'),
  };
}
