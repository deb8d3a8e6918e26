/** Query parameters that only say where a reader came from: the same publication with or without them. */
const TRACKING = /^(utm_[a-z]+|fbclid|gclid|mc_cid|mc_eid|at_medium|at_campaign|xtor)$/i;

/** Titles shorter than this are too generic to match on ("Speech", "Press release"). */
const MIN_TITLE_KEY = 20;

/** Two items of the same normalised title are one when published within this many days of each other. */
export const TITLE_WINDOW_DAYS = 7;

/**
 * The address of a publication reduced to what identifies it: scheme and host in lower case without `www.`, no
 * default port, no fragment, no tracking parameters, the others sorted, no trailing slash.
 */
export function canonicalUrl(link: string): string {
  const url = new URL(link);
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const params = [...url.searchParams].filter(([name]) => !TRACKING.test(name)).sort(([a], [b]) => a.localeCompare(b));
  const query = params.length ? `?${new URLSearchParams(params).toString()}` : '';
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const port = url.port ? `:${url.port}` : '';
  return `${url.protocol}//${host}${port}${path}${query}`;
}

/** A title as words: accents, case and punctuation removed. */
export function normalisedTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The keys an item is known by (see the news_keys table). An entry with neither link nor guid is known by its
 * title within its source, however short: each fetch of the feed would otherwise add it again.
 */
export function keysOf(sourceId: string, item: { guid: string | null; link: string | null; title: string }): string[] {
  const keys = item.link ? [`url:${canonicalUrl(item.link)}`] : [];
  if (item.guid) keys.push(`guid:${sourceId}:${item.guid}`);
  const title = normalisedTitle(item.title);
  if (title.length >= MIN_TITLE_KEY) keys.push(`title:${title}`);
  if (!item.link && !item.guid) keys.push(`guid:${sourceId}:title:${title}`);
  return keys;
}
