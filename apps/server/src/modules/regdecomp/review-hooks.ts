import { sql } from 'drizzle-orm';
import type { Data } from '../../content/columns.ts';
import type { WriteEvent, WriteHooks } from '../../content/write-hooks.ts';
import { queryRows, type Database } from '../../db/client.ts';
import { clearFlags, FLAGGED_TYPES, flagChain, substanceChange } from './review.ts';

/** The ids a references field gains in this write (all of them on a create). */
function gained(event: WriteEvent, field: string): string[] {
  const ids = (data: Data | null) => (Array.isArray(data?.[field]) ? (data[field] as unknown[]).map(String) : []);
  const before = new Set(ids(event.previous));
  return ids(event.data).filter((id) => !before.has(id));
}

/** The journal row of the write (item_id + version): what a 'version' flag shows as the change. */
async function journalOf(db: Database, event: WriteEvent): Promise<number | null> {
  const [row] = await queryRows<{ id: number | string }>(
    db,
    sql`SELECT id FROM content_journal WHERE item_id = ${event.id}::uuid AND version = ${event.version}
      ORDER BY id DESC LIMIT 1`,
  );
  return row ? Number(row.id) : null;
}

/**
 * The reactions of issue 14's review flags to writes through the content service, in the write's transaction:
 * - a news item whose `changes` gains regulations flags their chains (cause `news`);
 * - a regulation updated in substance (a field of SUBSTANCE; its document only when replaced: substanceChange)
 *   flags its own chain (cause `version`);
 * - a regulation whose `amends` gains regulations flags their chains (cause `amendment`);
 * - any update of an obligation or a control through the content service clears its open flags (`edited`): an
 *   edit is a review, whoever (or whatever) makes it;
 * - an obligation written with no applicability is stored as `applicable` (empty meant applicable; explicit, lists
 *   can filter by it).
 * Fetched news items are written by the ingester, not the content service: its auto-tag rules set no `changes`, so
 * nothing fetched flags anything; a person marking a fetched item as a change does.
 */
export function registerReviewHooks(hooks: WriteHooks): void {
  hooks.registerAfter('newsitem', async (db, event) => {
    await flagChain(db, { regulations: gained(event, 'changes'), cause: 'news', causeId: event.id });
  });
  hooks.registerAfter('regulation', async (db, event) => {
    const amended = gained(event, 'amends').filter((id) => id !== event.id);
    await flagChain(db, { regulations: amended, cause: 'amendment', causeId: event.id });
    const inSubstance = event.changed.some((field) =>
      substanceChange(field, event.previous?.[field], event.data[field]),
    );
    if (event.action === 'update' && inSubstance) {
      const journalId = await journalOf(db, event);
      await flagChain(db, { regulations: [event.id], cause: 'version', causeId: event.id, journalId });
    }
  });
  hooks.register('obligation', async (_db, data) =>
    data.applicability ? data : { ...data, applicability: 'applicable' },
  );
  for (const type of FLAGGED_TYPES) {
    hooks.registerAfter(type, async (db, event) => {
      if (event.action === 'update') await clearFlags(db, event.id, 'edited', event.userId);
    });
  }
}
