import { sql, type SQL } from 'drizzle-orm';
import { can } from '@rh/core';
import { contentType, findContentType, readableStages } from '@rh/core/content';
import { UUID, visibleWhere } from '../../content/query.ts';
import { queryRows, type Database } from '../../db/client.ts';
import { badRequest } from '../../http/errors.ts';
import type { JournalAction } from '@rh/core/content';

/** One change of the content journal, as the recent-activity screens show it. */
export interface ActivityEntry {
  id: string;
  at: string;
  action: JournalAction;
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
  /** With `detail`: each changed field's old and new value as stored (long texts cut at MAX_VALUE characters). */
  changes?: ActivityChange[];
}

export interface ActivityChange {
  field: string;
  label: string;
  from: unknown;
  to: unknown;
}

/** Title and type of an item a changed reference field pointed (or points) at; `readable`: the caller may open it. */
export interface ActivityRef {
  type: string;
  title: string;
  readable: boolean;
}

export interface ActivityPage {
  entries: ActivityEntry[];
  nextCursor: string | null;
  /** With `detail`: the items the changes' reference fields name, by id (those unpublished to the caller left out). */
  refs?: Record<string, ActivityRef>;
}

export type ActivityAction = ActivityEntry['action'];

/** A journal's old or new text longer than this is cut (a page of changes, not a copy of each version). */
export const MAX_VALUE = 2000;

export interface ActivityQuery {
  /** The types to read: already narrowed to those the caller may read. */
  types: readonly string[];
  /** The caller's roles: of a workflow's items, they see changes only to those they may see now (visibleWhere). */
  roles: readonly string[];
  userId?: string | undefined;
  cursor?: string | undefined;
  limit: number;
  /** Only changes of this kind. */
  action?: ActivityAction | undefined;
  /** Only changes on or after this day (YYYY-MM-DD, UTC). */
  since?: string | undefined;
  /** Only changes on or before this day (YYYY-MM-DD, UTC). */
  until?: string | undefined;
  /** Answer the old and new values of each change, and the titles of the items they name. */
  detail?: boolean | undefined;
  /** Only moves into or out of this workflow stage (the workflow journal). */
  stage?: string | undefined;
}

const DAY_MS = 24 * 3600 * 1000;

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
  changes: { field: string; from?: unknown; to?: unknown }[] | null;
};

/** A value as the journal page shows it: long texts cut, the rest as stored. */
function shortValue(value: unknown): unknown {
  if (typeof value === 'string' && value.length > MAX_VALUE) return `${value.slice(0, MAX_VALUE)}…`;
  return value ?? null;
}

/** The ids a change of a reference field names, before and after. */
function referencedIds(typeName: string, changes: Row['changes']): string[] {
  const type = findContentType(typeName);
  if (!type) return [];
  const ids: string[] = [];
  for (const change of changes ?? []) {
    const field = type.fields.find((candidate) => candidate.name === change.field);
    if (field?.kind !== 'reference' && field?.kind !== 'references') continue;
    for (const value of [change.from, change.to]) {
      for (const id of Array.isArray(value) ? value : [value]) if (typeof id === 'string') ids.push(id);
    }
  }
  return ids;
}

/** Titles of the items named, as an item's page shows them: not those unpublished to the caller (visibleWhere). */
async function refsOf(db: Database, ids: Set<string>, roles: readonly string[]): Promise<Record<string, ActivityRef>> {
  const wanted = [...ids].filter((id) => UUID.test(id));
  if (wanted.length === 0) return {};
  const rows = await queryRows<{ id: string; type: string; title: string }>(
    db,
    sql`SELECT id, type, title FROM content_items WHERE id = ANY(${sql.param(wanted)}::uuid[])
      AND ${visibleWhere(roles)}`,
  );
  const refs: Record<string, ActivityRef> = {};
  for (const row of rows) {
    const type = findContentType(row.type);
    refs[row.id] = {
      type: row.type,
      title: row.title,
      readable: type !== undefined && can(roles, type.resource, 'read'),
    };
  }
  return refs;
}

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
    if (query.action) parts.push(sql`action = ${query.action}`);
    if (query.stage) parts.push(sql`(from_stage = ${query.stage} OR to_stage = ${query.stage})`);
    if (query.since) parts.push(sql`at >= ${`${query.since}T00:00:00.000Z`}::timestamptz`);
    if (query.until) {
      const end = new Date(Date.parse(`${query.until}T00:00:00.000Z`) + DAY_MS).toISOString();
      parts.push(sql`at < ${end}::timestamptz`);
    }
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
  const refs = query.detail
    ? await refsOf(db, new Set(page.flatMap((row) => referencedIds(row.type, row.changes))), query.roles)
    : undefined;
  return {
    ...(refs ? { refs } : {}),
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
        ...(query.detail
          ? {
              changes: (row.changes ?? []).map((change) => ({
                field: change.field,
                label: label(change.field),
                from: shortValue(change.from),
                to: shortValue(change.to),
              })),
            }
          : {}),
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
