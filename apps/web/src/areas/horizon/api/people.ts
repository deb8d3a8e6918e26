import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/request.ts';

export interface Person {
  id: string;
  name: string;
  email: string;
}

/** People by the start of their name or e-mail, for the user filter (`GET /api/horizon/activity/people`). */
export function findPeople(q: string, signal?: AbortSignal): Promise<Person[]> {
  return api
    .get<{ people: Person[] }>('cosmos', '/horizon/activity/people', { query: { q, limit: 20 }, signal })
    .then((answer) => answer.people);
}

export function peopleOptions(q: string) {
  return queryOptions({ queryKey: ['horizon', 'people', q] as const, queryFn: ({ signal }) => findPeople(q, signal) });
}

export function usePeople(q: string, enabled = true) {
  return useQuery({ ...peopleOptions(q), enabled, placeholderData: keepPreviousData });
}
