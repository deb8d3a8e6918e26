// Reporting in Chromium (issue 17 item 3): an analyst opens Reporting from the apps' home, builds a report of news —
// a filter of the list's own bar, columns, grouped by regulator — sees the grouped preview, saves it and exports it
// (the CSV from the builder, the XLSX from the saved list, both read back). The apps' home and the builder at 1280
// and 390 wide, light and dark, go to e2e/screenshots, checked with axe at 1280.
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminApi,
  ApiClient,
  launchBrowser,
  newContext,
  screenshotPath,
  startServer,
  testUser,
  type TestServer,
  seriousAxeViolations,
  sidewaysOverflow,
} from './harness.ts';
import { Shell } from './shell-page.ts';
import { SignInPage } from './sign-in-page.ts';

const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;

describe('Reporting (full build)', () => {
  /** An analyst who reads news and may use Reporting, not Import. */
  const analyst = testUser('reportanalyst', ['riccmember', 'appreportingvisitor']);
  let server: TestServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [browser, server] = await Promise.all([launchBrowser(), startServer()]);
    await new AdminApi(server).createUser(analyst);
    const api = new ApiClient(server.baseUrl, analyst);
    const regulator = async (code: string, name: string) =>
      (
        await api.post<{ id: string }>('/api/content/regulator', {
          data: { code, name, country: 'EU', level: 'supranational', kind: 'conduct' },
        })
      ).id;
    const ecb = await regulator('ECBX', 'European Central Bank (test)');
    const fca = await regulator('FCAX', 'Financial Conduct Authority (test)');
    const news = (title: string, regulatorId: string, impact: string) =>
      api.post('/api/content/newsitem', {
        data: {
          title,
          url: `https://example.test/${encodeURIComponent(title)}`,
          publishedAt: '2026-03-02T09:00:00Z',
          regulator: regulatorId,
          impact,
        },
      });
    await news('ECB sets new capital buffers', ecb, 'high');
    await news('ECB publishes its annual report', ecb, 'low');
    await news('FCA fines a payments firm', fca, 'high');
    await news('FCA consults on disclosures', fca, 'high');
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  async function signedIn(viewport: { width: number; height: number } = VIEWPORTS[0], theme = 'light'): Promise<Page> {
    const context = await newContext(browser, { viewport, reducedMotion: 'reduce', acceptDownloads: true });
    contexts.push(context);
    await context.addInitScript((mode) => localStorage.setItem('frmCloudTheme', mode), theme);
    const page = await context.newPage();
    const signIn = new SignInPage(page, server.baseUrl);
    await signIn.goto();
    await signIn.signIn({ email: analyst.username, password: analyst.password });
    await page.waitForURL((url) => url.pathname === '/');
    return page;
  }

  const download = async (page: Page, click: () => Promise<void>) => {
    const [file] = await Promise.all([page.waitForEvent('download'), click()]);
    return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
  };

  it('builds a report, previews it grouped, saves it and exports it', async () => {
    const page = await signedIn();
    const shell = new Shell(page, server.baseUrl);
    const main = page.getByRole('main');
    await shell.goto('/apps');
    await expect.poll(() => main.getByRole('heading', { level: 1 }).innerText()).toBe('Apps');
    // Only the app the analyst may open: Reporting, not Import.
    await main.getByRole('region', { name: 'Reporting' }).getByText('No report is saved yet.').waitFor();
    expect(await main.getByRole('region', { name: 'Import' }).count()).toBe(0);
    await main.getByRole('link', { name: 'Open Reporting' }).click();
    await page.waitForURL((url) => url.pathname === '/apps/reporting');

    await main.getByRole('combobox', { name: 'Content' }).click();
    await page.getByRole('option', { name: 'News', exact: true }).click();
    await main.getByRole('combobox', { name: 'Group by' }).click();
    await page.getByRole('option', { name: 'Regulator', exact: true }).click();
    // The list's own filter bar: the impact filter.
    await main.getByRole('combobox', { name: 'Impact' }).click();
    await page.getByRole('option', { name: 'High', exact: true }).click();
    await page.keyboard.press('Escape');
    // Columns: the country and news-type columns out, the impact in.
    await main.getByRole('button', { name: 'Remove Countries' }).click();
    await main.getByRole('button', { name: 'Remove News types' }).click();
    await main.getByRole('combobox', { name: 'Add a column' }).click();
    await page.getByRole('option', { name: 'Impact', exact: true }).click();

    const preview = main.getByRole('table', { name: 'Report preview' });
    await expect.poll(() => main.getByRole('status').first().innerText()).toBe('3 rows in 2 groups.');
    const groups = preview.getByRole('rowheader');
    await expect
      .poll(() => groups.allInnerTexts())
      .toEqual(['Regulator: European Central Bank (test) (1)', 'Regulator: Financial Conduct Authority (test) (2)']);
    await expect
      .poll(() => preview.getByRole('columnheader').allInnerTexts())
      .toEqual(['Published', 'Title', 'Regulator', 'Status', 'Impact']);
    expect(await preview.innerText()).not.toContain('annual report');

    await main.getByRole('textbox', { name: 'Name' }).fill('High-impact news by regulator');
    await main.getByRole('button', { name: 'Save', exact: true }).click();
    await main.getByText('Saved as “High-impact news by regulator”.').waitFor();
    const saved = main.getByRole('table', { name: 'Your saved reports' });
    await saved.getByText('High-impact news by regulator').waitFor();

    // The CSV from the builder: the grouped rows, the filter applied.
    const csv = await download(page, () => main.getByRole('button', { name: 'Export CSV' }).click());
    expect(csv.name).toMatch(/^high-impact-news-by-regulator-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = parse(csv.bytes.toString('utf8').replace(/^\uFEFF/, '')) as string[][];
    expect(rows[0]).toEqual(['Regulator', 'Published', 'Title', 'Regulator', 'Status', 'Impact']);
    expect(rows.slice(1).map((row) => [row[0], row[2]])).toEqual([
      ['European Central Bank (test)', 'ECB sets new capital buffers'],
      ['Financial Conduct Authority (test)', expect.stringMatching(/^FCA /)],
      ['Financial Conduct Authority (test)', expect.stringMatching(/^FCA /)],
    ]);

    // The XLSX of the saved report, from its row.
    const xlsx = await download(page, () =>
      saved.getByRole('button', { name: 'Export High-impact news by regulator as XLSX' }).click(),
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Regulator');
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(2).getCell(3).value).toBe('ECB sets new capital buffers');

    // Back on the apps' home, the report is among the recent ones.
    await shell.goto('/apps');
    await main.getByRole('region', { name: 'Reporting' }).getByText('High-impact news by regulator').waitFor();
  });

  it('shows the apps’ home and the builder at 1280 and 390 wide, light and dark, axe-clean', async () => {
    const problems: string[] = [];
    for (const theme of ['light', 'dark'] as const) {
      for (const viewport of VIEWPORTS) {
        const page = await signedIn(viewport, theme);
        const shell = new Shell(page, server.baseUrl);
        const main = page.getByRole('main');
        for (const [path, heading] of [
          ['/apps', 'Apps'],
          ['/apps/reporting', 'Reporting'],
        ] as const) {
          await shell.goto(path);
          await expect.poll(() => main.getByRole('heading', { level: 1 }).innerText()).toBe(heading);
          expect(await page.title()).toContain(heading);
          if (path === '/apps/reporting') {
            // The saved report opened: the builder as it was left, its grouped preview below.
            await main.getByRole('button', { name: 'Open High-impact news by regulator' }).click();
            await main.getByRole('heading', { name: 'Save “High-impact news by regulator”' }).waitFor();
            await main.getByRole('table', { name: 'Report preview' }).getByRole('rowheader').first().waitFor();
            // The preview loaded for the report opened: no placeholder left (its pulse would never finish).
            await expect.poll(() => main.locator('.MuiSkeleton-root').count()).toBe(0);
            // The click's ripple gone (an animation cut short when it is removed would fail the wait below).
            await expect.poll(() => main.locator('.MuiTouchRipple-child').count()).toBe(0);
          } else {
            await main.getByRole('region', { name: 'Reporting' }).getByText('High-impact news by regulator').waitFor();
          }
          await shell.waitForSettled();
          await page.mouse.move(0, viewport.height - 1);
          await shell.finishTransitions(main);
          if (viewport.width === 390) {
            const overflow = await sidewaysOverflow(page);
            expect(overflow, `${path}: no sideways scrolling at 390 px`).toBeLessThanOrEqual(0);
          }
          const name = `apps-${path.split('/').slice(2).join('-') || 'home'}-${theme}-${viewport.width}.png`;
          await page.screenshot({ path: await screenshotPath(name), fullPage: true });
          if (viewport.width !== 1280) continue;
          problems.push(...(await seriousAxeViolations(page, `${path} ${theme}`)));
        }
        await page.context().close();
      }
    }
    expect(problems).toEqual([]);
  });
});
