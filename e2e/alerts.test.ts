// Alerts in the browser: an analyst saves a filtered News list as an alert; a matching item arrives; the top bar
// counts the notification, the notifications page lists the item and links to it, and an e-mail reaches the SMTP
// server. An administrator's message reaches a user.
import { scaledLimit } from '../scripts/test-slowness.ts';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../apps/server/test/alerts/smtp-sink.ts';
import { ContentListPage } from './content-pages.ts';
import {
  AdminApi,
  ApiClient,
  launchBrowser,
  screenshotPath,
  signedInPage,
  startServer,
  testUser,
  type NewUser,
  type TestServer,
} from './harness.ts';

const analyst = testUser('alertanalyst', ['riccmember']);
/** Writes news items through the API, as the ingester would store them. */
const tagger = testUser('newstagger', ['tagger']);

describe('alerts and notifications', () => {
  let server: TestServer;
  let browser: Browser;
  let sink: SmtpSink;
  let admin: AdminApi;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    sink = await startSmtpSink();
    [browser, server] = await Promise.all([
      launchBrowser(),
      // Alerts look every second here (30 s by default), so the test waits only for the settling time.
      startServer({ env: { ALERTS: 'true', ALERTS_INTERVAL_SECONDS: '1', SMTP_URL: sink.url } }),
    ]);
    admin = new AdminApi(server);
    await admin.createUser(analyst);
    await admin.createUser(tagger);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await sink?.close();
  });

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  const signedIn = (user: NewUser) => signedInPage(browser, server.baseUrl, user, contexts);

  it('an alert saved from a filtered list produces a notification, counted in the top bar, and an e-mail', async () => {
    const page = await signedIn(analyst);
    await page.goto(`${server.baseUrl}/news`);
    const news = new ContentListPage(page, 'News');
    await news.filterByCountry('Countries', 'France');
    await page.waitForURL(/countries=FR/);
    await page.getByRole('link', { name: 'Save as alert' }).click();

    await page.waitForURL(/\/alerts\/add\?type=newsitem&countries=FR/);
    const form = page.getByRole('form', { name: 'New alert' });
    // The list's filter comes along, in the list's own filter bar.
    await expect.poll(() => form.getByRole('button', { name: 'France' }).count()).toBe(1);
    await form.getByLabel('Name').fill('France');
    await form.getByRole('radio', { name: /As they arrive/ }).check();
    await form.getByRole('button', { name: 'Create alert' }).click();
    await page.waitForURL(/\/alert\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('France');
    expect(await page.getByText('Countries: France').count()).toBe(1);

    // A French and a German item arrive; only the French one matches.
    const taggerApi = new ApiClient(server.baseUrl, { email: tagger.username, password: tagger.password });
    for (const [title, country] of [
      ['AMF publishes its supervisory priorities for 2027', 'FR'],
      ['BaFin circular on outsourcing', 'DE'],
    ] as const) {
      await taggerApi.post('/api/content/newsitem', {
        data: {
          title,
          url: `https://regulator.example/${country}`,
          publishedAt: new Date().toISOString(),
          countries: [country],
        },
      });
    }
    const analystApi = new ApiClient(server.baseUrl, { email: analyst.username, password: analyst.password });
    await expect
      .poll(() => analystApi.call<{ unread: number }>('GET', '/api/notifications/unread').then((a) => a.unread), {
        timeout: scaledLimit(30_000),
        interval: 500,
      })
      .toBe(1);

    await page.reload();
    const bell = page.getByRole('link', { name: 'Notifications: 1 unread' });
    await bell.waitFor();
    await bell.click();
    await page.waitForURL(/\/notifications$/);
    const card = page.getByRole('article', { name: 'France: 1 new item' });
    await card.waitFor();
    expect(await card.getByRole('link').allInnerTexts()).toContain('AMF publishes its supervisory priorities for 2027');
    expect(await card.innerText()).not.toContain('BaFin');
    await page.screenshot({ path: await screenshotPath('notifications.png'), fullPage: true });

    await card.getByRole('button', { name: 'Mark read' }).click();
    await page.getByRole('link', { name: 'Notifications', exact: true }).waitFor();
    await card.getByRole('link', { name: 'AMF publishes its supervisory priorities for 2027', exact: true }).click();
    // A client-side navigation: the address changes without a page load to wait for.
    await expect.poll(() => page.url()).toMatch(/\/newsitem\/[0-9a-f-]{36}/);

    await expect.poll(() => sink.messages.length, { timeout: scaledLimit(15_000) }).toBe(1);
    const [mail] = sink.messages;
    expect(mail!.subject).toBe('France: 1 new item');
    expect(mail!.to).toMatchObject({ text: analyst.email });
    expect(mail!.text).toContain('AMF publishes its supervisory priorities for 2027');
  });

  it('an administrator’s message reaches everyone', async () => {
    const messenger = testUser('messenger', ['superadmin']);
    await admin.createUser(messenger);
    const page = await signedIn(messenger);
    await page.goto(`${server.baseUrl}/admin/notifications`);
    const form = page.getByRole('form', { name: 'New message' });
    await form.getByLabel('Title').fill('Maintenance on Saturday');
    await form.getByLabel('Message').fill('The service is down from 8 to 10 UTC.');
    await form.getByRole('button', { name: 'Send' }).click();
    await page.getByText(/^Sent to \d+ people\.$/).waitFor();
    expect(await page.getByRole('table', { name: 'Messages sent' }).innerText()).toContain('Maintenance on Saturday');

    const reader = await signedIn(analyst);
    await reader.goto(`${server.baseUrl}/notifications`);
    const message = reader.getByRole('article', { name: 'Maintenance on Saturday' });
    await message.waitFor();
    expect(await message.innerText()).toContain('The service is down from 8 to 10 UTC.');
  });
});
