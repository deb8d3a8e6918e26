import type { FileRef } from '@rh/core/content';
import { pathTo } from '../../../routes/table.ts';
import { storedFileId } from '../../chain-api.ts';

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
