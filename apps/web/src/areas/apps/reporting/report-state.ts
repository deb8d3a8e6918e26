import { can } from '@rh/core';
import { CONTENT_TYPES, type ContentType } from '@rh/core/content';
import { parseListState, type ListState } from '../../../content/list/list-state.ts';
import { screenRoute } from '../../../content/links.ts';
import type { ReportQuery } from './api/types.ts';

/**
 * Field kinds a report groups by: one value per item (the server's GROUP_KINDS, modules/apps/reports/table.ts,
 * refuses the others with a 400).
 */
const GROUP_KINDS: ReadonlySet<string> = new Set([
  'text',
  'enum',
  'reference',
  'country',
  'boolean',
  'date',
  'number',
  'url',
  'email',
]);

/** Types a report can be made of: those with a list screen that the user may read, by name. */
export function reportableTypes(roles: readonly string[]): ContentType[] {
  return CONTENT_TYPES.filter((type) => screenRoute(type, 'list') && can(roles, type.resource, 'read')).sort((a, b) =>
    a.plural.localeCompare(b.plural),
  );
}

/** Every column a report of the type can show (the export's columns), by name with its label. */
export function columnOptions(type: ContentType): { name: string; label: string }[] {
  return [
    ...type.fields.map((field) => ({ name: field.name, label: field.label })),
    ...(type.workflow ? [{ name: 'stage', label: 'Stage' }] : []),
    { name: 'createdAt', label: 'Created' },
    { name: 'updatedAt', label: 'Updated' },
    { name: 'id', label: 'ID' },
  ];
}

/** The fields a report of the type can be grouped by. */
export function groupOptions(type: ContentType): { name: string; label: string }[] {
  return [
    ...type.fields.filter((field) => GROUP_KINDS.has(field.kind)).map(({ name, label }) => ({ name, label })),
    ...(type.workflow ? [{ name: 'stage', label: 'Stage' }] : []),
  ];
}

/** A saved report's parameters as the filter bar's view (values the list would refuse are left out). */
export function queryToState(type: ContentType, query: ReportQuery): ListState {
  const search = new URLSearchParams();
  for (const [param, value] of Object.entries(query)) {
    const list = typeof value === 'string' ? [value] : value;
    // The text is one value; a filter's values may come comma-joined, as the list's API reads them.
    for (const one of param === 'q' ? list : list.flatMap((v) => v.split(','))) search.append(param, one);
  }
  return parseListState(type, search);
}

/** The filter bar's view as a report keeps it: the text and each filter's values. */
export function stateToQuery(state: ListState): ReportQuery {
  const query: ReportQuery = {};
  if (state.q) query.q = state.q;
  for (const [param, values] of Object.entries(state.filters)) if (values.length) query[param] = [...values];
  return query;
}
