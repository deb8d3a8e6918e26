import { useCallback, useState } from 'react';
import { addRecent, clearRecent, readRecent, removeRecent } from '../../app/shell/search/recent-searches.ts';
import { memoryStore, type KeyValueStore } from '../../session/storage-keys.ts';
import { useSession } from '../../session/useSession.ts';

let store: KeyValueStore | undefined;
/** The browser's local storage, or one in memory where the browser refuses it. */
function browserStore(): KeyValueStore {
  if (store) return store;
  try {
    localStorage.getItem('');
    store = localStorage;
  } catch {
    store = memoryStore();
  }
  return store;
}

/** The signed-in user's recent searches (most recent first) and the ways to change them. */
export function useRecentSearches() {
  const { state } = useSession();
  const user = state.user?.username ?? state.displayName;
  const [list, setList] = useState(() => readRecent(browserStore(), user));
  return {
    list,
    add: useCallback((q: string) => setList(addRecent(browserStore(), user, q)), [user]),
    remove: useCallback((q: string) => setList(removeRecent(browserStore(), user, q)), [user]),
    clear: useCallback(() => setList(clearRecent(browserStore(), user)), [user]),
  };
}
