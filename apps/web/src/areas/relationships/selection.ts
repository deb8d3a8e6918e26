import { LINK_SORTS, type LinkKind, type LinkParams, type LinkSort } from './types.ts';

/**
 * What `/relationships` shows, kept in the address so that a selection can be linked to and the back button returns
 * to it: `?from=<type>&to=<type>&relation=<name>&q=<words>&sort=to|newest&page=<n>&size=<n>&view=matrix`.
 */
export const PAGE_SIZES = [25, 50, 100] as const;
export const SUMMARY_VIEWS = ['table', 'matrix'] as const;
export type SummaryView = (typeof SUMMARY_VIEWS)[number];

export interface Selection {
  from: string | null;
  to: string | null;
  relation: string | null;
  q: string;
  sort: LinkSort;
  page: number;
  size: number;
  view: SummaryView;
}

/** A name as the server takes it (a type or field name); anything else is as if absent. */
const nameOf = (value: string | null) => (value && /^\w{1,100}$/.test(value) ? value : null);

export function selectionOf(search: URLSearchParams): Selection {
  const sort = search.get('sort') ?? '';
  const size = Number(search.get('size'));
  return {
    from: nameOf(search.get('from')),
    to: nameOf(search.get('to')),
    relation: nameOf(search.get('relation')),
    q: (search.get('q') ?? '').slice(0, 200),
    sort: (LINK_SORTS as readonly string[]).includes(sort) ? (sort as LinkSort) : 'from',
    page: Math.max(0, Math.floor(Number(search.get('page'))) || 0),
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : PAGE_SIZES[0],
    view: search.get('view') === 'matrix' ? 'matrix' : 'table',
  };
}

/** The list's query for a selection. */
export function paramsOf(selection: Selection): LinkParams {
  return {
    ...(selection.from ? { from: selection.from } : {}),
    ...(selection.to ? { to: selection.to } : {}),
    ...(selection.relation ? { relation: selection.relation } : {}),
    ...(selection.q ? { q: selection.q } : {}),
    sort: selection.sort,
    limit: selection.size,
    offset: selection.page * selection.size,
  };
}

/** The address after these changes (null or '' removes a parameter); any change but paging's goes to page one. */
export function changed(search: URLSearchParams, values: Readonly<Record<string, string | null>>): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [name, value] of Object.entries(values)) {
    if (value === null || value === '') next.delete(name);
    else next.set(name, value);
  }
  if (!('page' in values) && !('view' in values)) next.delete('page');
  return next;
}

/** The parameters that choose one kind (a row of the summary): its two types and its relation. */
export const kindParams = (kind: Pick<LinkKind, 'from' | 'relation' | 'to'>) => ({
  from: kind.from,
  relation: kind.relation,
  to: kind.to,
});

/** Whether a summary row is what the list shows now. */
export const isChosen = (selection: Selection, kind: LinkKind) =>
  selection.from === kind.from && selection.to === kind.to && selection.relation === kind.relation;

export interface KindMatrix {
  /** The from types, most links first. */
  rows: string[];
  /** The to types, most links first. */
  columns: string[];
  /** Links per `from>to`, all relations together. */
  counts: ReadonlyMap<string, number>;
}

/** The summary as a from type × to type matrix (a pair's relations added up). */
export function matrixOf(kinds: readonly LinkKind[]): KindMatrix {
  const counts = new Map<string, number>();
  const rowTotals = new Map<string, number>();
  const columnTotals = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, count: number) => map.set(key, (map.get(key) ?? 0) + count);
  for (const kind of kinds) {
    add(counts, `${kind.from}>${kind.to}`, kind.count);
    add(rowTotals, kind.from, kind.count);
    add(columnTotals, kind.to, kind.count);
  }
  const byTotal = (totals: Map<string, number>) =>
    [...totals].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([name]) => name);
  return { rows: byTotal(rowTotals), columns: byTotal(columnTotals), counts };
}
/** The label of the chosen relation: from the summary's kind of the chosen types, else the relation's name. */
export function relationLabelOf(kinds: readonly LinkKind[], selection: Selection): string {
  const kind = kinds.find(
    (one) =>
      one.relation === selection.relation &&
      (!selection.from || one.from === selection.from) &&
      (!selection.to || one.to === selection.to),
  );
  return kind?.label ?? selection.relation ?? '';
}
