import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { markItems, readingKeys, setReading, type Reading } from '../../api/reading.ts';
import type { Item } from '../../api/types.ts';
import { markBatcher, readingNow, readOnMove, type LocalReading } from './reader-model.ts';

/** How long marks gather before they are sent as one request. */
const MARK_DELAY_MS = 400;

/**
 * The caller's reading of a reader list's items as this page changes it: the rows' read and starred state (the
 * server's, with this page's marks over it until the list is fetched again), and the one rule of reading by moving —
 * the row that was chosen and is left, or is shown (in the pane, or opened), becomes read. Marks do not reload the
 * list (an "unread only" list keeps the rows under the user); they refresh the unread counts.
 */
export function useReaderReading(opts: {
  type: string;
  enabled: boolean;
  items: readonly Item[];
  selectedId: string | null;
  /** The chosen row shows in a reading pane (and so is read as soon as it is chosen). */
  showsChosen: boolean;
}) {
  const { type, enabled, items, selectedId, showsChosen } = opts;
  const client = useQueryClient();
  const [local, setLocal] = useState<Readonly<Record<string, LocalReading>>>({});
  // Every row seen on this page (pages turned past included): what the server said of it.
  const known = useRef(new Map<string, Reading | undefined>());
  for (const item of items) known.current.set(item.id, item.reading);
  const localRef = useRef(local);
  localRef.current = local;

  const readingOfId = useCallback((id: string) => readingNow(known.current.get(id), localRef.current[id]), []);
  const remember = useCallback((ids: readonly string[], change: Partial<Reading>) => {
    setLocal((current) => {
      const next = { ...current };
      for (const id of ids) {
        next[id] = { base: known.current.get(id), change: { ...current[id]?.change, ...change } };
      }
      return next;
    });
  }, []);
  const refreshCounts = useCallback(
    () => client.invalidateQueries({ queryKey: readingKeys.unread(type) }),
    [client, type],
  );

  // Marks wait a moment to go as one request (j pressed down the list), then the counts are refreshed once.
  const sendMarks = useRef<(ids: string[]) => void>(() => {});
  sendMarks.current = (ids) => {
    markItems(ids, true).then(refreshCounts, () => {
      // Not marked after all: the rows show unread again.
      setLocal((current) => {
        const next = { ...current };
        for (const id of ids) delete next[id];
        return next;
      });
    });
  };
  const [batch] = useState(() => markBatcher((ids) => sendMarks.current(ids), MARK_DELAY_MS));
  useEffect(() => {
    // A page left (closed, reloaded, gone elsewhere) sends what waits.
    window.addEventListener('pagehide', batch.flush);
    return () => window.removeEventListener('pagehide', batch.flush);
  }, [batch]);

  /** Marks rows read (those the page knows as unread), once each: at once on the rows, soon after on the server. */
  const markRead = useCallback(
    (ids: readonly string[]) => {
      // Rows without a reading (the server keeps none for the caller) are left alone.
      const unread = ids.filter((id) => readingOfId(id)?.read === false);
      if (!unread.length) return;
      remember(unread, { read: true });
      batch.add(unread);
    },
    [readingOfId, remember, batch],
  );

  const star = useCallback(
    (item: Item, starred: boolean) => {
      remember([item.id], { starred });
      void setReading(item.id, { starred }).then(refreshCounts, () => remember([item.id], { starred: !starred }));
    },
    [remember, refreshCounts],
  );

  // The rule, at each change of the chosen row.
  const chosen = useRef<string | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const ids = readOnMove(chosen.current, selectedId, showsChosen, (id) => readingOfId(id)?.read !== false);
    chosen.current = selectedId;
    markRead(ids);
  }, [enabled, selectedId, showsChosen, markRead, readingOfId]);
  // Leaving the list (an item opened with Enter, another page of the app) leaves the chosen row too.
  const markReadNow = useRef(markRead);
  markReadNow.current = markRead;
  useEffect(
    () => () => {
      if (chosen.current) markReadNow.current([chosen.current]);
      batch.flush();
    },
    [batch],
  );

  const readingOf = useCallback((item: Item) => readingNow(item.reading, local[item.id]), [local]);
  return { readingOf, markRead, star };
}
