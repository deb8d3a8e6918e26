import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../api/request.ts';
import { importKeys, type ImportView } from './types.ts';

/** An upload reads a whole file, which may be large: more time than a JSON call. */
const UPLOAD_TIMEOUT_MS = 300_000;

export interface UploadInput {
  /** The content type to import into. */
  type: string;
  file: File;
}

/** Sends the file's bytes as they are (`POST /api/imports`); the server reads its columns and the remembered mapping. */
export async function uploadImport({ type, file }: UploadInput): Promise<ImportView> {
  const answer = await api.post<{ import: ImportView }>('cosmos', '/imports', {
    query: { type, name: file.name },
    headers: { 'content-type': 'application/octet-stream' },
    body: file,
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
  return answer.import;
}

export function useUploadImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadImport,
    onSuccess: async () => client.invalidateQueries({ queryKey: importKeys.list() }),
  });
}
