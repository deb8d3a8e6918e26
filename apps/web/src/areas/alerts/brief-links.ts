import { pathTo } from '../../routes/table.ts';
import type { Brief, Preferences } from './api.ts';

/**
 * Where Home's briefs link, by route name. Home must not load the content declarations (and zod) to build two kinds
 * of link, so the names are repeated here; `brief-links.test.ts` checks them against the declarations' own routes.
 */
export const BRIEF_ROUTES = { newsitem: 'NewsItem', event: 'Event' } as const satisfies Record<string, string>;
export const WEEK_NEWS_ROUTE = 'News';

/** The page of a brief, or null for a type Home does not link. */
export function briefPath(item: Pick<Brief, 'id' | 'type'>): string | null {
  const route = BRIEF_ROUTES[item.type as keyof typeof BRIEF_ROUTES];
  return route ? pathTo(route, { id: item.id }) : null;
}

/** The News list of the week, filtered as far as one list can be (countries or topics: the list ands filters). */
export function weekNewsPath(since: string, preferences: Preferences): string {
  const search = new URLSearchParams({ 'publishedAt.from': since.slice(0, 10) });
  if (preferences.countries.length && !preferences.topics.length) {
    for (const country of preferences.countries) search.append('countries', country);
  }
  if (preferences.topics.length && !preferences.countries.length) {
    for (const topic of preferences.topics) search.append('topics', topic);
  }
  return `${pathTo(WEEK_NEWS_ROUTE)}?${search}`;
}
