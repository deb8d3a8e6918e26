import { findContentType, type ContentType, type TypeRoutes } from '@rh/core/content';
import { config } from '../config.ts';
import { routesInBuild } from '../routes/in-build.ts';
import { pathTo, routeByName } from '../routes/table.ts';

/** Links to the generic screens of a type, from its declared route names (CONVENTIONS 4: built from names). */

let inBuild: ReadonlySet<string> | undefined;
const routeInBuild = (name: string) => (inBuild ??= new Set(routesInBuild(config.build).map((r) => r.name))).has(name);

/** The first of the type's routes of this screen that the current build has. */
export function screenRoute(type: ContentType, screen: keyof TypeRoutes): string | undefined {
  return type.routes?.[screen]?.find(routeInBuild);
}

/**
 * The path of a route that shows one item: its one required param gets the item's key when the route names it by
 * something other than `id` (`/regulator/:code`, `/keyword/:keyword`), else the id.
 */
export function itemRoutePath(routeName: string, item: { id: string; key?: string | null }): string {
  const param = /\/:(\w+)(?!\?)(?:\/|$)/.exec(routeByName(routeName).path)?.[1] ?? 'id';
  return pathTo(routeName, { [param]: param !== 'id' && item.key ? item.key : item.id });
}

/**
 * Where an item opens: its type's detail route, else the generic read view `/form/{model}/view/{id}` — never the
 * edit form, which is a button on the item's page for whoever may edit it.
 */
export function itemPath(type: ContentType, item: { id: string; key?: string | null }): string {
  const detail = screenRoute(type, 'detail');
  return detail ? itemRoutePath(detail, item) : pathTo('FormView', { model: type.name, id: item.id });
}

/** Where an item of a type named by the server opens; null when the web knows no screen for it. */
export function itemPathOf(typeName: string, item: { id: string; key?: string | null }): string | null {
  const type = findContentType(typeName);
  return type ? itemPath(type, item) : null;
}

/** Where a referenced item opens (as `itemPath`); null for a type the web does not know (shown as plain text). */
export function referencePath(typeName: string | undefined, id: string): string | null {
  const type = typeName ? findContentType(typeName) : undefined;
  return type ? itemPath(type, { id }) : null;
}

export function editPath(type: ContentType, id: string): string {
  const edit = screenRoute(type, 'edit');
  return edit ? pathTo(edit, { id }) : pathTo('FormEdit', { model: type.name, id });
}

export function addPath(type: ContentType): string {
  const add = screenRoute(type, 'add');
  return add ? pathTo(add) : pathTo('FormNew', { model: type.name });
}

/** The type's list, or null when it has none in this build. */
export function listPath(type: ContentType): string | null {
  const list = screenRoute(type, 'list');
  return list ? pathTo(list) : null;
}
