import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/request.ts';
import { sourceRowsKeys, type SourceRowsPage, type SourceRowsParams } from './types.ts';

/** One page of the sources with their fetching state: `GET /api/admin/sources/rows`. */
export function listSourceRows(params: SourceRowsParams, signal?: AbortSignal): Promise<SourceRowsPage> {
  return api.get<SourceRowsPage>('cosmos', '/admin/sources/rows', { query: { ...params }, signal });
}

export function sourceRowsOptions(params: SourceRowsParams) {
  return queryOptions({
    queryKey: sourceRowsKeys.list(params),
    queryFn: ({ signal }) => listSourceRows(params, signal),
  });
}

/** A page of the list; the previous page stays on screen while the next one loads. */
export function useSourceRows(params: SourceRowsParams) {
  return useQuery({ ...sourceRowsOptions(params), placeholderData: keepPreviousData });
}
