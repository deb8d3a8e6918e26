import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { markItems, readingKeys, setReading, type Reading } from '../../api/reading.ts';
import type { Item } from '../../api/types.ts';
import { readingNow, readOnMove, type LocalReading } from './reader-model.ts';

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

  /** Marks rows read (those the page knows as unread), once each. */
  const markRead = useCallback(
    (ids: readonly string[]) => {
      // Rows without a reading (the server keeps none for the caller) are left alone.
      const unread = ids.filter((id) => readingOfId(id)?.read === false);
      if (!unread.length) return;
      remember(unread, { read: true });
      markItems(unread, true).then(refreshCounts, () => {
        // Not marked after all: the rows show unread again.
        setLocal((current) => {
          const next = { ...current };
          for (const id of unread) delete next[id];
          return next;
        });
      });
    },
    [readingOfId, remember, refreshCounts],
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
    },
    [],
  );

  const readingOf = useCallback((item: Item) => readingNow(item.reading, local[item.id]), [local]);
  return { readingOf, markRead, star };
}
