import { contentType } from '@rh/core/content';
import { sql } from 'drizzle-orm';
import type { Data } from '../content/columns.ts';
import { changesOf, updateItemData } from '../content/store.ts';
import { queryRows } from '../db/client.ts';
import type { JobHandler } from '../jobs/runner.ts';
import { applyRules, type RuleBook } from './rules.ts';

export const RERUN_JOB = 'autotag-rerun';
const NEWS = contentType('newsitem');
const BATCH = 500;

/**
 * Re-runs the enabled auto-tagging rules on stored news items (all, or those published since a day): what the rules
 * set now is added; what a person set stays. Each batch, its journal rows (by whoever asked) and the progress are
 * written together, so a stopped job leaves whole batches.
 */
export function rerunRules(rules: RuleBook): JobHandler {
  return async ({ db, payload, createdBy, progress }) => {
    const since = typeof payload.since === 'string' ? payload.since : null;
    const scope = since ? sql`AND date >= ${since}::timestamptz` : sql``;
    const [count] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM content_items WHERE type = 'newsitem' AND deleted_at IS NULL ${scope}`,
    );
    const total = count?.n ?? 0;
    const current = await rules.current(db);
    let done = 0;
    let changed = 0;
    let after = '00000000-0000-0000-0000-000000000000';
    await progress(0, total);
    for (;;) {
      const batch = await queryRows<{ id: string; data: Data }>(
        db,
        sql`SELECT id, data FROM content_items WHERE type = 'newsitem' AND deleted_at IS NULL ${scope}
          AND id > ${after}::uuid ORDER BY id LIMIT ${BATCH}`,
      );
      if (batch.length === 0) break;
      after = batch.at(-1)!.id;
      await db.transaction(async (tx) => {
        for (const row of batch) {
          const next = applyRules(current, row.data, typeof row.data.source === 'string' ? row.data.source : null);
          const changes = changesOf(NEWS, row.data, next);
          if (changes.length === 0) continue;
          changed += 1;
          await updateItemData(tx, NEWS, row.id, next, changes, createdBy);
        }
      });
      done += batch.length;
      await progress(done, total);
    }
    return { checked: done, changed, rules: current.length };
  };
}
