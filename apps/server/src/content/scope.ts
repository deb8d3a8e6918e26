import { findArea, scopeOf } from '@rh/core/areas';
import type { ContentType, FieldDef } from '@rh/core/content';
import { badRequest } from '../http/errors.ts';

/** One filter an area's scope puts on a list: a field and its values (natural keys for references). */
export interface ScopeFilter {
  field: FieldDef;
  values: string[];
}

/**
 * The filters that `scope=<areaId>` adds to a list of this type: the `where` of the area's scope on the type, ANDed
 * with the caller's own filters. An unknown area, an area that does not scope the type, or a scope naming a field the
 * type lacks is a 400 that names it.
 */
export function scopeFilters(type: ContentType, raw: string | string[] | undefined): ScopeFilter[] {
  if (raw === undefined || raw === '') return [];
  if (typeof raw !== 'string') throw badRequest('scope takes one area.');
  const area = findArea(raw);
  if (!area) {
    throw badRequest(`There is no area ${raw}.`, {
      issues: [{ where: 'querystring', path: 'scope', message: 'unknown area' }],
    });
  }
  const scope = scopeOf(area.id, type.name);
  if (!scope) {
    throw badRequest(`${area.label} (${area.id}) has no scope on ${type.plural.toLowerCase()}.`, {
      issues: [{ where: 'querystring', path: 'scope', message: 'no scope on this type' }],
    });
  }
  return Object.entries(scope.where).map(([name, value]) => {
    const field = type.fields.find((candidate) => candidate.name === name);
    if (!field)
      throw badRequest(`The scope of ${area.label} filters ${type.plural.toLowerCase()} by ${name}, which they lack.`);
    return { field, values: typeof value === 'string' ? [value] : [...value] };
  });
}
