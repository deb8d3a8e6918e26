import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../api/request.ts';
import { isRunning } from '../import-format.ts';
import { importKeys, type ImportField, type ImportView } from './types.ts';

export interface ImportDetail {
  import: ImportView;
  /** The fields of the import's type that a column may fill. */
  fields: ImportField[];
}

/** How often a running job's progress is read. */
export const POLL_MS = 1000;

/** One import with its type's fields: `GET /api/imports/:id`. */
export function getImport(id: string, signal?: AbortSignal): Promise<ImportDetail> {
  return api.get<ImportDetail>('cosmos', `/imports/${encodeURIComponent(id)}`, { signal });
}

/** Read again every POLL_MS while a job (check or import) runs, so that its progress shows. */
export const importOptions = (id: string) =>
  queryOptions({
    queryKey: importKeys.one(id),
    queryFn: ({ signal }) => getImport(id, signal),
    refetchInterval: (query) => (isRunning(query.state.data?.import.status) ? POLL_MS : false),
  });

export function useImport(id: string) {
  return useQuery(importOptions(id));
}
