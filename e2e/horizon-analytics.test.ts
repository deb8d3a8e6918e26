// Signals and Snapshot in the browser on the demo data: the figures the server computes show on the page, and a
// group's link opens the News list filtered to it, counting the same items.
import { scaledLimit } from '../scripts/test-slowness.ts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ContentListPage } from './content-pages.ts';
import {
  AdminApi,
  ApiClient,
  launchBrowser,
  screenshotPath,
  signedInPage,
  startServer,
  testUser,
  type TestServer,
} from './harness.ts';

const analyst = testUser('trendwatcher', ['riccmember']);

interface Group {
  key: string;
  label: string;
  count: number;
}

/** "1,234 items" → 1234. */
const itemCount = (text: string) => Number(text.replace(/ items?$/, '').replace(/,/g, ''));

describe('the analytics of the Horizon area, on the demo data', () => {
  let server: TestServer;
  let browser: Browser;
  let api: ApiClient;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [browser, server] = await Promise.all([launchBrowser(), startServer({ env: { DEMO: 'true' } })]);
    await new AdminApi(server).createUser(analyst);
    api = new ApiClient(server.baseUrl, { email: analyst.username, password: analyst.password });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  /** Opens a group's link and answers the count the News list shows for it. */
  const listCountAfter = async (page: Page, link: ReturnType<Page['getByRole']>) => {
    await link.click();
    await page.waitForURL((url) => url.pathname === '/news');
    const list = new ContentListPage(page, 'News');
    await expect.poll(() => list.total.innerText(), { timeout: scaledLimit(10_000) }).toMatch(/^\d[\d,]* items?$/);
    return { url: new URL(page.url()), count: itemCount(await list.total.innerText()) };
  };

  it('Signals: this week against the weeks before, a topic leading to its news of the week', async () => {
    const signals = await api.call<{ total: { current: number }; rows: { topic: { label: string }[] } }>(
      'GET',
      '/api/horizon/signals',
    );
    expect(signals.total.current, 'the demo has news this week').toBeGreaterThan(0);
    const page = await signedInPage(browser, server.baseUrl, analyst, contexts);
    await page.goto(`${server.baseUrl}/signals`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Signals');

    const total = page.getByRole('region', { name: 'All news' }).getByRole('link');
    await expect.poll(() => total.innerText()).toBe(signals.total.current.toLocaleString('en'));
    const topics = page.getByRole('region', { name: 'Topics' });
    const first = topics.getByRole('row').nth(1);
    await expect.poll(() => first.getByRole('link').innerText()).toBe(signals.rows.topic[0]!.label);
    for (const name of ['Countries', 'Regulators', 'News types']) {
      await expect.poll(() => page.getByRole('region', { name }).getByRole('row').count()).toBeGreaterThan(1);
    }
    await page.screenshot({ path: await screenshotPath('horizon-signals.png'), fullPage: true });

    const thisWeek = Number(await first.getByRole('cell').nth(1).innerText());
    const { url, count } = await listCountAfter(page, first.getByRole('link'));
    expect(url.searchParams.get('topics')).toMatch(/^[0-9a-f-]{36}$/);
    expect(url.searchParams.get('publishedAt.from')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(count).toBe(thisWeek);
  });

  it('Snapshot: the month by topic, country, regulator and type with its events, a country leading to its news', async () => {
    const snapshot = await api.call<{
      period: { from: string; to: string };
      news: { total: number; groups: { country: Group[] } };
      events: { total: number };
    }>('GET', '/api/horizon/snapshot');
    expect(snapshot.news.total, 'the demo has news this month').toBeGreaterThan(0);
    const page = await signedInPage(browser, server.baseUrl, analyst, contexts);
    await page.goto(`${server.baseUrl}/snapshot`);

    const totals = page.getByRole('region', { name: 'Totals' });
    await expect
      .poll(() => totals.getByRole('link').first().innerText())
      .toBe(snapshot.news.total.toLocaleString('en'));
    await expect.poll(() => totals.getByRole('link').nth(1).innerText()).toBe(String(snapshot.events.total));
    const countries = page.getByRole('region', { name: /^Countries/ });
    const top = snapshot.news.groups.country[0]!;
    await expect
      .poll(() => countries.getByRole('listitem').first().innerText())
      .toMatch(new RegExp(`^${top.label}\\s+${top.count}$`));
    await expect
      .poll(() =>
        page
          .getByRole('region', { name: /^Events/ })
          .getByRole('row')
          .count(),
      )
      .toBe(Math.min(snapshot.events.total, 500) + 1);
    await page.screenshot({ path: await screenshotPath('horizon-snapshot.png'), fullPage: true });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`snapshot-${snapshot.period.from}-to-${snapshot.period.to}.csv`);

    const { url, count } = await listCountAfter(page, countries.getByRole('link', { name: top.label, exact: true }));
    expect(url.searchParams.get('countries')).toBe(top.key);
    expect(url.searchParams.get('publishedAt.from')).toBe(snapshot.period.from);
    expect(count).toBe(top.count);
  });
});
