// The climate policy download wizard in the browser (issue 15): choose two jurisdictions and an instrument, go on
// to the templates, pick "grouped", and check that the XLSX and CSV the browser downloads hold what the preview
// showed: the same header, the same jurisdiction groups and as many policies as the preview counts.
import { readFile } from 'node:fs/promises';
import { AxeBuilder } from '@axe-core/playwright';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminApi,
  ApiClient,
  launchBrowser,
  newContext,
  screenshotPath,
  startServer,
  testUser,
  type TestServer,
} from './harness.ts';
import { SignInPage } from './sign-in-page.ts';

/** The policies the test makes: what the wizard's choices select (GB and FR carbon pricing), and others beside. */
const POLICIES = [
  { title: 'UK Emissions Trading Scheme', country: 'GB', policyType: 'carbon-pricing', status: 'in-force' },
  { title: 'UK Carbon Price Support', country: 'GB', policyType: 'carbon-pricing', status: 'in-force' },
  { title: 'French carbon tax', country: 'FR', policyType: 'carbon-pricing', status: 'in-force' },
  { title: 'UK Sustainability Disclosure Requirements', country: 'GB', policyType: 'disclosure', status: 'adopted' },
  { title: 'German national ETS', country: 'DE', policyType: 'carbon-pricing', status: 'in-force' },
];
const CHOSEN = POLICIES.filter((p) => ['GB', 'FR'].includes(p.country) && p.policyType === 'carbon-pricing');

describe('climate policy download wizard', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    [browser, server] = await Promise.all([launchBrowser(), startServer()]);
    // An analyst who keeps the climate policies (the superadmin holds no area's grants without the demo).
    const analyst = testUser('policyanalyst', ['policycreator']);
    await new AdminApi(server).createUser(analyst);
    const api = new ApiClient(server.baseUrl, analyst);
    for (const data of POLICIES) await api.post('/api/content/policy', { data });
    page = await (await newContext(browser, { acceptDownloads: true })).newPage();
    const signIn = new SignInPage(page, server.baseUrl);
    await signIn.goto();
    await signIn.signIn(analyst);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const main = () => page.getByRole('main');
  const preview = () => main().getByRole('region', { name: 'Preview of the file' });
  const search = () => new URL(page.url()).searchParams;

  async function download(name: string): Promise<Buffer> {
    // A button: the client fetches the file with the build's credentials and saves it (a blob download).
    const [file] = await Promise.all([page.waitForEvent('download'), main().getByRole('button', { name }).click()]);
    expect(file.suggestedFilename()).toMatch(/^climate-policies-grouped-\d{4}-\d{2}-\d{2}\.(xlsx|csv)$/);
    return readFile((await file.path())!);
  }

  it('walks from the choices to a grouped file that holds what the preview shows', async () => {
    await page.goto(`${server.baseUrl}/impact/policies/download/choose-data`);
    await expect.poll(() => main().getByRole('status').innerText()).toBe(`${POLICIES.length} policies match`);

    const jurisdictions = main().getByRole('combobox', { name: 'Jurisdictions' });
    for (const name of ['United Kingdom', 'France']) {
      await jurisdictions.fill(name);
      await page.getByRole('option', { name, exact: true }).click();
    }
    // The choices live in the address: a box shows ticked once the address has it.
    const carbonPricing = main().getByRole('checkbox', { name: 'Carbon pricing' });
    await carbonPricing.click();
    await expect.poll(() => carbonPricing.isChecked()).toBe(true);
    expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
    await expect.poll(() => main().getByRole('status').innerText()).toBe(`${CHOSEN.length} policies match`);
    expect(search().getAll('country')).toEqual(['GB', 'FR']);
    expect(search().getAll('policyType')).toEqual(['carbon-pricing']);

    await main().getByRole('link', { name: 'Next: choose a template' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/impact/policies/download/choose-template/basic');
    await main()
      .getByRole('radio', { name: /^Grouped by jurisdiction/ })
      .click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/impact/policies/download/choose-template/grouped');
    // The arrow keys go on switching templates (each a route of its own).
    const focused = () => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value);
    await expect.poll(focused).toBe('grouped');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/impact/policies/download/choose-template/table');
    await main().getByRole('heading', { name: 'Preview: Jurisdiction × instrument table' }).waitFor();
    await expect.poll(focused).toBe('table');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/impact/policies/download/choose-template/grouped');
    expect(search().toString()).toBe('country=GB&country=FR&policyType=carbon-pricing');

    // The preview: its count, a heading row per jurisdiction (alphabetical, with its count) and the policies.
    const groupRows = () => preview().locator('tr[data-kind="group"]').allInnerTexts();
    await expect.poll(groupRows).toEqual(['France — 1 policy', 'United Kingdom — 2 policies']);
    const groups = await groupRows();
    expect(
      await main()
        .getByText(/policies in the file$/)
        .innerText(),
    ).toBe('3 policies in the file');
    const headers = await preview().getByRole('columnheader').allInnerTexts();
    expect(headers[0]).toBe('Title');
    expect(headers).not.toContain('Jurisdiction');
    const titles = await preview().locator('tr[data-kind="item"] td:first-child').allInnerTexts();
    expect(titles.sort()).toEqual(CHOSEN.map((policy) => policy.title).sort());
    expect(await main().getByText('Jurisdictions').locator('xpath=..').innerText()).toContain('United Kingdom, France');
    await page.screenshot({ path: await screenshotPath('policies-download-grouped.png'), fullPage: true });
    expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);

    // The XLSX: the preview's header, its group rows in bold where the preview has them, and its policies.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await download('Download XLSX')) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(headers);
    const rows = sheet.getRows(2, sheet.rowCount - 1) ?? [];
    const isHeading = (row: ExcelJS.Row) => Boolean(row.getCell(1).font?.bold);
    const bold = rows.filter(isHeading);
    expect(bold.map((row) => row.getCell(1).text)).toEqual(groups);
    const items = rows.filter((row) => !isHeading(row));
    expect(items).toHaveLength(CHOSEN.length);
    expect(items.map((row) => row.getCell(1).text).sort()).toEqual([...titles].sort());
    // Rows in the file's order: each heading, then the policies of its jurisdiction.
    expect(rows.map((row) => row.getCell(1).text)).toEqual(
      await preview()
        .locator('tbody tr')
        .evaluateAll((trs) => trs.map((tr) => tr.querySelector('th, td')!.textContent)),
    );

    // The CSV: no heading rows (a reader would take them for policies), the jurisdiction as a first column instead.
    const csv: string[][] = parse((await download('Download CSV')).toString('utf8').replace(/^\uFEFF/, ''));
    expect(csv[0]).toEqual(['Jurisdiction', ...headers]);
    expect(csv.slice(1)).toHaveLength(CHOSEN.length);
    const perJurisdiction = Object.entries(
      csv.slice(1).reduce<Record<string, number>>((counts, row) => {
        counts[row[0]!] = (counts[row[0]!] ?? 0) + 1;
        return counts;
      }, {}),
    ).map(([name, n]) => `${name} — ${n} ${n === 1 ? 'policy' : 'policies'}`);
    expect(perJurisdiction).toEqual(groups);
  });

  it('goes back to the choices with them kept, and says when nothing matches', async () => {
    await page.goto(
      `${server.baseUrl}/impact/policies/download/choose-template/table?country=GB&country=FR&policyType=carbon-pricing`,
    );
    await expect
      .poll(() =>
        main()
          .getByRole('radio', { name: /^Jurisdiction × instrument table/ })
          .isChecked(),
      )
      .toBe(true);
    await main().getByRole('link', { name: 'Change the data' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/impact/policies/download/choose-data');
    await expect.poll(() => main().getByRole('button', { name: 'United Kingdom' }).count()).toBe(1);
    expect(await main().getByRole('checkbox', { name: 'Carbon pricing' }).isChecked()).toBe(true);
    await expect.poll(() => main().getByRole('status').innerText()).toBe(`${CHOSEN.length} policies match`);

    await page.goto(`${server.baseUrl}/impact/policies/download/choose-template/basic?country=AQ`);
    await expect
      .poll(() => main().getByText('No policy matches these choices, so there is nothing to download.').count())
      .toBe(1);
    expect(
      await main()
        .getByRole('button', { name: /^Download/ })
        .count(),
    ).toBe(0);
    await main().getByRole('link', { name: 'Choose other data' }).click();
    await expect.poll(() => search().getAll('country')).toEqual(['AQ']);
  });
});
