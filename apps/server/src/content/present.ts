import { can } from '@rh/core';
import {
  allowedTransitions,
  authorReason,
  findContentType,
  withheldTransitions,
  type ContentType,
} from '@rh/core/content';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Identity } from '../auth/identity.ts';
import { queryRows, type Database } from '../db/client.ts';
import { referencesOf } from './columns.ts';
import { visibleWhere } from './query.ts';
import type { ItemRow } from './store.ts';

const person = z.object({ id: z.uuid(), name: z.string() }).nullable();

/** What the caller may do with one item (CONVENTIONS 7: the client reads this instead of re-deriving it). */
export const abilitiesView = z.object({
  update: z.boolean(),
  delete: z.boolean(),
  restore: z.boolean(),
  transitions: z.array(z.string()).describe('Workflow transitions the caller may take now'),
  withheld: z
    .array(z.object({ name: z.string(), reason: z.string() }))
    .describe('Transitions the caller holds the grant for but may not take, for a reason of their own (they wrote it)'),
});

/** An item a reference field points at: its title, and whether the caller may open it. */
const refView = z.object({
  type: z.string(),
  title: z.string(),
  readable: z.boolean().describe('The caller may read the item itself (its title is shown either way)'),
});
type RefView = z.infer<typeof refView>;

/** One person's reading of an item: read (opened or marked) and starred. Theirs alone, never shared. */
export const readingView = z.object({ read: z.boolean(), starred: z.boolean() });
export type ReadingView = z.infer<typeof readingView>;

/** An item as the API shows it. */
export const itemView = z.object({
  id: z.uuid(),
  type: z.string(),
  key: z.string().nullable().describe('The natural key (e.g. a regulator code), usable instead of the id'),
  version: z.number().int().describe('Send it back with an update: a stale version answers 409'),
  stage: z.string().nullable(),
  title: z.string(),
  data: z.record(z.string(), z.unknown()).describe('The fields of the type'),
  refs: z
    .record(z.string(), refView)
    .describe('Titles of the items the reference fields point at, by id: part of what the item says'),
  createdAt: z.string(),
  createdBy: person,
  updatedAt: z.string(),
  updatedBy: person,
  deletedAt: z.string().nullable(),
  abilities: abilitiesView,
  reading: readingView
    .optional()
    .describe('The caller’s own reading of the item (types read as news are; people only, not API keys)'),
});
export type ItemView = z.infer<typeof itemView>;

/** The caller's user id, if a person. */
export const userIdOf = (identity: Identity): string | null => (identity.kind === 'user' ? identity.userId : null);

function withheldOf(type: ContentType, stage: string, roles: readonly string[], isAuthor: boolean) {
  const workflow = type.workflow!;
  return withheldTransitions(workflow, stage, roles, isAuthor).map((name) => ({
    name,
    reason: authorReason(type.label, workflow.transitions.find((transition) => transition.name === name)!.label),
  }));
}

export function abilitiesOf(type: ContentType, row: ItemRow, identity: Identity): z.infer<typeof abilitiesView> {
  const live = row.deletedAt === null;
  const roles = identity.roles;
  const isAuthor = row.createdBy !== null && row.createdBy === userIdOf(identity);
  return {
    update: live && can(roles, type.resource, 'update'),
    delete: live && can(roles, type.resource, 'delete'),
    restore: !live && can(roles, type.resource, 'delete'),
    transitions:
      live && type.workflow && row.stage ? allowedTransitions(type.workflow, row.stage, roles, isAuthor) : [],
    withheld: live && type.workflow && row.stage ? withheldOf(type, row.stage, roles, isAuthor) : [],
  };
}

/** Turns rows into API items: titles of referenced items, names of people, abilities. */
export async function present(
  db: Database,
  type: ContentType,
  rows: readonly ItemRow[],
  identity: Identity,
): Promise<ItemView[]> {
  const refIds = new Set<string>();
  const userIds = new Set<string>();
  for (const row of rows) {
    for (const ids of referencesOf(type, row.data).values()) for (const id of ids) refIds.add(id);
    if (row.createdBy) userIds.add(row.createdBy);
    if (row.updatedBy) userIds.add(row.updatedBy);
  }
  const [refRows, userRows, readings] = await Promise.all([
    refIds.size
      ? queryRows<{ id: string; type: string; title: string }>(
          db,
          sql`SELECT id, type, title FROM content_items WHERE id = ANY(${sql.param([...refIds])}::uuid[])
            AND ${visibleWhere(identity.roles)}`,
        )
      : [],
    userIds.size
      ? queryRows<{ id: string; name: string }>(
          db,
          sql`SELECT id, username AS name FROM users WHERE id = ANY(${sql.param([...userIds])}::uuid[])`,
        )
      : [],
    readingsOf(db, type, rows, identity),
  ]);
  // Whoever reads an item reads the titles of what it points at, unless unpublished to them (visibleWhere);
  // opening those items needs their own grant.
  const refs: Record<string, RefView> = {};
  for (const ref of refRows) {
    const refType = findContentType(ref.type);
    const readable = refType !== undefined && can(identity.roles, refType.resource, 'read');
    refs[ref.id] = { type: ref.type, title: ref.title, readable };
  }
  const names = new Map(userRows.map((user) => [user.id, user.name]));
  const who = (id: string | null) => (id ? { id, name: names.get(id) ?? 'former user' } : null);
  return rows.map((row) => {
    const own: Record<string, RefView> = {};
    for (const ids of referencesOf(type, row.data).values()) for (const id of ids) if (refs[id]) own[id] = refs[id];
    return {
      ...row,
      refs: own,
      createdBy: who(row.createdBy),
      updatedBy: who(row.updatedBy),
      abilities: abilitiesOf(type, row, identity),
      ...(readings ? { reading: readings.get(row.id) ?? { read: false, starred: false } } : {}),
    };
  });
}

/**
 * The caller's reading of these items, one query per page: only for a type read as news (`reader`) and a person.
 * Null otherwise, and the items then carry no `reading`. Reading an item here never marks it read: the web does when
 * it shows it (PUT /api/reading/:id), so that a GET stays free of side effects.
 */
async function readingsOf(
  db: Database,
  type: ContentType,
  rows: readonly ItemRow[],
  identity: Identity,
): Promise<Map<string, ReadingView> | null> {
  const userId = userIdOf(identity);
  if (!type.reader || !userId) return null;
  if (rows.length === 0) return new Map();
  const found = await queryRows<{ item_id: string; read_at: string | null; starred_at: string | null }>(
    db,
    sql`SELECT item_id, read_at, starred_at FROM item_reads
      WHERE user_id = ${userId}::uuid AND item_id = ANY(${sql.param(rows.map((row) => row.id))}::uuid[])`,
  );
  return new Map(found.map((row) => [row.item_id, { read: row.read_at !== null, starred: row.starred_at !== null }]));
}
