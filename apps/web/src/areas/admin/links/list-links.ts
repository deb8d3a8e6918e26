import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/request.ts';
import { linksKeys, type LinksPage, type LinksParams } from './types.ts';

/** One page of the items' links with their last check: `GET /api/admin/links`. */
export function listLinks(params: LinksParams, signal?: AbortSignal): Promise<LinksPage> {
  return api.get<LinksPage>('cosmos', '/admin/links', { query: { ...params }, signal });
}

export function linksOptions(params: LinksParams) {
  return queryOptions({ queryKey: linksKeys.list(params), queryFn: ({ signal }) => listLinks(params, signal) });
}

/** A page of links; read again every 2 s while a check is under way, so that results appear as they come. */
export function useLinks(params: LinksParams) {
  return useQuery({
    ...linksOptions(params),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => {
      const run = query.state.data?.run;
      return run && (run.status === 'queued' || run.status === 'running') ? 2000 : false;
    },
  });
}
