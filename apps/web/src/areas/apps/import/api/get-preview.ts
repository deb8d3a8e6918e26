import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../api/request.ts';
import { importKeys, type PreviewRow } from './types.ts';

/** How many of the file's first rows the preview shows. */
export const PREVIEW_ROWS = 50;

/** The first rows, each checked against the type's schema: `GET /api/imports/:id/preview`. */
export function getPreview(id: string, limit: number, signal?: AbortSignal): Promise<{ rows: PreviewRow[] }> {
  return api.get<{ rows: PreviewRow[] }>('cosmos', `/imports/${encodeURIComponent(id)}/preview`, {
    query: { limit },
    signal,
  });
}

export const previewOptions = (id: string, limit = PREVIEW_ROWS) =>
  queryOptions({ queryKey: importKeys.preview(id, limit), queryFn: ({ signal }) => getPreview(id, limit, signal) });

export function usePreview(id: string, limit = PREVIEW_ROWS) {
  return useQuery(previewOptions(id, limit));
}
