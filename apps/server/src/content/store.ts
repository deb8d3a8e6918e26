import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { ContentType, SearchWeight } from '@rh/core/content';
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

/** The search weights a type's fields fill: the others' text is always empty. */
function weightsOf(type: ContentType): SearchWeight[] {
  const used = new Set(type.fields.flatMap((field) => (field.search ? [field.search] : [])));
  return (['A', 'B', 'C', 'D'] as const).filter((weight) => used.has(weight));
}

/**
 * The weighted search vector of an item, from the text of each weight (parameters, or columns of a batch), for its
 * row of `content_search` (and its word pairs': `vectorColumns`). Every writer builds it here. A weight no field of the type fills is left out rather than given `to_tsvector('')`: an
 * empty vector adds nothing to `||` (it shifts the positions after it by its largest, 0), so the vector is the same.
 */
function searchVector(type: ContentType, text: (weight: SearchWeight) => SQL): SQL {
  const weights = weightsOf(type);
  const parts = weights.map(
    (weight) => sql`setweight(to_tsvector(${SEARCH_CONFIG}, ${text(weight)}), ${sql.raw(`'${weight}'`)})`,
  );
  // The A text again, unstemmed: type-ahead matches the prefix of a word as typed ("regulat" → "regulation").
  if (weights.includes('A')) parts.push(sql`setweight(to_tsvector('simple', ${text('A')}), 'A')`);
  return parts.length ? sql.join(parts, sql` || `) : sql`''::tsvector`;
}

/** A vector and its word pairs (for `content_pairs`, migration 0015) as a LATERAL `v (search, pairs)`. */
const vectorColumns = (vector: SQL) =>
  sql`LATERAL (SELECT w.search, rh_word_pairs(w.search) AS pairs FROM (SELECT ${vector} AS search) w) v`;

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
    search: searchVector(type, (weight) => sql`${c.search[weight]}`),
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

/**
 * Items as one JSON array of rows with their derived columns and search texts, read by `jsonb_to_recordset` as `r`:
 * a batch is one parameter, not a placeholder per value (which made Drizzle build and PostgreSQL parse thousands of
 * them per statement).
 */
function records(type: ContentType, items: readonly (NewItem & { id?: string })[]): SQL {
  const rows = items.map((item) => {
    const c = deriveColumns(type, item.data);
    return {
      // Made here, not by the database: the item's row and its search row are written by one statement.
      id: item.id ?? randomUUID(),
      key: c.key,
      stage: item.stage,
      title: c.title,
      date: c.date,
      countries: c.countries,
      kinds: c.kinds,
      tags: c.tags,
      topics: c.topics,
      regulator: c.regulator,
      source: c.source,
      data: item.data,
      sa: c.search.A,
      sb: c.search.B,
      sc: c.search.C,
      sd: c.search.D,
      author: item.userId,
      at: item.createdAt ?? null,
    };
  });
  return sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(id uuid, key text, stage text, title text,
    date timestamptz, countries text[], kinds text[], tags text[], topics uuid[], regulator uuid, source uuid,
    data jsonb, sa text, sb text, sc text, sd text, author uuid, at timestamptz)`;
}

/** The statement that inserts items of one type with their search rows, returning `returning` of each item. */
function insertStatement(type: ContentType, items: readonly NewItem[], returning: SQL): SQL {
  const search = searchVector(type, (weight) => sql.raw(`r.s${weight.toLowerCase()}`));
  return sql`WITH r AS (SELECT * FROM ${records(type, items)}),
      v AS (SELECT r.id, v.search, v.pairs FROM r, ${vectorColumns(search)}),
      s AS (INSERT INTO content_search (id, type, stage, date, countries, kinds, regulator, search)
        SELECT r.id, ${type.name}, r.stage, r.date, r.countries, r.kinds, r.regulator, v.search FROM r JOIN v USING (id)),
      p AS (INSERT INTO content_pairs (id, pairs) SELECT id, pairs FROM v)
    INSERT INTO content_items (id, type, key, stage, title, date, countries, kinds, tags, topics, regulator,
      source, data, created_by, updated_by, created_at, updated_at)
    SELECT r.id, ${type.name}, r.key, r.stage, r.title, r.date, r.countries, r.kinds, r.tags, r.topics, r.regulator,
      r.source, r.data, r.author, r.author, coalesce(r.at, now()), coalesce(r.at, now())
    FROM r
    RETURNING ${returning}`;
}

/** Inserts items of one type (no journal, no link sync: callers do those). Returns the rows. */
export async function insertItems(db: Database, type: ContentType, items: readonly NewItem[]): Promise<ItemRow[]> {
  if (items.length === 0) return [];
  const inserted = await queryRows<ItemRow>(db, insertStatement(type, items, ITEM_COLUMNS));
  return inserted.map(normaliseRow);
}

/** What a journal entry of a new item needs from its row. */
export type InsertedRow = Pick<ItemRow, 'id' | 'version' | 'stage' | 'createdAt' | 'createdBy'>;

/** Inserts items of one type as `insertItems`, reading back only what their journal needs (not their data). */
export async function insertItemsLean(
  db: Database,
  type: ContentType,
  items: readonly NewItem[],
): Promise<InsertedRow[]> {
  if (items.length === 0) return [];
  const returning = sql.raw(`id, version, stage, created_at AS "createdAt", created_by AS "createdBy"`);
  const inserted = await queryRows<InsertedRow>(db, insertStatement(type, items, returning));
  return inserted.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() }));
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
    sql`WITH v AS (SELECT v.* FROM ${vectorColumns(d.search)}),
        s AS (UPDATE content_search SET search = v.search FROM v WHERE id = ${id}::uuid),
        p AS (UPDATE content_pairs SET pairs = v.pairs FROM v WHERE id = ${id}::uuid)
      UPDATE content_items SET data = ${JSON.stringify(data)}::jsonb, title = ${d.title}, key = ${d.key},
        date = ${d.date}, countries = ${d.countries}, kinds = ${d.kinds}, tags = ${d.tags}, topics = ${d.topics},
        regulator = ${d.regulator}, source = ${d.source}, version = version + 1,
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

/** Appends journal rows (in the caller's transaction), as one JSON array of rows. */
export async function writeJournal(db: Database, entries: readonly JournalEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const rows = entries.map((e) => ({
    item: e.itemId,
    type: e.type,
    author: e.userId,
    action: e.action,
    version: e.version,
    changes: e.changes ?? [],
    transition: e.transition ?? null,
    fromstage: e.fromStage ?? null,
    tostage: e.toStage ?? null,
    comment: e.comment ?? null,
    at: e.at ?? null,
  }));
  await db.execute(
    sql`INSERT INTO content_journal (item_id, type, user_id, action, version, changes, transition, from_stage,
        to_stage, comment, at)
      SELECT r.item, r.type, r.author, r.action, r.version, r.changes, r.transition, r.fromstage, r.tostage,
        r.comment, coalesce(r.at, now())
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(item uuid, type text, author uuid, action text,
        version integer, changes jsonb, transition text, fromstage text, tostage text, comment text, at timestamptz)`,
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

/**
 * `updateItemData` for many items of one type at once (in the caller's transaction, the rows locked by the caller):
 * one UPDATE, one DELETE and one INSERT of their links, one journal INSERT, whatever their number.
 */
export async function updateItemsData(
  db: Database,
  type: ContentType,
  updates: readonly { id: string; data: Data; changes: NonNullable<JournalEntry['changes']> }[],
  userId: string | null,
): Promise<void> {
  if (updates.length === 0) return;
  const search = searchVector(type, (weight) => sql.raw(`r.s${weight.toLowerCase()}`));
  const rows = updates.map((update) => ({ id: update.id, data: update.data, stage: null, userId }));
  const versions = await queryRows<{ id: string; version: number }>(
    db,
    sql`WITH r AS (SELECT * FROM ${records(type, rows)}),
        v AS (SELECT r.id, v.search, v.pairs FROM r, ${vectorColumns(search)}),
        s AS (UPDATE content_search AS cs SET search = v.search FROM v WHERE cs.id = v.id),
        p AS (UPDATE content_pairs AS cp SET pairs = v.pairs FROM v WHERE cp.id = v.id)
      UPDATE content_items AS c SET data = r.data, title = r.title, key = r.key, date = r.date,
        countries = r.countries, kinds = r.kinds, tags = r.tags, topics = r.topics, regulator = r.regulator,
        source = r.source, version = c.version + 1, updated_at = now(), updated_by = r.author
      FROM r WHERE c.id = r.id RETURNING c.id, c.version`,
  );
  const links = updates.flatMap((update) =>
    [...referencesOf(type, update.data)].flatMap(([relation, ids]) => ids.map((to) => [update.id, to, relation])),
  );
  const relations = type.fields.filter((f) => f.kind === 'reference' || f.kind === 'references').map((f) => f.name);
  if (relations.length) {
    const column = (at: number) => sql.param(links.map((link) => link[at]));
    // Their links become those of their data: others of these relations deleted, missing ones added.
    await db.execute(
      sql`DELETE FROM content_links WHERE from_id = ANY(${sql.param(updates.map((u) => u.id))}::uuid[])
        AND relation = ANY(${sql.param(relations)}::text[])
        AND (from_id, to_id, relation) NOT IN (SELECT * FROM unnest(${column(0)}::uuid[], ${column(1)}::uuid[],
          ${column(2)}::text[]))`,
    );
    if (links.length) {
      await db.execute(
        sql`INSERT INTO content_links (from_id, to_id, relation, created_by)
          SELECT l.*, ${userId}::uuid FROM unnest(${column(0)}::uuid[], ${column(1)}::uuid[], ${column(2)}::text[]) AS l
          ON CONFLICT (from_id, relation, to_id) DO NOTHING`,
      );
    }
  }
  const version = new Map(versions.map((row) => [row.id, row.version]));
  await writeJournal(
    db,
    updates.map((u) => ({
      itemId: u.id,
      type: type.name,
      userId,
      action: 'update' as const,
      version: version.get(u.id)!,
      changes: u.changes,
    })),
  );
}
