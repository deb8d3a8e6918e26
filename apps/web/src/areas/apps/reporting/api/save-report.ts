import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../api/request.ts';
import { reportKeys, type ReportInput, type SavedReport } from './types.ts';

/** Saves a new report (`POST /api/reports`) or replaces one of the caller's (`PUT /api/reports/:id`). */
export function saveReport({ id, input }: { id?: string | undefined; input: ReportInput }): Promise<SavedReport> {
  return id
    ? api.put<SavedReport>('cosmos', `/reports/${encodeURIComponent(id)}`, { body: input })
    : api.post<SavedReport>('cosmos', '/reports', { body: input });
}

export function useSaveReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveReport,
    onSuccess: () => client.invalidateQueries({ queryKey: reportKeys.list() }),
  });
}
