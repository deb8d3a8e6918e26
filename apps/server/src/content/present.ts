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

interface Lookups {
  refs: { id: string; type: string; title: string }[];
  users: { id: string; name: string }[];
  readings: { id: string; read: boolean; starred: boolean }[] | null;
}

/**
 * Turns rows into API items: titles of referenced items, names of people, abilities, and (for a type read as news)
 * the caller's reading. What they need from the database is one statement: a page of a list costs three (its plan's
 * estimate, the page, this) where three lookups side by side made it up to five.
 */
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
  // The caller's reading, only for a type read as news (`reader`) and a person. Reading an item here never marks it
  // read: the web does when it shows it (PUT /api/reading/:id), so that a GET stays free of side effects.
  const reader = type.reader ? userIdOf(identity) : null;
  const {
    refs: refRows,
    users: userRows,
    readings,
  } = refIds.size || userIds.size || (reader && rows.length)
    ? await lookups(db, type, [...refIds], [...userIds], reader, rows, identity)
    : { refs: [], users: [], readings: reader ? [] : null };
  const readingOf = new Map((readings ?? []).map((reading) => [reading.id, reading]));
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
      ...(readings ? { reading: toReading(readingOf.get(row.id)) } : {}),
    };
  });
}

const toReading = (found: { read: boolean; starred: boolean } | undefined): ReadingView => ({
  read: found?.read ?? false,
  starred: found?.starred ?? false,
});

const referenced = new Map<ContentType, ContentType[]>();

/** The types a type's reference fields point at. */
function referencedTypes(type: ContentType): ContentType[] {
  let found = referenced.get(type);
  if (!found) {
    const names = new Set(type.fields.flatMap((field) => (field.to ? [field.to] : [])));
    found = [...names].flatMap((name) => findContentType(name) ?? []);
    referenced.set(type, found);
  }
  return found;
}

/** The titles of referenced items (those unpublished to the caller left out), people's names and the reading. */
async function lookups(
  db: Database,
  type: ContentType,
  refIds: string[],
  userIds: string[],
  reader: string | null,
  rows: readonly ItemRow[],
  identity: Identity,
): Promise<Lookups> {
  const readings = reader
    ? sql`(SELECT coalesce(json_agg(json_build_object('id', item_id, 'read', read_at IS NOT NULL,
          'starred', starred_at IS NOT NULL)), '[]') FROM item_reads
        WHERE user_id = ${reader}::uuid AND item_id = ANY(${sql.param(rows.map((row) => row.id))}::uuid[]))`
    : sql`NULL::json`;
  // Only the types the reference fields point at, and their visibility rule alone: the rule of every type made this
  // statement ten times as long, and longer to send and plan than to run.
  const targets = referencedTypes(type);
  const [found] = await queryRows<Lookups>(
    db,
    sql`SELECT
      (SELECT coalesce(json_agg(json_build_object('id', id, 'type', type, 'title', title)), '[]') FROM content_items
        WHERE id = ANY(${sql.param(refIds)}::uuid[]) AND type = ANY(${sql.param(targets.map((t) => t.name))}::text[])
          AND ${visibleWhere(identity.roles, { types: targets })}) AS refs,
      (SELECT coalesce(json_agg(json_build_object('id', id, 'name', username)), '[]') FROM users
        WHERE id = ANY(${sql.param(userIds)}::uuid[])) AS users,
      ${readings} AS readings`,
  );
  return found!;
}
