import { LIST_KINDS, type ContentType } from '@rh/core/content';

/**
 * An add form's starting values carried in its address (`/form/event/new?title=…&countries=FR&countries=DE`), so
 * that any screen can open a form filled in ("create an event from this news item") by a link that can be shared.
 * Lists are repeated parameters; fields whose value is an object (date ranges, files) are not carried.
 */

/** The parameters that carry these values: empty ones left out, lists repeated. */
export function prefillSearch(values: Readonly<Record<string, unknown>>): URLSearchParams {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    for (const entry of Array.isArray(value) ? value : [value]) {
      if (typeof entry === 'string' ? entry !== '' : typeof entry === 'number' || typeof entry === 'boolean') {
        search.append(name, String(entry));
      }
    }
  }
  return search;
}

/** The starting values a form's address carries, for the type's fields only, each shaped for its input. */
export function prefillFromSearch(type: ContentType, search: URLSearchParams): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of type.fields) {
    const given = search.getAll(field.name).filter((entry) => entry !== '');
    if (given.length === 0 || field.kind === 'daterange' || field.kind === 'file') continue;
    if (LIST_KINDS.has(field.kind)) values[field.name] = [...new Set(given)];
    else if (field.kind === 'boolean') values[field.name] = given[0] === 'true';
    else if (field.kind === 'number') {
      const number = Number(given[0]);
      if (Number.isFinite(number)) values[field.name] = number;
    } else values[field.name] = given[0];
  }
  return values;
}
