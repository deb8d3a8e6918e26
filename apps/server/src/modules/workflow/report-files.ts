import ExcelJS from 'exceljs';
import { escapeCell, toCsv } from '../../content/export.ts';
import type { ArticleReport } from './report-data.ts';

type Cell = string | number;
const PERIOD_NAMES = { month: 'Month', quarter: 'Quarter', year: 'Year' } as const;

/** The report's tables: a sheet each, the first row the header; text escaped against formula injection. */
export function reportSheets(report: ArticleReport): { name: string; rows: Cell[][] }[] {
  const sheets: { name: string; rows: Cell[][] }[] = [
    {
      name: 'Summary',
      rows: [
        ['What', 'Value'],
        ['Insights published', report.total],
        ['From', report.from],
        ['To', report.to],
        ['Period', PERIOD_NAMES[report.period]],
        ['Counted', 'Published insights only, by publication date'],
      ],
    },
    {
      name: 'By period',
      rows: [
        [PERIOD_NAMES[report.period], 'From', 'To', 'Insights'],
        ...report.periods.map((p) => [p.key, p.from, p.to, p.count]),
      ],
    },
    {
      name: 'By author',
      rows: [['Author', 'Insights'], ...report.authors.map((a) => [a.author ?? '(no by-line)', a.count])],
    },
    { name: 'By topic', rows: [['Topic', 'Insights'], ...report.topics.map((t) => [t.label, t.count])] },
    {
      name: 'By country',
      rows: [['Country', 'Code', 'Insights'], ...report.countries.map((c) => [c.label, c.code, c.count])],
    },
  ];
  return sheets.map((sheet) => ({
    ...sheet,
    rows: sheet.rows.map((row) => row.map((cell) => (typeof cell === 'string' ? escapeCell(cell) : cell))),
  }));
}

/** One CSV of every table: a Section column names the table, its header row first within each section. */
export function reportCsv(report: ArticleReport): Buffer {
  const table: string[][] = [];
  for (const sheet of reportSheets(report)) {
    const [header = [], ...rows] = sheet.rows;
    table.push(['Section', ...header.map(String)]);
    for (const row of rows) table.push([sheet.name, ...row.map(String)]);
  }
  return toCsv(table);
}

/** A workbook with one sheet per table; counts are numbers. */
export async function reportXlsx(report: ArticleReport): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const { name, rows } of reportSheets(report)) {
    const sheet = workbook.addWorksheet(name);
    sheet.addRows(rows);
    sheet.getRow(1).font = { bold: true };
    sheet.views = [{ state: 'frozen', ySplit: 1 }];
    sheet.columns.forEach((column, index) => {
      column.width = index === 0 ? 40 : 14;
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
