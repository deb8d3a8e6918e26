import { LIST_KINDS, type ContentType, type FieldDef } from '@rh/core/content';

/** A field a column can fill, as the import page lists it. */
export interface ImportField {
  name: string;
  label: string;
  kind: string;
  required: boolean;
  /** The content type a reference field points at (matched by its items' title or key). */
  reference: string | null;
}

/**
 * The fields a file can fill: those a person edits. Fields the server sets (what rules set or suggest) and file
 * fields (a document kept by link, not a cell's text) are left out.
 */
export function importableFields(type: ContentType): FieldDef[] {
  return type.fields.filter((field) => !field.fieldValues && field.kind !== 'file');
}

export const fieldView = (field: FieldDef): ImportField => ({
  name: field.name,
  label: field.label,
  kind: field.kind,
  required: field.required ?? false,
  reference: field.to ?? null,
});

/** Kinds that can identify an item across imports: one value each, comparable as text. */
const KEY_KINDS = new Set(['text', 'url', 'email', 'number', 'date', 'enum', 'reference', 'country']);
export const canBeKey = (field: FieldDef) => KEY_KINDS.has(field.kind) && !LIST_KINDS.has(field.kind);

const squash = (text: string) => text.toLowerCase().replace(/[\s_\-.]+/g, '');

/**
 * A mapping for these columns: the one remembered for the type where its columns and fields still fit, else each
 * header matched to a field by name or label, ignoring case and spaces. Every column is in the answer (null: skipped).
 */
export function suggestMapping(
  type: ContentType,
  columns: readonly string[],
  remembered: Record<string, string | null> | null,
): Record<string, string | null> {
  const fields = importableFields(type);
  const names = new Set(fields.map((field) => field.name));
  const byWord = new Map<string, string>();
  for (const field of fields) {
    byWord.set(squash(field.label), field.name);
    byWord.set(squash(field.name), field.name);
  }
  const mapping: Record<string, string | null> = {};
  const used = new Set<string>();
  for (const column of columns) {
    const earlier = remembered?.[column];
    const field = earlier && names.has(earlier) ? earlier : (byWord.get(squash(column)) ?? null);
    // One field takes one column: a second column that matches the same field is left for the person to choose.
    mapping[column] = field && !used.has(field) ? field : null;
    if (field) used.add(field);
  }
  return mapping;
}

/** What a cell becomes for a field: a value, references still to be looked up by name, or the reason it cannot. */
export type Coerced = { value: unknown } | { names: string[] } | { error: string };

const LIST_SPLIT = /[;|]/;
/** Excel's day 0 (its 1900 system, with the 1900 leap-year bug already absorbed for dates after February 1900). */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATETIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/** An Excel serial day number (with a fraction for the time) as an instant; null when it is not one. */
function excelDate(text: string): Date | null {
  if (!NUMBER.test(text)) return null;
  const days = Number(text);
  if (!(days >= 1 && days < 2_958_466)) return null;
  return new Date(EXCEL_EPOCH + Math.round(days * 86_400_000));
}

/** A date or date-time cell as an instant: ISO 8601 (a time without zone is UTC) or an Excel serial number. */
function instant(text: string): Date | null {
  if (ISO_DATE.test(text)) return new Date(`${text}T00:00:00Z`);
  if (ISO_DATETIME.test(text)) {
    const zoned = /(Z|[+-]\d{2}:?\d{2})$/i.test(text) ? text : `${text}Z`;
    const date = new Date(zoned.replace(' ', 'T'));
    return Number.isNaN(date.getTime()) ? null : date;
  }
  return excelDate(text);
}

const BOOLEANS: Record<string, boolean> = {
  true: true,
  yes: true,
  y: true,
  '1': true,
  false: false,
  no: false,
  n: false,
  '0': false,
};

/** An enum's value from a cell holding its value or its label (any case). */
function choice(field: FieldDef, text: string): string | null {
  const lower = text.toLowerCase();
  const option = (field.options ?? []).find(
    (candidate) => candidate.value.toLowerCase() === lower || candidate.label.toLowerCase() === lower,
  );
  return option?.value ?? null;
}

/**
 * A cell's text as a field's value. Text stays exactly as written (a formula or `=HYPERLINK(…)` is text, never
 * run); numbers, dates, booleans and choices are read from their usual spellings; lists are split on `;` or `|`.
 * The type's own schema validates the result afterwards: this only turns text into the value's shape.
 */
export function coerce(field: FieldDef, raw: string): Coerced {
  const text = raw.trim();
  const items = () =>
    text
      .split(LIST_SPLIT)
      .map((item) => item.trim())
      .filter(Boolean);
  switch (field.kind) {
    case 'text':
    case 'longtext':
    case 'richtext':
    case 'url':
    case 'email':
      return { value: raw };
    case 'number':
      return NUMBER.test(text) ? { value: Number(text) } : { error: 'Please enter a number' };
    case 'boolean': {
      const value = BOOLEANS[text.toLowerCase()];
      return value === undefined ? { error: 'Please enter true or false (yes/no, 1/0)' } : { value };
    }
    case 'date': {
      const date = instant(text);
      return date ? { value: date.toISOString().slice(0, 10) } : { error: 'Please enter a valid date' };
    }
    case 'datetime': {
      const date = instant(text);
      return date ? { value: date.toISOString() } : { error: 'Please enter a valid date and time' };
    }
    case 'daterange': {
      const [start, end] = text.split(/\s*(?:\/|\.\.)\s*/).map((part) => instant(part));
      if (!start || end === null) return { error: 'Please enter a date, or two as start/end' };
      return { value: { start: start.toISOString().slice(0, 10), end: end?.toISOString().slice(0, 10) ?? null } };
    }
    case 'country':
      return { value: text.toUpperCase() };
    case 'countries':
      return { value: items().map((item) => item.toUpperCase()) };
    case 'enum': {
      const value = choice(field, text);
      return value === null ? { error: `“${text}” is not one of the options` } : { value };
    }
    case 'enums': {
      const values = items().map((item) => ({ item, value: choice(field, item) }));
      const wrong = values.find((entry) => entry.value === null);
      return wrong ? { error: `“${wrong.item}” is not one of the options` } : { value: values.map((e) => e.value) };
    }
    case 'tags':
      return { value: items() };
    case 'reference':
      return { names: [text] };
    case 'references':
      return { names: items() };
    case 'file':
      return { error: 'Files cannot be imported' };
  }
}
