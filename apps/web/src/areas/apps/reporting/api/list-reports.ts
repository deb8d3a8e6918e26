import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../api/request.ts';
import { reportKeys, type SavedReport } from './types.ts';

/** The caller's saved reports, the last changed first: `GET /api/reports`. */
export function listReports(signal?: AbortSignal): Promise<{ reports: SavedReport[]; emailEnabled: boolean }> {
  return api.get<{ reports: SavedReport[]; emailEnabled: boolean }>('cosmos', '/reports', { signal });
}

export const reportsOptions = () =>
  queryOptions({ queryKey: reportKeys.list(), queryFn: ({ signal }) => listReports(signal) });

export function useReports(enabled = true) {
  return useQuery({ ...reportsOptions(), enabled });
}
