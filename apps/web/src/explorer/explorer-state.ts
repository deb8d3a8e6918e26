import { META_FIELDS, type ContentType, type FieldDef } from '@rh/core/content';
import {
  filterFields,
  listStateToSearch,
  parseListState,
  RANGE_KINDS,
  type ListState,
} from '../content/list/list-state.ts';

/**
 * What a data explorer shows, in its address: the type (one of the explorer's), the list's own view (text, filters,
 * order, page size: the list's parameters), the grid's columns in order, and up to two fields to group by.
 */
export interface ExplorerState {
  type: string;
  list: ListState;
  /** Column names in the order shown; null: the type's own list columns. */
  columns: readonly string[] | null;
  /** 0–2 fields: none shows the grid, one or two a pivot of counts. */
  by: readonly string[];
}

/** Parameters of the explorer's own beside the list's (no content type has a field of these names). */
const TYPE = 'type';
const COLUMNS = 'columns';
const BY = 'by';

/** Every column a type's grid can show, in the default order: its fields, then created, updated and stage. */
export function columnNames(type: ContentType): string[] {
  const meta = META_FIELDS.filter((name) => name !== 'stage' || type.workflow);
  const names = [...type.fields.map((field) => field.name), ...meta];
  return [...new Set(names)];
}

/** The columns shown by default: the type's list columns. */
export function defaultColumns(type: ContentType): string[] {
  const known = columnNames(type);
  return type.list.columns.filter((name) => known.includes(name));
}

/**
 * The fields a pivot may group by: the type's list filters that hold values rather than ranges (so that a cell can
 * link to the list filtered by it), and the workflow stage.
 */
export function groupFields(type: ContentType): Pick<FieldDef, 'name' | 'label'>[] {
  const fields: Pick<FieldDef, 'name' | 'label'>[] = filterFields(type).filter((field) => !RANGE_KINDS.has(field.kind));
  if (type.workflow && !fields.some((field) => field.name === 'stage')) fields.push({ name: 'stage', label: 'Stage' });
  return fields;
}

/** Reads an explorer's view from its address; an unknown type, column or grouping is left out. */
export function parseExplorerState(types: readonly ContentType[], search: URLSearchParams): ExplorerState {
  const contentType = types.find((type) => type.name === search.get(TYPE)) ?? types[0]!;
  const known = columnNames(contentType);
  const columns = search
    .get(COLUMNS)
    ?.split(',')
    .filter((name) => known.includes(name));
  const groupable = groupFields(contentType).map((field) => field.name);
  const by = [...new Set(search.getAll(BY))].filter((name) => groupable.includes(name)).slice(0, 2);
  return {
    type: contentType.name,
    list: parseListState(contentType, search),
    columns: columns?.length ? [...new Set(columns)] : null,
    by,
  };
}

/** The address of a view: the type unless it is the first, the list's parameters, columns and grouping if chosen. */
export function explorerStateToSearch(state: ExplorerState, firstType: string): URLSearchParams {
  const search = listStateToSearch(state.list);
  if (state.type !== firstType) search.set(TYPE, state.type);
  if (state.columns) search.set(COLUMNS, state.columns.join(','));
  for (const name of state.by) search.append(BY, name);
  return search;
}
