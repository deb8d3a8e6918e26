// The news and events side of Horizon in the browser: an analyst triages News with the keyboard, opens an item and
// sees what a rule set, accepts a suggestion, makes an event of the item, then looks at the regulator's profile and
// the events timelines.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ContentFormPage, ContentListPage } from './content-pages.ts';
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

const DAY = 86_400_000;
const rfc822 = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY).toUTCString();
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

const DORA = 'ESMA consults on DORA register of information templates';
const FRAUD = 'Statistics on payment fraud in the first half of the year';
const SPEECH = 'Speech on market structure';
/** The regulator's feed: newest first in News is SPEECH, then FRAUD, then DORA. */
const FEED = `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0"><channel><title>ESMA news</title><link>https://esma.example/</link><description>News</description>
<item><title>${DORA}</title><link>https://esma.example/news/1</link><pubDate>${rfc822(3)}</pubDate><description>Responses are due in two months.</description></item>
<item><title>${FRAUD}</title><link>https://esma.example/news/2</link><pubDate>${rfc822(2)}</pubDate><description>Card fraud fell again.</description></item>
<item><title>${SPEECH}</title><link>https://esma.example/news/3</link><pubDate>${rfc822(1)}</pubDate><description>On equity markets.</description></item>
</channel></rss>`;

const analyst = testUser('newsanalyst', ['riccmember']);
/** Sets up regulators, rules and sources (the server's own admin has no grant on regulators or tagging rules). */
const editor = testUser('newseditor', ['superadmin', 'riccadmin']);

interface Item {
  id: string;
  title: string;
  version: number;
  data: Record<string, unknown>;
}

describe('horizon news and events', () => {
  let server: TestServer;
  let browser: Browser;
  let feedServer: Server;
  let admin: ApiClient;
  let reader: ApiClient;
  const contexts: BrowserContext[] = [];
  const ids: Record<string, string> = {};
  const upcoming = isoDay(new Date(Date.now() + 20 * DAY));

  const newsItem = async (title: string) => {
    const page = await reader.call<{ items: Item[] }>('GET', `/api/content/newsitem?source=${ids.source}&limit=10`);
    return page.items.find((item) => item.title === title)!;
  };
  const shot = async (page: Page, name: string) =>
    page.screenshot({ path: await screenshotPath(`horizon-${name}.png`), fullPage: true });

  beforeAll(async () => {
    feedServer = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/rss+xml' });
      res.end(FEED);
    });
    await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.2', resolve));
    const feedUrl = `http://127.0.0.2:${(feedServer.address() as AddressInfo).port}/news.xml`;
    [browser, server] = await Promise.all([
      launchBrowser(),
      startServer({ env: { FETCH_ALLOW: new URL(feedUrl).host } }),
    ]);
    const accounts = new AdminApi(server);
    for (const user of [analyst, editor]) await accounts.createUser(user);
    admin = new ApiClient(server.baseUrl, { email: editor.username, password: editor.password });
    reader = new ApiClient(server.baseUrl, { email: analyst.username, password: analyst.password });
    const create = async (type: string, data: object) =>
      (await admin.post<{ id: string }>(`/api/content/${type}`, { data })).id;
    ids.esma = await create('regulator', {
      code: 'ESMA',
      name: 'European Securities and Markets Authority',
      country: 'EU',
      level: 'supranational',
      kind: 'securities',
    });
    ids.topic = await create('topic', { name: 'ICT risk', slug: 'ict-risk' });
    await create('autotag', {
      name: 'DORA',
      match: 'words',
      terms: 'DORA',
      fields: ['title'],
      tags: ['dora'],
      topics: [ids.topic],
      enabled: true,
    });
    await create('suggestrule', {
      name: 'Consultations',
      pattern: '\\bconsults?\\b',
      field: 'title',
      tags: ['consultation-paper'],
      enabled: true,
    });
    ids.source = await create('source', {
      name: 'ESMA news',
      url: feedUrl,
      kind: 'rss',
      regulator: ids.esma,
      countries: ['EU'],
      enabled: true,
    });
    const fetched = await admin.call<{ added: number }>('POST', `/api/sources/${ids.source}/fetch`);
    expect(fetched.added).toBe(3);
    ids.hearing = await create('event', {
      title: 'ESMA hearing on market data',
      kind: 'hearing',
      start: upcoming,
      regulator: ids.esma,
      countries: ['EU'],
    });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await new Promise((resolve) => feedServer?.close(resolve));
  });

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  it('an analyst triages News with the keyboard: the status is saved', async () => {
    const page = await signedInPage(browser, server.baseUrl, analyst, contexts);
    await page.goto(`${server.baseUrl}/news?source=${ids.source}&status=new`);
    const news = new ContentListPage(page, 'News');
    await expect.poll(() => news.total.innerText()).toBe('3 items');
    const triage = page.getByRole('region', { name: 'Triage' });
    // Keys typed into the search box are the box's.
    const searchBox = page.getByRole('searchbox', { name: 'Search news' });
    await searchBox.press('j');
    await searchBox.press('r');
    expect(await searchBox.inputValue()).toBe('jr');
    expect(await triage.getByRole('status').innerText()).toBe('');
    await searchBox.fill('');
    await page.getByRole('heading', { name: 'News', level: 1 }).click();
    await expect.poll(() => news.total.innerText()).toBe('3 items');
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await expect.poll(() => triage.getByRole('status').innerText()).toBe(`Chosen: ${FRAUD}`);
    await page.keyboard.press('r');
    await expect.poll(() => triage.getByRole('status').innerText()).toBe(`Marked relevant: ${FRAUD}`);
    await expect.poll(async () => (await newsItem(FRAUD)).data.status).toBe('relevant');
    expect((await newsItem(SPEECH)).data.status).toBe('new');
    // It leaves the list of new items; the next row is chosen.
    await expect.poll(() => news.total.innerText()).toBe('2 items');
    await page.keyboard.press('?');
    await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor();
    await shot(page, 'news-triage');
    await page.keyboard.press('Escape');
    await page.keyboard.press('k');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/newsitem\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: SPEECH, level: 1 }).waitFor();
  });

  it('an analyst opens a news item, sees what a rule set, accepts a suggestion and makes an event of it', async () => {
    const item = await newsItem(DORA);
    expect(item.data.suggestions).toEqual(['tags:consultation-paper']);
    const page = await signedInPage(browser, server.baseUrl, analyst, contexts);
    await page.goto(`${server.baseUrl}/newsitem/${item.id}`);
    await page.getByRole('heading', { name: DORA, level: 1 }).waitFor();
    const classification = page.getByRole('region', { name: 'Classification' });
    // The tag and the topic the rule set carry the badge; the switch hides it.
    await expect.poll(() => classification.getByText('auto', { exact: true }).count()).toBe(2);
    await expect.poll(() => page.getByRole('region', { name: 'Related news' }).getByRole('link').count()).toBe(2);

    await page
      .getByRole('region', { name: 'Suggested' })
      .getByRole('button', { name: 'Accept consultation-paper' })
      .click();
    await page.getByRole('region', { name: 'Suggested' }).waitFor({ state: 'detached' });
    await expect.poll(() => classification.getByText('consultation-paper').count()).toBe(1);
    const accepted = await newsItem(DORA);
    expect(accepted.data).toMatchObject({ tags: ['dora', 'consultation-paper'], suggestions: [] });
    await shot(page, 'news-item');
    await classification.getByLabel('Mark what rules set').uncheck();
    expect(await classification.getByText('auto', { exact: true }).count()).toBe(0);
    await classification.getByLabel('Mark what rules set').check();

    await page.getByRole('button', { name: 'Relevant', exact: true }).click();
    await expect.poll(async () => (await newsItem(DORA)).data.status).toBe('relevant');

    await page.getByRole('link', { name: 'Create event' }).click();
    await page.waitForURL((url) => url.pathname === '/form/event/new');
    const form = new ContentFormPage(page, 'Event');
    expect(await form.field('Title').inputValue()).toBe(DORA);
    expect(await form.form.getByLabel(/^Date/).inputValue()).toBe(isoDay(new Date(Date.parse(rfc822(3)))));
    await expect
      .poll(() => form.form.getByRole('combobox', { name: 'Regulator' }).inputValue())
      .toBe('European Securities and Markets Authority');
    await form.form.getByText(DORA, { exact: true }).waitFor();
    await shot(page, 'event-form');
    await form.submit('Add event');
    await page.waitForURL(/\/event\/[0-9a-f-]{36}$/);
    const eventId = new URL(page.url()).pathname.split('/').at(-1)!;
    const event = await reader.call<Item>('GET', `/api/content/event/${eventId}`);
    expect(event.data).toMatchObject({
      title: DORA,
      kind: 'publication',
      regulator: ids.esma,
      countries: ['EU'],
      topics: [ids.topic],
      news: [item.id],
      url: 'https://esma.example/news/1',
    });
  });

  it('an analyst opens a regulator’s profile and the events timelines', async () => {
    const page = await signedInPage(browser, server.baseUrl, analyst, contexts);
    await page.goto(`${server.baseUrl}/regulator/ESMA`);
    await page.getByRole('heading', { name: 'European Securities and Markets Authority', level: 1 }).waitFor();
    const latest = page.getByRole('region', { name: 'Latest news' });
    await expect.poll(() => latest.getByRole('link', { name: DORA }).count()).toBe(1);
    expect(await latest.getByRole('link', { name: 'All news of this regulator' }).getAttribute('href')).toBe(
      `/news?regulator=${ids.esma}`,
    );
    await page
      .getByRole('region', { name: 'Upcoming events' })
      .getByRole('link', { name: 'ESMA hearing on market data' })
      .waitFor();
    await page.getByRole('region', { name: 'Sources' }).getByRole('link', { name: 'ESMA news' }).waitFor();
    await shot(page, 'regulator');

    await page.goto(`${server.baseUrl}/events/timeline`);
    const month = page.locator(`[data-month="${upcoming.slice(0, 7)}"]`);
    await month.getByRole('link', { name: 'ESMA hearing on market data' }).waitFor();
    await shot(page, 'events-timeline');
    // Filters go into the address, and the other view keeps them.
    await page.getByRole('combobox', { name: 'Countries' }).fill('Japan');
    await page.getByRole('option', { name: 'Japan', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByText('0 events', { exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.getAll('countries')).toEqual(['JP']);
    await page.getByRole('link', { name: 'By day' }).click();
    await page.waitForURL((url) => url.pathname === '/events/timeline/vertical');
    expect(new URL(page.url()).searchParams.getAll('countries')).toEqual(['JP']);
    await page.goto(`${server.baseUrl}/events/timeline/vertical?countries=EU`);
    await page
      .getByRole('region', { name: 'Upcoming' })
      .getByRole('link', { name: 'ESMA hearing on market data' })
      .waitFor();
    await page.getByRole('region', { name: 'Past' }).getByRole('link', { name: DORA }).waitFor();
    await shot(page, 'events-by-day');

    await page.goto(`${server.baseUrl}/news/filter`);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Relevant', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Show news' }).click();
    await page.waitForURL((url) => url.pathname === '/news');
    expect(new URL(page.url()).searchParams.get('status')).toBe('relevant');
    await expect.poll(() => new ContentListPage(page, 'News').total.innerText()).toBe('2 items');
  });
});
