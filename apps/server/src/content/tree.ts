import type { ContentType } from '@rh/core/content';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client.ts';
import { badRequest } from '../http/errors.ts';
import type { Data } from './columns.ts';

/** In a tree type (topics), an item's parent may not be itself or one of its descendants. */
export async function checkTree(db: Database, type: ContentType, id: string, data: Data): Promise<void> {
  if (!type.tree) return;
  const parent = data[type.tree.parentField];
  if (typeof parent !== 'string') return;
  const [row] = await queryRows<{ cycle: boolean }>(
    db,
    sql`WITH RECURSIVE up(id, depth) AS (
        SELECT ${parent}::uuid, 0
        UNION SELECT (c.data->>${type.tree.parentField})::uuid, up.depth + 1
          FROM content_items c JOIN up ON c.id = up.id
          WHERE c.data->>${type.tree.parentField} IS NOT NULL AND up.depth < 100
      ) SELECT EXISTS (SELECT 1 FROM up WHERE id = ${id}::uuid) AS cycle`,
  );
  if (row?.cycle) {
    throw badRequest(`A ${type.label.toLowerCase()} cannot sit under itself or under one of its own children.`, {
      issues: [{ where: 'body', path: `data.${type.tree.parentField}`, message: 'Would make a loop' }],
    });
  }
}
