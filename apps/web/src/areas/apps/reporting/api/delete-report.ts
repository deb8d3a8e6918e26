import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../api/request.ts';
import { reportKeys } from './types.ts';

/** Deletes one of the caller's reports: `DELETE /api/reports/:id`. */
export function deleteReport(id: string): Promise<unknown> {
  return api.del('cosmos', `/reports/${encodeURIComponent(id)}`);
}

export function useDeleteReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteReport,
    onSuccess: () => client.invalidateQueries({ queryKey: reportKeys.list() }),
  });
}
