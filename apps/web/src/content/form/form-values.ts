import { LIST_KINDS, type ContentType, type FieldDef } from '@rh/core/content';
import { detailSections } from '../detail/detail-model.ts';

/** The form's values: one entry per field of the type, never more (the schema refuses unknown fields). */
export type FormValues = Record<string, unknown>;

/** Kinds whose inputs hold '' when empty; the rest hold null (lists: []). */
const TEXT_LIKE: ReadonlySet<string> = new Set([
  'text',
  'longtext',
  'richtext',
  'url',
  'email',
  'date',
  'datetime',
  'enum',
]);

function emptyOf(field: FieldDef): unknown {
  if (LIST_KINDS.has(field.kind)) return [];
  if (field.kind === 'boolean') return false;
  return TEXT_LIKE.has(field.kind) ? '' : null;
}

/** The values a form starts with: the item's data (edit) or empty ones (add), shaped for the inputs. */
export function formDefaults(type: ContentType, data: Record<string, unknown> = {}): FormValues {
  return Object.fromEntries(
    type.fields.map((field) => {
      const value = data[field.name];
      return [field.name, value === undefined || value === null ? emptyOf(field) : value];
    }),
  );
}

/** Empty is empty, however a form or the server spells it. */
function normal(field: FieldDef, value: unknown): string {
  if (field.kind === 'boolean') return String(value === true);
  if (value === undefined || value === null || value === '') return LIST_KINDS.has(field.kind) ? '[]' : 'null';
  return JSON.stringify(value);
}

/** The fields whose value differs from the item's (an update sends only those). */
export function changedData(type: ContentType, original: Record<string, unknown>, next: FormValues): FormValues {
  const changed: FormValues = {};
  for (const field of type.fields) {
    if (normal(field, original[field.name]) !== normal(field, next[field.name])) {
      changed[field.name] = next[field.name] ?? null;
    }
  }
  return changed;
}

/**
 * The sections of the form: the detail page's layout, then every field it leaves out, so that all are editable;
 * but never a field the server sets (`fieldValues`: what rules set or suggest), which the detail page shows, nor
 * the one set beside the save button (`switchOnSave`).
 */
export function formSections(type: ContentType): { title: string; fields: FieldDef[] }[] {
  const editable = (field: FieldDef) => !field.fieldValues && field.name !== type.switchOnSave;
  const sections = detailSections(type)
    .map((section) => ({ ...section, fields: section.fields.filter(editable) }))
    .filter((section) => section.fields.length > 0);
  const placed = new Set(sections.flatMap((section) => section.fields.map((field) => field.name)));
  const rest = type.fields.filter((field) => editable(field) && !placed.has(field.name));
  return rest.length ? [...sections, { title: 'More', fields: rest }] : sections;
}

/** The first message of a field's errors, also from nested parts (a range's end, a file's address). */
export function errorMessage(error: unknown, depth = 0): string | undefined {
  if (!error || typeof error !== 'object' || depth > 3) return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  // react-hook-form keeps the input element under `ref`: never walk into the DOM.
  for (const [key, part] of Object.entries(error)) {
    if (key === 'ref' || key === 'types') continue;
    const nested = errorMessage(part, depth + 1);
    if (nested) return nested;
  }
  return undefined;
}
