import { toCsv } from './pivot.ts';

/** Hands a file made in the page to the browser's downloads. */
function save(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The download has taken the blob by the next task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Downloads a table as CSV (with a byte-order mark so that Excel reads it as UTF-8). */
export function downloadCsv(table: readonly (readonly string[])[], fileName: string): void {
  save(new Blob(['\uFEFF', toCsv(table)], { type: 'text/csv;charset=utf-8' }), fileName);
}

/**
 * A table as an Excel workbook, counts as numbers, heading row and column frozen. exceljs (the server's library for
 * list exports) loads in a chunk of its own on the first call: the pivot is already in the page, so a round trip to
 * the server would only carry it there and back, and no other page pays for the library.
 */
export async function pivotWorkbook(table: readonly (readonly string[])[], sheetName: string): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31));
  table.forEach((cells, index) => {
    // The heading row and column stay text; the counts are numbers a spreadsheet can sum.
    sheet.addRow(cells.map((cell, column) => (index > 0 && column > 0 ? Number(cell) : cell)));
  });
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(table.length).font = { bold: true };
  sheet.views = [{ state: 'frozen', xSplit: 1, ySplit: 1 }];
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}

/** Downloads a table as an Excel workbook (pivotWorkbook). */
export async function downloadXlsx(table: readonly (readonly string[])[], sheetName: string, fileName: string) {
  const buffer = await pivotWorkbook(table, sheetName);
  save(new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), fileName);
}
