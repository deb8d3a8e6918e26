import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../api/request.ts';
import { contentKeys } from '../../../../content/api/keys.ts';

/** A managed tag with how many live items carry it (`GET /api/admin/tags/usage`). */
export interface TagUsage {
  id: string;
  /** Send it back with a rename: a stale one answers 409. */
  version: number;
  name: string;
  /** The value items store. */
  slug: string;
  group: string | null;
  aliases: string[];
  description: string | null;
  /** Live items carrying it, by content type name. */
  counts: Record<string, number>;
  /** Live items carrying it, rules left out. */
  items: number;
  /** Auto-tagging and suggestion rules that set or suggest it. */
  rules: number;
}

export interface TagUsageAnswer {
  tags: TagUsage[];
  /** What the caller may do: the server decides (CONVENTIONS 7). */
  abilities: { rename: boolean; merge: boolean };
}

/** Under the tag type's key: a rename through the generic update (which invalidates the type) reloads it. */
export const tagUsageKey = [...contentKeys.type('tag'), 'usage'] as const;

export function getTagUsage(signal?: AbortSignal): Promise<TagUsageAnswer> {
  return api.get<TagUsageAnswer>('cosmos', '/admin/tags/usage', { signal });
}

export function tagUsageOptions() {
  return queryOptions({ queryKey: tagUsageKey, queryFn: ({ signal }) => getTagUsage(signal) });
}

export function useTagUsage() {
  return useQuery(tagUsageOptions());
}
