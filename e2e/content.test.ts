// The generic content screens in the browser: an insight through its editorial workflow by three people, a list
// filtered through its URL, an item opened from it, and the filtered list exported and read back.
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ContentDetailPage, ContentFormPage, ContentListPage } from './content-pages.ts';
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

// The three people of an editorial desk (the demo's editor, reviewer and approver), and an analyst for news.
const editor = testUser('editor', ['articleCreator', 'articleEditor']);
const reviewer = testUser('reviewer', ['articleCreator', 'articleReviewer']);
const approver = testUser('approver', ['articleCreator', 'articleApprover']);
const analyst = testUser('analyst', ['riccmember']);

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

describe('content screens', () => {
  let server: TestServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [browser, server] = await Promise.all([launchBrowser(), startServer()]);
    const admin = new AdminApi(server);
    for (const user of [editor, reviewer, approver, analyst]) await admin.createUser(user);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  const signedIn = (user: NewUser) => signedInPage(browser, server.baseUrl, user, contexts);

  it('lets an editor write and edit an insight, a reviewer pass it and an approver publish it', async () => {
    const page = await signedIn(editor);
    await page.goto(`${server.baseUrl}/articles`);
    await page.getByRole('link', { name: 'Add insight' }).click();
    await page.waitForURL(`${server.baseUrl}/form/article/new`);

    const form = new ContentFormPage(page, 'Insight');
    // Nothing filled in: the form says which fields are missing and sends nothing.
    await form.submit('Add insight');
    await expect.poll(() => form.message('Title').innerText()).toBe('This field is required');
    expect(await form.message('Summary').innerText()).toBe('This field is required');
    expect(page.url()).toBe(`${server.baseUrl}/form/article/new`);

    await form.field('Title').fill('DORA: the register of information, second submission');
    await form.field('Summary').fill('What changed in the templates for the 2026 submission.');
    // The body is written as formatted text: a word made bold with the editor's toolbar.
    const body = form.field('Body');
    await body.click();
    await body.pressSequentially('The ESAs updated the ');
    await form.form.getByRole('button', { name: 'Bold' }).click();
    await body.pressSequentially('taxonomy');
    await form.form.getByRole('button', { name: 'Bold' }).click();
    await body.pressSequentially('.');
    await form.choose('Audience', 'Internal');
    await form.submit('Add insight');
    await page.waitForURL(new RegExp(`/article/${UUID}$`));
    const id = new URL(page.url()).pathname.split('/').pop()!;

    const detail = new ContentDetailPage(page);
    await expect.poll(() => detail.title.innerText()).toBe('DORA: the register of information, second submission');
    await detail.stage('Draft').waitFor();
    expect(await page.getByRole('article').locator('strong', { hasText: 'taxonomy' }).count()).toBe(1);
    // Only the step its author may take is offered.
    expect(await detail.action('Pass review').count()).toBe(0);

    await detail.editLink.click();
    await page.waitForURL(`${server.baseUrl}/form/article/edit/${id}`);
    const edit = new ContentFormPage(page, 'Insight');
    await edit.field('Title').fill('DORA registers of information: the 2026 submission');
    await edit.submit('Save changes');
    await page.waitForURL(`${server.baseUrl}/article/${id}`);
    await expect.poll(() => detail.title.innerText()).toBe('DORA registers of information: the 2026 submission');
    await page.getByText(/^Version 2 ·/).waitFor();

    await detail.takeStep('Submit for review', 'Ready for a second pair of eyes');
    await detail.stage('In review').waitFor();
    expect(await detail.action('Pass review').count()).toBe(0);

    const reviewerPage = await signedIn(reviewer);
    await reviewerPage.goto(`${server.baseUrl}/article/${id}`);
    const reviewing = new ContentDetailPage(reviewerPage);
    await reviewing.stage('In review').waitFor();
    expect(await reviewing.action('Approve and publish').count()).toBe(0);
    await reviewing.takeStep('Pass review');
    await reviewing.stage('Awaiting approval').waitFor();

    const approverPage = await signedIn(approver);
    await approverPage.goto(`${server.baseUrl}/article/${id}`);
    const approving = new ContentDetailPage(approverPage);
    await approving.takeStep('Approve and publish', 'Good to go');
    await approving.stage('Published').waitFor();

    await approverPage.getByRole('button', { name: 'Journal' }).click();
    const journal = approverPage.locator('#journal li');
    await expect.poll(() => journal.count()).toBe(5);
    const lines = await journal.allInnerTexts();
    expect(lines[0]).toMatch(/by approver/);
    expect(lines[0]).toMatch(/Good to go/);
    expect(lines[1]).toMatch(/by reviewer/);
    expect(lines[2]).toMatch(/by editor[\s\S]*Ready for a second pair of eyes/);
    await approverPage.screenshot({ path: await screenshotPath('insight-published.png'), fullPage: true });

    const stored = await new ApiClient(server.baseUrl, { email: approver.username, password: approver.password }).call<{
      stage: string;
      version: number;
      data: { body: string };
    }>('GET', `/api/content/article/${id}`);
    expect(stored).toMatchObject({ stage: 'published', version: 5 });
    expect(stored.data.body).toBe('<p>The ESAs updated the <strong>taxonomy</strong>.</p>');
  });

  describe('a list of news', () => {
    const gb = ['FCA consults on payment for order flow', 'PRA sets out expectations on climate scenario analysis'];
    const others = ['AMF publie ses orientations sur MiCA', 'BaFin veröffentlicht Rundschreiben zu DORA'];

    beforeAll(async () => {
      const api = new ApiClient(server.baseUrl, { email: analyst.username, password: analyst.password });
      const news = [
        ...gb.map((title) => [title, 'GB'] as const),
        [others[0]!, 'FR'] as const,
        [others[1]!, 'DE'] as const,
      ];
      for (const [index, [title, country]] of news.entries()) {
        await api.post('/api/content/newsitem', {
          data: {
            title,
            url: `https://regulator.example/news/${index}`,
            publishedAt: `2026-11-0${index + 1}T09:00:00Z`,
            countries: [country],
            newsTypes: ['consultation'],
          },
        });
      }
    });

    it('is filtered through its URL, and opens an item', async () => {
      const page = await signedIn(analyst);
      await page.goto(`${server.baseUrl}/news?view=table`);
      const list = new ContentListPage(page, 'News');
      await expect.poll(() => list.total.innerText()).toBe('4 items');

      await list.filterByCountry('Countries', 'United Kingdom');
      await page.waitForURL((url) => url.searchParams.get('countries') === 'GB');
      await expect.poll(() => list.total.innerText()).toBe('2 items');
      // Newest first, the type's default order.
      expect(await list.titles()).toEqual([...gb].reverse());
      await page.screenshot({ path: await screenshotPath('news-filtered.png'), fullPage: true });

      await list.grid.getByRole('link', { name: gb[0] }).click();
      await page.waitForURL(new RegExp(`/newsitem/${UUID}$`));
      await expect.poll(() => new ContentDetailPage(page).title.innerText()).toBe(gb[0]);

      // Back to the list as it was: the filter lives in the address.
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/news' && url.searchParams.get('countries') === 'GB');
      await expect.poll(() => list.total.innerText()).toBe('2 items');
    });

    it('exports what the filter shows, as CSV and as Excel', async () => {
      const page = await signedIn(analyst);
      await page.goto(`${server.baseUrl}/news?view=table&countries=GB`);
      const list = new ContentListPage(page, 'News');
      await expect.poll(() => list.total.innerText()).toBe('2 items');

      const csv = await list.export('CSV (.csv)');
      expect(csv.suggestedFilename()).toMatch(/^news-\d{4}-\d{2}-\d{2}\.csv$/);
      const rows: string[][] = parse((await readFile(await csv.path())).toString('utf8').replace(/^\uFEFF/, ''));
      const header = rows[0]!;
      const column = (name: string) => rows.slice(1).map((row) => row[header.indexOf(name)]);
      expect(column('Title')).toEqual([...gb].reverse());
      expect(column('Countries')).toEqual(['United Kingdom', 'United Kingdom']);

      const xlsx = await list.export('Excel (.xlsx)');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(await xlsx.path());
      const sheet = workbook.worksheets[0]!;
      const names = (sheet.getRow(1).values as string[]).slice(1);
      const title = names.indexOf('Title') + 1;
      expect(sheet.rowCount).toBe(3);
      expect([2, 3].map((row) => sheet.getRow(row).getCell(title).value)).toEqual([...gb].reverse());
    });
  });
});
