import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../api/request.ts';
import { relationshipKeys, type LinkPage, type LinkParams } from './types.ts';

/** One page of the links that match: `GET /api/relationships`. */
export function listLinks(params: LinkParams, signal?: AbortSignal): Promise<LinkPage> {
  return api.get<LinkPage>('cosmos', '/relationships', { query: { ...params }, signal });
}

export const linksOptions = (params: LinkParams) =>
  queryOptions({ queryKey: relationshipKeys.links(params), queryFn: ({ signal }) => listLinks(params, signal) });

/** A page of links; the previous page stays on screen while the next one loads. */
export function useLinkPage(params: LinkParams) {
  return useQuery({ ...linksOptions(params), placeholderData: keepPreviousData });
}
