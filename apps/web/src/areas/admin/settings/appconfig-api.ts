import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/request.ts';

/** One change of a setting, as the server journals it (`settings_journal`). */
export interface JournalEntry {
  id: number;
  key: string;
  /** The stored text before (JSON); null when the default applied. */
  oldValue: string | null;
  newValue: string | null;
  who: string | null;
  /** Their username; null once the user is deleted. */
  whoName: string | null;
  at: string;
}

/** A declared run-time setting (`GET /api/admin/appconfig`). */
export interface Setting {
  key: string;
  label: string;
  description: string;
  group: string;
  input: 'integer' | 'text';
  /** The value in effect. */
  value: unknown;
  default: unknown;
  /** Whether an administrator set it (else the default applies). */
  changed: boolean;
}

export interface AppconfigAnswer {
  settings: Setting[];
  journal: JournalEntry[];
  /** Whether the caller may change them: the server decides (CONVENTIONS 7). */
  canUpdate: boolean;
}

export const appconfigKey = ['admin', 'appconfig'] as const;

export const appconfigOptions = () =>
  queryOptions({
    queryKey: appconfigKey,
    queryFn: ({ signal }) => api.get<AppconfigAnswer>('cosmos', '/admin/appconfig', { signal }),
  });

export const useAppconfig = () => useQuery(appconfigOptions());

/** Saves some settings at once (`PUT /api/admin/appconfig`): all or none; the answer is the new state. */
export function useSaveAppconfig() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: Record<string, unknown>) =>
      api.put<AppconfigAnswer>('cosmos', '/admin/appconfig', { body: changes }),
    onSuccess: (answer) => client.setQueryData(appconfigKey, answer),
  });
}
