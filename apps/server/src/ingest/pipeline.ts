import { randomUUID } from 'node:crypto';
import { contentType, dataSchema } from '@rh/core/content';
import { sql } from 'drizzle-orm';
import type { Data } from '../content/columns.ts';
import { seedItems } from '../content/seed.ts';
import { changesOf, findItem, ITEM_COLUMNS, storedData, updateItemsData, type ItemRow } from '../content/store.ts';
import { queryRows, type Database } from '../db/client.ts';
import { keysOf, TITLE_WINDOW_DAYS } from './dedupe.ts';
import { ParseError, parseBody, type PageSelectors, type ParsedItem, type SourceFormat } from './parse.ts';
import { applyRules, type CompiledRule, type RuleBook } from './rules.ts';
import { FetchError, type SafeFetcher } from './safe-fetch.ts';

const NEWS = contentType('newsitem');
const SOURCE = contentType('source');
const DAY = 86_400_000;
/** Fetch interval of a source that names none, and the longest back-off after failures. */
const DEFAULT_POLL_MINUTES = 60;
const MAX_BACKOFF_MINUTES = 24 * 60;
/** How long a claimed source stays locked if its process dies mid-fetch. */
export const LOCK_MINUTES = 10;

/** What one fetch of a source did. */
export interface IngestOutcome {
  sourceId: string;
  status: 'ok' | 'not-modified' | 'error';
  /** News items created. */
  added: number;
  /** Entries found already known (by guid, address or title) and merged into the item. */
  merged: number;
  /** Entries left out because they would not make a valid news item. */
  rejected: number;
  /** Entries left out by the per-fetch cap (the oldest of a long feed). */
  skipped: number;
  error?: string;
  /** Something odd but harmless about the feed (no channel, entries skipped). */
  warning?: string;
}

interface StateRow {
  etag: string | null;
  lastModified: string | null;
  failures: number;
}

const LIST_FIELDS = ['countries', 'newsTypes', 'tags', 'topics'] as const;

/** A known item seen again: empty fields filled, lists joined; what an analyst set stays. */
function merged(existing: Data, incoming: Data): Data {
  const out: Data = { ...existing };
  for (const field of ['summary', 'content', 'regulator', 'language', 'guid'] as const) {
    if ((out[field] === undefined || out[field] === null || out[field] === '') && incoming[field]) {
      out[field] = incoming[field];
    }
  }
  for (const field of LIST_FIELDS) {
    const joined = [...new Set([...((out[field] as string[]) ?? []), ...((incoming[field] as string[]) ?? [])])];
    if (joined.length) out[field] = joined;
  }
  return out;
}

/**
 * Fetches one source and turns its entries into news items: fetch (conditional, safe), parse, the source's
 * regulator, countries, language and types given to each entry, auto-tagging, de-duplication against what is
 * known (guid, canonical address, title within days), then new items and merges written in one transaction with
 * their journal. Any failure is recorded on the source, never thrown: a hostile feed fails its source only.
 */
export class Ingester {
  private readonly db: Database;
  private readonly fetcher: SafeFetcher;
  private readonly rules: RuleBook | null;

  /** `rules`: the auto-tagging rules applied to arriving items (none without). */
  constructor(db: Database, fetcher: SafeFetcher, rules: RuleBook | null = null) {
    this.db = db;
    this.fetcher = fetcher;
    this.rules = rules;
  }

  /** Locks a source for this process; false when another holds it (a fetch in progress). */
  async claim(sourceId: string): Promise<boolean> {
    await this.db.execute(sql`INSERT INTO source_state (source_id) VALUES (${sourceId}::uuid) ON CONFLICT DO NOTHING`);
    const rows = await queryRows<{ id: string }>(
      this.db,
      sql`UPDATE source_state SET locked_until = now() + make_interval(mins => ${LOCK_MINUTES})
        WHERE source_id = ${sourceId}::uuid AND (locked_until IS NULL OR locked_until < now())
        RETURNING source_id AS id`,
    );
    return rows.length === 1;
  }

  /** Fetches a source the caller has claimed (see `claim`, or the scheduler's claim), and lets it go. */
  async ingest(sourceId: string, now = new Date()): Promise<IngestOutcome> {
    const source = await findItem(this.db, SOURCE, sourceId);
    if (!source || source.deletedAt) {
      await this.db.execute(sql`DELETE FROM source_state WHERE source_id = ${sourceId}::uuid`);
      return { sourceId, status: 'error', ...NOTHING, error: 'The source no longer exists' };
    }
    const [state] = await queryRows<StateRow>(
      this.db,
      sql`SELECT etag, last_modified AS "lastModified", failures FROM source_state WHERE source_id = ${sourceId}::uuid`,
    );
    const data = source.data;
    try {
      const fetched = await this.fetcher.fetch(String(data.url), {
        etag: state?.etag ?? null,
        lastModified: state?.lastModified ?? null,
      });
      if (fetched.status === 'not-modified') {
        await this.record(source, now, { status: 'not-modified', added: 0, merged: 0 });
        return { sourceId, status: 'not-modified', ...NOTHING };
      }
      const feed = parseBody(fetched.body, {
        format: String(data.kind) as SourceFormat,
        contentType: fetched.contentType,
        url: fetched.url,
        selectors: selectorsOf(data),
      });
      const rules = this.rules ? await this.rules.current(this.db) : [];
      const { items, rejected } = this.newsOf(feed.items, feed.home, source, now, rules);
      const warning = feed.warning ?? undefined;
      const { added, mergedCount } = await this.db.transaction(async (tx) => {
        const result = await this.store(tx, sourceId, items);
        const outcome = { status: 'ok' as const, added: result.added, merged: result.mergedCount, warning };
        await this.record(source, now, outcome, tx, { etag: fetched.etag, lastModified: fetched.lastModified });
        return result;
      });
      const skipped = feed.skipped;
      return { sourceId, status: 'ok', added, merged: mergedCount, rejected, skipped, ...(warning ? { warning } : {}) };
    } catch (error) {
      // The database's own words (not the statement, which drizzle puts first), short enough to show.
      const cause = (error as { cause?: unknown }).cause;
      const message =
        error instanceof FetchError || error instanceof ParseError
          ? error.message
          : `Could not store the items: ${(cause instanceof Error ? cause : (error as Error)).message.slice(0, 300)}`;
      await this.record(
        source,
        now,
        { status: 'error', added: 0, merged: 0, error: message },
        this.db,
        undefined,
        state,
      );
      return { sourceId, status: 'error', ...NOTHING, error: message };
    }
  }

  /**
   * The news item data of each entry, checked against the type; invalid ones counted and left out. An entry
   * without a link of its own is still news (a regulator's notice without a page): it links to the feed's `home`.
   */
  private newsOf(
    entries: readonly ParsedItem[],
    home: string,
    source: ItemRow,
    now: Date,
    rules: readonly CompiledRule[],
  ) {
    const src = source.data;
    const schema = dataSchema(NEWS);
    const items: { entry: ParsedItem; data: Data }[] = [];
    let rejected = 0;
    for (const entry of entries) {
      let data: Data = {
        title: entry.title,
        url: entry.link ?? home,
        ...(entry.guid ? { guid: entry.guid.slice(0, 2000) } : {}),
        ...(entry.summary ? { summary: entry.summary } : {}),
        ...(entry.content ? { content: entry.content } : {}),
        // No date in the feed: the moment it was first seen.
        publishedAt: entry.publishedAt ?? now.toISOString(),
        source: source.id,
        ...(src.regulator ? { regulator: src.regulator } : {}),
        countries: (src.countries as string[] | undefined) ?? [],
        ...(src.language ? { language: src.language } : {}),
        newsTypes: (src.newsTypes as string[] | undefined) ?? [],
        topics: [],
        tags: [],
        status: 'new',
      };
      if (rules.length) data = applyRules(rules, data, source.id);
      const parsed = schema.safeParse(data);
      if (!parsed.success) {
        rejected += 1;
        continue;
      }
      items.push({ entry, data: storedData(NEWS, parsed.data) });
    }
    return { items, rejected };
  }

  /** New items and merges, with their keys, in the caller's transaction. */
  private async store(
    db: Database,
    sourceId: string,
    items: readonly { entry: ParsedItem; data: Data }[],
  ): Promise<{ added: number; mergedCount: number }> {
    const withKeys = items.map((item) => ({ ...item, keys: keysOf(sourceId, item.entry) }));
    const allKeys = [...new Set(withKeys.flatMap((item) => item.keys))];
    const known = new Map(
      (
        await queryRows<{ key: string; itemId: string; at: string }>(
          db,
          sql`SELECT key, item_id AS "itemId", at FROM news_keys WHERE key = ANY(${sql.param(allKeys)}::text[])`,
        )
      ).map((row) => [row.key, { itemId: row.itemId, at: new Date(row.at).getTime() }]),
    );
    const fresh: { id: string; data: Data; keys: string[]; at: string }[] = [];
    const merges = new Map<string, { data: Data; keys: string[] }>();
    for (const item of withKeys) {
      const at = new Date(String(item.data.publishedAt)).getTime();
      const match = item.keys
        .map((key) => ({ key, hit: known.get(key) }))
        .find(({ key, hit }) => hit && (!key.startsWith('title:') || Math.abs(hit.at - at) <= TITLE_WINDOW_DAYS * DAY));
      if (match?.hit) {
        const target = merges.get(match.hit.itemId) ?? { data: {}, keys: [] };
        target.data = merged(target.data, item.data);
        target.keys.push(...item.keys);
        merges.set(match.hit.itemId, target);
        continue;
      }
      const id = randomUUID();
      fresh.push({ id, data: item.data, keys: item.keys, at: String(item.data.publishedAt) });
      // Later entries of the same fetch find this one.
      for (const key of item.keys) known.set(key, { itemId: id, at });
    }
    // Stamped by the database (its transaction's start), the clock alerts read new items by.
    if (fresh.length)
      await seedItems(
        db,
        NEWS.name,
        fresh.map((item) => ({ id: item.id, data: item.data })),
      );
    const freshIds = new Set(fresh.map((item) => item.id));
    const mergedCount = merges.size;
    // A duplicate within this fetch of an item it creates: its keys only.
    for (const [itemId, incoming] of merges) {
      if (freshIds.has(itemId)) fresh.find((item) => item.id === itemId)!.keys.push(...incoming.keys);
    }
    await mergeKnown(db, new Map([...merges].filter(([itemId]) => !freshIds.has(itemId))));
    // One row per key (an INSERT may not touch a key twice): a fresh item's own keys first.
    const keyRows = new Map<string, { itemId: string; at: string }>();
    for (const item of fresh) {
      for (const key of item.keys) if (!keyRows.has(key)) keyRows.set(key, { itemId: item.id, at: item.at });
    }
    const seenAt = new Date().toISOString();
    for (const [itemId, m] of merges) {
      if (freshIds.has(itemId)) continue;
      for (const key of m.keys) if (!keyRows.has(key)) keyRows.set(key, { itemId, at: seenAt });
    }
    if (keyRows.size) {
      // Keys in sorted order (see mergeKnown), from three arrays: one statement whatever their number.
      const sorted = [...keyRows].sort(byKey);
      // A title seen again long after points at the newer item; addresses and guids keep their first item.
      await db.execute(
        sql`INSERT INTO news_keys (key, item_id, at)
          SELECT * FROM unnest(${sql.param(sorted.map(([key]) => key))}::text[],
            ${sql.param(sorted.map(([, row]) => row.itemId))}::uuid[],
            ${sql.param(sorted.map(([, row]) => row.at))}::timestamptz[])
          ON CONFLICT (key) DO UPDATE SET item_id = excluded.item_id, at = excluded.at
            WHERE news_keys.key LIKE 'title:%' AND excluded.at > news_keys.at`,
      );
    }
    return { added: fresh.length, mergedCount };
  }

  /**
   * Writes the outcome on the source's state, schedules its next fetch (backing off on failures) and unlocks it.
   * `last_error` holds the fetch's message: its error when it failed, else its warning (routes.ts tells them apart).
   */
  private async record(
    source: ItemRow,
    now: Date,
    outcome: { status: IngestOutcome['status']; added: number; merged: number; error?: string; warning?: string },
    db: Database = this.db,
    validators?: { etag: string | null; lastModified: string | null },
    before?: StateRow,
  ): Promise<void> {
    const poll = Number(source.data.pollMinutes) || DEFAULT_POLL_MINUTES;
    const failed = outcome.status === 'error';
    const failures = failed ? (before?.failures ?? 0) + 1 : 0;
    const minutes = failed ? Math.min(poll * 2 ** Math.min(failures - 1, 10), MAX_BACKOFF_MINUTES) : poll;
    const next = new Date(now.getTime() + minutes * 60_000).toISOString();
    await db.execute(sql`INSERT INTO source_state (source_id) VALUES (${source.id}::uuid) ON CONFLICT DO NOTHING`);
    await db.execute(
      sql`UPDATE source_state SET next_fetch_at = ${next}::timestamptz, locked_until = NULL,
          last_fetch_at = ${now.toISOString()}::timestamptz, last_status = ${outcome.status},
          last_error = ${outcome.error ?? outcome.warning ?? null}, failures = ${failures},
          items_last = ${outcome.added}, duplicates_last = ${outcome.merged},
          items_total = items_total + ${outcome.added}
          ${failed ? sql`` : sql`, last_success_at = ${now.toISOString()}::timestamptz`}
          ${validators ? sql`, etag = ${validators.etag}, last_modified = ${validators.lastModified}` : sql``}
        WHERE source_id = ${source.id}::uuid`,
    );
  }
}

/**
 * Entries of items known before this fetch, merged into them: the items read in one query, and only those the
 * merge changes locked and written. The locks are taken in one order (ids sorted, then the keys sorted), so that
 * fetches storing the same items at once wait for each other instead of deadlocking.
 */
async function mergeKnown(db: Database, merges: ReadonlyMap<string, { data: Data }>): Promise<void> {
  if (!merges.size) return;
  const ids = [...merges.keys()].sort();
  const changed = (row: { id: string; data: Data; deletedAt: string | null }) =>
    !row.deletedAt && changesOf(NEWS, row.data, merged(row.data, merges.get(row.id)!.data)).length > 0;
  // Most entries seen again change nothing: they are read without a lock (nor a round trip each).
  const seen = await queryRows<{ id: string; data: Data; deletedAt: string | null }>(
    db,
    sql`SELECT id, data, deleted_at AS "deletedAt" FROM content_items
      WHERE type = ${NEWS.name} AND id = ANY(${sql.param(ids)}::uuid[])`,
  );
  const toWrite = seen.filter(changed).map((row) => row.id);
  if (!toWrite.length) return;
  // Read again under lock (the one the update takes: fetches adding keys that point at the item need not wait), as
  // another fetch may have merged into them since.
  const locked = await queryRows<ItemRow>(
    db,
    sql`SELECT ${ITEM_COLUMNS} FROM content_items
      WHERE type = ${NEWS.name} AND id = ANY(${sql.param(toWrite)}::uuid[]) ORDER BY id FOR NO KEY UPDATE`,
  );
  const updates = locked.flatMap((row) => {
    const data = merged(row.data, merges.get(row.id)!.data);
    const changes = changesOf(NEWS, row.data, data);
    return !row.deletedAt && changes.length ? [{ id: row.id, data, changes }] : [];
  });
  await updateItemsData(db, NEWS, updates, null);
}

const NOTHING = { added: 0, merged: 0, rejected: 0, skipped: 0 } as const;

const byKey = ([a]: [string, unknown], [b]: [string, unknown]) => (a < b ? -1 : a > b ? 1 : 0);

function selectorsOf(data: Data): PageSelectors | null {
  if (!data.itemSelector) return null;
  const text = (name: string) => (typeof data[name] === 'string' ? (data[name] as string) : null);
  return {
    item: String(data.itemSelector),
    title: text('titleSelector'),
    link: text('linkSelector'),
    date: text('dateSelector'),
    summary: text('summarySelector'),
  };
}
