import { findContentType } from '@rh/core/content';
import type { TagUsage } from './api/tag-usage.ts';

/** Types whose items are rules, counted apart (as the server does). */
export const RULE_TYPES: readonly string[] = ['autotag', 'suggestrule'];

/** "1 news item", "3 insights", "2 auto-tagging rules": a count of a type's items, in lower case. */
export function countOf(n: number, typeName: string): string {
  const type = findContentType(typeName);
  const one = (type?.label ?? typeName).toLowerCase();
  // "News" is the list's name; a count reads better in items.
  const many = type && type.plural !== 'News' ? type.plural.toLowerCase() : `${one}s`;
  return `${n.toLocaleString('en')} ${n === 1 ? one : many}`;
}

/** "a, b and c". */
export function listed(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** The items carrying a tag by type, the most first, rules last: "3 news items, 1 insight and 1 auto-tagging rule". */
export function usageSentence(counts: Readonly<Record<string, number>>): string {
  const isRule = (type: string) => (RULE_TYPES.includes(type) ? 1 : 0);
  const entries = Object.entries(counts)
    .filter(([, n]) => n > 0)
    .sort(([a, m], [b, n]) => isRule(a) - isRule(b) || n - m || a.localeCompare(b));
  return listed(entries.map(([type, n]) => countOf(n, type)));
}

/** The items a merge moves: what the confirmation says. */
export function mergeSummary(from: TagUsage, into: TagUsage): string {
  const total = Object.values(from.counts).reduce((sum, n) => sum + n, 0);
  const moves =
    total === 0
      ? `No item carries “${from.name}”.`
      : `${usageSentence(from.counts)} will carry “${into.name}” instead of “${from.name}” (once, where they carry both).`;
  const names = listed([from.name, ...from.aliases].map((name) => `“${name}”`));
  return `${moves} “${from.name}” is then deleted, and “${into.name}” is also found by ${names}.`;
}

/** Whether a tag answers a search: its name, slug, group or another name, ignoring case. */
export function tagMatches(tag: TagUsage, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [tag.name, tag.slug, tag.group ?? '', ...tag.aliases].some((text) => text.toLowerCase().includes(q));
}
