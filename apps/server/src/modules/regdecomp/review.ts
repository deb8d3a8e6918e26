import { findContentType } from '@rh/core/content';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.ts';

/**
 * Review flags (issue 14): a change above an obligation — its regulation's new version, an amending regulation, a
 * news item marked as a change to it — flags the obligation and every control meeting it, until a reviewer
 * confirms it ("nothing to change") or edits it. One open flag per (item, cause item): saving the same change twice
 * piles nothing up; a second, different cause adds its own flag.
 */

export type FlagCause = 'version' | 'amendment' | 'news';

/** The types a change flags: what is below a regulation in the chain. */
export const FLAGGED_TYPES = ['obligation', 'control'] as const;

/**
 * The fields of a regulation whose change is a change of the law: what it is called and cited as, its kind and
 * status, its dates and its official text. Nothing else flags its chain: how it is found (aliases, short name),
 * what it is filed under (topics), its summary, its jurisdiction and regulator, and what it amends (that flags the
 * amended regulations' chains, not its own). Its `document` counts only when it replaces one (substanceChange).
 */
export const SUBSTANCE = new Set([
  'title',
  'citation',
  'kind',
  'status',
  'publishedOn',
  'effectiveOn',
  'applicationOn',
  'url',
  'document',
]);

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * Whether this field's change, from → to, changes the law: a substance field, and for `document` a new file in place
 * of an existing one (attaching the first copy of the text, as the workspace does, is no new version; nor is
 * removing it).
 */
export function substanceChange(field: string, from: unknown, to: unknown): boolean {
  if (!SUBSTANCE.has(field)) return false;
  if (field === 'document') return present(from) && present(to) && JSON.stringify(from) !== JSON.stringify(to);
  return true;
}

/** The live obligations of these regulations and the live controls they list: the chain a change flags. */
export async function flagChain(
  db: Database,
  change: { regulations: readonly string[]; cause: FlagCause; causeId: string; journalId?: number | null },
): Promise<number> {
  if (change.regulations.length === 0) return 0;
  const regulations = sql`${sql.param([...new Set(change.regulations)])}::text[]`;
  const rows = await queryRows<{ id: string }>(
    db,
    sql`WITH obligations AS (
        SELECT id, (data->>'regulation')::uuid AS regulation FROM content_items
        WHERE type = 'obligation' AND deleted_at IS NULL AND data->>'regulation' = ANY(${regulations})
      ), controls AS (
        SELECT c.id, o.regulation FROM obligations o
        JOIN content_links l ON l.from_id = o.id AND l.relation = 'controls'
        JOIN content_items c ON c.id = l.to_id AND c.type = 'control' AND c.deleted_at IS NULL
      ), targets AS (
        SELECT DISTINCT ON (id) id, kind, regulation FROM (
          SELECT id, 'obligation' AS kind, regulation FROM obligations
          UNION ALL SELECT id, 'control' AS kind, regulation FROM controls
        ) t ORDER BY id, regulation
      )
      INSERT INTO review_flags (item_id, type, regulation_id, cause, cause_id, journal_id)
      SELECT t.id, t.kind, t.regulation, ${change.cause}, ${change.causeId}::uuid, ${change.journalId ?? null}::bigint
      FROM targets t
      ON CONFLICT (item_id, cause_id) WHERE cleared_at IS NULL DO NOTHING
      RETURNING id`,
  );
  return rows.length;
}

/** Clears the item's open flags; answers how many it cleared. */
export async function clearFlags(
  db: Database,
  itemId: string,
  how: 'confirmed' | 'edited',
  userId: string | null,
): Promise<{ id: number; regulationId: string }[]> {
  return queryRows<{ id: number; regulationId: string }>(
    db,
    sql`UPDATE review_flags SET cleared_at = now(), cleared_by = ${userId}::uuid, cleared_how = ${how}
      WHERE item_id = ${itemId}::uuid AND cleared_at IS NULL
      RETURNING id, regulation_id AS "regulationId"`,
  );
}

interface FlagRow {
  id: number | string;
  since: string | Date;
  cause: FlagCause;
  regulationId: string;
  regulationTitle: string | null;
  causeId: string;
  causeType: string | null;
  causeTitle: string | null;
  journalId: number | string | null;
}

export interface ReviewFlagView {
  id: number;
  since: string;
  cause: FlagCause;
  regulation: { id: string; title: string };
  causeItem: { id: string; title: string; type: string };
  changes: { field: string; label: string; from: unknown; to: unknown }[];
}

/** The item's open flags, oldest first, each with what changed (a new version: the regulation's field diff). */
export async function openFlags(db: Database, itemId: string): Promise<ReviewFlagView[]> {
  const rows = await queryRows<FlagRow>(
    db,
    sql`SELECT f.id, f.since, f.cause, f.regulation_id AS "regulationId", r.title AS "regulationTitle",
        f.cause_id AS "causeId", c.type AS "causeType", c.title AS "causeTitle", f.journal_id AS "journalId"
      FROM review_flags f
      LEFT JOIN content_items r ON r.id = f.regulation_id
      LEFT JOIN content_items c ON c.id = f.cause_id
      WHERE f.item_id = ${itemId}::uuid AND f.cleared_at IS NULL
      ORDER BY f.since, f.id`,
  );
  const journal = await journalSince(
    db,
    rows.filter((row) => row.cause === 'version' && row.journalId !== null),
  );
  return rows.map((row) => ({
    id: Number(row.id),
    since: new Date(row.since).toISOString(),
    cause: row.cause,
    regulation: { id: row.regulationId, title: row.regulationTitle ?? '' },
    causeItem: { id: row.causeId, title: row.causeTitle ?? '', type: row.causeType ?? '' },
    changes:
      row.cause === 'version' && row.journalId !== null
        ? versionChanges((journal.get(row.regulationId) ?? []).filter((entry) => entry.id >= Number(row.journalId)))
        : [],
  }));
}

type Change = { field: string; from: unknown; to: unknown };

/**
 * The update rows of the flags' regulations from the earliest flag's journal row on, by regulation, in order: one
 * statement for all of an item's flags (each flag keeps the rows from its own journal row on).
 */
async function journalSince(
  db: Database,
  flags: readonly Pick<FlagRow, 'regulationId' | 'journalId'>[],
): Promise<Map<string, { id: number; changes: Change[] }[]>> {
  const byRegulation = new Map<string, { id: number; changes: Change[] }[]>();
  if (flags.length === 0) return byRegulation;
  const regulations = [...new Set(flags.map((flag) => flag.regulationId))];
  const from = Math.min(...flags.map((flag) => Number(flag.journalId)));
  const rows = await queryRows<{ id: number | string; itemId: string; changes: Change[] | null }>(
    db,
    sql`SELECT id, item_id AS "itemId", changes FROM content_journal
      WHERE item_id = ANY(${sql.param(regulations)}::uuid[]) AND action = 'update' AND id >= ${from}
      ORDER BY id`,
  );
  for (const row of rows) {
    const list = byRegulation.get(row.itemId) ?? [];
    list.push({ id: Number(row.id), changes: row.changes ?? [] });
    byRegulation.set(row.itemId, list);
  }
  return byRegulation;
}

/**
 * What changed in the regulation since the flag's journal row: every update from that row on, merged per field
 * (the value before the first change, the value after the last), changes of the law only (substanceChange),
 * labelled as the type declares them. A second save while the flag is open adds no flag, so its changes show here.
 */
function versionChanges(rows: readonly { changes: readonly Change[] }[]) {
  const merged = new Map<string, { from: unknown; to: unknown }>();
  for (const row of rows) {
    for (const change of row.changes) {
      if (!substanceChange(change.field, change.from, change.to)) continue;
      const seen = merged.get(change.field);
      merged.set(change.field, { from: seen ? seen.from : change.from, to: change.to });
    }
  }
  const type = findContentType('regulation')!;
  return type.fields
    .filter((field) => merged.has(field.name))
    .map((field) => ({ field: field.name, label: field.label, ...merged.get(field.name)! }))
    .filter((change) => JSON.stringify(change.from ?? null) !== JSON.stringify(change.to ?? null));
}

/** The journal row of a confirmed review: the item stays as it was (same version), the record says who looked. */
export async function journalReview(
  db: Database,
  item: { id: string; type: string; version: number },
  userId: string | null,
  regulations: readonly string[],
  comment: string | undefined,
): Promise<void> {
  const lines = regulations.map((title) => `Reviewed after the change of ${title}: nothing to change`);
  const text = [...lines, ...(comment?.trim() ? [comment.trim()] : [])].join('\n');
  await db.execute(
    sql`INSERT INTO content_journal (item_id, type, user_id, action, version, changes, comment)
      VALUES (${item.id}::uuid, ${item.type}, ${userId}::uuid, 'review', ${item.version}, '[]'::jsonb, ${text})`,
  );
}
