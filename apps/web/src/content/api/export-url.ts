import { config } from '../../config.ts';
import { contentPath } from './keys.ts';
import type { ListParams } from './types.ts';

export type ExportFormat = 'csv' | 'xlsx';

/**
 * The API path of a list's export with the list's own filters and sort (no paging: the server exports them all, up
 * to its limit), for `api.download`, which sends the build's credentials; the server names the file.
 */
export function exportPath(type: string, format: ExportFormat, params: ListParams): string {
  const query = new URLSearchParams({ format });
  for (const [name, value] of Object.entries(params)) if (name !== 'limit' && name !== 'cursor') query.set(name, value);
  return `${contentPath(type, 'export')}?${query.toString()}`;
}

/** The full address of the same export. */
export function exportUrl(type: string, format: ExportFormat, params: ListParams, apiUrl = config.apiUrl): string {
  return apiUrl + exportPath(type, format, params);
}
