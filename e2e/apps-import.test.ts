// The import app in Chromium (issue 17): an analyst uploads an XLSX of obligations with one bad row, maps its
// columns, sees the bad cell's error in the preview and in the full check, imports (the good rows created, the bad
// one skipped and listed), then fixes the row and imports the same file again on the title as key: the fixed row is
// created and the others updated, not duplicated. The page at 1280 and 390 wide, light and dark, goes to
// e2e/screenshots, checked with axe at 1280.
import { AxeBuilder } from '@axe-core/playwright';
import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminApi,
  ApiClient,
  launchBrowser,
  newContext,
  screenshotPath,
  signInThroughApi,
  startServer,
  testUser,
  type TestServer,
  sidewaysOverflow,
} from './harness.ts';
import { Shell } from './shell-page.ts';
import { SignInPage } from './sign-in-page.ts';

const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;

const REGULATION = 'Digital Operational Resilience Act';
const HEADERS = ['Title', 'Regulation', 'Duty', 'Modality', 'Due'];
const BAD_ROW = 3;
/**
 * Four obligations. The third's due date is no date until `fixed`; the fixed file also words the first one's duty
 * anew, so that its re-import creates one, updates one and finds two the same.
 */
const rowsOf = (fixed: boolean): (string | Date | null)[][] => [
  [
    'Report major ICT incidents',
    REGULATION,
    fixed
      ? 'Report major ICT-related incidents to the supervisor within four hours.'
      : 'Report major ICT-related incidents to the supervisor.',
    'must',
    new Date('2026-01-17'),
  ],
  [
    'Keep a register of ICT providers',
    REGULATION,
    'Keep a register of every ICT third-party arrangement.',
    'must',
    new Date('2025-04-30'),
  ],
  [
    'Test resilience yearly',
    REGULATION,
    'Test digital operational resilience every year.',
    'must',
    fixed ? new Date('2026-06-30') : 'next spring',
  ],
  [
    'Do not outsource without notice',
    REGULATION,
    'Do not outsource critical functions without notice.',
    'must-not',
    null,
  ],
];
const TITLES = rowsOf(true).map((row) => row[0] as string);

async function workbook(fixed: boolean): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Obligations');
  sheet.addRow(HEADERS);
  for (const row of rowsOf(fixed)) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const FILE_NAME = 'dora-obligations.xlsx';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('the import app (full build)', () => {
  /** A compliance analyst who may import (superadmin's appimporting) and write obligations. */
  const analyst = testUser('importer', ['superadmin', 'obligationsadmin']);
  let server: TestServer;
  let browser: Browser;
  let api: ApiClient;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [browser, server] = await Promise.all([launchBrowser(), startServer()]);
    await new AdminApi(server).createUser(analyst);
    api = new ApiClient(server.baseUrl, analyst);
    await api.post('/api/content/regulation', {
      data: { title: REGULATION, shortName: 'DORA', country: 'EU', kind: 'regulation' },
    });
  });

  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
    await server?.stop();
  });

  async function signedIn(viewport: { width: number; height: number } = VIEWPORTS[0], theme = 'light'): Promise<Page> {
    const context = await newContext(browser, { viewport, reducedMotion: 'reduce' });
    contexts.push(context);
    await context.addInitScript((mode) => localStorage.setItem('frmCloudTheme', mode), theme);
    const page = await context.newPage();
    const signIn = new SignInPage(page, server.baseUrl);
    await signIn.goto();
    await signIn.signIn({ email: analyst.username, password: analyst.password });
    await page.waitForURL((url) => url.pathname === '/');
    return page;
  }

  /** A select of the mapping, by the column it maps (its name continues with the value shown). */
  const select = (main: Locator, name: string) => main.getByRole('combobox', { name: new RegExp(`^${name}\\b`) });

  async function choose(page: Page, main: Locator, name: string, option: string) {
    await select(main, name).click();
    await page.getByRole('option', { name: option, exact: true }).click();
    await page.getByRole('listbox').waitFor({ state: 'hidden' });
  }

  async function upload(page: Page, main: Locator, fixed: boolean) {
    await choose(page, main, 'Import into', 'Obligations');
    await main
      .getByLabel('CSV or XLSX file')
      .setInputFiles({ name: FILE_NAME, mimeType: XLSX_TYPE, buffer: await workbook(fixed) });
    await main.getByRole('button', { name: 'Upload and map columns' }).click();
    await main.getByRole('table', { name: 'Columns of the file and the fields they fill' }).waitFor();
  }

  /** The figures of the import's result, as the page shows them. */
  async function result(main: Locator): Promise<string> {
    const figures = main.getByRole('region', { name: 'Result' });
    await figures.waitFor();
    return (await figures.innerText()).replace(/\s+/g, ' ').trim();
  }

  it('imports an XLSX with a bad row, then the fixed file again on a key: no duplicates', async () => {
    const page = await signedIn();
    const shell = new Shell(page, server.baseUrl);
    await shell.goto('/apps/import');
    const main = page.getByRole('main');
    await expect.poll(() => main.getByRole('heading', { level: 1 }).innerText()).toBe('Import');
    expect(await page.title()).toContain('Import');

    await upload(page, main, false);
    // Each column to its field, whatever the server proposed, and the title as the key for re-imports.
    await choose(page, main, 'Field for Title', 'Title *');
    await choose(page, main, 'Field for Regulation', 'Regulation * (regulation by title or key)');
    await choose(page, main, 'Field for Duty', 'Duty *');
    await choose(page, main, 'Field for Modality', 'Modality *');
    await choose(page, main, 'Field for Due', 'Due');
    await choose(page, main, 'Key for re-imports', 'Title');
    await main.getByRole('button', { name: 'Save and preview' }).click();

    // The preview: the bad row's due date is highlighted with its message; the other rows are fine.
    const preview = main.getByRole('table', { name: 'Preview of the first rows' });
    await preview.waitFor();
    const rowOf = (n: number) =>
      preview.getByRole('row').filter({ has: page.getByRole('rowheader', { name: String(n), exact: true }) });
    const badCell = rowOf(BAD_ROW).locator('td[data-invalid]');
    await expect.poll(() => badCell.count()).toBe(1);
    expect(await badCell.innerText()).toContain('next spring');
    expect((await badCell.innerText()).replace('next spring', '').trim()).not.toBe('');
    for (const n of [1, 2, 4]) expect(await rowOf(n).locator('td').last().innerText()).toBe('OK');
    await main.getByText('1 row of the first 4 with problems.').waitFor();
    await main
      .getByRole('list', { name: 'Problems in the preview' })
      .getByText(/^Row 3, Due: \S/)
      .waitFor();
    await shell.finishTransitions(main);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: await screenshotPath('apps-import-flow-preview-light-1280.png'), fullPage: true });

    // The dry run checks every row and lists the one error.
    await main.getByRole('button', { name: 'Check all rows' }).click();
    await main.getByText('All 4 rows checked: 3 ready to import, 1 with errors (skipped by the import).').waitFor();
    const errors = main.getByRole('table', { name: 'Errors by row' });
    await expect.poll(() => errors.getByRole('row').count()).toBe(2);
    expect(await errors.getByRole('row').nth(1).innerText()).toMatch(/^3\s+Due\s+next spring\s+\S/);
    await main.getByRole('button', { name: 'Continue to import' }).click();
    await main.getByRole('button', { name: 'Import', exact: true }).click();
    expect(await result(main)).toBe('Created 3 Updated 0 Unchanged 0 Skipped 1');
    expect(await main.getByRole('table', { name: 'Errors by row' }).getByRole('row').nth(1).innerText()).toMatch(
      /^3\s/,
    );
    await main.getByRole('button', { name: 'Download errors (CSV)' }).waitFor();
    await shell.finishTransitions(main);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: await screenshotPath('apps-import-result-light-1280.png'), fullPage: true });
    const firstId = new URL(page.url()).searchParams.get('import');
    expect(firstId).toBeTruthy();

    // The fixed file again: the remembered mapping and key come pre-filled; the fixed row is created, the reworded one
    // updated, the two others found the same (matched by title, nothing to change).
    await main.getByRole('button', { name: 'Import another file' }).click();
    await upload(page, main, true);
    expect(await select(main, 'Field for Due').innerText()).toBe('Due');
    expect(await select(main, 'Key for re-imports').innerText()).toBe('Title');
    await main.getByRole('button', { name: 'Save and preview' }).click();
    await main.getByText('No problem in the first 4 rows.').waitFor();
    await main.getByRole('button', { name: 'Continue to import' }).click();
    await main.getByRole('button', { name: 'Import', exact: true }).click();
    expect(await result(main)).toBe('Created 1 Updated 1 Unchanged 2 Skipped 0');
    expect(await main.getByRole('link', { name: 'Open Obligations' }).getAttribute('href')).toBeTruthy();

    // One obligation per title, through the API.
    const listed = await api.call<{ items: { title: string; data: { dueOn?: string; duty?: string } }[] }>(
      'GET',
      '/api/content/obligation?limit=100',
    );
    expect(listed.items.map((item) => item.title).sort()).toEqual([...TITLES].sort());
    const byTitle = new Map(listed.items.map((item) => [item.title, item.data]));
    expect(byTitle.get('Test resilience yearly')?.dueOn).toBe('2026-06-30');
    expect(byTitle.get('Report major ICT incidents')?.duty).toContain('within four hours');

    // The recent imports: both files, newest first, imported; the first reopens at its result.
    const recent = main.getByRole('table', { name: 'Recent imports, newest first' });
    await expect.poll(() => recent.getByRole('row').count()).toBe(3);
    await recent.getByRole('link', { name: FILE_NAME }).nth(1).click();
    await page.waitForURL((url) => url.searchParams.get('import') === firstId);
    expect(await result(main)).toBe('Created 3 Updated 0 Unchanged 0 Skipped 1');
  });

  it('shows the page at 1280 and 390 wide, light and dark, axe-clean', async () => {
    // A third upload of the bad file, left at its mapping: each screen saves it and shows the preview with its error.
    const cookie = await signInThroughApi(server.baseUrl, analyst);
    const answer = await fetch(`${server.baseUrl}/api/imports?type=obligation&name=${FILE_NAME}`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', cookie: `rh_session=${cookie}` },
      body: new Uint8Array(await workbook(false)),
    });
    expect(answer.status).toBe(201);
    const { import: pending } = (await answer.json()) as { import: { id: string } };

    const problems: string[] = [];
    /** Settles the page, checks it does not scroll sideways at 390, shoots it whole and runs axe at 1280. */
    async function look(page: Page, viewport: { width: number; height: number }, name: string) {
      const shell = new Shell(page, server.baseUrl);
      await shell.waitForSettled();
      await page.mouse.move(0, viewport.height - 1);
      await shell.finishTransitions(page.getByRole('main'));
      // From the top: a full-page shot of a scrolled page paints the sticky top bar over the middle.
      await page.evaluate(() => window.scrollTo(0, 0));
      if (viewport.width === 390) {
        const overflow = await sidewaysOverflow(page);
        expect(overflow, `${name}: no sideways scrolling at 390 px`).toBeLessThanOrEqual(0);
      }
      await page.screenshot({ path: await screenshotPath(`apps-import-${name}.png`), fullPage: true });
      if (viewport.width !== 1280) return;
      const results = await new AxeBuilder({ page }).analyze();
      for (const violation of results.violations) {
        if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
        const nodes = violation.nodes.slice(0, 3).map((node) => `${node.target.join(' ')} ${node.html.slice(0, 120)}`);
        problems.push(`${name}: ${violation.id} ×${violation.nodes.length}: ${nodes.join('; ')}`);
      }
    }

    for (const theme of ['light', 'dark'] as const) {
      const page = await signedIn(VIEWPORTS[0], theme);
      const shell = new Shell(page, server.baseUrl);
      const main = page.getByRole('main');
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        await shell.goto('/apps/import');
        await main.getByRole('button', { name: 'Upload and map columns' }).waitFor();
        await main.getByRole('table', { name: 'Recent imports, newest first' }).waitFor();
        await look(page, viewport, `upload-${theme}-${viewport.width}`);
        await shell.goto(`/apps/import?import=${pending.id}`);
        await main.getByRole('table', { name: 'Columns of the file and the fields they fill' }).waitFor();
        await look(page, viewport, `mapping-${theme}-${viewport.width}`);
        await main.getByRole('button', { name: 'Save and preview' }).click();
        await main.locator('td[data-invalid]').first().waitFor();
        await look(page, viewport, `preview-${theme}-${viewport.width}`);
      }
      await page.context().close();
    }
    expect(problems).toEqual([]);
  });
});
