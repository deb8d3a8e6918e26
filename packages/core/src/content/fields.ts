/**
 * Field kinds: what a value is, how it is validated, stored, filtered, displayed and edited. The web maps each
 * kind to one display and one input component (CONVENTIONS 2); the server derives validation and filters from it.
 */
export const FIELD_KINDS = [
  'text',
  'longtext',
  'richtext',
  'date',
  'datetime',
  'daterange',
  'country',
  'countries',
  'enum',
  'enums',
  'number',
  'boolean',
  'url',
  'email',
  'reference',
  'references',
  'tags',
  'file',
] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

/** Search weight of a field in the full-text index: A counts most (titles), D least (bodies). */
export type SearchWeight = 'A' | 'B' | 'C' | 'D';

/** One choice of an enum field. */
export interface EnumOption {
  value: string;
  label: string;
}

/** One field of a content type. Values live in the item's `data` under `name`. */
export interface FieldDef {
  /** Key in the item's data (camelCase). */
  name: string;
  /** What a person reads beside the value. */
  label: string;
  kind: FieldKind;
  /** What the field holds: the form's helper text and the OpenAPI description (CONVENTIONS 6). */
  help?: string;
  required?: boolean;
  /** enum, enums: the choices. */
  options?: readonly EnumOption[];
  /** reference, references: the target content type's name. */
  to?: string;
  /** text kinds: most characters; number: largest value. */
  max?: number;
  /** number: smallest value. */
  min?: number;
  /** Part of the full-text index, with this weight. */
  search?: SearchWeight;
  /**
   * tags: set by the server, never a form input; each entry is `field:value` naming another field of the type (what
   * rules set or suggest: `tags:dora`, `topics:<id>`, or a bare `regulator`), read with that field's label and values.
   */
  fieldValues?: true;
}

/** Values of a date range field. */
export interface DateRange {
  start: string;
  end?: string | null;
}

/** Value of a file field: a document kept elsewhere, by link. */
export interface FileRef {
  name: string;
  /** An http(s) address, or `/api/files/<id>` for a file uploaded here (`STORED_FILE`). */
  url: string;
  /** Its media type as the server checked it from its content (`application/pdf`), for an uploaded file. */
  mediaType?: string;
  /** Its size in bytes, for an uploaded file. */
  size?: number;
}

/** Kinds whose value is a list. */
export const LIST_KINDS: ReadonlySet<FieldKind> = new Set(['countries', 'enums', 'references', 'tags']);

/** Kinds that can sort a list (their values compare as text or numbers). */
export const SORTABLE_KINDS: ReadonlySet<FieldKind> = new Set([
  'text',
  'date',
  'datetime',
  'country',
  'enum',
  'number',
  'boolean',
  'url',
  'email',
]);

/** Options from plain values: `options('high', 'medium', 'low')` → labels capitalised. */
export function options(...values: string[]): EnumOption[] {
  return values.map((value) => ({
    value,
    label: (value.charAt(0).toUpperCase() + value.slice(1)).replace(/[-_]/g, ' '),
  }));
}
