import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../api/request.ts';
import { relationshipKeys, type LinkKind } from './types.ts';

/** How many links of each kind the caller may read, the most numerous first: `GET /api/relationships/summary`. */
export function getLinkKinds(signal?: AbortSignal): Promise<{ kinds: LinkKind[]; total: number }> {
  return api.get<{ kinds: LinkKind[]; total: number }>('cosmos', '/relationships/summary', { signal });
}

export const linkKindsOptions = () =>
  queryOptions({ queryKey: relationshipKeys.summary(), queryFn: ({ signal }) => getLinkKinds(signal) });

export function useLinkKinds() {
  return useQuery(linkKindsOptions());
}
