import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/request.ts';
import { contentKeys } from '../../../content/api/keys.ts';
import { sourceRowsKeys, type BulkAction, type BulkResult } from './types.ts';

export interface BulkInput {
  action: BulkAction;
  ids: string[];
}

/** Enables, disables or fetches now some sources: `POST /api/admin/sources/bulk`, a result per source. */
export function bulkSources(input: BulkInput): Promise<{ action: BulkAction; results: BulkResult[] }> {
  return api.post('cosmos', '/admin/sources/bulk', { body: input });
}

/** The rows, and the sources' and news lists (a fetch brings news), are read again after an action. */
export function useBulkSources() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: bulkSources,
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: sourceRowsKeys.all });
      await client.invalidateQueries({ queryKey: contentKeys.type('source') });
      await client.invalidateQueries({ queryKey: contentKeys.type('newsitem') });
    },
  });
}
