import { asList, htmlToText } from '../../../content/fields/format.ts';
import type { Item } from '../../../content/api/types.ts';

/** What an add form starts with when an event or an insight is made from a news item (see content/form/prefill.ts). */

/** Most characters of a news item's text carried into a form (the address holds them). */
const MAX_TEXT = 1000;

const textOf = (item: Item) => {
  const summary = typeof item.data.summary === 'string' ? item.data.summary.trim() : '';
  const text = summary || (typeof item.data.content === 'string' ? htmlToText(item.data.content) : '');
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
};
const dayOf = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : '';
const single = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** The kind of event a news item most likely announces, from its news types. */
export function eventKindOf(newsTypes: readonly string[]): string {
  if (newsTypes.includes('consultation')) return 'consultation-closes';
  if (newsTypes.includes('final-rule') || newsTypes.includes('legislation')) return 'application-date';
  return 'publication';
}

/** An event from a news item: its title, day, regulator, countries and topics, its link, and the item itself. */
export function eventFromNews(item: Item): Record<string, unknown> {
  return {
    title: item.title,
    kind: eventKindOf(asList(item.data.newsTypes)),
    start: dayOf(item.data.publishedAt),
    regulator: single(item.data.regulator),
    countries: asList(item.data.countries),
    topics: asList(item.data.topics),
    url: single(item.data.url),
    news: [item.id],
    description: textOf(item),
  };
}

/** An insight on a news item: its title and text to start from, its scope, and the item as linked news. */
export function insightFromNews(item: Item): Record<string, unknown> {
  const regulator = single(item.data.regulator);
  return {
    title: item.title,
    summary: textOf(item),
    regulators: regulator ? [regulator] : [],
    countries: asList(item.data.countries),
    topics: asList(item.data.topics),
    tags: asList(item.data.tags),
    impact: single(item.data.impact),
    news: [item.id],
  };
}
