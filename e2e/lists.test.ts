// The generic list in the browser on the demo data (its news outnumber what the server counts exactly, so the
// News list's total is an estimate): paging an estimated list, filters set in quick succession, and a list the
// caller may not read.
import { scaledLimit } from '../scripts/test-slowness.ts';
import type { Browser, Page } from 'playwright-core';
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
} from './harness.ts';
import { SignInPage } from './sign-in-page.ts';

interface NewsPage {
  items: { id: string; title: string; data: { publishedAt?: string } }[];
  nextCursor: string | null;
  total: { value: number; exact: boolean };
}

/** Reads the news. */
const reader = testUser('reader', ['riccmember']);
/** Reads insights until an administrator takes that role away while they are signed in. */
const lapsed = testUser('lapsed', ['riccmember']);

describe('lists', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  let api: ApiClient;
  let admin: AdminApi;

  beforeAll(async () => {
    [browser, server] = await Promise.all([launchBrowser(), startServer({ env: { DEMO: 'true' } })]);
    admin = new AdminApi(server);
    await admin.createUser(reader);
    api = new ApiClient(server.baseUrl, { email: reader.username, password: reader.password });
    page = await (await newContext(browser)).newPage();
    const signIn = new SignInPage(page, server.baseUrl);
    await signIn.goto();
    await signIn.signIn({ email: reader.username, password: reader.password });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const number = (value: number) => new Intl.NumberFormat('en').format(value);
  /** The pager's "1–25 of around 3,167". */
  const pagerText = () => page.locator('.MuiTablePagination-displayedRows').innerText();
  /** The first three rows' titles (the grid renders only the rows in view; the regulator column links too). */
  const titles = async () =>
    (await page.getByRole('grid').locator('[data-field="title"] a').allInnerTexts()).slice(0, 3);
  const titlesOf = (answer: NewsPage) => answer.items.slice(0, 3).map((item) => item.title);

  it('pages forward and back through a list whose total is an estimate', async () => {
    const first = await api.call<NewsPage>('GET', '/api/content/newsitem?limit=25');
    expect(first.total.exact, 'the demo has more news than the server counts exactly').toBe(false);
    const second = await api.call<NewsPage>(
      'GET',
      `/api/content/newsitem?limit=25&cursor=${encodeURIComponent(first.nextCursor!)}`,
    );
    const third = await api.call<NewsPage>(
      'GET',
      `/api/content/newsitem?limit=25&cursor=${encodeURIComponent(second.nextCursor!)}`,
    );

    await page.goto(`${server.baseUrl}/news?view=table`);
    await expect.poll(pagerText).toMatch(/^1–25 of around [\d,]+$/);
    expect(await titles()).toEqual(titlesOf(first));

    const next = page.getByRole('button', { name: 'Go to next page' });
    const previous = page.getByRole('button', { name: 'Go to previous page' });
    await next.click();
    await expect.poll(pagerText).toMatch(/^26–50 of around [\d,]+$/);
    await expect.poll(() => titles()).toEqual(titlesOf(second));
    await next.click();
    await expect.poll(pagerText).toMatch(/^51–75 of around [\d,]+$/);
    await expect.poll(() => titles()).toEqual(titlesOf(third));
    await page.screenshot({ path: await screenshotPath('list-estimated-page-3.png') });
    await previous.click();
    await expect.poll(pagerText).toMatch(/^26–50 of around [\d,]+$/);
    await expect.poll(() => titles()).toEqual(titlesOf(second));
    expect(await next.isEnabled()).toBe(true);
    expect(await previous.isEnabled()).toBe(true);
  });

  // Some 30 pages: about 20 s on a quiet 2-core machine, hence the time limit.
  it(
    'reaches the last page of an estimated list, which counts it exactly',
    async () => {
      // The server's own pages, walked by cursor: how many news there are, which no answer says exactly.
      let count = 0;
      let pages = 0;
      for (let cursor: string | null = ''; cursor !== null; pages++) {
        const answer: NewsPage = await api.call<NewsPage>(
          'GET',
          `/api/content/newsitem?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        );
        count += answer.items.length;
        cursor = answer.nextCursor;
      }

      await page.goto(`${server.baseUrl}/news?view=table&limit=100`);
      await expect.poll(pagerText).toMatch(/^1–100 of around [\d,]+$/);
      const next = page.getByRole('button', { name: 'Go to next page' });
      for (let shown = 1; shown < pages; shown++) {
        await next.click();
        await expect.poll(pagerText).toMatch(new RegExp(`^${number(shown * 100 + 1)}–`));
      }
      const total = number(count);
      await expect.poll(pagerText).toBe(`${number((pages - 1) * 100 + 1)}–${total} of ${total}`);
      expect(await next.isDisabled()).toBe(true);
    },
    scaledLimit(180_000),
  );

  it('keeps both of two filters set in quick succession', async () => {
    // An upper bound on the date, so that the list differs from the country's alone (the newest come first).
    const german = await api.call<NewsPage>('GET', '/api/content/newsitem?limit=50&countries=DE');
    const to = String(german.items.at(-1)?.data.publishedAt).slice(0, 10);
    const filtered = await api.call<NewsPage>(
      'GET',
      `/api/content/newsitem?limit=25&countries=DE&publishedAt.to=${to}`,
    );
    expect(filtered.items.length, 'the demo has German news up to the date').toBeGreaterThan(0);
    expect(titlesOf(filtered)).not.toEqual(titlesOf(german));

    await page.goto(`${server.baseUrl}/news?view=table`);
    await expect.poll(pagerText).toMatch(/^1–25 of around [\d,]+$/);
    // The date straight after the country, before the list has answered (or even re-rendered) for the country.
    const countries = page.getByRole('combobox', { name: 'Countries' });
    const dateTo = page.getByLabel('Published to', { exact: true });
    await countries.fill('Germany');
    await page.getByRole('option', { name: 'Germany', exact: true }).click();
    await dateTo.fill(to);

    await expect.poll(() => new URL(page.url()).searchParams.toString()).toBe(`countries=DE&publishedAt.to=${to}`);
    await expect.poll(() => titles()).toEqual(titlesOf(filtered));
    await expect.poll(() => dateTo.inputValue()).toBe(to);
    expect(await page.getByRole('button', { name: 'Germany' }).count()).toBe(1);
  });

  it('says only that a list may not be read: no filters, table, pager or alert to save', async () => {
    const { id } = await admin.post<{ id: string }>('/api/users', lapsed);
    const lapsedPage = await (await newContext(browser)).newPage();
    const signIn = new SignInPage(lapsedPage, server.baseUrl);
    await signIn.goto();
    await signIn.signIn({ email: lapsed.username, password: lapsed.password });
    // The roles change while the user is signed in: the page still thinks it may read insights, the server refuses.
    const cookie = await signInThroughApi(server.baseUrl, server.admin);
    const patched = await fetch(`${server.baseUrl}/api/users/${id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', cookie: `rh_session=${cookie}` },
      body: JSON.stringify({ acgroups: ['tagger'] }),
    });
    expect(patched.status).toBe(200);
    // Into the list the way a link of the page goes: no reload, so the page keeps the roles it loaded with.
    await lapsedPage.evaluate(() => {
      window.history.pushState(null, '', '/articles');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });

    const main = lapsedPage.getByRole('main');
    await main.getByRole('alert').filter({ hasText: 'You do not have permission to do this.' }).waitFor();
    expect(await main.getByRole('heading', { level: 1 }).innerText()).toBe('Insights');
    await lapsedPage.screenshot({ path: await screenshotPath('list-refused.png') });
    expect(await main.getByRole('grid').count()).toBe(0);
    expect(await main.getByRole('search').count()).toBe(0);
    expect(await main.getByRole('link', { name: 'Save as alert' }).count()).toBe(0);
    expect(await main.locator('.MuiTablePagination-root').count()).toBe(0);
    expect(await main.getByRole('alert').allInnerTexts()).toEqual(['You do not have permission to do this.']);
    await lapsedPage.context().close();
  });
});
