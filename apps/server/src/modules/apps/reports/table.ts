import { can } from '@rh/core';
import { findContentType, type ContentType } from '@rh/core/content';
import { sql, type SQL } from 'drizzle-orm';
import { EXPORT_LIMIT, exportTable, parseExportColumns } from '../../../content/export.ts';
import { parseListQuery, RESERVED_PARAMS, type ListQuery, type RawQuery } from '../../../content/query.ts';
import { ITEM_COLUMNS, normaliseRow, type ItemRow } from '../../../content/store.ts';
import { queryRows, type Database } from '../../../db/client.ts';
import { badRequest, forbidden } from '../../../http/errors.ts';
import type { ReportSpec } from './schemas.ts';

/** Most groups a report has: grouping by a field with more values is refused (it would be a list of one-item groups). */
export const MAX_GROUPS = 1_000;
/** Field kinds a report can group by: one value per item (a list of values would put an item in several groups). */
export const GROUP_KINDS: ReadonlySet<string> = new Set([
  'text',
  'enum',
  'reference',
  'country',
  'boolean',
  'date',
  'number',
  'url',
  'email',
]);
/** List parameters that are not what a report shows: the page, the format, the deleted items. */
const DROPPED = new Set([...RESERVED_PARAMS].filter((name) => !['q', 'scope', 'sort'].includes(name)));

/** Whose report it is: the roles its rows are read with (the caller, or the owner of a scheduled one). */
export interface Reader {
  roles: readonly string[];
  userId: string | null;
}

export interface ReportGroup {
  value: string;
  label: string;
  count: number;
}

export interface ReportTable {
  type: ContentType;
  columns: { name: string; label: string }[];
  groupLabel: string | null;
  /** Rows in the report's order (by group, then the list's order); cells escaped against formula injection. */
  rows: { group: string | null; cells: string[] }[];
  groups: ReportGroup[];
  total: number;
  truncated: boolean;
  /** The filters in words: [label, values]. */
  filters: [string, string][];
}

/** The report's type, checked: it exists and the reader may read it. */
export function reportType(typeName: string, roles: readonly string[]): ContentType {
  const type = findContentType(typeName);
  if (!type) {
    throw badRequest(`There is no content type ${typeName}.`, {
      issues: [{ where: 'body', path: 'type', message: 'unknown content type' }],
    });
  }
  if (!can(roles, type.resource, 'read')) throw forbidden(`You may not read ${type.plural.toLowerCase()}.`);
  return type;
}

/**
 * Checks a report against its type and the reader's rights: the type readable, the filters ones its list accepts (the
 * list's own parser, with the reader's access), the columns and the grouping field known. Throws 400 or 403.
 */
export function checkReport(spec: ReportSpec, reader: Reader) {
  const type = reportType(spec.type, reader.roles);
  const query = listQueryOf(type, spec, reader);
  const columns = parseExportColumns(type, spec.columns.length ? spec.columns.join(',') : type.list.columns.join(','))!;
  let group: SQL | null = null;
  if (spec.groupBy) {
    const field = type.fields.find((candidate) => candidate.name === spec.groupBy);
    if (spec.groupBy === 'stage' && type.workflow) group = sql`coalesce(stage, '')`;
    else if (field && GROUP_KINDS.has(field.kind)) group = sql`coalesce(data->>${field.name}, '')`;
    else {
      throw badRequest(`A report of ${type.plural.toLowerCase()} cannot be grouped by ${spec.groupBy}.`, {
        issues: [{ where: 'body', path: 'groupBy', message: 'not a field with one value per item' }],
      });
    }
  }
  return { type, query, columns, group };
}

function listQueryOf(type: ContentType, spec: ReportSpec, reader: Reader): ListQuery {
  const raw: RawQuery = Object.fromEntries(Object.entries(spec.query).filter(([name]) => !DROPPED.has(name)));
  return parseListQuery(type, raw, reader.roles, reader.userId);
}

/**
 * The report as a table: the items of its type that the reader may see by its filters (the content list's own query:
 * `parseListQuery` with the reader's roles), at most EXPORT_LIMIT, grouped; `maxRows` of them with their cells, and
 * the count of every group and of all.
 */
export async function reportTable(
  db: Database,
  spec: ReportSpec,
  reader: Reader,
  maxRows: number = EXPORT_LIMIT,
): Promise<ReportTable> {
  const { type, query, columns, group } = checkReport(spec, reader);
  const all = new Map([['id', 'ID'], ...type.fields.map((f) => [f.name, f.label] as const)]);
  const labelOf = (name: string) =>
    all.get(name) ?? { stage: 'Stage', createdAt: 'Created', updatedAt: 'Updated' }[name] ?? name;
  // The rows a report holds: the list's first EXPORT_LIMIT in its order (what the content export would hold).
  const held = sql`SELECT id FROM content_items WHERE ${query.where} ORDER BY ${query.orderBy()} LIMIT ${EXPORT_LIMIT + 1}`;
  const [{ total } = { total: 0 }] = await queryRows<{ total: number }>(
    db,
    sql`SELECT count(*)::int AS total FROM (${held}) h`,
  );
  const truncated = total > EXPORT_LIMIT;
  const limited = sql`SELECT id FROM content_items WHERE ${query.where} ORDER BY ${query.orderBy()} LIMIT ${EXPORT_LIMIT}`;

  let groups: ReportGroup[] = [];
  let order: SQL = sql``;
  if (group && spec.groupBy) {
    const counted = await queryRows<{ value: string; count: number }>(
      db,
      sql`SELECT ${group} AS value, count(*)::int AS count FROM content_items
        WHERE id IN (${limited}) GROUP BY 1 LIMIT ${MAX_GROUPS + 1}`,
    );
    if (counted.length > MAX_GROUPS) {
      throw badRequest(`${labelOf(spec.groupBy)} has more than ${MAX_GROUPS} values here: group by another field.`, {
        issues: [{ where: 'body', path: 'groupBy', message: 'too many groups' }],
      });
    }
    groups = await labelGroups(db, type, spec.groupBy, counted, reader.roles);
    order = sql`array_position(${sql.param(groups.map((g) => g.value))}::text[], ${group}), `;
  }
  const rows = await queryRows<ItemRow>(
    db,
    sql`SELECT ${ITEM_COLUMNS} FROM content_items WHERE id IN (${limited})
      ORDER BY ${order}${query.orderBy()} LIMIT ${Math.min(maxRows, EXPORT_LIMIT)}`,
  );
  const names = spec.groupBy && group ? [spec.groupBy, ...columns] : columns;
  const [, ...body] = await exportTable(db, type, rows.map(normaliseRow), reader.roles, names);
  return {
    type,
    columns: columns.map((name) => ({ name, label: labelOf(name) })),
    groupLabel: spec.groupBy && group ? labelOf(spec.groupBy) : null,
    rows: body.map((cells) =>
      group ? { group: cells[0] || '(none)', cells: cells.slice(1) } : { group: null, cells },
    ),
    groups,
    total: Math.min(total, EXPORT_LIMIT),
    truncated,
    filters: await describeFilters(db, type, spec, reader.roles),
  };
}

/** Groups named as their rows' cells read (titles of references, labels of options), by name, the empty one last. */
async function labelGroups(
  db: Database,
  type: ContentType,
  field: string,
  counted: { value: string; count: number }[],
  roles: readonly string[],
): Promise<ReportGroup[]> {
  // The empty group holds nothing to read (an empty reference is no id to look up).
  const fake = counted.map(({ value }) => fakeRow(type, field === 'stage' || !value ? {} : { [field]: value }, value));
  const [, ...labels] = await exportTable(db, type, fake, roles, [field]);
  return counted
    .map(({ value, count }, index) => ({ value, count, label: value === '' ? '(none)' : labels[index]![0]! }))
    .sort((a, b) => Number(a.value === '') - Number(b.value === '') || a.label.localeCompare(b.label));
}

/** An item holding only these fields, to have its cells read as an export reads them. */
const fakeRow = (type: ContentType, data: Record<string, unknown>, stage: string | null = null): ItemRow =>
  ({ id: '', type: type.name, data, stage, createdAt: '', updatedAt: '' }) as unknown as ItemRow;

/** The report's filters as a person reads them (the PDF's and the e-mail's "Filters" line). */
async function describeFilters(
  db: Database,
  type: ContentType,
  spec: ReportSpec,
  roles: readonly string[],
): Promise<[string, string][]> {
  const described: [string, string][] = [];
  for (const [param, raw] of Object.entries(spec.query)) {
    if (DROPPED.has(param) || param === 'sort') continue;
    const values = (typeof raw === 'string' ? [raw] : raw).flatMap((value) => value.split(',')).filter(Boolean);
    if (param === 'q') described.push(['Text', values.join(', ')]);
    else if (param === 'scope') described.push(['Area', values.join(', ')]);
    else {
      const [name = '', bound] = param.split('.');
      const field = type.fields.find((candidate) => candidate.name === name);
      if (!field || bound) {
        const label = field ? `${field.label} ${bound === 'from' ? 'from' : bound === 'to' ? 'until' : bound}` : param;
        described.push([label, values.join(', ')]);
        continue;
      }
      const multiple = ['references', 'countries', 'enums', 'tags'].includes(field.kind);
      const cell = fakeRow(type, { [name]: multiple ? values : values[0] });
      const [, [text = ''] = []] = await exportTable(db, type, [cell], roles, [name]);
      // A single-valued field filtered by several values: each read on its own.
      const rest = multiple ? [] : values.slice(1).map((value) => fakeRow(type, { [name]: value }));
      const more = rest.length ? (await exportTable(db, type, rest, roles, [name])).slice(1).map((r) => r[0]) : [];
      described.push([field.label, [text, ...more].join('; ')]);
    }
  }
  return described;
}
