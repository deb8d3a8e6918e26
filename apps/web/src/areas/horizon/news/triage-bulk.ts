import { asList } from '../../../content/fields/format.ts';

/**
 * The pure part of triage's bulk actions: which rows "the rest" are, what adding a tag or a topic changes, how
 * several updates run (a few at a time, each with its row's version) and how their outcome reads.
 */

/** The rows of the page after the chosen one ("mark the rest read"); none chosen: all of them. */
export function restAfter<T extends { id: string }>(rows: readonly T[], chosenId: string | null): T[] {
  const index = rows.findIndex((row) => row.id === chosenId);
  return rows.slice(index + 1);
}

/**
 * The change that adds a value to a list field (tags, topics), or null when the item has it already: adding what is
 * there keeps it (choosing a topic an item had once removed it).
 */
export function addedValue(
  data: Readonly<Record<string, unknown>>,
  field: 'tags' | 'topics',
  value: string,
): Record<string, string[]> | null {
  const current = asList(data[field]);
  return current.includes(value) ? null : { [field]: [...current, value] };
}

/** How one update of a bulk action ended: done, someone changed the row meanwhile (409), unchanged, or failed. */
export type BulkOutcome = 'done' | 'conflict' | 'unchanged' | 'failed';

/** Runs `task` on every entry, `size` at a time, and answers each one's outcome in order (none rejects). */
export async function runInBatches<T>(
  entries: readonly T[],
  size: number,
  task: (entry: T) => Promise<BulkOutcome>,
): Promise<BulkOutcome[]> {
  const outcomes: BulkOutcome[] = [];
  for (let start = 0; start < entries.length; start += size) {
    const batch = entries.slice(start, start + size);
    outcomes.push(...(await Promise.all(batch.map((entry) => task(entry).catch((): BulkOutcome => 'failed')))));
  }
  return outcomes;
}

/** "12 marked irrelevant, 1 changed meanwhile, 2 had it already, 1 failed": the outcome of a bulk action. */
export function bulkSummary(done: string, outcomes: readonly BulkOutcome[]): string {
  const count = (outcome: BulkOutcome) => outcomes.filter((entry) => entry === outcome).length;
  const parts = [`${count('done')} ${done}`];
  if (count('conflict')) parts.push(`${count('conflict')} changed meanwhile (left as they are)`);
  if (count('unchanged')) parts.push(`${count('unchanged')} had it already`);
  if (count('failed')) parts.push(`${count('failed')} failed`);
  return parts.join(', ');
}
