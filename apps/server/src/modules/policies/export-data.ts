import { countryName, findContentType, type ContentType, type FieldDef } from '@rh/core/content';
import { sql } from 'drizzle-orm';
import { parseListQuery, visibleWhere, type RawQuery } from '../../content/query.ts';
import { queryRows, type Database } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';

/** The download wizard's templates (apps/web areas/policies/api.ts): a list, grouped by jurisdiction, a table. */
export const EXPORT_TEMPLATES = ['basic', 'grouped', 'table'] as const;
export type ExportTemplate = (typeof EXPORT_TEMPLATES)[number];

/** Most policies one export carries: beyond it the caller narrows the filters (422). */
export const EXPORT_CAP = 10_000;

/** How a column's cells are written to a file: text, a day (a real date in XLSX), a link, a count. */
export type ColumnKind = 'text' | 'date' | 'link' | 'count';
export interface ExportColumn {
  label: string;
  kind: ColumnKind;
  /** Width in characters in XLSX. */
  width: number;
}

export type Cell = string | number | null;
export interface ExportRow {
  kind: 'group' | 'item';
  cells: Cell[];
  id?: string;
  /** The jurisdiction's name (grouped items): CSV has no heading rows, so it writes it in a first column. */
  jurisdiction?: string;
}

/** An export as the files and the preview are made from it; `columns` carry their kind beside the label. */
export interface ExportTable {
  template: ExportTemplate;
  count: number;
  columns: ExportColumn[];
  rows: ExportRow[];
  fileName: string;
}

/** One policy as an export reads it: labels, not codes (the jurisdiction's code excepted). */
interface PolicyRecord {
  id: string;
  title: string;
  code: string;
  jurisdiction: string;
  instrument: string | null;
  instrumentLabel: string | null;
  status: string | null;
  sectors: string | null;
  regulator: string | null;
  announcedOn: string | null;
  effectiveOn: string | null;
  url: string | null;
  summary: string | null;
}

export const policyType = (): ContentType => findContentType('policy')!;
const field = (name: string): FieldDef => policyType().fields.find((candidate) => candidate.name === name)!;
const labelOf = (name: string, value: unknown): string | null =>
  typeof value === 'string' && value
    ? (field(name).options?.find((option) => option.value === value)?.label ?? value)
    : null;
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);
const order = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' });

const BASIC: ExportColumn[] = [
  { label: 'Title', kind: 'text', width: 60 },
  { label: 'Jurisdiction', kind: 'text', width: 22 },
  { label: 'Code', kind: 'text', width: 8 },
  { label: 'Instrument', kind: 'text', width: 20 },
  { label: 'Status', kind: 'text', width: 14 },
  { label: 'Sectors', kind: 'text', width: 26 },
  { label: 'Regulator', kind: 'text', width: 30 },
  { label: 'Announced', kind: 'date', width: 12 },
  { label: 'Effective', kind: 'date', width: 12 },
  { label: 'Link', kind: 'link', width: 40 },
  { label: 'Page', kind: 'link', width: 40 },
  { label: 'Summary', kind: 'text', width: 80 },
];
const JURISDICTION = 1;

function basicCells(policy: PolicyRecord, origin: string): Cell[] {
  return [
    policy.title,
    policy.jurisdiction,
    policy.code,
    policy.instrumentLabel,
    policy.status,
    policy.sectors,
    policy.regulator,
    policy.announcedOn,
    policy.effectiveOn,
    policy.url,
    `${origin}/impact/policies/policy/${policy.id}`,
    policy.summary,
  ];
}
const withoutJurisdiction = <T>(list: T[]): T[] => list.filter((_, index) => index !== JURISDICTION);

/**
 * The policies the filters select for this caller: the list's own rule (parseListQuery: grants, visibility, filters,
 * area scope), so the count is the list's total. Sorted by jurisdiction name, then title. Over EXPORT_CAP: 422.
 */
async function selectPolicies(
  db: Database,
  filters: RawQuery,
  caller: { roles: readonly string[]; userId: string | null },
): Promise<PolicyRecord[]> {
  const { where } = parseListQuery(policyType(), filters, caller.roles, caller.userId);
  const [counted] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM content_items WHERE ${where}`,
  );
  const count = counted?.n ?? 0;
  if (count > EXPORT_CAP) {
    throw new HttpError(
      422,
      `These filters select ${count} policies; an export holds at most ${EXPORT_CAP}. Narrow the filters.`,
      { count, limit: EXPORT_CAP },
    );
  }
  // A regulator is named if the caller may see it (the list's rule for reference titles), else left blank.
  const regulator = findContentType('regulator')!;
  const rows = await queryRows<{ id: string; title: string; data: Record<string, unknown>; regulator: string | null }>(
    db,
    sql`SELECT p.id, p.title, p.data, r.title AS regulator
      FROM (SELECT id, title, data, regulator FROM content_items WHERE ${where} LIMIT ${EXPORT_CAP}) p
      LEFT JOIN content_items r ON r.id = p.regulator AND r.deleted_at IS NULL
        AND ${visibleWhere(caller.roles, { types: [regulator], alias: 'r' })}`,
  );
  const records = rows.map((row): PolicyRecord => {
    const data = row.data;
    const code = String(data.country ?? '');
    const sectors = Array.isArray(data.sectors) ? data.sectors.map((value) => labelOf('sectors', value)) : [];
    return {
      id: row.id,
      title: row.title,
      code,
      jurisdiction: code ? countryName(code) : '',
      instrument: text(data.policyType),
      instrumentLabel: labelOf('policyType', data.policyType),
      status: labelOf('status', data.status),
      sectors: sectors.filter(Boolean).join('; ') || null,
      regulator: row.regulator,
      announcedOn: text(data.announcedOn),
      effectiveOn: text(data.effectiveOn),
      url: text(data.url),
      summary: text(data.summary),
    };
  });
  return records.sort(
    (a, b) => order(a.jurisdiction, b.jurisdiction) || order(a.title, b.title) || a.id.localeCompare(b.id),
  );
}

/** The grouped template: a heading row per jurisdiction ("United Kingdom — 4 policies"), then its policies. */
function groupedRows(policies: PolicyRecord[], origin: string): ExportRow[] {
  const rows: ExportRow[] = [];
  const width = BASIC.length - 1;
  for (const [name, members] of byJurisdiction(policies)) {
    const heading = `${name} — ${members.length} ${members.length === 1 ? 'policy' : 'policies'}`;
    rows.push({ kind: 'group', cells: [heading, ...Array<Cell>(width - 1).fill(null)], jurisdiction: name });
    for (const policy of members) {
      rows.push({
        kind: 'item',
        id: policy.id,
        jurisdiction: name,
        cells: withoutJurisdiction(basicCells(policy, origin)),
      });
    }
  }
  return rows;
}

function byJurisdiction(policies: PolicyRecord[]): Map<string, PolicyRecord[]> {
  const groups = new Map<string, PolicyRecord[]>();
  for (const policy of policies) {
    const group = groups.get(policy.jurisdiction) ?? [];
    group.push(policy);
    groups.set(policy.jurisdiction, group);
  }
  return groups;
}

const NO_INSTRUMENT = 'Not set';

/** The table template: a row per jurisdiction, a column per instrument present (its options' order), a Total. */
function tableOf(policies: PolicyRecord[]): { columns: ExportColumn[]; rows: ExportRow[] } {
  const present = new Set(policies.map((policy) => policy.instrument));
  const instruments: (string | null)[] = (field('policyType').options ?? [])
    .map((option) => option.value)
    .filter((value) => present.has(value));
  // A value no longer among the options, then policies without an instrument, come last.
  for (const value of present) if (value !== null && !instruments.includes(value)) instruments.push(value);
  if (present.has(null)) instruments.push(null);
  const columns: ExportColumn[] = [
    { label: 'Jurisdiction', kind: 'text', width: 22 },
    ...instruments.map((value): ExportColumn => ({
      label: value === null ? NO_INSTRUMENT : (labelOf('policyType', value) ?? value),
      kind: 'text',
      width: 40,
    })),
    { label: 'Total', kind: 'count', width: 8 },
  ];
  const rows = [...byJurisdiction(policies)].map(([name, members]): ExportRow => {
    const cells = instruments.map((value) => {
      const lines = members
        .filter((policy) => policy.instrument === value)
        .map((policy) => (policy.status ? `${policy.title} (${policy.status})` : policy.title));
      return lines.length ? lines.join('\n') : null;
    });
    return { kind: 'item', cells: [name, ...cells, members.length] };
  });
  return { columns, rows };
}

/**
 * One export of the policies the filters select for this caller, in a template: the preview's and the files'
 * rows. `origin` makes the Page links absolute: the configured public address (`PUBLIC_URL`), never the request's Host.
 */
export async function policyExport(
  db: Database,
  template: ExportTemplate,
  filters: RawQuery,
  caller: { roles: readonly string[]; userId: string | null },
  origin: string,
  now = new Date(),
): Promise<ExportTable> {
  const policies = await selectPolicies(db, filters, caller);
  const fileName = `climate-policies-${template}-${now.toISOString().slice(0, 10)}`;
  const base = { template, count: policies.length, fileName };
  if (template === 'basic') {
    const rows = policies.map((policy): ExportRow => ({
      kind: 'item',
      id: policy.id,
      cells: basicCells(policy, origin),
    }));
    return { ...base, columns: BASIC, rows };
  }
  if (template === 'grouped')
    return { ...base, columns: withoutJurisdiction(BASIC), rows: groupedRows(policies, origin) };
  return { ...base, ...tableOf(policies) };
}
