import { contentType } from '@rh/core/content';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { referencesOf, type Data } from './columns.ts';
import { insertItemsLean, writeJournal } from './store.ts';

/** An item to load in bulk (demo data, benchmarks): already valid, with its own id so others can point at it. */
export interface SeedItem {
  id: string;
  data: Data;
  /** Workflow stage; default the workflow's initial stage. */
  stage?: string;
  /** Who made it (a user id), or null. */
  userId?: string | null;
  createdAt?: string;
}

// Rows per statement: PostgreSQL reads a JSON array of 100–200 rows fastest per row (more, and it slows a little).
const BATCH = 200;

/**
 * Loads items of one type without the per-item checks of the service (the caller vouches for the data): rows,
 * links of reference fields and, unless `journal` is false, one create entry each. Batched; call inside a
 * transaction to load all or nothing.
 */
export async function seedItems(
  db: Database,
  typeName: string,
  items: readonly SeedItem[],
  options: { journal?: boolean } = {},
): Promise<void> {
  const type = contentType(typeName);
  for (let start = 0; start < items.length; start += BATCH) {
    const batch = items.slice(start, start + BATCH);
    const rows = await insertItemsLean(
      db,
      type,
      batch.map((item) => ({
        id: item.id,
        data: item.data,
        stage: type.workflow ? (item.stage ?? type.workflow.initial) : null,
        userId: item.userId ?? null,
        ...(item.createdAt ? { createdAt: item.createdAt } : {}),
      })),
    );
    const links = batch.flatMap((item) =>
      [...referencesOf(type, item.data)].flatMap(([relation, ids]) => ids.map((to) => [item.id, to, relation])),
    );
    if (links.length) {
      // Three arrays, one row per index: the statement is the same whatever the number of links.
      await db.execute(
        sql`INSERT INTO content_links (from_id, to_id, relation)
          SELECT * FROM unnest(${sql.param(links.map((link) => link[0]))}::uuid[],
            ${sql.param(links.map((link) => link[1]))}::uuid[], ${sql.param(links.map((link) => link[2]))}::text[])
          ON CONFLICT DO NOTHING`,
      );
    }
    if (options.journal !== false) {
      await writeJournal(
        db,
        rows.map((row) => ({
          itemId: row.id,
          type: type.name,
          userId: row.createdBy,
          action: 'create' as const,
          version: row.version,
          toStage: row.stage,
          at: row.createdAt,
        })),
      );
    }
  }
}
