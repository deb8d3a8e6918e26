import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../api/request.ts';

/** A feed's format, as a source's `kind` names it. */
export type FeedFormat = 'rss' | 'atom' | 'rdf' | 'jsonfeed';

/** One feed found at an address, as `POST /api/sources/discover` answers it. */
export interface DiscoveredFeed {
  /** What a source would fetch. */
  url: string;
  /** Its own title, else the title the page gave its link. */
  title: string | null;
  /** null: not fetched, or not readable. */
  format: FeedFormat | null;
  /** The publisher's page the feed names. */
  home: string | null;
  /** false: listed by the page but not fetched yet (discover its own address to preview it). */
  previewed: boolean;
  /** Why it could not be read. */
  error: string | null;
  itemCount: number;
  /** Its newest items, newest first. */
  items: { title: string; date: string | null; link: string | null }[];
  /** A source with this address already (id and name null when the user may not read it). */
  existing: { id: string | null; name: string | null } | null;
}

/** What an address is: a feed, or a page and the feeds it links. */
export interface Discovery {
  /** The address fetched, after redirects. */
  url: string;
  kind: 'feed' | 'page';
  pageTitle: string | null;
  feeds: DiscoveredFeed[];
}

/**
 * Fetches an address through the server (its safe fetcher: no private addresses, limits of size and time) and says
 * which feeds it is or links: `POST /api/sources/discover` (the `source` create grant). Refusals are ApiErrors
 * whose message says why (no feed, private address, unreachable).
 */
export function discoverFeed(url: string, signal?: AbortSignal): Promise<Discovery> {
  // Fetching an outside site may take the server's whole fetch time limit, for a page and then its feeds.
  return api.post<Discovery>('cosmos', '/sources/discover', { body: { url }, signal, timeoutMs: 60_000 });
}

/** The key of every discovery: a source added makes their "already a source" stale. */
export const DISCOVER_KEY = ['sources', 'discover'] as const;

/** Reading only: the same address is asked again when its answer is older than a minute. */
export const discoverFeedOptions = (url: string) =>
  queryOptions({
    queryKey: [...DISCOVER_KEY, url],
    queryFn: ({ signal }) => discoverFeed(url, signal),
    staleTime: 60_000,
    retry: false,
  });

/** What an address is; nothing is asked while `url` is null. */
export function useDiscoverFeed(url: string | null) {
  return useQuery({ ...discoverFeedOptions(url ?? ''), enabled: url !== null });
}
