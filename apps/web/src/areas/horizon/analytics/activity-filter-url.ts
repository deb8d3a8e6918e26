import type { ActivityFilter } from '../../activity-api.ts';

/** The filters of the recent-activity screens. */
export interface ActivityFilterState {
  type: string | null;
  mine: boolean;
  /** A person chosen by an administrator: id and name (the name keeps the box readable after a reload). */
  user: { id: string; name: string } | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The filters of the page's address: `type`, `mine=true`, `user` with `who` (the person's name, for the box). */
export function parseActivityFilter(search: URLSearchParams, admin: boolean): ActivityFilterState {
  const type = search.get('type');
  const user = search.get('user');
  return {
    type: type && /^\w{1,50}$/.test(type) ? type : null,
    mine: !admin && search.get('mine') === 'true',
    user: admin && user && UUID.test(user) ? { id: user, name: search.get('who') || 'Someone' } : null,
  };
}

export function activityFilterSearch(state: ActivityFilterState): URLSearchParams {
  const search = new URLSearchParams();
  if (state.type) search.set('type', state.type);
  if (state.mine) search.set('mine', 'true');
  if (state.user) {
    search.set('user', state.user.id);
    search.set('who', state.user.name);
  }
  return search;
}

/** What the API is asked for. */
export function activityQuery(state: ActivityFilterState): ActivityFilter {
  return {
    ...(state.type ? { types: [state.type] } : {}),
    ...(state.user ? { user: state.user.id } : {}),
    ...(state.mine ? { mine: true } : {}),
  };
}
