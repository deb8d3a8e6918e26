import { findContentType } from '@rh/core/content';
import { isFullBuild } from '../../config.ts';
import { itemPath, screenRoute } from '../links.ts';

/**
 * Where a search result or suggestion opens, or null when it cannot be opened in this build: a type the web does
 * not know, or one without a detail screen here whose generic read view (`/form/…`) only the full build has.
 */
export function openPath(typeName: string, item: { id: string; key?: string | null }): string | null {
  const type = findContentType(typeName);
  if (!type || (!screenRoute(type, 'detail') && !isFullBuild())) return null;
  return itemPath(type, item);
}
