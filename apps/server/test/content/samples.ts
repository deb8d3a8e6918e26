import { ROLE_NAMES } from '@rh/core';
import type { ContentType, FieldDef } from '@rh/core/content';
import { contentType } from '@rh/core/content';
import type { App } from '../../src/app.ts';

/** Every role at once: grants every resource, so one user can write every type. */
export const ALL_ROLES = ROLE_NAMES.filter((role) => role !== 'norole');

let counter = 0;

/** A valid value for a field; references create (or reuse) an item of the target type through the API. */
async function sampleValue(app: App, user: string, field: FieldDef, owner: ContentType): Promise<unknown> {
  counter += 1;
  switch (field.kind) {
    case 'text':
      // A key is written as a slug (tags refuse anything else).
      if (field.name === owner.keyField) return `sample-${field.name.toLowerCase()}-${counter}`;
      return `Sample ${field.name} ${counter}`.slice(0, field.max ?? 500);
    case 'longtext':
      return `A longer text for ${field.name}, number ${counter}.`;
    case 'richtext':
      return `<p>Rich <strong>${field.name}</strong> ${counter}</p><script>alert(1)</script>`;
    case 'date':
      return '2025-03-14';
    case 'datetime':
      return '2025-03-14T09:30:00.000Z';
    case 'daterange':
      return { start: '2025-01-01', end: '2025-12-31' };
    case 'country':
      return 'FR';
    case 'countries':
      return ['FR', 'EU'];
    case 'enum':
      return field.options![0]!.value;
    case 'enums':
      return [field.options![0]!.value];
    case 'number':
      return field.min ?? 1;
    case 'boolean':
      return true;
    case 'url':
      return `https://example.org/${field.name}/${counter}`;
    case 'email':
      return `person${counter}@example.org`;
    case 'tags':
      return ['sample', `tag${counter}`];
    case 'file':
      return { name: 'document.pdf', url: 'https://example.org/document.pdf' };
    case 'reference':
    case 'references': {
      if (field.to === owner.name) return field.kind === 'reference' ? null : [];
      const target = await createSample(app, user, contentType(field.to!));
      return field.kind === 'reference' ? target.id : [target.id];
    }
  }
}

/** Valid data for a type: every field filled (references to items of other types created on the way). */
export async function sampleData(app: App, user: string, type: ContentType): Promise<Record<string, unknown>> {
  const data: Record<string, unknown> = {};
  for (const field of type.fields) data[field.name] = await sampleValue(app, user, field, type);
  return data;
}

/** Creates a sample item through the API and returns it. */
export async function createSample(
  app: App,
  user: string,
  type: ContentType,
): Promise<{ id: string; version: number; data: Record<string, unknown> }> {
  const data = await sampleData(app, user, type);
  const response = await app.inject({
    method: 'POST',
    url: `/api/content/${type.name}`,
    headers: { 'x-user': user },
    payload: { data },
  });
  if (response.statusCode !== 201) throw new Error(`create ${type.name}: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** A text field that is not the key (changing it changes nothing else). */
export function editableText(type: ContentType): FieldDef {
  const field =
    type.fields.find((f) => f.kind === 'text' && f.name !== type.keyField && f.name === type.titleField) ??
    type.fields.find((f) => f.kind === 'text' && f.name !== type.keyField) ??
    type.fields.find((f) => f.kind === 'longtext');
  if (!field) throw new Error(`${type.name} has no editable text field`);
  return field;
}
