import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/request.ts';
import { config } from '../../../config.ts';
import { contentKeys } from '../../../content/api/keys.ts';
import type { Dimension } from './signals.ts';

export interface Group {
  key: string;
  label: string;
  count: number;
}

export interface SnapshotEvent {
  id: string;
  title: string;
  start: string;
  end: string | null;
  kind: string | null;
  regulator: string | null;
  countries: string[];
}

/** `GET /api/horizon/snapshot`: a section the user may not read is null. */
export interface Snapshot {
  period: { from: string; to: string; days: number };
  news: {
    total: number;
    groups: Record<Dimension, Group[]>;
    highlights: { id: string; title: string; date: string; regulator: string | null; countries: string[] }[];
  } | null;
  events: { total: number; byKind: Group[]; items: SnapshotEvent[] } | null;
}

/** Calendar days, YYYY-MM-DD, both included. */
export interface Period {
  from: string;
  to: string;
}

export function getSnapshot(period: Period, signal?: AbortSignal): Promise<Snapshot> {
  return api.get<Snapshot>('cosmos', '/horizon/snapshot', { query: { ...period }, signal });
}

export function snapshotOptions(period: Period) {
  return queryOptions({
    queryKey: [...contentKeys.type('newsitem'), 'snapshot', period] as const,
    queryFn: ({ signal }) => getSnapshot(period, signal),
  });
}

export function useSnapshot(period: Period) {
  return useQuery({ ...snapshotOptions(period), placeholderData: keepPreviousData });
}

/** The address of the snapshot's export: a plain link, the session cookie goes with it and the server names the file. */
export function snapshotExportUrl(period: Period, format: 'csv' | 'xlsx', apiUrl = config.apiUrl): string {
  return `${apiUrl}/horizon/snapshot/export?${new URLSearchParams({ ...period, format }).toString()}`;
}
