// Events for calendars and sources for feed readers (issue 13): an analyst subscribes to the events in their
// calendar program and adds one event; an editor imports an OPML file (a private address refused) and exports it.
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
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

const analyst = testUser('calendaranalyst', ['riccmember']);
const editor = testUser('opmleditor', ['superadmin', 'riccadmin']);

describe('calendars and feed readers', () => {
  let server: TestServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const ids: Record<string, string> = {};
  const upcoming = new Date(Date.now() + 15 * 86_400_000).toISOString().slice(0, 10);

  beforeAll(async () => {
    [browser, server] = await Promise.all([launchBrowser(), startServer()]);
    const accounts = new AdminApi(server);
    for (const user of [analyst, editor]) await accounts.createUser(user);
    const admin = new ApiClient(server.baseUrl, { email: editor.username, password: editor.password });
    ids.hearing = (
      await admin.post<{ id: string }>('/api/content/event', {
        data: { title: 'Hearing on market data, part 2', kind: 'hearing', start: upcoming },
      })
    ).id;
    await admin.post('/api/content/event', {
      data: { title: 'Reporting deadline', kind: 'deadline', start: upcoming },
    });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  it('an analyst subscribes to the hearings in a calendar, resets the address, and adds one event', async () => {
    const page = await signedInPage(browser, server.baseUrl, analyst, contexts);
    await page.goto(`${server.baseUrl}/events?kind=hearing`);
    await page.getByRole('button', { name: 'Subscribe in your calendar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Subscribe in your calendar' });
    await dialog.getByRole('button', { name: 'Make my calendar address' }).click();
    const address = dialog.getByRole('textbox', { name: 'Your calendar address' });
    await expect.poll(() => address.inputValue()).toMatch(/\/api\/calendar\/[\w-]{43}\.ics\?kind=hearing$/);
    const first = await address.inputValue();
    await page.screenshot({ path: await screenshotPath('calendar-subscribe.png') });

    // A calendar program sends no cookie: the address alone gives the filtered events.
    const feed = await fetch(first);
    expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
    const ics = (await feed.text()).replace(/\r\n /g, '');
    expect(ics).toContain('SUMMARY:Hearing on market data\\, part 2');
    expect(ics).not.toContain('Reporting deadline');

    // Closed and opened again, it is not shown; a new one replaces it and the old one stops working.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Subscribe in your calendar' }).click();
    await dialog.getByText(/It is not shown again/).waitFor();
    await dialog.getByRole('button', { name: 'Make a new address' }).click();
    await expect.poll(() => address.inputValue()).not.toBe(first);
    expect((await fetch(first)).status).toBe(404);
    expect((await fetch(await address.inputValue())).status).toBe(200);
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.goto(`${server.baseUrl}/event/${ids.hearing}`);
    // A button: the API client fetches the file (with the build's credentials) and saves it.
    const add = page.getByRole('button', { name: 'Add to calendar' });
    const [answer, file] = await Promise.all([
      page.waitForResponse((sent) => sent.url().includes('/api/calendar/event/')),
      page.waitForEvent('download'),
      add.click(),
    ]);
    expect(answer.headers()['content-disposition']).toMatch(/^attachment/);
    expect(file.suggestedFilename()).toMatch(/\.ics$/);
    expect(await readFile((await file.path())!, 'utf8')).toContain(`UID:${ids.hearing}@`);
  });

  it('an editor imports an OPML file, a private address refused, and exports the sources again', async () => {
    const page = await signedInPage(browser, server.baseUrl, editor, contexts);
    await page.goto(`${server.baseUrl}/sources`);
    const opml = `<?xml version="1.0"?><opml version="2.0"><head><title>Mine</title></head><body>
      <outline text="Regulators">
        <outline text="Central bank news" type="rss" xmlUrl="https://central-bank.example/news.xml"/>
        <outline text="Intranet" type="rss" xmlUrl="http://10.1.2.3/feed"/>
      </outline></body></opml>`;
    await page.getByRole('button', { name: 'Import OPML' }).waitFor();
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'reader.opml', mimeType: 'text/x-opml', buffer: Buffer.from(opml) });
    const dialog = page.getByRole('dialog', { name: 'Import reader.opml' });
    await dialog
      .getByRole('status')
      .filter({ hasText: /1 new, 1 refused/ })
      .waitFor();
    const table = dialog.getByRole('table', { name: 'Feeds in the file' });
    expect(await table.getByRole('row', { name: /Intranet/ }).innerText()).toContain('Refused');
    await page.screenshot({ path: await screenshotPath('opml-import.png') });
    await dialog.getByRole('button', { name: 'Create 1 source' }).click();
    await dialog.getByText('Created 1 source.').waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('link', { name: 'Central bank news' }).waitFor();

    const [exported] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export OPML' }).click(),
    ]);
    expect(exported.suggestedFilename()).toBe('sources.opml');
    const text = await readFile((await exported.path())!, 'utf8');
    expect(text).toContain('xmlUrl="https://central-bank.example/news.xml"');
    expect(text).not.toContain('10.1.2.3');
  });
});
