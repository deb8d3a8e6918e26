import ExcelJS from 'exceljs';
import { escapeCell, toCsv } from '../../content/export.ts';
import type { Cell, ExportColumn, ExportTable, ExportTemplate } from './export-data.ts';

/** What each template's sheet is called, and how the About sheet names it. */
export const TEMPLATE_NAMES: Record<ExportTemplate, { sheet: string; label: string }> = {
  basic: { sheet: 'Climate policies', label: 'Basic list' },
  grouped: { sheet: 'By jurisdiction', label: 'Grouped by jurisdiction' },
  table: { sheet: 'Jurisdiction × instrument', label: 'Jurisdiction × instrument table' },
};

export const SOURCE_LINE = 'Source: Regulatory Horizon — demo content where marked';

/** What the About sheet says of the export: the filters chosen (label, value as a person reads it), when, how many. */
export interface ExportAbout {
  filters: [label: string, value: string][];
  exportedAt: Date;
}

const HTTP = /^https?:\/\//i;
const dayOf = (value: string): Date | null => {
  const day = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? null : day;
};

/**
 * The CSV of an export (UTF-8 with a byte-order mark, cells escaped against formula injection). The grouped template
 * has no heading rows in CSV (a CSV reader would take them for policies): its first column is the Jurisdiction.
 */
export function exportCsv(table: ExportTable): Buffer {
  const grouped = table.template === 'grouped';
  const header = [...(grouped ? ['Jurisdiction'] : []), ...table.columns.map((column) => column.label)];
  const body = table.rows
    .filter((row) => row.kind === 'item')
    .map((row) => [...(grouped ? [row.jurisdiction ?? ''] : []), ...row.cells.map(csvCell)]);
  return toCsv([header, ...body].map((cells) => cells.map(escapeCell)));
}

const csvCell = (cell: Cell): string => (cell === null ? '' : String(cell));

/**
 * The XLSX of an export: a bold, frozen header row, column widths, days as real dates, links as hyperlinks; grouped
 * headings bold with their policies outlined below them; the About sheet after. Text cells are written as strings,
 * which a spreadsheet never evaluates, so they need no formula escaping here.
 */
export async function exportXlsx(table: ExportTable, about: ExportAbout): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Regulatory Horizon';
  workbook.created = about.exportedAt;
  const sheet = workbook.addWorksheet(TEMPLATE_NAMES[table.template].sheet, {
    views: [{ state: 'frozen', ySplit: 1 }],
    properties: { outlineProperties: { summaryBelow: false, summaryRight: false } },
  });
  sheet.columns = table.columns.map((column) => ({ header: column.label, width: column.width }));
  sheet.getRow(1).font = { bold: true };
  for (const row of table.rows) {
    const line = sheet.addRow([]);
    row.cells.forEach((cell, index) => writeCell(line.getCell(index + 1), table.columns[index]!, cell));
    if (row.kind === 'group') line.font = { bold: true };
    else if (table.template === 'grouped') line.outlineLevel = 1;
    if (table.template === 'table') line.alignment = { vertical: 'top', wrapText: true };
  }
  if (table.rows.length)
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: table.columns.length } };
  writeAbout(workbook, table, about);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function writeCell(cell: ExcelJS.Cell, column: ExportColumn, value: Cell): void {
  if (value === null) return;
  if (column.kind === 'date' && typeof value === 'string') {
    const day = dayOf(value);
    cell.value = day ?? value;
    if (day) cell.numFmt = 'yyyy-mm-dd';
    return;
  }
  if (column.kind === 'link' && typeof value === 'string' && HTTP.test(value)) {
    cell.value = { text: value, hyperlink: value };
    cell.font = { color: { argb: 'FF0563C1' }, underline: true };
    return;
  }
  cell.value = value;
}

function writeAbout(workbook: ExcelJS.Workbook, table: ExportTable, about: ExportAbout): void {
  const sheet = workbook.addWorksheet('About');
  sheet.columns = [
    { header: 'What', width: 24 },
    { header: 'Value', width: 70 },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(['Export', `Climate policies — ${TEMPLATE_NAMES[table.template].label}`]);
  const exported = sheet.addRow(['Exported at', about.exportedAt]);
  exported.getCell(2).numFmt = 'yyyy-mm-dd hh:mm "UTC"';
  sheet.addRow(['Policies', table.count]);
  if (about.filters.length === 0) sheet.addRow(['Filters', 'None: every policy you may read']);
  for (const [label, value] of about.filters) sheet.addRow([`Filter: ${label}`, value]);
  sheet.addRow([]);
  sheet.addRow([SOURCE_LINE]);
  sheet.getColumn(2).alignment = { horizontal: 'left', wrapText: true };
}
