import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../harness.ts';

let t: TestApp;
const headers = { 'x-user': 'controls' };
const TITLES = ['=HYPERLINK("http://evil.example","click")', '+1+2', '-3', '@SUM(A1)', 'Plain, with "quotes"'];

beforeAll(async () => {
  t = await createTestApp({ API_MODE: 'skipauth' });
  await createUser(t.database, { username: 'controls', roles: ['controleditor'] });
  for (const [i, title] of TITLES.entries()) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/content/risk',
      headers,
      payload: { data: { code: `R-${i}`, title, category: i < 2 ? 'operational' : 'conduct' } },
    });
    expect(response.statusCode, response.body).toBe(201);
  }
});
afterAll(() => t.close());

describe('list export', () => {
  it('writes the filtered list as CSV, formulas defused', async () => {
    const response = await t.app.inject({ url: '/api/content/risk/export?format=csv&sort=code', headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="risks-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows: string[][] = parse(response.body.replace(/^\uFEFF/, ''));
    const header = rows[0]!;
    const titles = rows.slice(1).map((row) => row[header.indexOf('Title')]);
    expect(titles).toEqual([`'${TITLES[0]}`, "'+1+2", "'-3", "'@SUM(A1)", 'Plain, with "quotes"']);
    expect(rows.slice(1).map((row) => row[header.indexOf('Category')])).toEqual([
      'Operational',
      'Operational',
      'Conduct',
      'Conduct',
      'Conduct',
    ]);
  });

  it('writes Excel that reads back, with the same filter applied', async () => {
    const response = await t.app.inject({ url: '/api/content/risk/export?format=xlsx&category=conduct', headers });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Risks');
    const header = (sheet.getRow(1).values as string[]).slice(1);
    const title = header.indexOf('Title') + 1;
    const values = [2, 3, 4].map((row) => sheet.getRow(row).getCell(title).value);
    expect(values.sort()).toEqual(["'-3", "'@SUM(A1)", 'Plain, with "quotes"']);
    expect(sheet.rowCount).toBe(4);
  });

  it('refuses callers who may not read the type', async () => {
    await createUser(t.database, { username: 'stranger', roles: ['insightsvisitor'] });
    const response = await t.app.inject({ url: '/api/content/risk/export', headers: { 'x-user': 'stranger' } });
    expect(response.statusCode).toBe(403);
  });
});

describe('export of chosen columns', () => {
  it('writes exactly the named columns, in the order named', async () => {
    const response = await t.app.inject({
      url: '/api/content/risk/export?format=csv&sort=code&columns=category,title,createdAt',
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const rows: string[][] = parse(response.body.replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual(['Category', 'Title', 'Created']);
    expect(rows.slice(1).map((row) => row.slice(0, 2))).toEqual([
      ['Operational', `'${TITLES[0]}`],
      ['Operational', "'+1+2"],
      ['Conduct', "'-3"],
      ['Conduct', "'@SUM(A1)"],
      ['Conduct', 'Plain, with "quotes"'],
    ]);
    expect(rows.every((row) => row.length === 3)).toBe(true);
  });

  it('writes the same columns to Excel', async () => {
    const response = await t.app.inject({ url: '/api/content/risk/export?format=xlsx&columns=code,id', headers });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as string[]).slice(1)).toEqual(['Code', 'ID']);
    expect(sheet.getRow(2).cellCount).toBe(2);
  });

  it('refuses a column the type does not have, or one named twice', async () => {
    for (const columns of ['title,password', 'title,title', '', 'title,,code']) {
      const response = await t.app.inject({
        url: `/api/content/risk/export?columns=${encodeURIComponent(columns)}`,
        headers,
      });
      expect(response.statusCode, columns).toBe(400);
      expect(response.json()).toMatchObject({ status: 400, message: expect.any(String) });
    }
  });
});
