import type { ActivityFilter, JournalAction } from '../../activity-api.ts';

/** What the journal asks the activity API: always the types (none readable: nothing is asked). */
export type JournalQuery = ActivityFilter & { types: readonly string[] };

/** Changes per page of the journal. */
export const JOURNAL_PAGE_SIZE = 30;

/** The types whose changes the area's journal shows: the chain and what it is mapped to. */
export const JOURNAL_TYPES = [
  'regulation',
  'requirement',
  'obligation',
  'control',
  'evidence',
  'entitytype',
  'businessfunction',
  'taxonomyitem',
  'process',
  'risk',
] as const;

export const ACTIONS: readonly { value: JournalAction; label: string }[] = [
  { value: 'create', label: 'Created' },
  { value: 'update', label: 'Changed' },
  { value: 'transition', label: 'Moved (workflow)' },
  { value: 'delete', label: 'Deleted' },
  { value: 'restore', label: 'Restored' },
  { value: 'review', label: 'Reviewed (flag confirmed)' },
  { value: 'comment', label: 'Commented' },
];

/** The journal's filters, as the page's address holds them. */
export interface JournalFilter {
  type: string | null;
  action: JournalAction | null;
  since: string | null;
  until: string | null;
  mine: boolean;
  /** A person chosen by an administrator, with their name for the box. */
  user: { id: string; name: string } | null;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads the filters of the address, dropping what is not valid (a type outside the journal's, a bad date). */
export function parseJournalFilter(search: URLSearchParams, admin: boolean): JournalFilter {
  const type = search.get('type');
  const action = search.get('action');
  const since = search.get('since');
  const until = search.get('until');
  const user = search.get('user');
  return {
    type: type && (JOURNAL_TYPES as readonly string[]).includes(type) ? type : null,
    action: ACTIONS.some((candidate) => candidate.value === action) ? (action as JournalAction) : null,
    since: since && DATE.test(since) ? since : null,
    until: until && DATE.test(until) ? until : null,
    mine: search.get('mine') === 'true',
    user: admin && user && UUID.test(user) ? { id: user, name: search.get('who') || 'Someone' } : null,
  };
}

export function journalSearch(filter: JournalFilter): URLSearchParams {
  const search = new URLSearchParams();
  if (filter.type) search.set('type', filter.type);
  if (filter.action) search.set('action', filter.action);
  if (filter.since) search.set('since', filter.since);
  if (filter.until) search.set('until', filter.until);
  if (filter.mine) search.set('mine', 'true');
  if (filter.user) {
    search.set('user', filter.user.id);
    search.set('who', filter.user.name);
  }
  return search;
}

/** What the API is asked: the chosen type, else every journal type the caller may read. */
export function journalQuery(filter: JournalFilter, readable: readonly string[]): JournalQuery {
  return {
    types: filter.type ? (readable.includes(filter.type) ? [filter.type] : []) : readable,
    ...(filter.action ? { action: filter.action } : {}),
    ...(filter.since ? { since: filter.since } : {}),
    ...(filter.until ? { until: filter.until } : {}),
    ...(filter.user ? { user: filter.user.id } : filter.mine ? { mine: true } : {}),
  };
}

/** The period is reversed (the server refuses it): said on the page instead of asking. */
export const periodReversed = (filter: Pick<JournalFilter, 'since' | 'until'>): boolean =>
  Boolean(filter.since && filter.until && filter.since > filter.until);
