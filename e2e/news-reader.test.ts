// News as a reader (issue 13): an analyst reads with j and sees the unread count fall, reads the chosen item in the
// pane beside the list at 1366 px (light and dark), and on a phone reads cards under one Filters button. (Triage keys
// and the table's ticks are news-triage.test.ts's.)
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ContentListPage } from './content-pages.ts';
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

const DAY = 86_400_000;
/** More than a page (25 rows): j goes on to the next. */
const COUNT = 27;
const PAGE = 25;
const analyst = testUser('readeranalyst', ['riccmember']);
/** Makes the news (the server's own admin has no grant on them). */
const editor = testUser('readereditor', ['superadmin', 'riccadmin']);
/** Newest first: item 0 is the top row. */
const title = (index: number) =>
  `Reader item ${String(index).padStart(2, '0')}: supervisory statement on topic ${index}`;

describe('news as a reader', () => {
  let server: TestServer;
  let browser: Browser;
  let reader: ApiClient;
  const contexts: BrowserContext[] = [];

  const unreadTotal = async () =>
    (await reader.call<{ total: number }>('GET', '/api/reading/unread?type=newsitem')).total;
  const shot = async (page: Page, name: string) =>
    page.screenshot({ path: await screenshotPath(`news-reader-${name}.png`) });
  const openNews = async (width: number, path = '/news', theme?: 'dark') => {
    const context = await newContext(browser, { viewport: { width, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    const signIn = new SignInPage(page, server.baseUrl);
    await signIn.goto();
    await signIn.signIn({ email: analyst.username, password: analyst.password });
    if (theme) await page.evaluate((mode) => localStorage.setItem('frmCloudTheme', mode), theme);
    await page.goto(`${server.baseUrl}${path}`);
    return page;
  };
  /** The reader's rows (a row's tags are a list of their own). */
  const rows = (page: Page) => page.getByRole('list', { name: 'News', exact: true }).locator(':scope > li');
  const unreadSide = (page: Page) => page.getByRole('navigation', { name: 'Unread' });

  beforeAll(async () => {
    [browser, server] = await Promise.all([launchBrowser(), startServer()]);
    const accounts = new AdminApi(server);
    for (const user of [analyst, editor]) await accounts.createUser(user);
    const admin = new ApiClient(server.baseUrl, { email: editor.username, password: editor.password });
    reader = new ApiClient(server.baseUrl, { email: analyst.username, password: analyst.password });
    for (let index = COUNT - 1; index >= 0; index--) {
      await admin.post('/api/content/newsitem', {
        data: {
          title: title(index),
          url: `https://regulator.example/news/${index}`,
          summary: `<p>The supervisor <b>expects</b> firms to act on topic ${index}.</p>`,
          content: `<p>The supervisor expects firms to act on topic ${index}.</p><p>Full text ${index}.</p>`,
          publishedAt: new Date(Date.now() - (index + 1) * 3_600_000 - DAY / 24).toISOString(),
          countries: ['GB'],
          tags: ['supervision'],
          status: 'new',
        },
      });
    }
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  it('an analyst reads ten items with j and sees the unread count fall by ten', async () => {
    expect(await unreadTotal()).toBe(COUNT);
    const page = await openNews(1366);
    const news = new ContentListPage(page, 'News');
    await expect.poll(() => news.total.innerText()).toBe(`${COUNT} items`);
    const allUnread = unreadSide(page).getByRole('button', { name: /^All unread/ });
    await expect.poll(() => allUnread.innerText()).toMatch(new RegExp(`\\b${COUNT}$`));
    expect(await rows(page).first().getAttribute('data-unread')).toBe('true');
    // The reader is the layout News opens in; the rows carry their summary as plain text.
    expect(await page.getByRole('button', { name: 'Reader', exact: true }).getAttribute('aria-pressed')).toBe('true');
    expect(await rows(page).first().innerText()).toContain('The supervisor expects firms to act on topic 0.');

    await page.getByRole('heading', { name: 'News', level: 1 }).click();
    for (let step = 0; step < 10; step++) await page.keyboard.press('j');
    // The pane follows the chosen row: the tenth.
    const pane = page.getByRole('article', { name: 'Reading pane' });
    await expect.poll(() => pane.getByRole('heading', { level: 2 }).innerText()).toBe(title(9));
    await expect.poll(unreadTotal).toBe(COUNT - 10);
    await expect.poll(() => allUnread.innerText()).toMatch(new RegExp(`\\b${COUNT - 10}$`));
    expect(await page.locator('[data-unread]').count()).toBe(PAGE - 10);
    // The rows did not move: an "unread only" list keeps them until it is loaded again.
    expect(await rows(page).count()).toBe(PAGE);

    // A star keeps one: the starred filter finds it.
    await rows(page)
      .nth(2)
      .getByRole('button', { name: /^Star “/ })
      .click();
    await expect
      .poll(() =>
        rows(page)
          .nth(2)
          .getByRole('button', { name: /^Unstar “/ })
          .getAttribute('aria-pressed'),
      )
      .toBe('true');
    const starred = async () =>
      (await reader.call<{ items: { title: string }[] }>('GET', '/api/content/newsitem?starred=true')).items;
    await expect.poll(async () => (await starred()).map((item) => item.title)).toEqual([title(2)]);
  });

  it('shows the chosen item beside the list at 1366 px, in light and dark', async () => {
    for (const theme of [undefined, 'dark'] as const) {
      const page = await openNews(1366, '/news', theme);
      await expect.poll(() => rows(page).count()).toBe(PAGE);
      await rows(page).nth(11).click();
      // Chosen, not opened: the address stays the list's.
      expect(new URL(page.url()).pathname).toBe('/news');
      const pane = page.getByRole('article', { name: 'Reading pane' });
      await expect.poll(() => pane.getByRole('heading', { level: 2 }).innerText()).toBe(title(11));
      expect(await pane.innerText()).toContain('Full text 11.');
      expect(await pane.getByRole('link', { name: /Read at the source/ }).getAttribute('href')).toBe(
        'https://regulator.example/news/11',
      );
      expect(await pane.getByRole('link', { name: 'Open the item’s page' }).getAttribute('href')).toMatch(
        /^\/newsitem\/[0-9a-f-]{36}$/,
      );
      expect(await rows(page).nth(11).getAttribute('aria-current')).toBe('true');
      await page.waitForLoadState('networkidle');
      await shot(page, theme ?? 'light');
    }
    // Shown is read.
    await expect.poll(unreadTotal).toBe(COUNT - 11);
  });

  it('goes on to the next page with j past the last row, the pane following', async () => {
    const page = await openNews(1366);
    await expect.poll(() => rows(page).count()).toBe(PAGE);
    await rows(page)
      .nth(PAGE - 1)
      .click();
    const pane = page.getByRole('article', { name: 'Reading pane' });
    await expect.poll(() => pane.getByRole('heading', { level: 2 }).innerText()).toBe(title(PAGE - 1));
    await page.keyboard.press('j');
    await expect.poll(() => pane.getByRole('heading', { level: 2 }).innerText()).toBe(title(PAGE));
    expect(await page.getByText('Page 2').first().isVisible()).toBe(true);
    expect(await rows(page).first().getAttribute('aria-current')).toBe('true');
    // Both were shown in the pane: both are read.
    const readOf = async (indexes: number[]) => {
      const answer = await reader.call<{ items: { title: string; reading: { read: boolean } }[] }>(
        'GET',
        '/api/content/newsitem?limit=50',
      );
      return indexes.map((index) => answer.items.find((item) => item.title === title(index))?.reading.read);
    };
    await expect.poll(() => readOf([PAGE - 1, PAGE])).toEqual([true, true]);
  });

  it('shows cards at 390 px under one Filters button, and a card opens its item', async () => {
    const page = await openNews(390, '/news?countries=GB');
    await expect.poll(() => rows(page).count()).toBe(PAGE);
    const filters = page.getByRole('button', { name: 'Filters (1)' });
    await filters.waitFor();
    // The first card is on the first screen: its title, meta line and summary.
    const first = rows(page).first();
    const box = (await first.boundingBox())!;
    expect(box.y + box.height).toBeLessThan(900);
    expect(box.width).toBeLessThanOrEqual(390);
    expect(await first.innerText()).toContain('United Kingdom');
    await page.waitForLoadState('networkidle');
    await shot(page, 'phone');

    const before = await unreadTotal();
    await rows(page).nth(12).click();
    await page.waitForURL(/\/newsitem\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: title(12), level: 1 }).waitFor();
    await expect.poll(unreadTotal).toBe(before - 1);
  });

  it('marks all read for the list shown', async () => {
    const page = await openNews(1366, '/news?countries=GB');
    await expect.poll(() => rows(page).count()).toBe(PAGE);
    expect(await unreadTotal()).toBeGreaterThan(0);
    // Fewer than a hundred: no question asked.
    await page.getByRole('button', { name: 'Mark all read' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'marked read' }).innerText())
      .toMatch(/^\d+ marked read\.$/);
    await expect.poll(unreadTotal).toBe(0);
    await expect.poll(() => page.locator('[data-unread]').count()).toBe(0);
  });
});
