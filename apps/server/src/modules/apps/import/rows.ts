import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { queryRows, type Database } from '../../../db/client.ts';

export type ImportFormat = 'csv' | 'xlsx';

/** One data row of a file: its number (1 is the first row under the header) and its cells in column order. */
export interface FileRow {
  row: number;
  cells: string[];
}

/** The stored bytes of an import, a chunk (≤ 1 MiB) at a time: only one chunk is in memory at once. */
async function* chunksOf(db: Database, importId: string): AsyncGenerator<Buffer> {
  for (let seq = 0; ; seq += 1) {
    const [chunk] = await queryRows<{ bytes: Buffer | Uint8Array }>(
      db,
      sql`SELECT bytes FROM import_chunks WHERE import_id = ${importId}::uuid AND seq = ${seq}`,
    );
    if (!chunk) return;
    yield Buffer.isBuffer(chunk.bytes) ? chunk.bytes : Buffer.from(chunk.bytes);
  }
}

const DELIMITERS = [',', ';', '\t'] as const;

/** The delimiter of a CSV: of , ; and tab, the one found most often outside quotes on its first line. */
export function sniffDelimiter(start: string): string {
  const counts = new Map<string, number>(DELIMITERS.map((delimiter) => [delimiter, 0]));
  let quoted = false;
  for (const char of start.replace(/^\uFEFF/, '')) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
  }
  let best = ',';
  for (const [delimiter, count] of counts) if (count > counts.get(best)!) best = delimiter;
  return best;
}

/** Every record of a CSV, header first, streamed through csv-parse (bounded: one record at most 8 MiB). */
async function* csvRecords(chunks: AsyncGenerator<Buffer>): AsyncGenerator<string[]> {
  const first = await chunks.next();
  if (first.done) return;
  const delimiter = sniffDelimiter(first.value.subarray(0, 64 * 1024).toString('utf8'));
  async function* all() {
    yield first.value as Buffer;
    yield* chunks;
  }
  const parser = Readable.from(all()).pipe(
    parse({ delimiter, bom: true, relax_column_count: true, skip_empty_lines: true, max_record_size: 8 << 20 }),
  );
  try {
    for await (const record of parser) yield record as string[];
  } finally {
    parser.destroy();
  }
}

type CellValue = ExcelJS.CellValue;

/**
 * A spreadsheet cell as the text a person typed: a formula as its formula (`=SUM(A1:A2)`, never its result and
 * never run), a date as ISO 8601, rich text and links as their text.
 */
export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return value.toISOString();
  if ('formula' in value && typeof value.formula === 'string') return `=${value.formula}`;
  // A copy of a shared formula names only its master cell; its own text is not in the file, its result is.
  if ('sharedFormula' in value) return cellText((value.result ?? '') as CellValue);
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('text' in value) return cellText(value.text as CellValue);
  if ('error' in value) return String(value.error);
  return '';
}

/** Every row of an XLSX's first worksheet, header first, through exceljs's streaming reader (no whole workbook). */
async function* xlsxRecords(chunks: AsyncGenerator<Buffer>): AsyncGenerator<string[]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(chunks), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    // Styles tell a date cell from a number.
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  for await (const worksheet of reader) {
    let expected = 1;
    for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
      // Blank rows are absent from the stream: keep numbering by the sheet's own rows.
      for (; expected < row.number; expected += 1) yield [];
      expected = row.number + 1;
      const values = row.values as CellValue[];
      const cells: string[] = [];
      for (let column = 1; column < values.length; column += 1) cells.push(cellText(values[column]));
      yield cells;
    }
    return;
  }
}

/** The records of a stored file, header first. */
export function recordsOf(db: Database, importId: string, format: ImportFormat): AsyncGenerator<string[]> {
  const chunks = chunksOf(db, importId);
  return format === 'xlsx' ? xlsxRecords(chunks) : csvRecords(chunks);
}

/** The header of a stored file (its first non-empty row), or null when the file holds none. */
export async function headerOf(db: Database, importId: string, format: ImportFormat): Promise<string[] | null> {
  for await (const record of recordsOf(db, importId, format)) {
    if (record.some((cell) => cell.trim())) return uniqueHeaders(record);
  }
  return null;
}

/** Headers made unique and non-empty, so that a mapping can name each column: `Title`, `Title (2)`, `Column 4`. */
export function uniqueHeaders(record: readonly string[]): string[] {
  const seen = new Set<string>();
  return record.map((cell, index) => {
    const base = cell.trim() || `Column ${index + 1}`;
    let name = base;
    for (let n = 2; seen.has(name.toLowerCase()); n += 1) name = `${base} (${n})`;
    seen.add(name.toLowerCase());
    return name;
  });
}

/**
 * The data rows of a stored file under its header, numbered from 1; rows with no text are skipped. Streams: the
 * caller holds one row at a time (and whatever it batches).
 */
export async function* dataRows(db: Database, importId: string, format: ImportFormat): AsyncGenerator<FileRow> {
  let header = false;
  let row = 0;
  for await (const record of recordsOf(db, importId, format)) {
    const blank = !record.some((cell) => cell.trim());
    if (!header) {
      header = !blank;
      continue;
    }
    row += 1;
    if (!blank) yield { row, cells: record };
  }
}
