import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { escapeCell, toCsv } from '../../../content/export.ts';
import type { ReportFormat } from './schemas.ts';
import type { ReportTable } from './table.ts';
import { reportPdf } from './pdf.ts';

export const CONTENT_TYPES: Readonly<Record<ReportFormat, string>> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
  pdf: 'application/pdf',
};

/** What a file of a report says of it beside its rows. */
export interface ReportAbout {
  title: string;
  generatedAt: Date;
}

/** The header and rows of a report as one table: the group first when grouped, then the chosen columns. */
function flat(table: ReportTable): string[][] {
  const grouped = table.groupLabel !== null;
  const header = [...(grouped ? [table.groupLabel!] : []), ...table.columns.map((column) => column.label)];
  return [header.map(escapeCell), ...table.rows.map((row) => (grouped ? [row.group ?? '', ...row.cells] : row.cells))];
}

/** `report-name-2026-11-27.xlsx`: the title, made safe for a file name. */
export function fileName(about: ReportAbout, format: ReportFormat): string {
  const base =
    about.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 80) || 'report';
  return `${base}-${about.generatedAt.toISOString().slice(0, 10)}.${format}`;
}

/**
 * The XLSX of a report, written as a stream (exceljs' streaming writer: rows are committed as they are written, so
 * a large report is not held as a workbook in memory): the rows under a bold, frozen header, then an About sheet
 * with the title, the filters, when it was made and how many rows. Cells are strings, never formulas.
 */
export function reportXlsxStream(table: ReportTable, about: ReportAbout): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  workbook.creator = 'Regulatory Horizon';
  workbook.created = about.generatedAt;
  const write = async () => {
    const sheet = workbook.addWorksheet(table.type.plural.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
    const [header = [], ...rows] = flat(table);
    sheet.columns = header.map((label) => ({ header: label, width: Math.min(Math.max(label.length + 4, 14), 48) }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    for (const row of rows) sheet.addRow(row).commit();
    await sheet.commit();
    const info = workbook.addWorksheet('About');
    info.columns = [
      { header: 'What', width: 24 },
      { header: 'Value', width: 70 },
    ];
    info.getRow(1).font = { bold: true };
    const lines: [string, string | number | Date][] = [
      ['Report', about.title],
      ['Content', table.type.plural],
      ['Generated at', about.generatedAt],
      ['Rows', table.total],
      ...(table.truncated
        ? [['Note', `More items match; a report holds the first ${table.total}.`] as [string, string]]
        : []),
      ...(table.filters.length ? table.filters : [['Filters', 'None'] as [string, string]]).map(
        ([label, value]) => [`Filter: ${label}`, escapeCell(value)] as [string, string],
      ),
    ];
    for (const [label, value] of lines) {
      const row = info.addRow([label, typeof value === 'string' ? escapeCell(value) : value]);
      if (value instanceof Date) row.getCell(2).numFmt = 'yyyy-mm-dd hh:mm "UTC"';
      row.commit();
    }
    await info.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error as Error));
  return out;
}

/** A stream read whole (the e-mail's attachment, the tests). */
export async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The report as a file of this format: a stream for XLSX, bytes for CSV and PDF. */
export async function reportFile(
  table: ReportTable,
  about: ReportAbout,
  format: ReportFormat,
): Promise<Readable | Buffer> {
  if (format === 'xlsx') return reportXlsxStream(table, about);
  if (format === 'csv') return toCsv(flat(table));
  return reportPdf(table, about);
}
