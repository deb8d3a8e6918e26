import type { ContentType, FieldDef, SearchWeight } from '@rh/core/content';
import { plainText } from './sanitize.ts';

export type Data = Record<string, unknown>;

/** The columns the store keeps beside an item's data: title, key, index columns and the search text. */
export interface DerivedColumns {
  title: string;
  key: string | null;
  date: string | null;
  countries: string[];
  kinds: string[];
  tags: string[];
  topics: string[];
  regulator: string | null;
  source: string | null;
  /** Text per search weight, for `setweight(to_tsvector(…))`. */
  search: Record<SearchWeight, string>;
}

const list = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : value === null || value === undefined ? [] : [String(value)];
const one = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

/** The words a field adds to the search index. */
export function searchText(field: FieldDef, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (field.kind === 'richtext') return plainText(String(value));
  if (Array.isArray(value)) return value.join(' ');
  return String(value);
}

/** Computes the derived columns of an item from its type and validated data. */
export function deriveColumns(type: ContentType, data: Data): DerivedColumns {
  const index = type.index ?? {};
  const at = (field: string | undefined) => (field ? data[field] : undefined);
  const date = one(at(index.date));
  const search: Record<SearchWeight, string> = { A: '', B: '', C: '', D: '' };
  for (const field of type.fields) {
    if (!field.search) continue;
    const text = searchText(field, data[field.name]);
    if (text) search[field.search] = search[field.search] ? `${search[field.search]} ${text}` : text;
  }
  return {
    title: String(data[type.titleField] ?? ''),
    key: type.keyField ? one(data[type.keyField]) : null,
    // A plain date is the start of that day in UTC.
    date: date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T00:00:00Z` : date,
    countries: list(at(index.countries)),
    kinds: list(at(index.kinds)),
    tags: list(at(index.tags)),
    topics: list(at(index.topics)),
    regulator: one(at(index.regulator)),
    source: one(at(index.source)),
    search,
  };
}

/** Ids an item's reference fields point at, by field name. */
export function referencesOf(type: ContentType, data: Data): Map<string, string[]> {
  const refs = new Map<string, string[]>();
  for (const field of type.fields) {
    if (field.kind === 'reference' || field.kind === 'references') refs.set(field.name, list(data[field.name]));
  }
  return refs;
}
