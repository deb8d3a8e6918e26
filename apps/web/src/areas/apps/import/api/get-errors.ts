import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../api/request.ts';
import { importKeys, type ImportError } from './types.ts';

export interface ErrorPage {
  errors: ImportError[];
  /** Every stored error of the import. */
  total: number;
}

/** A page of the stored errors of the latest check or import: `GET /api/imports/:id/errors`. */
export function getErrors(id: string, offset: number, limit: number, signal?: AbortSignal): Promise<ErrorPage> {
  return api.get<ErrorPage>('cosmos', `/imports/${encodeURIComponent(id)}/errors`, {
    query: { offset, limit },
    signal,
  });
}

/** The path of the same errors as a CSV file. */
export const errorsCsvPath = (id: string) => `/imports/${encodeURIComponent(id)}/errors?format=csv`;

export const errorsOptions = (id: string, offset: number, limit: number) =>
  queryOptions({
    queryKey: importKeys.errors(id, offset, limit),
    queryFn: ({ signal }) => getErrors(id, offset, limit, signal),
    // Turning a page keeps the last one on screen until the next comes, so the table does not jump.
    placeholderData: keepPreviousData,
  });

export function useErrors(id: string, offset: number, limit: number) {
  return useQuery(errorsOptions(id, offset, limit));
}
