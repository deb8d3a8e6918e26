import { contentType } from '@rh/core/content';
import type { ActivityFilter } from '../../activity-api.ts';

/** The insights' workflow stages, in their order. */
export const ARTICLE_STAGES = contentType('article').workflow!.stages;

/** The workflow journal's filters, kept in the page's address. */
export interface JournalFilter {
  /** Every change of insights, not only their moves between stages. */
  all: boolean;
  /** Moves into or out of this stage (its name), or empty. */
  stage: string;
  /** First and last day (YYYY-MM-DD), or empty. */
  since: string;
  until: string;
  mine: boolean;
  /** A person chosen by an administrator: id and name (the name keeps the box readable after a reload). */
  user: { id: string; name: string } | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `admin`: whether the reader may pick a person (the server answers another person's changes to administrators only);
 * otherwise a `user` in the address is ignored. */
export function parseJournalFilter(search: URLSearchParams, admin: boolean): JournalFilter {
  const day = (name: string) => {
    const value = search.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  const user = search.get('user');
  return {
    all: search.get('changes') === 'all',
    stage: ARTICLE_STAGES.find((stage) => stage.name === search.get('stage'))?.name ?? '',
    since: day('since'),
    until: day('until'),
    mine: search.get('mine') === 'true',
    user: admin && user && UUID.test(user) ? { id: user, name: search.get('who') || 'Someone' } : null,
  };
}

export function journalSearch(filter: JournalFilter): URLSearchParams {
  const search = new URLSearchParams();
  if (filter.all) search.set('changes', 'all');
  if (filter.stage) search.set('stage', filter.stage);
  if (filter.since) search.set('since', filter.since);
  if (filter.until) search.set('until', filter.until);
  if (filter.mine) search.set('mine', 'true');
  if (filter.user) {
    search.set('user', filter.user.id);
    search.set('who', filter.user.name);
  }
  return search;
}

/** A period that ends before it starts is not sent (the server would refuse it): the page says so instead. */
export const periodProblem = (filter: JournalFilter): string | null =>
  filter.since && filter.until && filter.since > filter.until ? 'The period ends before it starts.' : null;

/** The activity API's query: insights only, their transitions unless every change is asked for. */
export function journalQuery(filter: JournalFilter): ActivityFilter {
  const period = periodProblem(filter) ? {} : { since: filter.since || undefined, until: filter.until || undefined };
  return {
    types: ['article'],
    ...(filter.all ? {} : { action: 'transition' as const }),
    ...(filter.stage ? { stage: filter.stage } : {}),
    ...period,
    ...(filter.user ? { user: filter.user.id } : filter.mine ? { mine: true } : {}),
  };
}
