// Triage without friction (issue 13): an analyst tags an item from the News list with t and a type-ahead, ticks
// rows and marks them in one action, and choosing a topic an item already has keeps it. (j/k, r/i/a, Enter and the
// help are horizon-news.test.ts's.)
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

const DAY = 86_400_000;
const analyst = testUser('triager', ['riccmember']);
/** Sets up tags, topics and news (the server's own admin has no grant on them). */
const editor = testUser('triageeditor', ['superadmin', 'riccadmin']);

/** Newest first in News: the first title is the top row. */
const TITLES = [
  'Market abuse: a new insider list template',
  'Supervisory priorities for the coming year',
  'Consultation on outsourcing to cloud providers',
  'Speech on retail investment',
  'Register of crypto-asset service providers updated',
  'Annual report published',
];

interface Item {
  id: string;
  title: string;
  version: number;
  data: Record<string, unknown>;
}

/**
 * Waits until the option Enter takes (the highlighted one) is `name`: the options are redrawn when a lookup answers,
 * and an Enter between two drawings took nothing (CI: the picker stayed open).
 */
async function highlighted(page: Page, name: string): Promise<void> {
  // The lookups have answered for the whole text (the picker is no longer busy): no redraw is still to come.
  await expect.poll(() => page.getByRole('dialog').getAttribute('aria-busy')).toBe('false');
  await expect
    .poll(async () => {
      const id = await page.getByRole('combobox').getAttribute('aria-activedescendant');
      return id ? page.locator(`[id="${id}"]`).innerText() : null;
    })
    .toBe(name);
}

describe('triage without friction', () => {
  let server: TestServer;
  let browser: Browser;
  let admin: ApiClient;
  let reader: ApiClient;
  const contexts: BrowserContext[] = [];
  const ids: Record<string, string> = {};

  const newsItem = async (title: string) => {
    const page = await reader.call<{ items: Item[] }>('GET', `/api/content/newsitem?limit=50`);
    return page.items.find((item) => item.title === title)!;
  };
  const shot = async (page: Page, name: string) =>
    page.screenshot({ path: await screenshotPath(`triage-${name}.png`), fullPage: true });
  /** The News table (the reader is the default view; the table has the checkboxes), with its triage panel. */
  const openNews = async () => {
    const page = await signedInPage(browser, server.baseUrl, analyst, contexts);
    await page.goto(`${server.baseUrl}/news?view=table`);
    const news = new ContentListPage(page, 'News');
    await expect.poll(() => news.total.innerText()).toBe(`${TITLES.length} items`);
    return { page, triage: page.getByRole('region', { name: 'Triage' }) };
  };

  beforeAll(async () => {
    [browser, server] = await Promise.all([launchBrowser(), startServer()]);
    const accounts = new AdminApi(server);
    for (const user of [analyst, editor]) await accounts.createUser(user);
    admin = new ApiClient(server.baseUrl, { email: editor.username, password: editor.password });
    reader = new ApiClient(server.baseUrl, { email: analyst.username, password: analyst.password });
    const create = async (type: string, data: object) =>
      (await admin.post<{ id: string }>(`/api/content/${type}`, { data })).id;
    ids.tag = await create('tag', { name: 'Market abuse', slug: 'market-abuse' });
    ids.topic = await create('topic', { name: 'ICT risk', slug: 'ict-risk' });
    for (const [index, title] of TITLES.entries()) {
      await create('newsitem', {
        title,
        url: `https://regulator.example/news/${index}`,
        publishedAt: new Date(Date.now() - (index + 1) * DAY).toISOString(),
        status: 'new',
        // The last one is about ICT risk already.
        ...(index === TITLES.length - 1 ? { topics: [ids.topic] } : {}),
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

  it('tags an item from the list: t, a few letters, Enter; a topic it has already stays', async () => {
    const { page, triage } = await openNews();
    await page.keyboard.press('j');
    await expect.poll(() => triage.getByRole('status').innerText()).toBe(`Chosen: ${TITLES[0]}`);
    await page.keyboard.press('t');
    const picker = page.getByRole('dialog', { name: `Tag “${TITLES[0]}”` });
    await picker.waitFor();
    await page.keyboard.type('market');
    await page.getByRole('option', { name: 'Market abuse' }).waitFor();
    await highlighted(page, 'Market abuse');
    await shot(page, 'picker');
    await page.keyboard.press('Enter');
    await picker.waitFor({ state: 'detached' });
    await expect
      .poll(() => triage.getByRole('status').innerText())
      .toBe(`Added the tag “Market abuse” to “${TITLES[0]}”.`);
    expect((await newsItem(TITLES[0]!)).data.tags).toEqual(['market-abuse']);

    // A topic, then the same topic again: kept, not taken away.
    for (const expected of [`Added the topic “ICT risk” to “${TITLES[0]}”.`, `has the topic “ICT risk” already`]) {
      await page.keyboard.press('t');
      await picker.waitFor();
      await page.keyboard.type('ICT');
      await page.getByRole('option', { name: 'ICT risk' }).waitFor();
      await highlighted(page, 'ICT risk');
      await page.keyboard.press('Enter');
      await expect.poll(() => triage.getByRole('status').innerText()).toContain(expected);
    }
    expect((await newsItem(TITLES[0]!)).data.topics).toEqual([ids.topic]);

    // Escape closes the picker without a change.
    await page.keyboard.press('t');
    await picker.waitFor();
    await page.keyboard.press('Escape');
    await picker.waitFor({ state: 'detached' });
  });

  it('ticks three rows with x and marks them irrelevant in one action', async () => {
    const { page, triage } = await openNews();
    for (let row = 0; row < 3; row += 1) {
      await page.keyboard.press('j');
      await page.keyboard.press('x');
    }
    const bar = triage.getByRole('toolbar', { name: 'Ticked items' });
    await expect.poll(() => bar.getByText('3 ticked:').count()).toBe(1);
    await shot(page, 'ticked');
    await bar.getByRole('button', { name: 'Mark irrelevant' }).click();
    await expect.poll(() => triage.getByRole('status').innerText()).toBe('3 marked irrelevant');
    for (const title of TITLES.slice(0, 3)) expect((await newsItem(title)).data.status).toBe('irrelevant');
    expect((await newsItem(TITLES[3]!)).data.status).toBe('new');
    // Done: the ticks are gone, and with them the bar.
    await bar.waitFor({ state: 'detached' });
  });

  it('keeps a topic the item has when it is chosen again in the tag editor, and says the tags were saved', async () => {
    const title = TITLES[TITLES.length - 1]!;
    const item = await newsItem(title);
    const page = await signedInPage(browser, server.baseUrl, analyst, contexts);
    await page.goto(`${server.baseUrl}/newsitem/${item.id}`);
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    const classification = page.getByRole('region', { name: 'Classification' });
    await classification.getByRole('button', { name: 'Tag', exact: true }).click();
    const topics = classification.getByRole('combobox', { name: 'Topics' });
    await topics.click();
    await page.getByRole('option', { name: 'ICT risk' }).click();
    await expect.poll(() => classification.getByRole('button', { name: 'ICT risk' }).count()).toBe(1);
    const tags = classification.getByRole('combobox', { name: 'Tags' });
    await tags.fill('annual-report');
    await tags.press('Enter');
    await classification.getByRole('button', { name: 'Save tags' }).click();
    await page.getByText('Tags saved').waitFor();
    await classification.getByRole('button', { name: 'Save tags' }).waitFor({ state: 'detached' });
    const saved = await newsItem(title);
    expect(saved.data).toMatchObject({ topics: [ids.topic], tags: ['annual-report'] });
  });
});
