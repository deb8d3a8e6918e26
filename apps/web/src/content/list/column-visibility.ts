import type { ContentType } from '@rh/core/content';

/** Which columns a list shows: the type's `list.columns` until the user picks others, remembered per type. */

export type ColumnVisibility = Record<string, boolean>;

const storageKey = (type: ContentType) => `rh.list.columns.${type.name}`;

/** The type's default: its declared columns shown, every other column hidden. */
export function defaultVisibility(type: ContentType, columns: readonly string[]): ColumnVisibility {
  return Object.fromEntries(columns.map((name) => [name, type.list.columns.includes(name)]));
}

/**
 * The user's choice over the default, for the columns that still exist; a column added to the type since then
 * follows the default.
 */
export function mergeVisibility(type: ContentType, columns: readonly string[], saved: unknown): ColumnVisibility {
  const visibility = defaultVisibility(type, columns);
  if (!saved || typeof saved !== 'object') return visibility;
  for (const [name, shown] of Object.entries(saved)) {
    if (name in visibility && typeof shown === 'boolean') visibility[name] = shown;
  }
  return visibility;
}

export function loadVisibility(type: ContentType, columns: readonly string[]): ColumnVisibility {
  let saved: unknown = null;
  try {
    saved = JSON.parse(localStorage.getItem(storageKey(type)) ?? 'null');
  } catch {
    // No storage, or something unreadable in it: the default.
  }
  return mergeVisibility(type, columns, saved);
}

export function saveVisibility(type: ContentType, visibility: ColumnVisibility): void {
  try {
    localStorage.setItem(storageKey(type), JSON.stringify(visibility));
  } catch {
    // Without storage the choice lasts as long as the page.
  }
}
