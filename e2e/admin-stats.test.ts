// The usage statistics in Chromium (issue 17): a signed-in user visits a few pages (the web client sends each view
// with PUT /api/log), then an administrator with the `stats` grant opens /stats and finds those pages among the most
// used; the page at 1280 and 390 wide, light and dark, goes to e2e/screenshots, checked with axe.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminApi,
  launchBrowser,
  newContext,
  screenshotPath,
  startServer,
  testUser,
  type TestServer,
  seriousAxeViolations,
  sidewaysOverflow,
} from './harness.ts';
import { Shell } from './shell-page.ts';
import { SignInPage } from './sign-in-page.ts';

const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;
/** Pages the visitor opens: each must reach the log, then the statistics. */
const VISITED = ['/regulators', '/topics', '/events'] as const;

describe('the usage statistics (full build)', () => {
  const visitor = testUser('statsvisitor', ['riccmember']);
  /** Regulatory intelligence administrator: holds `stats` (read). */
  const keeper = testUser('statskeeper', ['riccadmin']);
  let server: TestServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [browser, server] = await Promise.all([launchBrowser(), startServer()]);
    const admin = new AdminApi(server);
    await admin.createUser(visitor);
    await admin.createUser(keeper);
  });

  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
    await server?.stop();
  });

  async function signedIn(user: typeof keeper, viewport: (typeof VIEWPORTS)[number], theme = 'light') {
    const context = await newContext(browser, { viewport, reducedMotion: 'reduce' });
    contexts.push(context);
    await context.addInitScript((mode) => localStorage.setItem('frmCloudTheme', mode), theme);
    const page = await context.newPage();
    const signIn = new SignInPage(page, server.baseUrl);
    await signIn.goto();
    await signIn.signIn({ email: user.username, password: user.password });
    await page.waitForURL((url) => url.pathname === '/');
    return page;
  }

  /** The page view of `path` the client logs, as it sent it (the home page's view may still be on its way). */
  const loggedView = (page: Page, path: string) =>
    page.waitForRequest((request) => {
      if (request.method() !== 'PUT' || new URL(request.url()).pathname !== '/api/log') return false;
      const body = request.postDataJSON() as { type: string; page?: string };
      return body.type === 'pageview' && body.page === path;
    });

  it('logs the pages a user visits and shows them among the most used pages', async () => {
    const page = await signedIn(visitor, VIEWPORTS[0]);
    const shell = new Shell(page, server.baseUrl);
    for (const path of VISITED) {
      const logged = loggedView(page, path);
      await shell.goto(path);
      const request = await logged;
      expect(request.postDataJSON()).toMatchObject({
        type: 'pageview',
        page: path,
        user: visitor.username,
        user_type: 0,
        session_long: expect.any(String),
      });
      expect((await request.response())?.status()).toBe(204);
    }
    await page.context().close();

    const stats = await signedIn(keeper, VIEWPORTS[0]);
    await new Shell(stats, server.baseUrl).goto('/stats');
    const main = stats.getByRole('main');
    await expect.poll(() => main.getByRole('heading', { level: 1 }).innerText()).toBe('Usage statistics');
    const pages = main.getByRole('region', { name: 'Most used pages' });
    await pages.getByRole('button', { name: 'Table' }).click();
    const table = pages.getByRole('table', { name: 'Most used pages' });
    for (const path of VISITED) {
      const row = table.getByRole('row').filter({ has: stats.getByRole('rowheader', { name: path, exact: true }) });
      // One view by the visitor, on one day.
      expect(await row.getByRole('cell').allInnerTexts()).toEqual(['1', '1']);
    }
    const organisations = main.getByRole('region', { name: 'Per organisation' });
    await organisations.getByRole('rowheader', { name: 'Staff (full build)' }).waitFor();
    // Another audience: no external organisation used the product, and the page says so.
    await main.getByRole('combobox', { name: 'Audience' }).click();
    await stats.getByRole('option', { name: 'Staff (full build)' }).click();
    await stats.waitForURL((url) => url.searchParams.get('account') === 'staff');
    await pages.getByRole('table', { name: 'Most used pages' }).waitFor();
    await main.getByRole('button', { name: 'Last 7 days' }).click();
    await stats.waitForURL((url) => url.searchParams.get('days') === '7');
    await table.getByRole('rowheader', { name: '/events', exact: true }).waitFor();
  });

  it('shows the page at 1280 and 390 wide, light and dark, axe-clean', async () => {
    const problems: string[] = [];
    for (const theme of ['light', 'dark'] as const) {
      for (const viewport of VIEWPORTS) {
        const page = await signedIn(keeper, viewport, theme);
        const shell = new Shell(page, server.baseUrl);
        const main = page.getByRole('main');
        await shell.goto('/stats');
        await expect.poll(() => main.getByRole('heading', { level: 1 }).innerText()).toBe('Usage statistics');
        expect(await page.title()).toContain('Usage statistics');
        await main.getByRole('region', { name: 'Per organisation' }).getByRole('table').waitFor();
        await main.getByRole('region', { name: 'Most used pages' }).locator('canvas, svg').first().waitFor();
        await shell.waitForSettled();
        await page.mouse.move(0, viewport.height - 1);
        await shell.finishTransitions(main);
        if (viewport.width === 390) {
          const overflow = await sidewaysOverflow(page);
          expect(overflow, 'no sideways scrolling at 390 px').toBeLessThanOrEqual(0);
        }
        await page.screenshot({ path: await screenshotPath(`stats-${theme}-${viewport.width}.png`), fullPage: true });
        problems.push(...(await seriousAxeViolations(page, `${theme} ${viewport.width}`)));
        await page.context().close();
      }
    }
    expect(problems).toEqual([]);
  });
});
