import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { pivotWorkbook } from './pivot-files.ts';

describe('the pivot as Excel', () => {
  it('holds the table shown, counts as numbers, on a sheet named after it', async () => {
    const table = [
      ['Jurisdiction \\ Status', 'Adopted', 'Total'],
      ['=France', '1', '1'],
      ['Total', '1', '1'],
    ];
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await pivotWorkbook(table, 'Initiatives by jurisdiction: status?'));
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Initiatives by jurisdiction  st');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(table[0]);
    // A label is text, never a formula; a count is a number.
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual(['=France', 1, 1]);
    expect(sheet.getRow(3).getCell(3).value).toBe(1);
  });
});
