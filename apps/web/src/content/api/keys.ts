import type { ListParams } from './types.ts';

/**
 * Query keys of the content API. Everything of a type sits under `['content', type]`, which every mutation of the
 * type invalidates: lists, items, their journals and links.
 */
export const contentKeys = {
  type: (type: string) => ['content', type] as const,
  list: (type: string, params: ListParams & { cursor?: string }) => ['content', type, 'list', params] as const,
  all: (type: string) => ['content', type, 'all'] as const,
  lookup: (type: string, params: { q?: string; ids?: string }) => ['content', type, 'lookup', params] as const,
  item: (type: string, idOrKey: string) => ['content', type, 'item', idOrKey] as const,
  journal: (type: string, id: string) => ['content', type, 'item', id, 'journal'] as const,
  links: (type: string, id: string) => ['content', type, 'item', id, 'links'] as const,
};

/** The API path of a type, or of one of its items and what hangs under it. */
export function contentPath(type: string, ...rest: string[]): string {
  return ['/content', type, ...rest].map((part, index) => (index === 0 ? part : encodeURIComponent(part))).join('/');
}
