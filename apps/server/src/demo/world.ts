import { randomUUID } from 'node:crypto';
import { contentType } from '@rh/core/content';
import { sql } from 'drizzle-orm';
import { seedItems, type SeedItem } from '../content/seed.ts';
import { queryRows, type Database } from '../db/client.ts';
import { DemoContext, demoId, type DemoItemWithId } from './context.ts';
import { REGULATORS } from './data/regulators.ts';
import type { NewsWorld } from './news.ts';
import { buildBase, sourceKey } from './sets/base.ts';
import { parentsFirst, referencesIn } from './validate.ts';

const BASE_TYPES = ['regulator', 'topic', 'source'] as const;

/**
 * The regulators, topics and regulator feeds news points at, as found in the database (by code, slug, and
 * feed address or regulator), adding those of the demo that are missing. Returns where news should point
 * and how many items were added per type.
 */
export async function ensureNewsWorld(
  db: Database,
  now: Date,
): Promise<{ world: NewsWorld; added: Record<string, number> }> {
  const live = (type: string) =>
    queryRows<{ id: string; key: string | null; regulator: string | null; url: string | null }>(
      db,
      sql`SELECT id, key, regulator, data->>'url' AS url FROM content_items
        WHERE type = ${type} AND deleted_at IS NULL ORDER BY created_at, id`,
    );
  const [regulators, topics, sources] = await Promise.all(BASE_TYPES.map((type) => live(type)));
  const base = buildBase(new DemoContext(now));
  /** Demo id → id in this database. */
  const ids = new Map<string, string>();
  const found = (demo: string, id: string | undefined) => ids.set(demo, id ?? randomUUID());
  for (const row of REGULATORS) found(demoId('regulator', row.code), regulators!.find((r) => r.key === row.code)?.id);
  for (const item of base.topic ?? []) {
    const slug = String(item.data.slug);
    found(demoId('topic', slug), topics!.find((t) => t.key === slug)?.id);
  }
  for (const row of REGULATORS) {
    const regulator = ids.get(demoId('regulator', row.code));
    const existing = sources!.find((s) => s.url === row.feed) ?? sources!.find((s) => s.regulator === regulator);
    found(demoId('source', sourceKey(row.code)), existing?.id);
  }
  const existing = new Set([...regulators!, ...topics!, ...sources!].map((row) => row.id));
  const added: Record<string, number> = {};
  for (const typeName of BASE_TYPES) {
    const type = contentType(typeName);
    const missing: DemoItemWithId[] = [];
    for (const item of base[typeName] ?? []) {
      const key = item.key ?? String(item.data[type.keyField ?? type.titleField]);
      const id = ids.get(demoId(typeName, key));
      if (!id || existing.has(id)) continue;
      const data = { ...item.data };
      for (const ref of referencesIn(type, data)) {
        const value = data[ref.field];
        const remap = (one: string) => ids.get(one) ?? one;
        data[ref.field] = Array.isArray(value) ? value.map((one) => remap(String(one))) : remap(String(value));
      }
      missing.push({ key, id, type: typeName, data });
    }
    if (!missing.length) continue;
    const items: SeedItem[] = parentsFirst(type, missing).map((item) => ({ id: item.id, data: item.data }));
    await db.transaction((tx) => seedItems(tx, typeName, items));
    added[typeName] = items.length;
  }
  const world: NewsWorld = {
    regulators: REGULATORS,
    regulatorId: (code) => ids.get(demoId('regulator', code))!,
    sourceId: (code) => ids.get(demoId('source', sourceKey(code))) ?? null,
    topicId: (slug) => ids.get(demoId('topic', slug)) ?? null,
  };
  return { world, added };
}
