// Signals and Snapshot in the browser on the demo data: the figures the server computes show on the page, and a
// group's link opens the News list filtered to it, counting the same items.
import { readFile } from 'node:fs/promises';
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

  /**
   * The rising topics' chart: drawn (a canvas), its table reached by keyboard (Tab to "Table", Enter), and its CSV
   * holding the numbers the table shows.
   */
  const checkTopicsChart = async (page: Page, topics: { label: string; current: number; average: number }[]) => {
    const chart = page.getByRole('region', {
      name: 'Rising topics: this week against the weekly average',
      exact: true,
    });
    await expect.poll(() => chart.locator('canvas').count(), { timeout: scaledLimit(10_000) }).toBeGreaterThan(0);
    await chart.getByRole('heading').click();
    await page.keyboard.press('Tab');
    const toggle = chart.getByRole('button', { name: 'Table' });
    await expect.poll(() => toggle.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    const table = chart.getByRole('table');
    await expect.poll(() => table.isVisible()).toBe(true);
    expect(await table.locator('caption').innerText()).toBe('Rising topics: this week against the weekly average');
    const shown = await table
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.map((row) => Array.from(row.children).map((cell) => (cell as HTMLElement).innerText.trim())),
      );
    expect(shown[0]).toEqual([
      topics[0]!.label,
      String(topics[0]!.current),
      String(Math.round(topics[0]!.average * 10) / 10),
    ]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      chart.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Topic,This week,Weekly average before');
    const unquote = (cell: string) => cell.replace(/^"(.*)"$/, '$1').replaceAll('""', '"');
    const rows = lines.slice(1).map((line) =>
      line
        .match(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)!
        .map((c) => unquote(c.replace(/,$/, '')))
        .slice(0, 3),
    );
    expect(rows).toEqual(shown.map((row) => [row[0], ...row.slice(1).map((cell) => cell.replace(/,/g, ''))]));
  };

  it('Signals: this week against the weeks before, a topic leading to its news of the week', async () => {
    const signals = await api.call<{
      total: { current: number };
      rows: { topic: { label: string; current: number; average: number }[] };
    }>('GET', '/api/horizon/signals');
    expect(signals.total.current, 'the demo has news this week').toBeGreaterThan(0);
    const page = await signedInPage(browser, server.baseUrl, analyst, contexts);
    await page.goto(`${server.baseUrl}/signals`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Signals');

    const total = page.getByRole('region', { name: 'All news' }).getByRole('link');
    await expect.poll(() => total.innerText()).toBe(signals.total.current.toLocaleString('en'));
    const topics = page.getByRole('region', { name: 'Topics', exact: true });
    const first = topics.getByRole('row').nth(1);
    await expect.poll(() => first.getByRole('link').innerText()).toBe(signals.rows.topic[0]!.label);
    for (const name of ['Countries', 'Regulators', 'News types']) {
      await expect.poll(() => page.getByRole('region', { name }).getByRole('row').count()).toBeGreaterThan(1);
    }
    await page.screenshot({ path: await screenshotPath('horizon-signals.png'), fullPage: true });
    await checkTopicsChart(page, signals.rows.topic);

    const thisWeek = Number(await first.getByRole('cell').nth(1).innerText());
    const { url, count } = await listCountAfter(page, first.getByRole('link'));
    expect(url.searchParams.get('topics')).toMatch(/^[0-9a-f-]{36}$/);
    expect(url.searchParams.get('publishedAt.from')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(count).toBe(thisWeek);
  });

  it('Signals: the charts in the light and the dark theme, wide and narrow (screenshots to look at)', async () => {
    const page = await signedInPage(browser, server.baseUrl, analyst, contexts);
    for (const mode of ['light', 'dark'] as const) {
      // The theme toggle's key (ThemeModeProvider, storage-keys.ts).
      await page.evaluate((value) => localStorage.setItem('frmCloudTheme', value), mode);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${server.baseUrl}/signals`);
        const map = page.getByRole('region', { name: 'News this week by country', exact: true });
        await expect.poll(() => map.locator('canvas').count(), { timeout: scaledLimit(10_000) }).toBeGreaterThan(0);
        const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
        expect(background).toBe(mode === 'dark' ? 'rgb(10, 25, 41)' : 'rgb(255, 255, 255)');
        await map.getByRole('button', { name: 'Table' }).click();
        await expect.poll(() => map.getByRole('table').isVisible()).toBe(true);
        await page.screenshot({ path: await screenshotPath(`signals-charts-${mode}-${width}.png`), fullPage: true });
        const topics = page.getByRole('region', {
          name: 'Rising topics: this week against the weekly average',
          exact: true,
        });
        await topics.screenshot({ path: await screenshotPath(`signals-topics-${mode}-${width}.png`) });
        await map.screenshot({ path: await screenshotPath(`signals-map-${mode}-${width}.png`) });
      }
    }
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
    // Countries are a map: its table (behind the "Table" toggle) lists each country with its count.
    const countries = page.getByRole('region', { name: /^Countries \(\d+\)$/ });
    await expect.poll(() => countries.locator('canvas').count(), { timeout: scaledLimit(10_000) }).toBeGreaterThan(0);
    const top = snapshot.news.groups.country[0]!;
    await countries.getByRole('button', { name: 'Table' }).click();
    const topRow = countries
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: top.label, exact: true }) });
    await expect.poll(() => topRow.innerText()).toMatch(new RegExp(`^${top.label}\\s+${top.count}$`));
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

    const { url, count } = await listCountAfter(page, topRow.getByRole('button', { name: top.label, exact: true }));
    expect(url.searchParams.get('countries')).toBe(top.key);
    expect(url.searchParams.get('publishedAt.from')).toBe(snapshot.period.from);
    expect(count).toBe(top.count);
  });
});
