import { isDeepStrictEqual } from 'node:util';
import type { ContentType } from '@rh/core/content';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client.ts';
import { deriveColumns, referencesOf, type Data } from './columns.ts';
import { SEARCH_CONFIG, visibleWhere } from './query.ts';
import type { JournalAction } from '@rh/core/content';

/** An item as the store reads it. */
export interface ItemRow {
  id: string;
  type: string;
  key: string | null;
  version: number;
  stage: string | null;
  title: string;
  data: Data;
  createdAt: string;
  createdBy: string | null;
  updatedAt: string;
  updatedBy: string | null;
  deletedAt: string | null;
}

export const ITEM_COLUMNS = sql.raw(
  `id, type, key, version, stage, title, data, created_at AS "createdAt", created_by AS "createdBy",
   updated_at AS "updatedAt", updated_by AS "updatedBy", deleted_at AS "deletedAt"`,
);

/** Timestamps read through either driver as ISO strings in UTC. */
export function normaliseRow<T extends ItemRow>(row: T): T {
  const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());
  return {
    ...row,
    createdAt: iso(row.createdAt)!,
    updatedAt: iso(row.updatedAt)!,
    deletedAt: iso(row.deletedAt),
  };
}

/** The weighted search vector of an item. */
function searchVector(search: Record<'A' | 'B' | 'C' | 'D', string>): SQL {
  const part = (weight: 'A' | 'B' | 'C' | 'D') =>
    sql`setweight(to_tsvector(${SEARCH_CONFIG}, ${search[weight]}), ${sql.raw(`'${weight}'`)})`;
  // The A text again, unstemmed: type-ahead matches the prefix of a word as typed ("regulat" → "regulation").
  const prefixes = sql`setweight(to_tsvector('simple', ${search.A}), 'A')`;
  return sql`${part('A')} || ${part('B')} || ${part('C')} || ${part('D')} || ${prefixes}`;
}

/** The column assignments derived from an item's data. */
function derivedValues(type: ContentType, data: Data) {
  const c = deriveColumns(type, data);
  return {
    title: c.title,
    key: c.key,
    date: sql`${c.date}::timestamptz`,
    countries: sql`${sql.param(c.countries)}::text[]`,
    kinds: sql`${sql.param(c.kinds)}::text[]`,
    tags: sql`${sql.param(c.tags)}::text[]`,
    topics: sql`${sql.param(c.topics)}::uuid[]`,
    regulator: sql`${c.regulator}::uuid`,
    source: sql`${c.source}::uuid`,
    search: searchVector(c.search),
  };
}

export interface NewItem {
  id?: string;
  data: Data;
  stage: string | null;
  userId: string | null;
  /** Seeding only: when the item was made (and last changed). */
  createdAt?: string;
}

/** Inserts items of one type (no journal, no link sync: callers do those). Returns the rows. */
export async function insertItems(db: Database, type: ContentType, items: readonly NewItem[]): Promise<ItemRow[]> {
  if (items.length === 0) return [];
  const rows = items.map((item) => {
    const d = derivedValues(type, item.data);
    return sql`(${item.id ?? null}::uuid, ${type.name}, ${d.key}, ${item.stage}, ${d.title}, ${d.date}, ${d.countries},
      ${d.kinds}, ${d.tags}, ${d.topics}, ${d.regulator}, ${d.source}, ${JSON.stringify(item.data)}::jsonb, ${d.search},
      ${item.userId}::uuid, ${item.userId}::uuid, coalesce(${item.createdAt ?? null}::timestamptz, now()))`;
  });
  const inserted = await queryRows<ItemRow>(
    db,
    sql`INSERT INTO content_items (id, type, key, stage, title, date, countries, kinds, tags, topics, regulator, source,
        data, search, created_by, updated_by, created_at, updated_at)
      SELECT coalesce(v.id, gen_random_uuid()), v.type, v.key, v.stage, v.title, v.date, v.countries, v.kinds, v.tags,
        v.topics, v.regulator, v.source, v.data, v.search, v.created_by, v.updated_by, v.created_at, v.created_at
      FROM (VALUES ${sql.join(rows, sql`, `)}) AS v(id, type, key, stage, title, date, countries, kinds, tags, topics,
        regulator, source, data, search, created_by, updated_by, created_at)
      RETURNING ${ITEM_COLUMNS}`,
  );
  return inserted.map(normaliseRow);
}

/** Rewrites an item's data and derived columns (and its stage, when given), raising its version. */
export async function writeItem(
  db: Database,
  type: ContentType,
  id: string,
  data: Data,
  userId: string | null,
  stage?: string,
): Promise<ItemRow> {
  const d = derivedValues(type, data);
  const [row] = await queryRows<ItemRow>(
    db,
    sql`UPDATE content_items SET data = ${JSON.stringify(data)}::jsonb, title = ${d.title}, key = ${d.key},
        date = ${d.date}, countries = ${d.countries}, kinds = ${d.kinds}, tags = ${d.tags}, topics = ${d.topics},
        regulator = ${d.regulator}, source = ${d.source}, search = ${d.search}, version = version + 1,
        updated_at = now(), updated_by = ${userId}::uuid${stage === undefined ? sql`` : sql`, stage = ${stage}`}
      WHERE id = ${id}::uuid RETURNING ${ITEM_COLUMNS}`,
  );
  return normaliseRow(row!);
}

/** Changes the bookkeeping columns of an item (stage, deletion), raising its version. */
export async function markItem(
  db: Database,
  id: string,
  userId: string | null,
  change: { stage?: string; deleted?: boolean },
): Promise<ItemRow> {
  const sets: SQL[] = [sql`version = version + 1`, sql`updated_at = now()`, sql`updated_by = ${userId}::uuid`];
  if (change.stage !== undefined) sets.push(sql`stage = ${change.stage}`);
  if (change.deleted === true) sets.push(sql`deleted_at = now()`, sql`deleted_by = ${userId}::uuid`);
  if (change.deleted === false) sets.push(sql`deleted_at = NULL`, sql`deleted_by = NULL`);
  const [row] = await queryRows<ItemRow>(
    db,
    sql`UPDATE content_items SET ${sql.join(sets, sql`, `)} WHERE id = ${id}::uuid RETURNING ${ITEM_COLUMNS}`,
  );
  return normaliseRow(row!);
}

/**
 * One item of a type by id or natural key; `lock` holds it for the rest of the transaction. With `roles`, only an
 * item these roles may see (visibleWhere): for a reader, an unpublished item is as absent as a missing one.
 */
export async function findItem(
  db: Database,
  type: ContentType,
  idOrKey: string,
  lock = false,
  roles?: readonly string[],
): Promise<ItemRow | undefined> {
  const byId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(idOrKey);
  if (!byId && !type.keyField) return undefined;
  const where = byId ? sql`id = ${idOrKey}::uuid` : sql`key = ${idOrKey} AND deleted_at IS NULL`;
  const visible = roles ? visibleWhere(roles, { types: [type] }) : sql`true`;
  const [row] = await queryRows<ItemRow>(
    db,
    sql`SELECT ${ITEM_COLUMNS} FROM content_items WHERE type = ${type.name} AND ${where} AND ${visible}
      ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return row && normaliseRow(row);
}

export interface JournalEntry {
  itemId: string;
  type: string;
  userId: string | null;
  action: JournalAction;
  version: number;
  changes?: { field: string; from: unknown; to: unknown }[];
  transition?: string | null;
  fromStage?: string | null;
  toStage?: string | null;
  comment?: string | null;
  /** Seeding only: when it happened (default now). */
  at?: string;
}

/** Appends journal rows (in the caller's transaction). */
export async function writeJournal(db: Database, entries: readonly JournalEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const rows = entries.map(
    (e) => sql`(${e.itemId}::uuid, ${e.type}, ${e.userId}::uuid, ${e.action}, ${e.version},
      ${JSON.stringify(e.changes ?? [])}::jsonb, ${e.transition ?? null}, ${e.fromStage ?? null}, ${e.toStage ?? null},
      ${e.comment ?? null}, coalesce(${e.at ?? null}::timestamptz, now()))`,
  );
  await db.execute(
    sql`INSERT INTO content_journal (item_id, type, user_id, action, version, changes, transition, from_stage,
      to_stage, comment, at) VALUES ${sql.join(rows, sql`, `)}`,
  );
}

/** Makes the links of an item's reference fields match its data (relation = field name). */
export async function syncFieldLinks(
  db: Database,
  type: ContentType,
  itemId: string,
  data: Data,
  userId: string | null,
): Promise<void> {
  const refs = referencesOf(type, data);
  if (refs.size === 0) return;
  const relations = [...refs.keys()];
  const pairs = [...refs].flatMap(([relation, ids]) => ids.map((id) => ({ relation, id })));
  await db.execute(
    sql`DELETE FROM content_links WHERE from_id = ${itemId}::uuid AND relation = ANY(${sql.param(relations)}::text[])
      ${
        pairs.length
          ? sql`AND (relation, to_id) NOT IN (${sql.join(
              pairs.map((p) => sql`(${p.relation}, ${p.id}::uuid)`),
              sql`, `,
            )})`
          : sql``
      }`,
  );
  if (pairs.length === 0) return;
  await db.execute(
    sql`INSERT INTO content_links (from_id, to_id, relation, created_by)
      VALUES ${sql.join(
        pairs.map((p) => sql`(${itemId}::uuid, ${p.id}::uuid, ${p.relation}, ${userId}::uuid)`),
        sql`, `,
      )}
      ON CONFLICT (from_id, relation, to_id) DO NOTHING`,
  );
}

/** Which of these ids are live items, with their type. */
export async function liveItems(db: Database, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ id: string; type: string }>(
    db,
    sql`SELECT id, type FROM content_items WHERE id = ANY(${sql.param([...new Set(ids)])}::uuid[]) AND deleted_at IS NULL`,
  );
  return new Map(rows.map((row) => [row.id, row.type]));
}

/** Validated data as it is stored: empty values left out, date-times in UTC. */
export function storedData(type: ContentType, parsed: Readonly<Data>): Data {
  const out: Data = {};
  for (const field of type.fields) {
    const value = parsed[field.name];
    if (value === undefined || value === null) continue;
    out[field.name] = field.kind === 'datetime' ? new Date(String(value)).toISOString() : value;
  }
  return out;
}

// Deep equality that ignores key order: JSONB stores object keys in its own order.
const same = (a: unknown, b: unknown) => isDeepStrictEqual(a ?? null, b ?? null);

/** Field-level changes between two versions of an item's data. */
export function changesOf(type: ContentType, before: Data, after: Data): NonNullable<JournalEntry['changes']> {
  return type.fields
    .filter((field) => !same(before[field.name], after[field.name]))
    .map((field) => ({ field: field.name, from: before[field.name] ?? null, to: after[field.name] ?? null }));
}

/** Writes an item's new data with its links and the journal row of these changes (in the caller's transaction). */
export async function updateItemData(
  db: Database,
  type: ContentType,
  id: string,
  data: Data,
  changes: NonNullable<JournalEntry['changes']>,
  userId: string | null,
): Promise<ItemRow> {
  const updated = await writeItem(db, type, id, data, userId);
  await syncFieldLinks(db, type, id, data, userId);
  await writeJournal(db, [
    { itemId: id, type: type.name, userId, action: 'update', version: updated.version, changes },
  ]);
  return updated;
}
