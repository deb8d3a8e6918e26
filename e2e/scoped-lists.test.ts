// Area lists in the browser on the demo data: /commodities/initiatives lists the commodities initiatives only and
// says so (a scope line, not a filter, with a link to the whole list); its export and "Save as alert" carry the
// scope, and the alert saved from it keeps it.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, launchBrowser, newContext, startServer, type TestServer } from './harness.ts';
import { SignInPage } from './sign-in-page.ts';

interface ListPage {
  total: { value: number; exact: boolean };
  items: { data: { title: string } }[];
}
interface Alerts {
  alerts: { name: string; contentType: string; query: Record<string, string | string[]> }[];
}

describe('scoped area lists', () => {
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

  const main = () => page.getByRole('main');
  const pagerText = () => page.locator('.MuiTablePagination-displayedRows').innerText();

  it('shows the area’s initiatives only, says which scope, and links to the whole list', async () => {
    const scoped = await api.call<ListPage>('GET', '/api/content/initiative?scope=commodities&limit=1');
    const all = await api.call<ListPage>('GET', '/api/content/initiative?limit=1');
    expect(scoped.total.value).toBeGreaterThan(0);
    expect(all.total.value).toBeGreaterThan(scoped.total.value);

    await page.goto(`${server.baseUrl}/commodities/initiatives`);
    await expect.poll(() => main().getByText('Scope: Commodities initiatives').count()).toBe(1);
    await expect.poll(pagerText).toBe(`1–${Math.min(25, scoped.total.value)} of ${scoped.total.value}`);
    // The area's own columns (core areas.ts: commodities, not the domain every row shares), and its items only.
    const grid = main().getByRole('grid');
    await grid.getByRole('columnheader', { name: 'Commodities' }).waitFor();
    expect(await grid.getByRole('columnheader', { name: 'Domain' }).count()).toBe(0);
    const firstPage = await api.call<ListPage>('GET', '/api/content/initiative?scope=commodities&limit=25');
    const titles = await grid.locator('[role="gridcell"][data-field="title"]').allInnerTexts();
    expect(new Set(titles.map((title) => title.trim()))).toEqual(
      new Set(firstPage.items.map((item) => item.data.title)),
    );

    const exportCsv = main().getByRole('button', { name: 'Export' });
    await exportCsv.click();
    // The export is fetched by the API client (with the build's credentials): its request carries the scope.
    const [request] = await Promise.all([
      page.waitForRequest((sent) => new URL(sent.url()).pathname === '/api/content/initiative/export'),
      page.getByRole('menuitem', { name: 'CSV (.csv)' }).click(),
    ]);
    expect(new URL(request.url()).searchParams.get('scope')).toBe('commodities');

    await main().getByRole('link', { name: 'All initiatives' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/impact/initiatives');
    await expect.poll(pagerText).toBe(`1–25 of ${all.total.value}`);
    expect(
      await main()
        .getByText(/^Scope:/)
        .count(),
    ).toBe(0);
  });

  it('saves an alert that keeps the scope', async () => {
    await page.goto(`${server.baseUrl}/commodities/initiatives`);
    const save = main().getByRole('link', { name: 'Save as alert' });
    expect(new URL((await save.getAttribute('href'))!, server.baseUrl).searchParams.get('scope')).toBe('commodities');
    await save.click();
    await expect.poll(() => main().getByText('Scope: Commodities initiatives').count()).toBe(1);
    await main().getByRole('textbox', { name: 'Name' }).fill('Commodities initiatives watch');
    await main().getByRole('button', { name: 'Create alert' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/alert/);
    const { alerts } = await api.call<Alerts>('GET', '/api/alerts');
    const saved = alerts.find((alert) => alert.name === 'Commodities initiatives watch');
    expect(saved).toMatchObject({ contentType: 'initiative', query: { scope: 'commodities' } });
  });
});
