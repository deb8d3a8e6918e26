import ExcelJS from 'exceljs';
import { countryName } from '@rh/core/content';
import { escapeCell, toCsv } from '../../content/export.ts';
import type { MatrixColumns, MatrixLine, MatrixView } from './matrix.ts';

export const COLUMN_NAMES: Record<MatrixColumns, string> = { area: 'Topic area', topic: 'Topic', kind: 'Type' };

const LINE_HEADER = (mode: MatrixColumns) => [
  'Jurisdiction',
  'Code',
  COLUMN_NAMES[mode],
  'Short name',
  'Title',
  'Type',
  'Status',
  'Applies from',
  'Link',
];

const lineCells = (line: MatrixLine, link: string): string[] => [
  countryName(line.country),
  line.country,
  line.column,
  line.shortName ?? '',
  line.title,
  line.kind ?? '',
  line.status ?? '',
  line.applicationOn ?? '',
  link,
];

/** The CSV: one line per regulation and column it falls in (a CSV is one table; the XLSX adds the counts). */
export function matrixCsv(mode: MatrixColumns, lines: readonly MatrixLine[], linkOf: (id: string) => string): Buffer {
  const rows = [LINE_HEADER(mode), ...lines.map((line) => lineCells(line, linkOf(line.id)))];
  return toCsv(rows.map((cells) => cells.map(escapeCell)));
}

/**
 * The XLSX: the matrix of counts (jurisdictions × columns, with totals), then one line per regulation and column,
 * then what was exported. Cells are strings or numbers, never formulas.
 */
export async function matrixXlsx(
  matrix: MatrixView,
  lines: readonly MatrixLine[],
  about: { filters: [string, string][]; exportedAt: Date; capped: boolean },
  linkOf: (id: string) => string,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Regulatory Horizon';
  workbook.created = about.exportedAt;
  const counts = workbook.addWorksheet('Matrix', { views: [{ state: 'frozen', xSplit: 1, ySplit: 1 }] });
  const count = new Map(matrix.cells.map((cell) => [`${cell.row}\u0000${cell.column ?? ''}`, cell.count]));
  counts.addRow(['Jurisdiction', ...matrix.cols.map((col) => col.label), 'All']).font = { bold: true };
  for (const row of matrix.rows) {
    counts.addRow([
      row.label,
      ...matrix.cols.map((col) => count.get(`${row.key}\u0000${col.key ?? ''}`) ?? 0),
      row.total,
    ]);
  }
  counts.addRow(['All', ...matrix.cols.map((col) => col.total), matrix.total]).font = { bold: true };
  counts.getColumn(1).width = 28;

  const list = workbook.addWorksheet('Regulations', { views: [{ state: 'frozen', ySplit: 1 }] });
  list.columns = LINE_HEADER(matrix.columns).map((header, index) => ({
    header,
    width: [24, 8, 28, 22, 60, 12, 12, 14, 50][index] ?? 16,
  }));
  list.getRow(1).font = { bold: true };
  for (const line of lines) {
    const cells = lineCells(line, linkOf(line.id));
    const added = list.addRow(cells);
    const link = added.getCell(cells.length);
    link.value = { text: cells.at(-1)!, hyperlink: cells.at(-1)! };
    link.font = { color: { argb: 'FF0563C1' }, underline: true };
  }
  if (lines.length) list.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: 9 } };

  const info = workbook.addWorksheet('About');
  info.columns = [{ width: 24 }, { width: 80 }];
  info.addRow(['Country regulations', `Jurisdictions × ${COLUMN_NAMES[matrix.columns].toLowerCase()}`]).font = {
    bold: true,
  };
  info.addRow(['Exported', about.exportedAt.toISOString()]);
  info.addRow(['Regulations', String(matrix.total)]);
  for (const [label, value] of about.filters) info.addRow([label, value]);
  if (about.capped) info.addRow(['Note', `Cut at ${lines.length} lines: narrow the filters for the rest.`]);
  info.addRow(['Source', 'Regulatory Horizon — demo content where marked']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
