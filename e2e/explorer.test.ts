// The data explorer (a `datastrat(s)` route) in the browser on the demo data: AI Radar's explores the area's scoped
// initiatives, groups them into a pivot whose total is the list's count, leads from a count to the items it counts,
// and exports exactly the columns its grid shows.
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, launchBrowser, newContext, screenshotPath, startServer, type TestServer } from './harness.ts';
import { SignInPage } from './sign-in-page.ts';

interface InitiativePage {
  items: { id: string; data: { domain: string; country: string; status?: string } }[];
  total: { value: number; exact: boolean };
}

describe('data explorer', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  let api: ApiClient;

  beforeAll(async () => {
    [browser, server] = await Promise.all([launchBrowser(), startServer({ env: { DEMO: 'true' } })]);
    api = new ApiClient(server.baseUrl, server.admin);
    page = await (await newContext(browser)).newPage();
    const signIn = new SignInPage(page, server.baseUrl);
    await signIn.goto();
    await signIn.signIn(server.admin);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const number = (value: number) => new Intl.NumberFormat('en').format(value);
  const pagerText = () => page.locator('.MuiTablePagination-displayedRows').innerText();
  const search = () => new URL(page.url()).searchParams;
  const main = () => page.getByRole('main');
  /** The grid's column headings, as shown. */
  const headings = () => main().getByRole('grid').getByRole('columnheader').allInnerTexts();

  it('shows the area’s initiatives only, and says which scope it shows', async () => {
    const ai = await api.call<InitiativePage>('GET', '/api/content/initiative?scope=ai&limit=100');
    const all = await api.call<InitiativePage>('GET', '/api/content/initiative?limit=1');
    expect(ai.total.value, 'the demo has AI initiatives').toBeGreaterThan(0);
    expect(all.total.value, 'and initiatives of other domains').toBeGreaterThan(ai.total.value);

    await page.goto(`${server.baseUrl}/ai/datastrats`);
    await expect.poll(() => main().getByTestId('explorer-scope').innerText()).toBe('AI initiatives');
    expect(await main().getByRole('tab', { selected: true }).textContent()).toBe('Initiatives');
    await expect.poll(pagerText).toBe(`1–${Math.min(25, ai.total.value)} of ${number(ai.total.value)}`);
    const domains = await main().getByRole('grid').locator('[role="gridcell"][data-field="domain"]').allInnerTexts();
    expect(domains.length).toBeGreaterThan(0);
    expect(new Set(domains)).toEqual(new Set(['AI']));
  });

  it('groups by country × status into a pivot whose total is the list’s count; a count leads to its items', async () => {
    const ai = await api.call<InitiativePage>('GET', '/api/content/initiative?scope=ai&limit=100');
    await page.goto(`${server.baseUrl}/ai/datastrats`);
    await main().getByRole('combobox', { name: 'Group rows by' }).click();
    await page.getByRole('option', { name: 'Jurisdiction', exact: true }).click();
    await main().getByRole('combobox', { name: 'Then columns by' }).click();
    await page.getByRole('option', { name: 'Status', exact: true }).click();

    const total = main().getByTestId('pivot-total');
    await expect.poll(() => total.innerText()).toBe(number(ai.total.value));
    expect(search().getAll('by')).toEqual(['country', 'status']);
    await page.screenshot({ path: await screenshotPath('explorer-pivot.png') });

    // The pivot downloads as shown: CSV made in the page, Excel through the lazily loaded exceljs chunk.
    const download = async (name: string) => {
      const [file] = await Promise.all([page.waitForEvent('download'), main().getByRole('button', { name }).click()]);
      return readFile((await file.path())!);
    };
    const csv: string[][] = parse((await download('Pivot as CSV')).toString('utf8').replace(/^\uFEFF/, ''));
    expect(csv[0]?.[0]).toBe('Jurisdiction \\ Status');
    expect(csv.at(-1)?.at(-1)).toBe(String(ai.total.value));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await download('Pivot as Excel')) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(csv[0]);
    expect(sheet.getRow(sheet.rowCount).getCell(csv[0]!.length).value).toBe(ai.total.value);

    // The first count of a country and a status, and what the list API counts for the same cell.
    const cell = main().getByRole('table').locator('tbody td a').first();
    const count = Number((await cell.innerText()).replace(/,/g, ''));
    await cell.click();
    await expect.poll(() => search().getAll('by')).toEqual([]);
    const country = search().get('country');
    const status = search().get('status');
    expect(country && status, page.url()).toBeTruthy();
    const expected = ai.items.filter((item) => item.data.country === country && item.data.status === status);
    expect(count).toBe(expected.length);
    await expect.poll(pagerText).toBe(`1–${count} of ${count}`);
  });

  it('exports exactly the columns the grid shows, in that order', async () => {
    await page.goto(`${server.baseUrl}/ai/datastrats?columns=country,title,status`);
    await expect.poll(headings).toEqual(['Jurisdiction', 'Title', 'Status']);
    // A column shown through the grid's chooser joins the address, last.
    await main().getByRole('button', { name: 'Choose columns' }).click();
    await page.getByRole('checkbox', { name: 'Regulator' }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => search().get('columns')).toBe('country,title,status,regulator');
    await expect.poll(headings).toEqual(['Jurisdiction', 'Title', 'Status', 'Regulator']);
    await main().getByRole('button', { name: 'Export' }).click();
    // The file is fetched by the API client (with the build's credentials) and saved: its request carries the
    // columns and the scope, and the saved file holds them.
    const [request, download] = await Promise.all([
      page.waitForRequest((sent) => new URL(sent.url()).pathname.endsWith('/export')),
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'CSV (.csv)' }).click(),
    ]);
    expect(request.url()).toContain('columns=country%2Ctitle%2Cstatus%2Cregulator');
    expect(new URL(request.url()).searchParams.get('scope')).toBe('ai');
    const rows: string[][] = parse((await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual(['Jurisdiction', 'Title', 'Status', 'Regulator']);
    const ai = await api.call<InitiativePage>('GET', '/api/content/initiative?scope=ai&limit=1');
    expect(rows.length - 1).toBe(ai.total.value);
  });
});
