import { useEffect, useState } from 'react';
import { api } from '../../api/request.ts';

/** The event pages send when they changed what is unread (its detail: the new count, when they know it). */
export const UNREAD_CHANGED = 'rh:notifications-changed';
const EVERY_MS = 60_000;

/**
 * The user's unread notifications for the top bar: read on start, every minute, when the window comes back into
 * focus, and when a page says it changed. A plain request, not the query cache, so the shell stays light. Null
 * while unknown or when `enabled` is false (signed out, external builds whose API keys have no notifications).
 */
export function useUnreadCount(enabled: boolean): number | null {
  const [unread, setUnread] = useState<number | null>(null);
  useEffect(() => {
    if (!enabled) {
      setUnread(null);
      return;
    }
    let alive = true;
    const read = () => {
      api
        .get<{ unread: number }>('cosmos', '/notifications/unread', { retry: false })
        .then((answer) => alive && setUnread(answer.unread))
        .catch(() => undefined);
    };
    const changed = (event: Event) => {
      const detail = (event as CustomEvent<number | undefined>).detail;
      if (typeof detail === 'number') setUnread(detail);
      else read();
    };
    const visible = () => document.visibilityState === 'visible' && read();
    read();
    const timer = setInterval(read, EVERY_MS);
    window.addEventListener(UNREAD_CHANGED, changed);
    document.addEventListener('visibilitychange', visible);
    return () => {
      alive = false;
      clearInterval(timer);
      window.removeEventListener(UNREAD_CHANGED, changed);
      document.removeEventListener('visibilitychange', visible);
    };
  }, [enabled]);
  return unread;
}
