import { useCallback, useSyncExternalStore } from 'react';

/** The client state `showAutoTagsBadge` of spec §3 (default on): a preference of this browser. */
const KEY = 'rh.showAutoTagsBadge';
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return localStorage.getItem(KEY) !== 'false';
  } catch {
    return true;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** Whether values set by rules carry an "auto" badge, and the switch; every page showing badges follows it. */
export function useAutoBadgeSetting(): [boolean, (show: boolean) => void] {
  const show = useSyncExternalStore(subscribe, read, () => true);
  const set = useCallback((next: boolean) => {
    try {
      localStorage.setItem(KEY, String(next));
    } catch {
      // Without storage the switch does nothing lasting.
    }
    for (const listener of listeners) listener();
  }, []);
  return [show, set];
}
