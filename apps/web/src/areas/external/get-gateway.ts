import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../api/request.ts';

/** One of the newest items of a type the organisation may read. */
export interface GatewayItem {
  id: string;
  title: string;
  /** The item's own date (published, effective…), when it has one. */
  date: string | null;
  /** When it was added. */
  createdAt: string;
}

/** `GET /api/external/gateway`: who the caller is, its homepage, and the newest items of each type it may read. */
export interface Gateway {
  caller: { kind: 'account' | 'user'; name: string; homepage: string | null };
  latest: { type: string; label: string; items: GatewayItem[] }[];
}

export function getGateway(signal?: AbortSignal): Promise<Gateway> {
  return api.get<Gateway>('cosmos', '/external/gateway', { signal });
}

export const gatewayOptions = () =>
  queryOptions({ queryKey: ['external', 'gateway'], queryFn: ({ signal }) => getGateway(signal) });

export function useGateway(enabled: boolean) {
  return useQuery({ ...gatewayOptions(), enabled });
}
