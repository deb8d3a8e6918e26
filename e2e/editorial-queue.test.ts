// The editorial queue (issue 13): a reviewer finds an insight in "Waiting for me" above the Insights list, passes it
// on its page, and sees it leave the queue and the drawer's count beside Insights fall; a list's filters fold
// behind one button on a phone.
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ContentDetailPage, ContentListPage } from './content-pages.ts';
import {
  AdminApi,
  ApiClient,
  launchBrowser,
  newContext,
  screenshotPath,
  signInThroughApi,
  startServer,
  testUser,
  type NewUser,
  type TestServer,
} from './harness.ts';
import { Shell } from './shell-page.ts';

// The demo's people of an editorial desk (packages/core/src/access/demo-users.ts).
const editor = testUser('editor', ['riccmember', 'articleEditor']);
const reviewer = testUser('reviewer', ['riccmember', 'articleReviewer']);

const FIRST = 'DORA registers of information: the 2026 submission';
const SECOND = 'Basel III output floor: what the transition means';

describe('the editorial queue', () => {
  let server: TestServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [browser, server] = await Promise.all([launchBrowser(), startServer()]);
    const admin = new AdminApi(server);
    for (const user of [editor, reviewer]) await admin.createUser(user);
    // The editor writes two insights and submits them for review, the first first.
    const api = new ApiClient(server.baseUrl, { email: editor.username, password: editor.password });
    for (const title of [FIRST, SECOND]) {
      const item = await api.post<{ id: string; version: number }>('/api/content/article', {
        data: { title, summary: 'What it means for the firm.', audience: 'internal' },
      });
      await api.call('POST', `/api/content/article/${item.id}/transitions/submit`, { version: item.version });
    }
    // A draft of the editor's own, which is not the reviewer's to see in the queue.
    await api.post('/api/content/article', {
      data: { title: 'An unfinished draft', summary: 'Not yet.', audience: 'internal' },
    });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  /** A page signed in as the user through the API (the sign-in form has its own tests), at this width. */
  async function signedIn(user: NewUser, width = 1280, height = 800): Promise<Page> {
    const context = await newContext(browser, { viewport: { width, height } });
    contexts.push(context);
    const token = await signInThroughApi(server.baseUrl, { email: user.username, password: user.password });
    await context.addCookies([{ name: 'rh_session', value: token, url: server.baseUrl }]);
    return context.newPage();
  }

  /** Axe's serious and critical findings within the elements `selector` matches. */
  async function seriousProblems(page: Page, selector: string): Promise<string[]> {
    const results = await new AxeBuilder({ page }).include(selector).analyze();
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join('; ')}`);
  }

  /**
   * The count beside Insights in the drawer, once it reads `expected`: opens the drawer, waits for the count (read
   * when the drawer opens, the last one shown meanwhile), closes it.
   */
  async function expectDrawerCount(shell: Shell, expected: string): Promise<void> {
    await shell.menuButton.click();
    await shell.drawer.getByRole('link', { name: /^Insights( \(|$)/ }).waitFor();
    // The entry's name carries the count: "Insights (2 waiting for you)".
    await shell.drawer.getByRole('link', { name: `Insights (${expected})`, exact: true }).waitFor();
    expect(await seriousProblems(shell.page, '.MuiDrawer-paper')).toEqual([]);
    await shell.page.keyboard.press('Escape');
    await shell.drawer.waitFor({ state: 'detached' });
  }

  it('lets a reviewer find an insight waiting for them and pass it: it leaves the queue and the count falls', async () => {
    const page = await signedIn(reviewer);
    const shell = new Shell(page, server.baseUrl);
    await shell.goto('/articles');
    const queue = page.getByRole('region', { name: 'Waiting for me' });
    const rows = queue.getByRole('list', { name: 'Waiting for me, oldest first' }).getByRole('listitem');
    await expect
      .poll(() => rows.allInnerTexts())
      .toEqual([
        expect.stringMatching(new RegExp(`^${FIRST}\\s+In review\\s+waiting since today$`)),
        expect.stringMatching(new RegExp(`^${SECOND}\\s+In review\\s+waiting since today$`)),
      ]);
    expect(await queue.getByText('2', { exact: true }).count()).toBe(1);
    await page.screenshot({ path: await screenshotPath('editorial-queue-1280.png') });
    expect(await seriousProblems(page, 'section[aria-labelledby="waiting-for-me"]')).toEqual([]);
    await expectDrawerCount(shell, '2 waiting for you');

    await queue.getByRole('link', { name: FIRST }).click();
    await page.waitForURL(/\/article\/[0-9a-f-]{36}$/);
    const detail = new ContentDetailPage(page);
    await detail.stage('In review').waitFor();
    await detail.takeStep('Pass review', 'Clear and sourced');
    await detail.stage('Awaiting approval').waitFor();

    await shell.goto('/articles');
    await expect.poll(() => rows.allInnerTexts()).toEqual([expect.stringContaining(SECOND)]);
    await expectDrawerCount(shell, '1 waiting for you');

    // The list's own "Waiting for me" switch shows the same: the one left in review. (The switch sets the address,
    // which the list reads: it turns on when the list has moved there.)
    const waiting = page.getByLabel('Waiting for me', { exact: true }).and(page.locator('input'));
    await waiting.click();
    await page.waitForURL(/waiting=true/);
    const list = new ContentListPage(page, 'Insights');
    await expect.poll(() => list.total.innerText()).toBe('1 item');
    await expect.poll(() => list.titles()).toEqual([SECOND]);
    expect(await waiting.isChecked()).toBe(true);
  });

  it('filters a list by stage, and folds its filters behind one button on a phone', async () => {
    const page = await signedIn(reviewer, 390, 844);
    const shell = new Shell(page, server.baseUrl);
    await shell.goto('/articles?stage=approval');
    const filters = page.getByRole('button', { name: 'Filters (1)' });
    await filters.waitFor();
    // Folded: no control takes the phone's screen; the first item of the list is near the top.
    expect(await page.getByRole('combobox', { name: 'Countries' }).count()).toBe(0);
    const first = page.getByRole('link', { name: FIRST }).first();
    await first.waitFor();
    const box = await first.boundingBox();
    expect(box!.y).toBeLessThan(1100);

    await filters.click();
    await page.getByRole('combobox', { name: 'Countries' }).waitFor();
    expect(await filters.getAttribute('aria-expanded')).toBe('true');
    // Unfolded, the stage chosen in the address shows in its control (once the fold has opened all the way).
    const controls = page.locator(`[id="${await filters.getAttribute('aria-controls')}"]`);
    await page.locator('.MuiCollapse-entered').filter({ has: controls }).waitFor();
    expect(await controls.getByRole('combobox', { name: 'Stage' }).innerText()).toBe('Awaiting approval');
    await page.screenshot({ path: await screenshotPath('folded-filters-390.png'), fullPage: true });
  });
});
