import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/request.ts';
import { contentKeys } from '../../../content/api/keys.ts';

/** The dimensions news items are counted by, as the server names them. */
export type Dimension = 'topic' | 'country' | 'regulator' | 'newsType';

/** One topic, country, regulator or news type: this week's news against the weekly average before. */
export interface SignalRow {
  /** Topic or regulator id, country code, news type value. */
  key: string;
  label: string;
  current: number;
  average: number;
  /** current − average. */
  change: number;
  /** current / average; null when there was nothing before. */
  ratio: number | null;
  /** Counts per week, oldest first; the last is the current week. */
  weeks: number[];
}

/** `GET /api/horizon/signals`. */
export interface Signals {
  asOf: string;
  weeks: number;
  /** The current week, both ends included. */
  current: { from: string; to: string };
  baseline: { from: string; to: string };
  total: Omit<SignalRow, 'key' | 'label'>;
  rows: Record<Dimension, SignalRow[]>;
}

export interface SignalsParams {
  weeks: number;
  limit?: number;
}

export function getSignals(params: SignalsParams, signal?: AbortSignal): Promise<Signals> {
  return api.get<Signals>('cosmos', '/horizon/signals', { query: { ...params }, signal });
}

/** Under the news items' key, so that a change to news reads them again. */
export function signalsOptions(params: SignalsParams) {
  return queryOptions({
    queryKey: [...contentKeys.type('newsitem'), 'signals', params] as const,
    queryFn: ({ signal }) => getSignals(params, signal),
  });
}

/** The signals; the figures shown stay while other weeks load. */
export function useSignals(params: SignalsParams) {
  return useQuery({ ...signalsOptions(params), placeholderData: keepPreviousData });
}
