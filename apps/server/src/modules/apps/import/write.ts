import type { ContentType } from '@rh/core/content';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Data } from '../../../content/columns.ts';
import { referencesOf } from '../../../content/columns.ts';
import { changesOf, insertItems, updateItemData, writeJournal } from '../../../content/store.ts';
import { checkTree } from '../../../content/tree.ts';
import type { WriteHooks } from '../../../content/write-hooks.ts';
import type { Database } from '../../../db/client.ts';
import { HttpError } from '../../../http/errors.ts';
import { cleanData, type CellError, type PreparedRow } from './prepare.ts';

export interface WriteCounts {
  created: number;
  updated: number;
  /** Rows refused while writing (a plug-in's refusal, a loop in a tree): each with its error. */
  failed: { row: number; error: CellError }[];
}

/** A plug-in's or the store's refusal, said for the errors list. */
function messageOf(error: unknown): string {
  if (error instanceof HttpError) {
    const issues = (error.data as { issues?: { message: string }[] } | undefined)?.issues;
    return issues?.length ? `${error.message} ${issues.map((issue) => issue.message).join('; ')}` : error.message;
  }
  return (error as Error).message ?? String(error);
}

/** The data after the type's plug-ins (auto-tagging…), validated again: what they add is held to the type's rules. */
async function hooked(tx: Database, hooks: WriteHooks, type: ContentType, data: Data, previous: Data | null) {
  if (!hooks.has(type.name)) return data;
  const out = await hooks.beforeWrite(tx, type.name, data, previous);
  // Data the plug-ins left as it was is validated already.
  if (out === data) return data;
  const cleaned = cleanData(type, out);
  if ('issues' in cleaned)
    throw new Error(cleaned.issues.map((issue) => `${issue.field}: ${issue.message}`).join('; '));
  return cleaned.data;
}

const dialect = new PgDialect();

/**
 * The transaction as a batch's plug-ins see it: the same read answered once. The plug-ins of every row of a batch
 * run before any of its writes, so they all read the same state; auto-tagging's check that its rules are current
 * (a count over the content table) then costs one query per batch instead of one per row, which is what makes a
 * 100,000-row import of news items run in a minute rather than in quadratic time. Writes pass straight through.
 */
function readingOnce(tx: Database): Database {
  const answers = new Map<string, Promise<unknown>>();
  return new Proxy(tx, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property);
      if (property !== 'execute') return typeof value === 'function' ? value.bind(target) : value;
      return (query: SQL | string) => {
        const { sql: text, params } =
          typeof query === 'string' ? { sql: query, params: [] } : dialect.sqlToQuery(query);
        if (!/^\s*(SELECT|WITH)\b/i.test(text)) return target.execute(query);
        const key = JSON.stringify([text, params]);
        // Drizzle's answer is a lazy thenable that runs its query on each await: kept as the promise of one run.
        if (!answers.has(key)) answers.set(key, Promise.resolve(target.execute(query)));
        return answers.get(key);
      };
    },
  });
}

/**
 * Writes prepared rows in the caller's transaction as the content service writes an item (service.ts create and
 * update): the type's plug-ins, the store's insert with its derived columns, links of reference fields, tree check,
 * journal rows as the importing user, and the after-write reactions. New items go in one multi-row insert.
 */
async function writeAll(
  tx: Database,
  hooks: WriteHooks,
  type: ContentType,
  rows: readonly PreparedRow[],
  userId: string | null,
) {
  const reader = readingOnce(tx);
  const ready: { data: Data; row: PreparedRow }[] = [];
  for (const row of rows) {
    ready.push({ row, data: await hooked(reader, hooks, type, row.data!, row.existing?.data ?? null) });
  }
  let updated = 0;
  const fresh: Data[] = [];
  for (const { row, data } of ready) {
    const current = row.existing;
    if (!current) {
      fresh.push(data);
      continue;
    }
    const changes = changesOf(type, current.data, data);
    if (changes.length === 0) continue;
    await checkTree(tx, type, current.id, data);
    const item = await updateItemData(tx, type, current.id, data, changes, userId);
    await hooks.afterWrite(tx, {
      type: type.name,
      id: item.id,
      action: 'update',
      version: item.version,
      data,
      previous: current.data,
      changed: changes.map((change) => change.field),
      userId,
    });
    updated += 1;
  }
  const created = await insertItems(
    tx,
    type,
    fresh.map((data) => ({ data, stage: type.workflow?.initial ?? null, userId })),
  );
  const links: ReturnType<typeof sql>[] = [];
  for (const [index, item] of created.entries()) {
    const data = fresh[index]!;
    await checkTree(tx, type, item.id, data);
    for (const [relation, ids] of referencesOf(type, data)) {
      for (const id of ids) links.push(sql`(${item.id}::uuid, ${id}::uuid, ${relation}, ${userId}::uuid)`);
    }
  }
  if (links.length) {
    await tx.execute(
      sql`INSERT INTO content_links (from_id, to_id, relation, created_by) VALUES ${sql.join(links, sql`, `)}
        ON CONFLICT (from_id, relation, to_id) DO NOTHING`,
    );
  }
  await writeJournal(
    tx,
    created.map((item, index) => ({
      itemId: item.id,
      type: type.name,
      userId,
      action: 'create' as const,
      version: item.version,
      changes: changesOf(type, {}, fresh[index]!),
      toStage: item.stage,
    })),
  );
  for (const [index, item] of created.entries()) {
    const data = fresh[index]!;
    await hooks.afterWrite(tx, {
      type: type.name,
      id: item.id,
      action: 'create',
      version: item.version,
      data,
      previous: null,
      changed: changesOf(type, {}, data).map((change) => change.field),
      userId,
    });
  }
  return { created: created.length, updated };
}

/**
 * Writes a batch of valid rows in one transaction. When the batch is refused as a whole (a unique key taken, a
 * plug-in's refusal), each row is written in a transaction of its own, so that the good rows land and each refused
 * row is recorded with its reason: a row is written whole or not at all.
 */
export async function writeBatch(
  db: Database,
  hooks: WriteHooks,
  type: ContentType,
  rows: readonly PreparedRow[],
  userId: string | null,
): Promise<WriteCounts> {
  if (rows.length === 0) return { created: 0, updated: 0, failed: [] };
  try {
    const counts = await db.transaction((tx) => writeAll(tx, hooks, type, rows, userId));
    return { ...counts, failed: [] };
  } catch {
    const total: WriteCounts = { created: 0, updated: 0, failed: [] };
    for (const row of rows) {
      try {
        const counts = await db.transaction((tx) => writeAll(tx, hooks, type, [row], userId));
        total.created += counts.created;
        total.updated += counts.updated;
      } catch (error) {
        total.failed.push({
          row: row.row,
          error: { column: null, field: null, value: null, message: messageOf(error) },
        });
      }
    }
    return total;
  }
}
