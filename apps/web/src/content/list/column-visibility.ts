import type { ContentType } from '@rh/core/content';

/**
 * Which columns a list shows: the type's `list.columns` — or on an area's list that declares its own
 * (`AreaScope.columns`: ESG Tax's records), those — until the user picks others, remembered per type and per such
 * area, so that a choice made on one list does not hide another area's columns.
 */

export type ColumnVisibility = Record<string, boolean>;

/** The columns an area's list shows instead of its type's, and the area (the key of the user's choice there). */
export interface ScopeColumns {
  area: string;
  columns?: readonly string[] | undefined;
}

/** The columns shown until the user picks others: the area's own, else the type's. */
export const defaultColumns = (type: ContentType, scope?: ScopeColumns | null): readonly string[] =>
  scope?.columns ?? type.list.columns;

const storageKey = (type: ContentType, scope?: ScopeColumns | null) =>
  `rh.list.columns.${type.name}${scope?.columns ? `@${scope.area}` : ''}`;

/** The default: the declared columns (the type's, or the area's) shown, every other column hidden. */
export function defaultVisibility(
  type: ContentType,
  columns: readonly string[],
  scope?: ScopeColumns | null,
): ColumnVisibility {
  const shown = defaultColumns(type, scope);
  return Object.fromEntries(columns.map((name) => [name, shown.includes(name)]));
}

/**
 * The user's choice over the default, for the columns that still exist; a column added to the type since then
 * follows the default.
 */
export function mergeVisibility(
  type: ContentType,
  columns: readonly string[],
  saved: unknown,
  scope?: ScopeColumns | null,
): ColumnVisibility {
  const visibility = defaultVisibility(type, columns, scope);
  if (!saved || typeof saved !== 'object') return visibility;
  for (const [name, shown] of Object.entries(saved)) {
    if (name in visibility && typeof shown === 'boolean') visibility[name] = shown;
  }
  return visibility;
}

export function loadVisibility(
  type: ContentType,
  columns: readonly string[],
  scope?: ScopeColumns | null,
): ColumnVisibility {
  let saved: unknown = null;
  try {
    saved = JSON.parse(localStorage.getItem(storageKey(type, scope)) ?? 'null');
  } catch {
    // No storage, or something unreadable in it: the default.
  }
  return mergeVisibility(type, columns, saved, scope);
}

export function saveVisibility(type: ContentType, visibility: ColumnVisibility, scope?: ScopeColumns | null): void {
  try {
    localStorage.setItem(storageKey(type, scope), JSON.stringify(visibility));
  } catch {
    // Without storage the choice lasts as long as the page.
  }
}
