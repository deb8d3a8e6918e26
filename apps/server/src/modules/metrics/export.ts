import ExcelJS from 'exceljs';
import { escapeCell, toCsv } from '../../content/export.ts';
import type { LineageFilters, LineageRow } from './lineage.ts';
import { selectMetrics, type MetricFilters } from './matrix.ts';
import { byCode, type EsgModel } from './model.ts';

export const ESG_EXPORTS = ['catalogue', 'lineage'] as const;
export type EsgExport = (typeof ESG_EXPORTS)[number];
export type Cell = string | number | null;

export interface EsgTable {
  what: EsgExport;
  columns: { label: string; width: number; link?: true }[];
  rows: Cell[][];
  fileName: string;
}

const NAMES: Record<EsgExport, { sheet: string; label: string; file: string }> = {
  catalogue: { sheet: 'Metrics catalogue', label: 'Metrics catalogue', file: 'esg-metrics-catalogue' },
  lineage: {
    sheet: 'Lineage',
    label: 'Lineage: source system → data element → metric → disclosure',
    file: 'esg-lineage',
  },
};

const list = (values: (string | null | undefined)[]): string =>
  [...new Set(values.filter((value): value is string => Boolean(value)))].sort(byCode).join('; ');

/** The metrics catalogue: one row per selected metric with its inputs, frameworks and disclosures. */
export function catalogueTable(
  model: EsgModel,
  filters: MetricFilters & { framework?: string[] },
  now: Date,
): EsgTable {
  const elements = new Map(model.dataElements.map((element) => [element.id, element]));
  const rows: Cell[][] = [];
  for (const metric of selectMetrics(model, filters)) {
    const met = model.disclosures.filter((disclosure) => disclosure.metrics.includes(metric.id));
    const frameworks = new Set([...metric.frameworks, ...met.flatMap((disclosure) => disclosure.framework ?? [])]);
    if (filters.framework?.length && !filters.framework.some((id) => frameworks.has(id))) continue;
    const inputs = metric.dataElements.flatMap((id) => elements.get(id) ?? []);
    rows.push([
      metric.code,
      metric.title,
      metric.pillar,
      metric.topic,
      metric.unit,
      metric.frequency ? (model.frequencies.get(metric.frequency) ?? null) : null,
      list(inputs.map((element) => element.code)),
      list(inputs.map((element) => element.system)),
      list([...frameworks].map((id) => model.frameworks.get(id)?.code)),
      list(
        met.map((disclosure) => `${model.frameworks.get(disclosure.framework ?? '')?.code ?? '?'} ${disclosure.code}`),
      ),
      metric.formula,
    ]);
  }
  return {
    what: 'catalogue',
    columns: [
      { label: 'Metric code', width: 22 },
      { label: 'Metric', width: 40 },
      { label: 'Pillar', width: 14 },
      { label: 'ESRS topic', width: 10 },
      { label: 'Unit', width: 14 },
      { label: 'Frequency', width: 12 },
      { label: 'Data elements', width: 40 },
      { label: 'Source systems', width: 40 },
      { label: 'Frameworks', width: 30 },
      { label: 'Disclosures', width: 50 },
      { label: 'Calculation', width: 60 },
    ],
    rows,
    fileName: `${NAMES.catalogue.file}-${now.toISOString().slice(0, 10)}`,
  };
}

/** The lineage rows as a table, one line per path. */
export function lineageTable(rows: readonly LineageRow[], now: Date): EsgTable {
  return {
    what: 'lineage',
    columns: [
      { label: 'Source system', width: 32 },
      { label: 'Data element code', width: 24 },
      { label: 'Data element', width: 40 },
      { label: 'Metric code', width: 22 },
      { label: 'Metric', width: 40 },
      { label: 'ESRS topic', width: 10 },
      { label: 'Framework', width: 16 },
      { label: 'Disclosure code', width: 22 },
      { label: 'Disclosure', width: 44 },
      { label: 'Paragraph', width: 36 },
      { label: 'Link', width: 40, link: true },
    ],
    rows: rows.map((row) => [
      row.system,
      row.dataElement?.code ?? null,
      row.dataElement?.title ?? null,
      row.metric?.code ?? null,
      row.metric?.title ?? null,
      row.metric?.topic ?? null,
      row.framework?.code ?? null,
      row.disclosure?.code ?? null,
      row.disclosure?.title ?? null,
      row.disclosure?.paragraph ?? null,
      row.disclosure?.url ?? null,
    ]),
    fileName: `${NAMES.lineage.file}-${now.toISOString().slice(0, 10)}`,
  };
}

/** The CSV: UTF-8 with a byte-order mark, cells escaped against formula injection. */
export function esgCsv(table: EsgTable): Buffer {
  const header = table.columns.map((column) => column.label);
  const body = table.rows.map((row) => row.map((cell) => (cell === null ? '' : String(cell))));
  return toCsv([header, ...body].map((cells) => cells.map(escapeCell)));
}

const HTTP = /^https?:\/\//i;

/** The XLSX: a bold frozen header with filters, widths, links as hyperlinks, then an About sheet. */
export async function esgXlsx(
  table: EsgTable,
  about: { filters: [string, string][]; exportedAt: Date },
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Regulatory Horizon';
  workbook.created = about.exportedAt;
  const sheet = workbook.addWorksheet(NAMES[table.what].sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = table.columns.map((column) => ({ header: column.label, width: column.width }));
  sheet.getRow(1).font = { bold: true };
  for (const row of table.rows) {
    const line = sheet.addRow([]);
    row.forEach((value, index) => {
      if (value === null) return;
      const cell = line.getCell(index + 1);
      if (table.columns[index]?.link && typeof value === 'string' && HTTP.test(value)) {
        cell.value = { text: value, hyperlink: value };
        cell.font = { color: { argb: 'FF0563C1' }, underline: true };
      } else cell.value = value;
    });
  }
  if (table.rows.length)
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: table.columns.length } };
  const info = workbook.addWorksheet('About');
  info.columns = [
    { header: 'What', width: 24 },
    { header: 'Value', width: 70 },
  ];
  info.getRow(1).font = { bold: true };
  info.addRow(['Export', `ESG metrics — ${NAMES[table.what].label}`]);
  info.addRow(['Exported at', about.exportedAt]).getCell(2).numFmt = 'yyyy-mm-dd hh:mm "UTC"';
  info.addRow(['Rows', table.rows.length]);
  if (about.filters.length === 0) info.addRow(['Filters', 'None: everything you may read']);
  for (const [label, value] of about.filters) info.addRow([`Filter: ${label}`, value]);
  info.addRow([]);
  info.addRow(['Source: Regulatory Horizon — demo content where marked; demo metric values are illustrative']);
  info.getColumn(2).alignment = { horizontal: 'left', wrapText: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The filters as a person reads them, for the About sheet: codes and names, never ids. */
export function describeFilters(model: EsgModel, filters: LineageFilters & { pillar?: string[] }): [string, string][] {
  const names = (values: string[] | undefined, nameOf: (id: string) => string | undefined) =>
    values?.length ? values.map((id) => nameOf(id) ?? id).join(', ') : null;
  const metrics = new Map(model.metrics.map((metric) => [metric.id, `${metric.code} (${metric.title})`]));
  const elements = new Map(model.dataElements.map((element) => [element.id, element.code]));
  const out: [string, string | null][] = [
    ['Framework', names(filters.framework, (id) => model.frameworks.get(id)?.code)],
    ['Metric', names(filters.metric, (id) => metrics.get(id))],
    ['Data element', names(filters.dataElement, (id) => elements.get(id))],
    ['Source system', filters.system?.join(', ') || null],
    ['ESRS topic', filters.topic?.join(', ') || null],
    ['Pillar', filters.pillar?.join(', ') || null],
    ['Words', filters.q || null],
  ];
  return out.filter((entry): entry is [string, string] => entry[1] !== null);
}
