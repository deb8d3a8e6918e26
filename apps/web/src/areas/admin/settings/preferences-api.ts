import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/request.ts';
import type { JournalEntry } from './appconfig-api.ts';

/** What users follow until they choose their own, and the digest time proposed for new alerts. */
export interface PreferenceDefaults {
  /** ISO codes, EU, INT. */
  countries: string[];
  /** Topic ids (with their subtopics). */
  topics: string[];
  /** HH:00. */
  digestTime: string;
}

export interface PreferenceDefaultsAnswer {
  defaults: PreferenceDefaults;
  /** What applies when no administrator has set defaults. */
  factory: PreferenceDefaults;
  journal: JournalEntry[];
  canUpdate: boolean;
}

export const preferenceDefaultsKey = ['admin', 'preferences'] as const;

export const preferenceDefaultsOptions = () =>
  queryOptions({
    queryKey: preferenceDefaultsKey,
    queryFn: ({ signal }) => api.get<PreferenceDefaultsAnswer>('cosmos', '/admin/preferences', { signal }),
  });

export const usePreferenceDefaults = () => useQuery(preferenceDefaultsOptions());

/** Saves the defaults (`PUT /api/admin/preferences`); users who chose their own keep theirs. */
export function useSavePreferenceDefaults() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (defaults: PreferenceDefaults) =>
      api.put<PreferenceDefaultsAnswer>('cosmos', '/admin/preferences', { body: defaults }),
    onSuccess: (answer) => client.setQueryData(preferenceDefaultsKey, answer),
  });
}
