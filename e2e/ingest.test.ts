// Horizon scanning in the browser: an admin adds a source, fetches it, previews and saves an auto-tagging rule and
// re-runs it; an analyst then finds the tagged items in News with the tag filter.
import { scaledLimit } from '../scripts/test-slowness.ts';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ContentFormPage, ContentListPage } from './content-pages.ts';
import {
  AdminApi,
  ApiClient,
  launchBrowser,
  signedInPage,
  testUser,
  screenshotPath,
  startServer,
  type NewUser,
  type TestServer,
} from './harness.ts';

/** The regulator's feed, served on 127.0.0.2 (which the server is allowed to fetch; 127.0.0.1 it is not). */
const FEED = `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0"><channel><title>Regulator news</title><link>https://regulator.example/</link><description>News</description>
<item><title>Final report on the DORA register of information templates</title><link>https://regulator.example/news/1</link><pubDate>Tue, 17 Nov 2026 09:00:00 GMT</pubDate><description>The templates for the 2027 submission.</description></item>
<item><title>Consultation on DORA threat-led penetration testing</title><link>https://regulator.example/news/2</link><pubDate>Wed, 18 Nov 2026 09:00:00 GMT</pubDate><description>Responses by February.</description></item>
<item><title>Statistics on payment fraud in the first half of 2026</title><link>https://regulator.example/news/3</link><pubDate>Thu, 19 Nov 2026 09:00:00 GMT</pubDate><description>Card fraud fell again.</description></item>
</channel></rss>`;

/** A publisher's archive of 505 notices listed oldest first: more than one fetch takes (500). */
const ARCHIVE = `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0"><channel><title>Archive</title><link>https://regulator.example/</link><description>All notices</description>
${Array.from({ length: 505 }, (_, n) => `<item><title>Notice ${n + 1}</title><link>https://regulator.example/notice/${n + 1}</link><pubDate>${new Date(Date.UTC(2025, 0, 1) + n * 86_400_000).toUTCString()}</pubDate></item>`).join('\n')}
</channel></rss>`;

const admin = testUser('sourceadmin', ['superadmin', 'riccadmin']);
const analyst = testUser('analyst', ['riccmember']);

describe('horizon scanning', () => {
  let server: TestServer;
  let browser: Browser;
  let feedServer: Server;
  let feedUrl: string;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    feedServer = createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/rss+xml' });
      res.end(req.url === '/archive.xml' ? ARCHIVE : FEED);
    });
    await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.2', resolve));
    feedUrl = `http://127.0.0.2:${(feedServer.address() as AddressInfo).port}/news.xml`;
    [browser, server] = await Promise.all([
      launchBrowser(),
      startServer({ env: { FETCH_ALLOW: new URL(feedUrl).host, JOBS: 'true' } }),
    ]);
    const api = new AdminApi(server);
    for (const user of [admin, analyst]) await api.createUser(user);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await new Promise((resolve) => feedServer?.close(resolve));
  });

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  const signedIn = (user: NewUser) => signedInPage(browser, server.baseUrl, user, contexts);

  it('an admin adds and fetches a source, previews, saves and re-runs a rule; an analyst filters News by its tag', async () => {
    const page = await signedIn(admin);
    await page.goto(`${server.baseUrl}/source/add`);
    const sourceForm = new ContentFormPage(page, 'Source');
    await sourceForm.field('Name').fill('Regulator news');
    await sourceForm.field('Address').fill(feedUrl);
    await sourceForm.choose('Format', 'RSS');
    await sourceForm.form.getByLabel('Enabled', { exact: true }).check();
    await sourceForm.submit('Add source');
    await page.waitForURL(/\/source\/[0-9a-f-]{36}$/);

    await page.getByRole('button', { name: 'Fetch now' }).click();
    await expect.poll(() => page.getByRole('status').first().innerText()).toBe('3 new items, 0 already known.');

    await page.goto(`${server.baseUrl}/admin/autotags`);
    await page.getByRole('link', { name: 'Add auto-tagging rule' }).click();
    const ruleForm = new ContentFormPage(page, 'Auto-tagging rule');
    await ruleForm.field('Name').fill('DORA');
    await ruleForm.choose('Match', 'Words');
    await ruleForm.field('Words, phrases or pattern').fill('DORA');
    await ruleForm.form.getByRole('combobox', { name: 'Look in' }).click();
    await page.getByRole('option', { name: 'Title', exact: true }).click();
    await page.keyboard.press('Escape');
    const tags = ruleForm.form.getByRole('combobox', { name: 'Set tags' });
    await tags.fill('dora');
    await tags.press('Enter');
    await ruleForm.form.getByLabel('Enabled', { exact: true }).check();

    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    const preview = page.getByRole('region', { name: 'Preview on past items' });
    await expect.poll(() => preview.getByRole('status').innerText()).toMatch(/^It would tag 2 items\./);
    expect(await preview.locator('mark').allInnerTexts()).toEqual(['DORA', 'DORA']);
    await page.screenshot({ path: await screenshotPath('rule-preview.png'), fullPage: true });

    await ruleForm.submit('Add auto-tagging rule');
    await page.waitForURL((url) => url.pathname.startsWith('/form/autotag/view/'));
    await page.goto(`${server.baseUrl}/admin/autotags`);
    await page.getByRole('button', { name: 'Re-run on past items' }).click();
    await expect
      .poll(() => page.getByRole('region', { name: 'Re-run the rules' }).getByRole('status').innerText(), {
        timeout: scaledLimit(15_000),
      })
      .toMatch(/^Done: 3 items checked, 2 changed by 1 rule\./);

    const analystPage = await signedIn(analyst);
    await analystPage.goto(`${server.baseUrl}/news?view=table&tags=dora`);
    const news = new ContentListPage(analystPage, 'News');
    await expect.poll(() => news.total.innerText()).toBe('2 items');
    expect((await news.titles()).sort()).toEqual([
      'Consultation on DORA threat-led penetration testing',
      'Final report on the DORA register of information templates',
    ]);
  });

  it("says on a source's page that a fetch kept only the newest entries, and how many it skipped", async () => {
    const source = await new ApiClient(server.baseUrl, admin).post<{ id: string }>('/api/content/source', {
      data: { name: 'Notice archive', url: new URL('/archive.xml', feedUrl).href, kind: 'rss' },
    });
    const page = await signedIn(admin);
    await page.goto(`${server.baseUrl}/source/${source.id}`);
    await page.getByRole('button', { name: 'Fetch now' }).click();
    const skipped = 'Only the newest 500 of its 505 entries were read: 5 older ones skipped';
    await expect
      .poll(() => page.getByRole('status').first().innerText(), { timeout: scaledLimit(30_000) })
      .toBe(`500 new items, 0 already known. ${skipped}.`);
    // Later, on the page as the schedule left it.
    await page.reload();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'At the last fetch' }).innerText())
      .toBe(`At the last fetch: ${skipped}`);
  });
});
