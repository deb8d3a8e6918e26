import { useCallback, useEffect, useState } from 'react';
import { currentCursor, FIRST_PAGE, goTo, recordNext, type CursorStack } from './cursor-stack.ts';

/**
 * The cursor stack of one view (`viewKey`: its filters, sort and page size); a new view starts at page one. Call
 * `record` with what the shown page answered as its next cursor.
 */
export function useKeysetPaging(viewKey: string) {
  const [paging, setPaging] = useState<{ key: string; stack: CursorStack }>({ key: viewKey, stack: FIRST_PAGE });
  const stack = paging.key === viewKey ? paging.stack : FIRST_PAGE;

  const record = useCallback(
    (page: number, next: string | null) =>
      setPaging((current) => {
        const base = current.key === viewKey ? current.stack : FIRST_PAGE;
        const updated = recordNext(base, page, next);
        return updated === base && current.key === viewKey ? current : { key: viewKey, stack: updated };
      }),
    [viewKey],
  );
  const show = useCallback(
    (page: number) =>
      setPaging((current) => ({
        key: viewKey,
        stack: goTo(current.key === viewKey ? current.stack : FIRST_PAGE, page),
      })),
    [viewKey],
  );
  return { stack, cursor: currentCursor(stack), record, show };
}

/** Records the next cursor once the page's own answer (not a placeholder) arrives. */
export function useRecordNext(
  record: (page: number, next: string | null) => void,
  page: number,
  answer: { nextCursor: string | null } | undefined,
  isPlaceholder: boolean,
) {
  useEffect(() => {
    if (answer && !isPlaceholder) record(page, answer.nextCursor);
  }, [record, page, answer, isPlaceholder]);
}
