import { Skeleton, Typography } from '@mui/material';
import { Alert } from '../components/Alert.tsx';
import type { ReactNode } from 'react';
import { ApiError } from '../api/errors.ts';

/** Whether an error is the server's refusal of access (403): not a failure, the user's grants. */
export const isDenied = (error: unknown): boolean => error instanceof ApiError && error.status === 403;

export interface QueryStatesProps<T> {
  /** The query's state (a TanStack query result fits). */
  query: { isPending: boolean; error: Error | null };
  /** What the query answered, maybe derived (null or undefined: nothing to show). */
  data: T | null | undefined;
  /** Whether the answer has nothing to show (absent: the content says so itself). */
  isEmpty?: (data: T) => boolean;
  /** What to say when the server refuses the user's access (403), e.g. "Your access does not include …". */
  denied: string;
  /** What failed to load, for the error's sentence ("The matrix"). */
  what: string;
  /** What to say when the answer is empty. */
  empty?: ReactNode;
  /** The height of the placeholder while loading, in px. */
  height?: number;
  children: (data: T) => ReactNode;
}

/**
 * The states of a screen's main query, the same on every screen of the areas: a placeholder while it loads, an
 * information when access is denied, an error with the server's message, the empty sentence, else the content.
 */
export function QueryStates<T>({
  query,
  data,
  isEmpty,
  denied,
  what,
  empty,
  height = 360,
  children,
}: QueryStatesProps<T>) {
  if (query.isPending) return <Skeleton variant="rounded" height={height} />;
  if (query.error) {
    return (
      <Alert severity={isDenied(query.error) ? 'info' : 'error'}>
        {isDenied(query.error) ? denied : `${what} could not be loaded. ${query.error.message}`}
      </Alert>
    );
  }
  if (data === null || data === undefined || isEmpty?.(data))
    return <Typography color="text.secondary">{empty}</Typography>;
  return <>{children(data)}</>;
}
