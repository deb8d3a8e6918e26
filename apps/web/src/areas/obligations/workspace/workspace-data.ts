import type { FileRef } from '@rh/core/content';
import { pathTo } from '../../../routes/table.ts';
import { api } from '../../../api/request.ts';
import { storedFileId, type StoredFile, type Workspace } from '../api.ts';

/** The workspace's query key (refetched after anything is filed in it). */
export const workspaceKey = (id: string) => ['regdecomp', 'workspace', id] as const;

/** The url of the stored PDF a file field holds, if it holds one (a PDF uploaded to the server). */
export function storedPdf(document: FileRef | null | undefined): string | null {
  if (!document || !storedFileId(document.url)) return null;
  const pdf = document.mediaType === 'application/pdf' || (!document.mediaType && /\.pdf$/i.test(document.name));
  return pdf ? document.url : null;
}

/** The PDF viewer's address for a stored file or a regulation's document. */
export function pdfViewerPath(query: { file: string } | { regulation: string }): string {
  return `${pathTo('RegdecompPdf')}?${new URLSearchParams(query).toString()}`;
}

/** The workspace of a regulation. */
export function workspacePath(regulationId: string): string {
  return pathTo('RegdecompWorkspace', { id: regulationId });
}

/*
 * The calls of ../api.ts this screen uses, by the client's own paths: api.ts writes them as `/api/…` while the
 * `cosmos` client's base already is `/api` (its calls go to `/api/api/regdecomp/…`, a 404). Once api.ts drops the
 * prefix these two go back to calling it.
 */

/** `GET /api/regdecomp/workspace/:regulationId` (as api.ts's getWorkspace). */
export function getWorkspace(regulationId: string, signal?: AbortSignal): Promise<Workspace> {
  return api.get('cosmos', `/regdecomp/workspace/${encodeURIComponent(regulationId)}`, signal ? { signal } : {});
}

/** `POST /api/files?for=&name=` (as api.ts's uploadFile). */
export async function uploadFile(forType: string, file: File): Promise<StoredFile> {
  const answer = await api.post<{ file: StoredFile }>('cosmos', '/files', {
    query: { for: forType, name: file.name },
    headers: { 'content-type': file.type || 'application/octet-stream' },
    body: file,
  });
  return answer.file;
}
