import { extraListFilters, META_FIELDS, SORTABLE_KINDS, type ContentType, type FieldDef } from '@rh/core/content';
import type { ListParams } from '../api/types.ts';

/** What a list shows, kept in the page's URL so that an address reproduces the view. */
export interface ListState {
  /** Full-text query. */
  q: string;
  /** `field` or `-field`; null: the type's default order. */
  sort: string | null;
  limit: PageSize;
  /** The deleted items instead of the live ones. */
  deleted: boolean;
  /** Filter parameter (`countries`, `publishedAt.from`) → values; any-of within one, all of them together. */
  filters: Readonly<Record<string, readonly string[]>>;
}

export const PAGE_SIZES = [25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

/** Kinds filtered by a range (`.from` / `.to`) rather than by values. */
export const RANGE_KINDS: ReadonlySet<string> = new Set(['date', 'datetime', 'number']);

/** The filter fields of a type, as declared in `list.filters`. */
export function filterFields(type: ContentType): FieldDef[] {
  return type.list.filters.flatMap((name) => type.fields.filter((field) => field.name === name));
}

/** The URL parameters a filter field uses. */
export function filterParamsOf(field: FieldDef): string[] {
  return RANGE_KINDS.has(field.kind) ? [`${field.name}.from`, `${field.name}.to`] : [field.name];
}

/** May the list be sorted by this name: a meta field, the title or a field of a sortable kind. */
export function isSortable(type: ContentType, name: string): boolean {
  if ((META_FIELDS as readonly string[]).includes(name) || name === type.titleField) return true;
  const field = type.fields.find((candidate) => candidate.name === name);
  return Boolean(field && SORTABLE_KINDS.has(field.kind));
}

const VALID: Partial<Record<string, (value: string) => boolean>> = {
  date: (value) => /^\d{4}-\d{2}-\d{2}$/.test(value),
  datetime: (value) => /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(value),
  number: (value) => value.trim() !== '' && Number.isFinite(Number(value)),
  boolean: (value) => value === 'true' || value === 'false',
  reference: (value) => /^[0-9a-f-]{36}$/i.test(value),
  references: (value) => /^[0-9a-f-]{36}$/i.test(value),
};

/** Values of a filter that the server would accept: known options, well-formed dates, numbers and ids. */
function acceptable(field: FieldDef, values: string[]): string[] {
  const options = field.options?.map((option) => option.value);
  const valid = VALID[field.kind];
  return values.filter((value) => value !== '' && (!options || options.includes(value)) && (!valid || valid(value)));
}

/** Reads a list's view from its URL; unknown parameters and values the server would refuse are left out. */
export function parseListState(type: ContentType, search: URLSearchParams): ListState {
  const filters: Record<string, string[]> = {};
  for (const field of filterFields(type)) {
    for (const param of filterParamsOf(field)) {
      const values = acceptable(field, search.getAll(param));
      if (values.length) filters[param] = RANGE_KINDS.has(field.kind) ? values.slice(0, 1) : [...new Set(values)];
    }
  }
  // The filters beyond the fields (stage, waiting for me, unread, starred), with the values they take.
  for (const filter of extraListFilters(type)) {
    if (!filter.options) continue;
    const values = search.getAll(filter.param).filter((value) => filter.options!.some((o) => o.value === value));
    if (values.length) filters[filter.param] = filter.single ? values.slice(0, 1) : [...new Set(values)];
  }
  const sort = search.get('sort');
  const limit = Number(search.get('limit'));
  return {
    q: search.get('q')?.trim() ?? '',
    sort: sort && isSortable(type, sort.replace(/^-/, '')) ? sort : null,
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? (limit as PageSize) : PAGE_SIZES[0],
    deleted: search.get('deleted') === 'true',
    filters,
  };
}

/** The URL parameters of a view: defaults left out, repeated parameters for several values, a stable order. */
export function listStateToSearch(state: ListState): URLSearchParams {
  const search = new URLSearchParams();
  if (state.q) search.set('q', state.q);
  for (const param of Object.keys(state.filters).sort()) {
    for (const value of state.filters[param] ?? []) search.append(param, value);
  }
  if (state.sort) search.set('sort', state.sort);
  if (state.limit !== PAGE_SIZES[0]) search.set('limit', String(state.limit));
  if (state.deleted) search.set('deleted', 'true');
  return search;
}

/**
 * The list endpoint's query for a view (without the cursor): filter values joined by commas, as the server reads,
 * and the area `scope` of the route when it has one (the count and the export send the same).
 */
export function listParams(state: ListState, scope?: string | null): ListParams {
  const params: Record<string, string> = { limit: String(state.limit) };
  if (scope) params.scope = scope;
  if (state.q) params.q = state.q;
  if (state.sort) params.sort = state.sort;
  if (state.deleted) params.deleted = 'true';
  for (const param of Object.keys(state.filters).sort()) {
    const values = state.filters[param] ?? [];
    if (values.length) params[param] = values.join(',');
  }
  return params;
}

/** The order a view shows: its own, else the type's default. */
export function effectiveSort(type: ContentType, state: ListState): { field: string; dir: 'asc' | 'desc' } {
  if (!state.sort) return type.list.sort;
  return state.sort.startsWith('-') ? { field: state.sort.slice(1), dir: 'desc' } : { field: state.sort, dir: 'asc' };
}

/** The sort parameter for an order; null when it is the type's default (so the URL stays short). */
export function sortParam(type: ContentType, order: { field: string; dir: 'asc' | 'desc' } | null): string | null {
  if (!order) return null;
  const { field, dir } = type.list.sort;
  if (order.field === field && order.dir === dir) return null;
  return order.dir === 'desc' ? `-${order.field}` : order.field;
}

/** The view with one filter parameter's values replaced (none: the filter removed). */
export function withFilter(state: ListState, param: string, values: readonly string[]): ListState {
  const filters = { ...state.filters };
  const kept = values.filter((value) => value !== '');
  if (kept.length) filters[param] = kept;
  else delete filters[param];
  return { ...state, filters };
}

/** How many filters are set (a range counts once per bound). */
export function activeFilterCount(state: ListState): number {
  return Object.keys(state.filters).length;
}
