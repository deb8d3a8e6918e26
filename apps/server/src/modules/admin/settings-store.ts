import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { queryRows, type Database } from '../../db/client.ts';
import { SETTINGS, type SettingKey, type SettingValue } from './settings-declared.ts';

/**
 * Run-time settings live in `app_settings` (key → text), beside the cookie secret, which is never read here: only
 * declared keys pass. A value is stored as JSON text, so an integer is its plain digits ('90'), the format the usage
 * statistics' retention reads directly.
 */

/** How long a read value is trusted: other processes see a change within this time, this one at once. */
const CACHE_MS = 5_000;
const cache = new WeakMap<Database, Map<string, { value: string | null; at: number }>>();

function cacheOf(db: Database) {
  let entries = cache.get(db);
  if (!entries) {
    entries = new Map();
    cache.set(db, entries);
  }
  return entries;
}

/** The stored text of a key (null when unset), through the short cache. */
export async function readStored(db: Database, key: string): Promise<string | null> {
  const entries = cacheOf(db);
  const hit = entries.get(key);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.value;
  const [row] = await queryRows<{ value: string }>(db, sql`SELECT value FROM app_settings WHERE key = ${key}`);
  const value = row?.value ?? null;
  entries.set(key, { value, at: Date.now() });
  return value;
}

/** A stored text read by a schema: the fallback when unset or no longer valid (a declaration tightened since). */
export function parseStored<T>(schema: z.ZodType<T>, text: string | null, fallback: T): T {
  if (text === null) return fallback;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}

/** A declared setting's current value: what an admin set, else its default. */
export async function readSetting<K extends SettingKey>(db: Database, key: K): Promise<SettingValue<K>> {
  const declared = SETTINGS[key];
  return parseStored(declared.schema, await readStored(db, key), declared.default) as SettingValue<K>;
}

export interface SettingChange {
  key: string;
  /** The new value, already validated by the key's schema. */
  value: unknown;
}

/**
 * Writes the changes and their journal rows in the caller's transaction; a change to the value already stored is
 * skipped (neither written nor journaled). Returns the keys written. Call `forgetCached` after the commit.
 */
export async function writeSettings(tx: Database, changes: SettingChange[], who: string | null): Promise<string[]> {
  const written: string[] = [];
  for (const { key, value } of changes) {
    const text = JSON.stringify(value);
    const [row] = await queryRows<{ value: string }>(
      tx,
      sql`SELECT value FROM app_settings WHERE key = ${key} FOR UPDATE`,
    );
    const old = row?.value ?? null;
    if (old === text) continue;
    await tx.execute(
      sql`INSERT INTO app_settings (key, value) VALUES (${key}, ${text})
        ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now()`,
    );
    await tx.execute(
      sql`INSERT INTO settings_journal (key, old_value, new_value, changed_by)
        VALUES (${key}, ${old}, ${text}, ${who}::uuid)`,
    );
    written.push(key);
  }
  return written;
}

/** Drops cached values, so that the next request of this process reads what was just committed. */
export function forgetCached(db: Database, keys: string[]): void {
  const entries = cacheOf(db);
  for (const key of keys) entries.delete(key);
}

export interface JournalEntry {
  id: number;
  key: string;
  oldValue: string | null;
  newValue: string | null;
  who: string | null;
  whoName: string | null;
  at: string;
}

/** The newest journal rows of these keys (only declared keys are ever asked for). */
export async function readJournal(db: Database, keys: string[], limit = 50): Promise<JournalEntry[]> {
  const rows = await queryRows<Omit<JournalEntry, 'at'> & { at: string | Date }>(
    db,
    sql`SELECT j.id::int AS id, j.key, j.old_value AS "oldValue", j.new_value AS "newValue",
        j.changed_by AS who, u.username AS "whoName", j.changed_at AS at
      FROM settings_journal j LEFT JOIN users u ON u.id = j.changed_by
      WHERE j.key = ANY(${sql.param(keys)}::text[])
      ORDER BY j.changed_at DESC, j.id DESC LIMIT ${limit}`,
  );
  return rows.map((row) => ({ ...row, at: new Date(row.at).toISOString() }));
}
