import { scopeOf } from '@rh/core/areas';
import { countryName, type ContentType } from '@rh/core/content';
import { parseListState, type ListState } from '../../content/list/list-state.ts';
import type { AlertQuery } from './api.ts';

/** An alert's saved filters as a list view (what the filter bar edits), keeping only what the list accepts. */
export function alertQueryToState(type: ContentType, query: AlertQuery): ListState {
  const search = new URLSearchParams();
  for (const [param, value] of Object.entries(query)) {
    for (const one of typeof value === 'string' ? [value] : value) search.append(param, one);
  }
  return parseListState(type, search);
}

/**
 * The area whose scope a saved search keeps (`scope`, as "Save as alert" on a scoped list sends it), if that area
 * scopes the type; the server ANDs its filters with the alert's own.
 */
export function alertScope(type: ContentType, query: AlertQuery | URLSearchParams): string | null {
  const value = query instanceof URLSearchParams ? query.get('scope') : query.scope;
  return typeof value === 'string' && scopeOf(value, type.name) ? value : null;
}

/** The filters of a list view as an alert saves them: the area scope, the text and each filter's values. */
export function stateToAlertQuery(state: ListState, scope?: string | null): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  if (scope) query.scope = scope;
  if (state.q) query.q = state.q;
  for (const [param, values] of Object.entries(state.filters)) if (values.length) query[param] = [...values];
  return query;
}

/** The list route of the area an alert is scoped to (`routeArea` gives a route's area), if the type has one there. */
export function scopedListRoute(
  type: ContentType,
  query: AlertQuery,
  routeArea: (name: string) => string | undefined,
): string | undefined {
  const scope = alertScope(type, query);
  return scope ? type.routes?.list?.find((name) => routeArea(name) === scope) : undefined;
}

/** The address of the list an alert watches, filtered as the alert is (its scope is the list route's own). */
export function alertListSearch(type: ContentType, query: AlertQuery): string {
  const search = new URLSearchParams();
  const state = alertQueryToState(type, query);
  if (state.q) search.set('q', state.q);
  for (const [param, values] of Object.entries(state.filters)) for (const value of values) search.append(param, value);
  const text = search.toString();
  return text ? `?${text}` : '';
}

export interface FilterDescription {
  param: string;
  label: string;
  /** Values as people read them; ids of references stay ids (the screen looks their titles up). */
  values: string[];
  /** The type referenced, when the values are ids. */
  refType?: string;
}

/** A saved search in words: "Countries: France, Germany", "Published from: 2026-01-01", "Text: sanctions". */
export function describeAlertQuery(type: ContentType, query: AlertQuery): FilterDescription[] {
  const state = alertQueryToState(type, query);
  const scope = alertScope(type, query);
  const described: FilterDescription[] = scope
    ? [{ param: 'scope', label: 'Scope', values: [scopeOf(scope, type.name)!.label] }]
    : [];
  if (state.q) described.push({ param: 'q', label: 'Text', values: [state.q] });
  for (const [param, values] of Object.entries(state.filters)) {
    const [name, bound] = param.split('.');
    const field = type.fields.find((candidate) => candidate.name === name);
    if (!field) continue;
    const label = bound ? `${field.label} ${bound === 'from' ? 'from' : 'until'}` : field.label;
    const readable = values.map((value) => {
      const option = field.options?.find((candidate) => candidate.value === value);
      if (option) return option.label;
      if (field.kind === 'country' || field.kind === 'countries') return countryName(value);
      return value;
    });
    const refType = field.kind === 'reference' || field.kind === 'references' ? field.to : undefined;
    described.push({ param, label, values: readable, ...(refType ? { refType } : {}) });
  }
  return described;
}
