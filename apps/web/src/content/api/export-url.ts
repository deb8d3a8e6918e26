import { config } from '../../config.ts';
import { contentPath } from './keys.ts';
import type { ListParams } from './types.ts';

export type ExportFormat = 'csv' | 'xlsx';

/**
 * The address of a list's export with the list's own filters and sort (no paging: the server exports them all, up
 * to its limit). A plain link: the session cookie goes with it, and the server names the file.
 */
export function exportUrl(type: string, format: ExportFormat, params: ListParams, apiUrl = config.apiUrl): string {
  const query = new URLSearchParams({ format });
  for (const [name, value] of Object.entries(params)) if (name !== 'limit' && name !== 'cursor') query.set(name, value);
  return `${apiUrl}${contentPath(type, 'export')}?${query.toString()}`;
}
