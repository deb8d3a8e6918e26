import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/request.ts';
import { contentKeys } from '../../../content/api/keys.ts';

/** A background job as its creator follows it (`GET /api/jobs/{id}`). */
export interface Job {
  id: string;
  kind: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  done: number;
  total: number;
  result: Record<string, unknown> | null;
  error: string | null;
}

/** Queues the re-run of the enabled rules on stored news items. */
export function rerunRules(since?: string): Promise<Job> {
  return api.post<Job>('cosmos', '/autotags/rerun', { body: since ? { since } : {} });
}

export function useRerunRules() {
  return useMutation({ mutationFn: rerunRules });
}

/** A job, read again every second until it has ended; the news lists are read again when it has. */
export function useJob(id: string | undefined) {
  const client = useQueryClient();
  return useQuery({
    queryKey: ['jobs', id],
    queryFn: async ({ signal }) => {
      const job = await api.get<Job>('cosmos', `/jobs/${encodeURIComponent(id ?? '')}`, { signal });
      if (job.status === 'done') await client.invalidateQueries({ queryKey: contentKeys.type('newsitem') });
      return job;
    },
    enabled: Boolean(id),
    refetchInterval: (query) =>
      query.state.data && ['done', 'failed'].includes(query.state.data.status) ? false : 1000,
  });
}
