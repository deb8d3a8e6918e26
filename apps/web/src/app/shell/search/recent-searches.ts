import type { KeyValueStore } from '../../../session/storage-keys.ts';

/** How many recent searches the search page keeps. */
export const RECENT_LIMIT = 10;

/**
 * The local-storage key of a user's recent searches. Per user, not per browser: the app keeps local storage across
 * sign-outs (only the session's own keys go), so a colleague who signs in on the same browser sees their own.
 */
export const recentSearchesKey = (user: string) => `rhRecentSearches:${user}`;

/** A user's recent searches, most recent first; an unreadable entry reads as none. */
export function readRecent(store: KeyValueStore, user: string): string[] {
  try {
    const parsed: unknown = JSON.parse(store.getItem(recentSearchesKey(user)) ?? '[]');
    return Array.isArray(parsed)
      ? parsed
          .filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '')
          .slice(0, RECENT_LIMIT)
      : [];
  } catch {
    return [];
  }
}

function write(store: KeyValueStore, user: string, list: string[]): string[] {
  try {
    if (list.length) store.setItem(recentSearchesKey(user), JSON.stringify(list));
    else store.removeItem(recentSearchesKey(user));
  } catch {
    // A full or refused storage loses the history, not the search.
  }
  return list;
}

const same = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/** Records a search run: first in the list, once (a repeat moves up, whatever its case), at most RECENT_LIMIT. */
export function addRecent(store: KeyValueStore, user: string, query: string): string[] {
  const q = query.trim().replace(/\s+/g, ' ');
  if (!q) return readRecent(store, user);
  const rest = readRecent(store, user).filter((entry) => !same(entry, q));
  return write(store, user, [q, ...rest].slice(0, RECENT_LIMIT));
}

/** Takes one search out of the list. */
export function removeRecent(store: KeyValueStore, user: string, query: string): string[] {
  return write(
    store,
    user,
    readRecent(store, user).filter((entry) => entry !== query),
  );
}

/** Forgets them all. */
export function clearRecent(store: KeyValueStore, user: string): string[] {
  return write(store, user, []);
}
