import type { Identity } from '../auth/identity.ts';
import type { AggregateQuery, AggregateResult } from './aggregate.ts';

/** How long an answer is reused. */
export const AGGREGATE_TTL_MS = 5_000;
const MAX_ENTRIES = 500;

/**
 * Answers of aggregation queries, reused for a few seconds (a dashboard opened by many, or refreshed). An answer
 * depends on the caller's roles (grants, visibility, titles shown) and, for items, on who they are (what they may
 * do with an item they wrote): that is the key, with the query minus its id. Freshness: every successful write
 * through the content API of this process clears the cache (`clear`), so a person sees their own change at once;
 * writes of other processes and of the feeds' ingestion show within AGGREGATE_TTL_MS. Concurrent identical queries
 * share one database round.
 */
export class AggregateCache {
  private readonly entries = new Map<string, { at: number; answer: Promise<AggregateResult> }>();
  private readonly ttlMs: number;

  constructor(ttlMs = AGGREGATE_TTL_MS) {
    this.ttlMs = ttlMs;
  }

  static keyOf(identity: Identity, query: AggregateQuery): string {
    const { id: _, ...rest } = query;
    const who = query.kind === 'items' ? (identity.kind === 'user' ? identity.userId : identity.accountId) : '';
    return JSON.stringify([[...identity.roles].sort(), who, rest]);
  }

  /** The answer of `key`, computed by `compute` unless a fresh one is kept. Failures are not kept. */
  get(key: string, compute: () => Promise<AggregateResult>): Promise<AggregateResult> {
    const now = Date.now();
    const kept = this.entries.get(key);
    if (kept && now - kept.at < this.ttlMs) return kept.answer;
    if (kept) this.entries.delete(key);
    const answer = compute();
    answer.catch(() => {
      if (this.entries.get(key)?.answer === answer) this.entries.delete(key);
    });
    this.entries.set(key, { at: now, answer });
    // The oldest first out (a Map iterates in insertion order).
    while (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    return answer;
  }

  clear(): void {
    this.entries.clear();
  }
}
