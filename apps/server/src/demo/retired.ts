import { sql } from 'drizzle-orm';
import { seedItems } from '../content/seed.ts';
import { markItem, writeJournal } from '../content/store.ts';
import { queryRows, type Database } from '../db/client.ts';
import { demoId } from './context.ts';
import { RETIRED_TOPICS } from './data/topics.ts';

/**
 * Adds the topics the demo's team retired (RETIRED_TOPICS) under their parents, then deletes them as an administrator
 * would, each with its journal entry: who deleted it and when is what Admin's deleted topics lists, and restore
 * brings one back. By the first superadmin, if any. Apart from the demo's topic tree, so that what points news at the
 * demo's topics (world.ts) never sees them. Returns how many it added.
 */
export async function retireDemoTopics(db: Database): Promise<number> {
  const [admin] = await queryRows<{ id: string }>(
    db,
    sql`SELECT id FROM users WHERE 'superadmin' = ANY(acgroups) ORDER BY created_at LIMIT 1`,
  );
  const parents = await queryRows<{ id: string; key: string }>(
    db,
    sql`SELECT id, key FROM content_items WHERE type = 'topic' AND deleted_at IS NULL
      AND key = ANY(${sql.param(RETIRED_TOPICS.flatMap((row) => row.parent ?? []))}::text[])`,
  );
  const parentOf = new Map(parents.map((row) => [row.key, row.id]));
  const items = RETIRED_TOPICS.map((row) => {
    const parent = row.parent && parentOf.get(row.parent);
    return {
      id: demoId('topic', row.slug),
      data: { name: row.name, slug: row.slug, description: row.description, ...(parent ? { parent } : {}) },
    };
  });
  await seedItems(db, 'topic', items);
  for (const item of items) {
    const row = await markItem(db, item.id, admin?.id ?? null, { deleted: true });
    await writeJournal(db, [
      { itemId: row.id, type: 'topic', userId: admin?.id ?? null, action: 'delete', version: row.version },
    ]);
  }
  return items.length;
}
