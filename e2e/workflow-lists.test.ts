// The editorial workflow's lists and the insights report (issue 16): a news item starred on its page appears in
// "Starred news"; an insight deleted appears in "Deleted" with who deleted it, and Restore brings it back; "Mine"
// shows the user's insight with what they may do next. Screenshots of the six pages at 1280 and 390 wide, light
// and dark, go to e2e/screenshots.
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
import { Shell } from './shell-page.ts';
import { SignInPage } from './sign-in-page.ts';

/** Writes insights and stars news (spec §6 riccmember: news, insights; articleEditor: the workflow's first step). */
const editor = testUser('wleditor', ['riccmember', 'articleEditor']);
/** Creates the news items (the server's own admin holds no grant on content). */
const loader = testUser('wlloader', ['superadmin', 'riccadmin']);
const NEWS = ['ESMA statement on MiCA transition (e2e)', 'FCA speech on consumer duty (e2e)'];
const INSIGHTS = { kept: 'What MiCA means for custody (e2e)', deleted: 'Draft on consumer duty outcomes (e2e)' };

const PAGES = [
  ['/workflow/articles/personal', 'My insights'],
  ['/workflow/articles/published', 'Published insights'],
  ['/workflow/articles/deleted', 'Deleted insights'],
  ['/workflow/articles/starred-news', 'Starred news'],
  ['/workflow/articles/journal', 'Workflow journal'],
  ['/articles/report', 'Insights report'],
] as const;

describe('the workflow lists and the insights report (full build)', () => {
  let server: TestServer;
  let browser: Browser;
  let api: ApiClient;
  const ids: Record<string, string> = {};
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [browser, server] = await Promise.all([launchBrowser(), startServer()]);
    const accounts = new AdminApi(server);
    for (const user of [editor, loader]) await accounts.createUser(user);
    const load = new ApiClient(server.baseUrl, { email: loader.username, password: loader.password });
    for (const [index, title] of NEWS.entries()) {
      const item = await load.post<{ id: string }>('/api/content/newsitem', {
        data: { title, url: `https://regulator.example/e2e/${index}`, publishedAt: new Date().toISOString() },
      });
      ids[title] = item.id;
    }
    api = new ApiClient(server.baseUrl, { email: editor.username, password: editor.password });
    for (const [key, title] of Object.entries(INSIGHTS)) {
      const item = await api.post<{ id: string }>('/api/content/article', {
        data: { title, summary: `${title}.`, audience: 'internal', countries: ['EU'] },
      });
      ids[key] = item.id;
    }
    await api.call('DELETE', `/api/content/article/${ids.deleted}`);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  async function signedIn(viewport = { width: 1280, height: 900 }, theme = 'light'): Promise<Page> {
    const context = await newContext(browser, { viewport });
    contexts.push(context);
    await context.addInitScript((mode) => localStorage.setItem('frmCloudTheme', mode), theme);
    const page = await context.newPage();
    const signIn = new SignInPage(page, server.baseUrl);
    await signIn.goto();
    await signIn.signIn({ email: editor.username, password: editor.password });
    await page.waitForURL((url) => url.pathname === '/');
    return page;
  }

  const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

  it('a news item starred on its page appears in Starred news, and no other', async () => {
    const page = await signedIn();
    const shell = new Shell(page, server.baseUrl);
    // The news item's page: its heading is enough (its side panels load on their own time).
    await page.goto(`${server.baseUrl}/newsitem/${ids[NEWS[0]!]}`);
    await heading(page, NEWS[0]!).waitFor();
    await page.getByRole('button', { name: 'Star', exact: true }).click();
    await page.getByRole('button', { name: 'Starred', exact: true, pressed: true }).waitFor();

    await shell.goto('/workflow/articles/starred-news?view=table');
    await heading(page, 'Starred news').waitFor();
    await page.getByText('Showing: news items you starred').waitFor();
    const list = new ContentListPage(page, 'News');
    await expect.poll(() => list.titles()).toEqual([NEWS[0]]);
  });

  it('a deleted insight shows who deleted it, and Restore brings it back', async () => {
    const page = await signedIn();
    const shell = new Shell(page, server.baseUrl);
    await shell.goto('/workflow/articles/deleted');
    await heading(page, 'Deleted insights').waitFor();
    const list = new ContentListPage(page, 'Insights');
    await expect.poll(() => list.titles()).toEqual([INSIGHTS.deleted]);
    const row = list.grid.getByRole('row').filter({ hasText: INSIGHTS.deleted });
    expect(await row.innerText()).toContain(editor.username);
    await row.getByRole('button', { name: 'Restore' }).click();
    await page.getByText(`“${INSIGHTS.deleted}” is restored.`).waitFor();
    const restored = await api.call<{ deletedAt: string | null }>('GET', `/api/content/article/${ids.deleted}`);
    expect(restored.deletedAt).toBeNull();

    await shell.goto('/workflow/articles/personal');
    await heading(page, 'My insights').waitFor();
    await expect.poll(() => list.titles()).toEqual(expect.arrayContaining([INSIGHTS.kept, INSIGHTS.deleted]));
    const mine = list.grid.getByRole('row').filter({ hasText: INSIGHTS.kept });
    expect(await mine.innerText()).toContain('Submit for review');
  });

  it('each page at 1280 and 390 wide, light and dark: its heading, no progressbar left', async () => {
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ]) {
      for (const theme of ['light', 'dark']) {
        const page = await signedIn(viewport, theme);
        const shell = new Shell(page, server.baseUrl);
        for (const [path, name] of PAGES) {
          await shell.goto(path);
          await heading(page, name).waitFor();
          const file = `workflow-lists-${path.split('/').pop()}-${viewport.width}-${theme}.png`;
          await page.screenshot({ path: await screenshotPath(file), fullPage: true });
        }
        await page.context().close();
      }
    }
  });
});
