import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../api/request.ts';
import { aggregateKeys } from '../../../../content/api/aggregate.ts';

export interface MergeInput {
  /** The tag merged away (deleted). */
  id: string;
  /** Its version as shown: a stale one answers 409. */
  version: number;
  /** The tag that stays. */
  into: string;
}

export interface MergeResult {
  from: { id: string; name: string; slug: string };
  into: { id: string; name: string; slug: string };
  /** Items (rules and deleted items included) that carried the merged tag. */
  moved: number;
  byType: Record<string, number>;
}

/** Merges a tag into another (`POST /api/admin/tags/{id}/merge`): one transaction on the server. */
export function mergeTag({ id, version, into }: MergeInput): Promise<MergeResult> {
  return api.post<MergeResult>('cosmos', `/admin/tags/${encodeURIComponent(id)}/merge`, { body: { into, version } });
}

/** Items of every type that carries tags changed: every content query and count is read again. */
export function useMergeTag() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: mergeTag,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['content'] });
      await client.invalidateQueries({ queryKey: aggregateKeys.all });
    },
  });
}
