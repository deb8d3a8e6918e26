import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../api/request.ts';
import { contentKeys, contentPath } from './keys.ts';
import type { ItemLink } from './types.ts';

/** The items this one points at and those pointing at it. */
export async function getLinks(type: string, id: string, signal?: AbortSignal): Promise<ItemLink[]> {
  const answer = await api.get<{ links: ItemLink[] }>('cosmos', contentPath(type, id, 'links'), { signal });
  return answer.links;
}

export function getLinksOptions(type: string, id: string) {
  return queryOptions({ queryKey: contentKeys.links(type, id), queryFn: ({ signal }) => getLinks(type, id, signal) });
}

export function useLinks(type: string, id: string, enabled = true) {
  return useQuery({ ...getLinksOptions(type, id), enabled });
}
