import { countryName, findContentType, NEWS_TYPES } from '@rh/core/content';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.ts';

/** The dimensions news items are counted by: the store's indexed columns of the news item type. */
export const DIMENSIONS = ['topic', 'country', 'regulator', 'newsType'] as const;
export type Dimension = (typeof DIMENSIONS)[number];

const NEWS_TYPE_LABELS = new Map(NEWS_TYPES.map((option) => [option.value, option.label]));
const EVENT_KIND_LABELS = new Map(
  (findContentType('event')?.fields.find((field) => field.name === 'kind')?.options ?? []).map((option) => [
    option.value,
    option.label,
  ]),
);

/** The label of an event's kind ('' for none). */
export const eventKindLabel = (kind: string): string => (kind ? (EVENT_KIND_LABELS.get(kind) ?? kind) : 'Other');

/** Titles of items by id (topics, regulators), whatever the caller may open: they name what news is about. */
export async function titlesOf(db: Database, ids: Iterable<string>): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await queryRows<{ id: string; title: string }>(
    db,
    sql`SELECT id, title FROM content_items WHERE id = ANY(${sql.param(unique)}::uuid[])`,
  );
  return new Map(rows.map((row) => [row.id, row.title]));
}

/** Labels of the keys of each dimension: topic and regulator titles, country names, news type labels. */
export async function labeller(
  db: Database,
  keys: Partial<Record<Dimension, Iterable<string>>>,
): Promise<(dimension: Dimension, key: string) => string> {
  const titles = await titlesOf(db, [...(keys.topic ?? []), ...(keys.regulator ?? [])]);
  return (dimension, key) => {
    switch (dimension) {
      case 'country':
        return countryName(key);
      case 'newsType':
        return NEWS_TYPE_LABELS.get(key) ?? key;
      default:
        return titles.get(key) ?? 'Item not available';
    }
  };
}
