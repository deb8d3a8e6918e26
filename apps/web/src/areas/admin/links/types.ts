export type LinkState = 'broken' | 'ok' | 'unchecked';

/** An item's outbound link with its last check (`GET /api/admin/links`). */
export interface LinkRow {
  itemId: string;
  /** The item's content type. */
  type: string;
  title: string;
  url: string;
  host: string;
  state: LinkState;
  /** HTTP status of the last check (null: no answer, or not checked). */
  status: number | null;
  /** Why the link is broken. */
  error: string | null;
  checkedAt: string | null;
}

/** The latest check, whoever started it (the daily one has no creator). */
export interface LinkRun {
  id: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  done: number;
  total: number;
  scope: 'all' | 'stale' | 'item' | 'link';
  createdAt: string;
  finishedAt: string | null;
}

export interface LinksParams {
  state: LinkState | 'all';
  host?: string;
  q?: string;
  limit: number;
  offset: number;
}

export interface LinksPage {
  total: number;
  /** Per state, with the host and text filters. */
  counts: Record<LinkState, number>;
  /** Hosts with their links and broken links (the text filter applied), the most broken first. */
  hosts: { host: string; total: number; broken: number }[];
  links: LinkRow[];
  run: LinkRun | null;
  /** What the caller may do: the server decides (CONVENTIONS 7). */
  abilities: { check: boolean };
}

export const linksKeys = {
  all: ['admin', 'links'] as const,
  list: (params: LinksParams) => [...linksKeys.all, params] as const,
};
