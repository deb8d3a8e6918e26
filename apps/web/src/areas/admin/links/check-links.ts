import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/request.ts';
import { linksKeys } from './types.ts';

/** A background job as its creator follows it (`GET /api/jobs/{id}`). */
export interface Job {
  id: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  done: number;
  total: number;
  result: Record<string, unknown> | null;
  error: string | null;
}

/** What to check: every link (nothing given), one item's links, or one link (item and address). */
export interface CheckInput {
  itemId?: string;
  url?: string;
}

/** Queues a check of links: `POST /api/admin/links/check`, answering the job. */
export function checkLinks(input: CheckInput): Promise<Job> {
  return api.post<Job>('cosmos', '/admin/links/check', { body: input });
}

/** The list (with the latest run) is read again at once: it then follows the run until it ends. */
export function useCheckLinks() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: checkLinks,
    onSuccess: () => client.invalidateQueries({ queryKey: linksKeys.all }),
  });
}
