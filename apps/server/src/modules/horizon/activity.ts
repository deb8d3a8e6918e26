import { sql, type SQL } from 'drizzle-orm';
import { contentType, findContentType, readableStages } from '@rh/core/content';
import { visibleWhere } from '../../content/query.ts';
import { queryRows, type Database } from '../../db/client.ts';
import { badRequest } from '../../http/errors.ts';

/** One change of the content journal, as the recent-activity screens show it. */
export interface ActivityEntry {
  id: string;
  at: string;
  action: 'create' | 'update' | 'delete' | 'restore' | 'transition';
  type: string;
  item: { id: string; title: string; key: string | null; deleted: boolean };
  user: { id: string; name: string } | null;
  /** Labels of the fields that changed. */
  fields: string[];
  /** Labels of the workflow step and stages. */
  transition: string | null;
  fromStage: string | null;
  toStage: string | null;
  comment: string | null;
}

export interface ActivityPage {
  entries: ActivityEntry[];
  nextCursor: string | null;
}

export interface ActivityQuery {
  /** The types to read: already narrowed to those the caller may read. */
  types: readonly string[];
  /** The caller's roles: of a workflow's items, they see changes only to those they may see now (visibleWhere). */
  roles: readonly string[];
  userId?: string | undefined;
  cursor?: string | undefined;
  limit: number;
}

/** The cursor carries `at` as PostgreSQL prints it to the microsecond: a JavaScript date would drop rows. */
const encodeCursor = (at: string, id: string) => Buffer.from(JSON.stringify([at, id])).toString('base64url');

function decodeCursor(cursor: string): { at: string; id: string } {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown[];
    if (
      typeof at === 'string' &&
      /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(at) &&
      typeof id === 'string' &&
      /^\d+$/.test(id)
    ) {
      return { at, id };
    }
  } catch {
    // falls through to the refusal
  }
  throw badRequest('The cursor is not valid; start again from the first page.');
}

type Row = Omit<ActivityEntry, 'item' | 'user' | 'fields'> & {
  atKey: string;
  itemId: string;
  title: string | null;
  key: string | null;
  deletedAt: string | null;
  userId: string | null;
  userName: string | null;
  changes: { field: string }[];
};

/**
 * The journal of changes across the given types, newest first, keyset-paged on (at, id). One index scan of
 * `content_journal (type, at)` per type, merged: a page reads about `limit` rows of each type, however long the
 * journal. With a user filter, or for a reader of a workflow's published items only, a type's scan reads back until
 * it finds changes that qualify.
 */
export async function recentActivity(db: Database, query: ActivityQuery): Promise<ActivityPage> {
  if (query.types.length === 0) return { entries: [], nextCursor: null };
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const conditions = (type: string): SQL => {
    const parts: SQL[] = [sql`type = ${type}`];
    if (query.userId) parts.push(sql`user_id = ${query.userId}::uuid`);
    if (after) parts.push(sql`(at, id) < (${after.at}::timestamptz, ${after.id}::bigint)`);
    const declared = contentType(type);
    if (readableStages(declared, query.roles)) {
      parts.push(sql`EXISTS (SELECT 1 FROM content_items c WHERE c.id = item_id
        AND ${visibleWhere(query.roles, { types: [declared], alias: 'c' })})`);
    }
    return sql.join(parts, sql` AND `);
  };
  const take = query.limit + 1;
  const perType = query.types.map(
    (type) =>
      sql`(SELECT id, item_id, type, at, user_id, action, changes, transition, from_stage, to_stage, comment
        FROM content_journal WHERE ${conditions(type)} ORDER BY at DESC, id DESC LIMIT ${take})`,
  );
  const rows = await queryRows<Row>(
    db,
    sql`SELECT j.id::text AS id, to_char(j.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "atKey",
        j.at, j.action, j.type, j.item_id AS "itemId", c.title, c.key, c.deleted_at AS "deletedAt",
        j.user_id AS "userId", u.username AS "userName", j.changes, j.transition, j.from_stage AS "fromStage",
        j.to_stage AS "toStage", j.comment
      FROM (${sql.join(perType, sql` UNION ALL `)}) j
      LEFT JOIN content_items c ON c.id = j.item_id
      LEFT JOIN users u ON u.id = j.user_id
      ORDER BY j.at DESC, j.id DESC LIMIT ${take}`,
  );
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    entries: page.map((row) => {
      const type = findContentType(row.type);
      const label = (field: string) => type?.fields.find((candidate) => candidate.name === field)?.label ?? field;
      const stage = (name: string | null) =>
        name && (type?.workflow?.stages.find((candidate) => candidate.name === name)?.label ?? name);
      const transition =
        row.transition &&
        (type?.workflow?.transitions.find((candidate) => candidate.name === row.transition)?.label ?? row.transition);
      return {
        id: row.id,
        at: new Date(row.at).toISOString(),
        action: row.action,
        type: row.type,
        item: { id: row.itemId, title: row.title ?? '', key: row.key, deleted: row.deletedAt !== null },
        user: row.userId ? { id: row.userId, name: row.userName ?? 'former user' } : null,
        fields: (row.changes ?? []).map((change) => label(change.field)),
        transition,
        fromStage: stage(row.fromStage),
        toStage: stage(row.toStage),
        comment: row.comment,
      };
    }),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last.atKey, last.id) : null,
  };
}

export interface Person {
  id: string;
  name: string;
  email: string;
}

/** People whose user name or e-mail starts as typed (the user filter of the admin screen). */
export async function findPeople(db: Database, q: string, limit: number): Promise<Person[]> {
  const prefix = `${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return queryRows<Person>(
    db,
    sql`SELECT id, username AS name, email FROM users
      WHERE lower(username) LIKE ${prefix} OR lower(email) LIKE ${prefix}
      ORDER BY lower(username) LIMIT ${limit}`,
  );
}
