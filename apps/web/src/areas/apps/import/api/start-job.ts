import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../api/request.ts';
import { importKeys, type ImportView } from './types.ts';

/** `validate`: the dry run that checks every row; `run`: the import itself. */
export type ImportJob = 'validate' | 'run';

/** Starts a background job on an import (202); its progress is then read from the import itself. */
export async function startJob({ id, job }: { id: string; job: ImportJob }): Promise<ImportView> {
  const path = `/imports/${encodeURIComponent(id)}/${job}`;
  const answer = await api.post<{ import: ImportView; jobId: string }>('cosmos', path);
  return answer.import;
}

/** The answer's import replaces the cached one at once, so that polling starts without waiting for a read. */
export function useStartJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startJob,
    onSuccess: async (started, { id }) => {
      client.setQueryData(importKeys.one(id), (old: { import: ImportView } | undefined) =>
        old ? { ...old, import: started } : old,
      );
      await client.invalidateQueries({ queryKey: importKeys.one(id) });
      await client.invalidateQueries({ queryKey: importKeys.list() });
    },
  });
}
