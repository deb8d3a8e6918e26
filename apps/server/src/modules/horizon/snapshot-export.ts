import { countryName } from '@rh/core/content';
import ExcelJS from 'exceljs';
import { escapeCell, toCsv } from '../../content/export.ts';
import { eventKindLabel, type Dimension } from './labels.ts';
import type { Snapshot } from './snapshot.ts';

/** What each dimension is called in an export. */
const DIMENSION_NAMES: Record<Dimension, [one: string, sheet: string]> = {
  topic: ['Topic', 'Topics'],
  country: ['Country', 'Countries'],
  regulator: ['Regulator', 'Regulators'],
  newsType: ['News type', 'News types'],
};

type Cell = string | number;
/** Text cells escaped against formula injection (OWASP), numbers left as numbers. */
const escaped = (rows: Cell[][]) =>
  rows.map((row) => row.map((cell) => (typeof cell === 'string' ? escapeCell(cell) : cell)));
const countries = (codes: readonly string[]) => codes.map(countryName).join('; ');
const dayOf = (iso: string) => iso.slice(0, 10);

/** The sheets of a snapshot: name and rows, the first row the header. */
function sheets(snapshot: Snapshot): { name: string; rows: Cell[][] }[] {
  const { period, news, events } = snapshot;
  const summary: Cell[][] = [
    ['What', 'Value'],
    ['From', period.from],
    ['To', period.to],
    ['Days', period.days],
  ];
  if (news) summary.push(['News items', news.total]);
  if (events) summary.push(['Events', events.total]);
  const out = [{ name: 'Summary', rows: summary }];
  if (news) {
    for (const [dimension, [one, sheet]] of Object.entries(DIMENSION_NAMES) as [Dimension, [string, string]][]) {
      out.push({
        name: sheet,
        rows: [[one, 'News items'], ...news.groups[dimension].map((group) => [group.label, group.count])],
      });
    }
    out.push({
      name: 'High-impact news',
      rows: [
        ['Published', 'Title', 'Regulator', 'Countries'],
        ...news.highlights.map((item) => [
          dayOf(item.date),
          item.title,
          item.regulator ?? '',
          countries(item.countries),
        ]),
      ],
    });
  }
  if (events) {
    out.push({
      name: 'Events',
      rows: [
        ['Date', 'Last day', 'Title', 'Kind', 'Regulator', 'Countries'],
        ...events.items.map((event) => [
          event.start,
          event.end ?? '',
          event.title,
          eventKindLabel(event.kind ?? ''),
          event.regulator ?? '',
          countries(event.countries),
        ]),
      ],
    });
  }
  return out.map((sheet) => ({ ...sheet, rows: escaped(sheet.rows) }));
}

/**
 * One CSV table of every sheet: a Section column names the sheet, the sheets' own columns follow (their header
 * rows repeated as the first row of each section, marked by the section's name).
 */
export function snapshotCsv(snapshot: Snapshot): Buffer {
  const table: string[][] = [];
  for (const sheet of sheets(snapshot)) {
    const [header = [], ...rows] = sheet.rows;
    table.push(['Section', ...header.map(String)]);
    for (const row of rows) table.push([sheet.name, ...row.map(String)]);
  }
  return toCsv(table);
}

/** An Excel workbook with one sheet per section; counts are numbers. */
export async function snapshotXlsx(snapshot: Snapshot): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const { name, rows } of sheets(snapshot)) {
    const sheet = workbook.addWorksheet(name.slice(0, 31));
    sheet.addRows(rows);
    sheet.getRow(1).font = { bold: true };
    sheet.views = [{ state: 'frozen', ySplit: 1 }];
    const header = rows[0] ?? [];
    sheet.columns.forEach((column, index) => {
      column.width = header[index] === 'Title' ? 70 : index === 0 ? 32 : 16;
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
