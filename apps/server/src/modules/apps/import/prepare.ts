import { dataSchema, findContentType, LIST_KINDS, type ContentType, type FieldDef } from '@rh/core/content';
import { sql } from 'drizzle-orm';
import type { Data } from '../../../content/columns.ts';
import { sanitizeRichText } from '../../../content/sanitize.ts';
import { ITEM_COLUMNS, normaliseRow, storedData, type ItemRow } from '../../../content/store.ts';
import { queryRows, type Database } from '../../../db/client.ts';
import { coerce, importableFields } from './fields.ts';
import type { FileRow } from './rows.ts';

/** What an import reads a file with: its type, column → field mapping, key field and header. */
export interface ImportPlan {
  type: ContentType;
  columns: readonly string[];
  mapping: Readonly<Record<string, string | null>>;
  keyField: string | null;
}

export interface CellError {
  column: string | null;
  field: string | null;
  value: string | null;
  message: string;
}

/** A row made ready: its cells by column, and either the data to store (and the item it updates) or its errors. */
export interface PreparedRow {
  row: number;
  cells: Record<string, string>;
  errors: CellError[];
  /** The whole item's data, validated by the type's schema and cleaned as the content service cleans it. */
  data: Data | null;
  /** The live item whose key field equals the row's key: the row updates it. */
  existing: ItemRow | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Validated data as the content service stores it (service.ts `clean`): the type's zod schema, empty values left
 * out, rich text sanitised. Zod's issues come back by field.
 */
export function cleanData(
  type: ContentType,
  input: Data,
): { data: Data } | { issues: { field: string; message: string }[] } {
  const parsed = dataSchema(type).safeParse(input);
  if (!parsed.success) {
    return {
      issues: parsed.error.issues.map((issue) => ({ field: String(issue.path[0] ?? ''), message: issue.message })),
    };
  }
  const out = storedData(type, parsed.data);
  for (const field of type.fields) {
    if (field.kind === 'richtext' && typeof out[field.name] === 'string') {
      out[field.name] = sanitizeRichText(out[field.name] as string);
    }
  }
  return { data: out };
}

/** Ids of live items of a type by lower-case title, key and id: references are written by title or key. */
async function lookUp(db: Database, target: string, names: readonly string[]): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  if (names.length === 0) return found;
  const lower = [...new Set(names.map((name) => name.toLowerCase()))];
  const ids = lower.filter((name) => UUID.test(name));
  const rows = await queryRows<{ id: string; key: string | null; title: string }>(
    db,
    sql`SELECT id, key, lower(title) AS title FROM content_items WHERE type = ${target} AND deleted_at IS NULL
      AND (lower(title) = ANY(${sql.param(lower)}::text[]) OR lower(key) = ANY(${sql.param(lower)}::text[])
        OR id = ANY(${sql.param(ids)}::uuid[]))`,
  );
  const add = (name: string, id: string) => {
    const list = found.get(name) ?? [];
    if (!list.includes(id)) list.push(id);
    found.set(name, list);
  };
  for (const row of rows) {
    // An exact id or key wins over a title that happens to be shared.
    if (row.key) add(`key:${row.key.toLowerCase()}`, row.id);
    add(`id:${row.id}`, row.id);
    add(`title:${row.title}`, row.id);
  }
  return found;
}

/** One reference name resolved: an id, or why not. */
function resolved(found: Map<string, string[]>, target: ContentType, name: string): { id: string } | { error: string } {
  const lower = name.toLowerCase();
  const hits = found.get(`id:${lower}`) ?? found.get(`key:${lower}`) ?? found.get(`title:${lower}`) ?? [];
  if (hits.length === 1) return { id: hits[0]! };
  if (hits.length === 0) return { error: `No ${target.label.toLowerCase()} has the title or key “${name}”` };
  return { error: `Several ${target.plural.toLowerCase()} have the title “${name}”: use the key or id` };
}

/** The live items of the type whose key field holds one of these values, by that value. */
async function existingByKey(db: Database, plan: ImportPlan, keys: readonly string[]): Promise<Map<string, ItemRow>> {
  if (!plan.keyField || keys.length === 0) return new Map();
  const column = plan.keyField === plan.type.keyField ? sql`key` : sql`data->>${plan.keyField}`;
  const rows = await queryRows<ItemRow & { match: string }>(
    db,
    sql`SELECT ${ITEM_COLUMNS}, ${column} AS match FROM content_items
      WHERE type = ${plan.type.name} AND deleted_at IS NULL AND ${column} = ANY(${sql.param([...keys])}::text[])
      ORDER BY created_at`,
  );
  const map = new Map<string, ItemRow>();
  // Two items sharing a key (made before the key was chosen): the oldest is the one updated.
  for (const row of rows) if (!map.has(row.match)) map.set(row.match, normaliseRow(row));
  return map;
}

/** A key value as the database's `data->>field` spells it. */
const keyText = (value: unknown) => (value === null || value === undefined || value === '' ? null : String(value));

/**
 * Prepares a batch of rows: each cell coerced to its field's kind, references looked up by title or key, the item
 * a key matches found, and the whole item validated by the type's schema. Nothing is written.
 */
export async function prepareRows(db: Database, plan: ImportPlan, rows: readonly FileRow[]): Promise<PreparedRow[]> {
  const fields = new Map(importableFields(plan.type).map((field) => [field.name, field]));
  const mapped = plan.columns
    .map((column, index) => ({ column, index, field: fields.get(plan.mapping[column] ?? '') }))
    .filter((entry): entry is { column: string; index: number; field: FieldDef } => entry.field !== undefined);
  const columnOf = new Map(mapped.map((entry) => [entry.field.name, entry.column]));
  const wanted = new Map<string, string[]>();
  const drafts = rows.map((file) => {
    const cells = Object.fromEntries(plan.columns.map((column, index) => [column, file.cells[index] ?? '']));
    const partial: Data = {};
    const names: { field: FieldDef; column: string; names: string[] }[] = [];
    const errors: CellError[] = [];
    for (const { column, field } of mapped) {
      const raw = cells[column]!;
      if (!raw.trim()) {
        partial[field.name] = LIST_KINDS.has(field.kind) ? [] : null;
        continue;
      }
      const coerced = coerce(field, raw);
      if ('error' in coerced) errors.push({ column, field: field.name, value: raw, message: coerced.error });
      else if ('value' in coerced) partial[field.name] = coerced.value;
      else {
        names.push({ field, column, names: coerced.names });
        wanted.set(field.to!, [...(wanted.get(field.to!) ?? []), ...coerced.names]);
      }
    }
    return { row: file.row, cells, partial, names, errors };
  });
  const lookups = new Map<string, Map<string, string[]>>();
  for (const [target, names] of wanted) lookups.set(target, await lookUp(db, target, names));
  for (const draft of drafts) {
    for (const { field, column, names } of draft.names) {
      const target = findContentType(field.to!)!;
      const ids: string[] = [];
      for (const name of names) {
        const hit = resolved(lookups.get(field.to!)!, target, name);
        if ('id' in hit) ids.push(hit.id);
        else draft.errors.push({ column, field: field.name, value: cells(draft, column), message: hit.error });
      }
      draft.partial[field.name] = field.kind === 'reference' ? (ids[0] ?? null) : ids;
    }
  }
  const keyColumn = plan.keyField ? (columnOf.get(plan.keyField) ?? null) : null;
  const keys = drafts.map((draft) => (plan.keyField ? keyText(draft.partial[plan.keyField]) : null));
  const existing = await existingByKey(
    db,
    plan,
    keys.filter((key): key is string => key !== null),
  );
  const firstRowOfKey = new Map<string, number>();
  return drafts.map((draft, index) => {
    const key = keys[index]!;
    if (plan.keyField && draft.errors.length === 0) {
      const earlier = key === null ? undefined : firstRowOfKey.get(key);
      if (key === null)
        draft.errors.push({ column: keyColumn, field: plan.keyField, value: null, message: 'The key is empty' });
      else if (earlier !== undefined) {
        draft.errors.push({
          column: keyColumn,
          field: plan.keyField,
          value: key,
          message: `Row ${earlier} has this key too`,
        });
      } else firstRowOfKey.set(key, draft.row);
    }
    const item = key === null ? null : (existing.get(key) ?? null);
    const cleaned = cleanData(plan.type, item ? { ...item.data, ...draft.partial } : draft.partial);
    if ('data' in cleaned && draft.errors.length === 0) {
      return { row: draft.row, cells: draft.cells, errors: [], data: cleaned.data, existing: item };
    }
    // The schema's view of the cells that could be read, beside those that could not: every bad cell at once.
    const reported = new Set(draft.errors.map((error) => error.field));
    const issues = 'issues' in cleaned ? cleaned.issues.filter((issue) => !reported.has(issue.field)) : [];
    const errors = [
      ...draft.errors,
      ...issues.map((issue) => {
        const column = columnOf.get(issue.field) ?? null;
        return {
          column,
          field: issue.field || null,
          value: column ? draft.cells[column]! : null,
          message: issue.message,
        };
      }),
    ];
    return { row: draft.row, cells: draft.cells, errors, data: null, existing: item };
  });
}

const cells = (draft: { cells: Record<string, string> }, column: string) => draft.cells[column] ?? null;
