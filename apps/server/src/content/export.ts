import { countryName, type ContentType, type FieldDef } from '@rh/core/content';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client.ts';
import { badRequest } from '../http/errors.ts';
import { referencesOf } from './columns.ts';
import { UUID, visibleWhere } from './query.ts';
import { plainText } from './sanitize.ts';
import type { ItemRow } from './store.ts';

/** Most rows one export carries. */
export const EXPORT_LIMIT = 50_000;

/**
 * A cell a spreadsheet would run as a formula (= + - @, or a tab or carriage return before one) is written with a
 * leading apostrophe: OWASP's advice against CSV injection.
 */
export function escapeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** `topics:<id>` → ['topics', id]; a bare `regulator` → ['regulator']; `-tags:x` (rejected) → ['tags', 'x']. */
function splitEntry(entry: string): [string, string?] {
  const bare = entry.replace(/^-/, '');
  const at = bare.indexOf(':');
  return at === -1 ? [bare] : [bare.slice(0, at), bare.slice(at + 1)];
}

/** An entry of a `fieldValues` field as a person reads it: the named field's label and value, never an id. */
function entryText(type: ContentType, entry: string, titles: Map<string, string>): string {
  const [name, value] = splitEntry(entry);
  const field = type.fields.find((candidate) => candidate.name === name);
  const label = field?.label ?? name;
  const text = value === undefined ? label : `${label}: ${field ? cellText(type, field, value, titles) : value}`;
  return entry.startsWith('-') ? `${text} (rejected)` : text;
}

function cellText(type: ContentType, field: FieldDef, value: unknown, titles: Map<string, string>): string {
  if (value === null || value === undefined) return '';
  const list = Array.isArray(value) ? value : [value];
  if (field.fieldValues) return list.map((entry) => entryText(type, String(entry), titles)).join('; ');
  switch (field.kind) {
    case 'reference':
    case 'references':
      return list.map((id) => titles.get(String(id)) ?? String(id)).join('; ');
    case 'country':
    case 'countries':
      return list.map((code) => countryName(String(code))).join('; ');
    case 'enum':
    case 'enums':
      return list.map((v) => field.options?.find((o) => o.value === v)?.label ?? String(v)).join('; ');
    case 'richtext':
      return plainText(String(value));
    case 'file':
      return (value as { url: string }).url;
    case 'daterange': {
      const range = value as { start: string; end?: string | null };
      return range.end ? `${range.start} – ${range.end}` : range.start;
    }
    default:
      return list.map(String).join('; ');
  }
}

/** The ids that `fieldValues` entries name through a reference field (`topics:<id>`), to be read as titles. */
function fieldValueReferences(type: ContentType, data: Record<string, unknown>): string[] {
  const ids: string[] = [];
  for (const field of type.fields.filter((candidate) => candidate.fieldValues)) {
    for (const entry of (data[field.name] as unknown[] | undefined) ?? []) {
      const [name, value] = splitEntry(String(entry));
      const target = type.fields.find((candidate) => candidate.name === name);
      // Entries are free text to the API: only an id is looked up (the query casts to uuid).
      const isReference = target?.kind === 'reference' || target?.kind === 'references';
      if (value && isReference && UUID.test(value)) ids.push(value);
    }
  }
  return ids;
}

/** One column of an export: its header and how a row's cell reads. */
interface ExportColumn {
  label: string;
  cell: (row: ItemRow, titles: Map<string, string>) => string;
}

/** Every column an export can carry, by name, in the default order: id, the fields, stage, created, updated. */
function exportColumns(type: ContentType): Map<string, ExportColumn> {
  const columns = new Map<string, ExportColumn>([['id', { label: 'ID', cell: (row) => row.id }]]);
  for (const field of type.fields) {
    columns.set(field.name, {
      label: field.label,
      cell: (row, titles) => cellText(type, field, row.data[field.name], titles),
    });
  }
  const stages = type.workflow?.stages;
  if (stages && !columns.has('stage')) {
    columns.set('stage', {
      label: 'Stage',
      cell: (row) => stages.find((stage) => stage.name === row.stage)?.label ?? row.stage ?? '',
    });
  }
  if (!columns.has('createdAt')) columns.set('createdAt', { label: 'Created', cell: (row) => row.createdAt });
  if (!columns.has('updatedAt')) columns.set('updatedAt', { label: 'Updated', cell: (row) => row.updatedAt });
  return columns;
}

/**
 * The `columns` parameter of an export (comma-separated names: `id`, a field, `stage`, `createdAt`, `updatedAt`) as
 * the names in that order; undefined when absent (every column). Throws a 400 on an unknown or repeated name.
 */
export function parseExportColumns(type: ContentType, value: string | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  const names = value.split(',').map((name) => name.trim());
  const known = exportColumns(type);
  const unknown = names.filter((name) => !known.has(name));
  if (unknown.length || names.length === 0) {
    throw badRequest(`Unknown columns of ${type.plural.toLowerCase()}: ${unknown.join(', ') || '(none given)'}.`, {
      unknown,
      known: [...known.keys()],
    });
  }
  if (new Set(names).size !== names.length) throw badRequest('A column is named twice.', { columns: names });
  return names;
}

/**
 * The header and rows of an export: the named columns in that order (default: every field, then stage and dates);
 * every cell escaped. References are named by the titles of the items these roles may see (visibleWhere), else by id.
 */
export async function exportTable(
  db: Database,
  type: ContentType,
  rows: readonly ItemRow[],
  roles: readonly string[],
  columnNames?: readonly string[],
): Promise<string[][]> {
  const ids = new Set<string>();
  for (const row of rows) {
    for (const list of referencesOf(type, row.data).values()) for (const id of list) ids.add(id);
    for (const id of fieldValueReferences(type, row.data)) ids.add(id);
  }
  const found = ids.size
    ? await queryRows<{ id: string; title: string }>(
        db,
        sql`SELECT id, title FROM content_items WHERE id = ANY(${sql.param([...ids])}::uuid[])
          AND ${visibleWhere(roles)}`,
      )
    : [];
  const titles = new Map(found.map((row) => [row.id, row.title]));
  const all = exportColumns(type);
  const columns = columnNames ? columnNames.flatMap((name) => all.get(name) ?? []) : [...all.values()];
  const header = columns.map((column) => column.label);
  const body = rows.map((row) => columns.map((column) => column.cell(row, titles)));
  return [header, ...body].map((cells) => cells.map(escapeCell));
}

export function toCsv(table: string[][]): Buffer {
  // A byte-order mark so that Excel reads the file as UTF-8.
  return Buffer.concat([Buffer.from('\uFEFF'), Buffer.from(stringify(table))]);
}

export async function toXlsx(type: ContentType, table: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(type.plural.slice(0, 31));
  sheet.addRows(table);
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
