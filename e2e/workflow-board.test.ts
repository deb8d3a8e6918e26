// The editorial workflow's board, dashboard and diagram (issue 16) in Chromium: an editor drags an insight from Draft
// to In review on the board, a reviewer moves it on to Awaiting approval through the card's "Move to…" menu by
// keyboard; the diagram draws every transition of core's ARTICLE_WORKFLOW (its table compared with the declaration);
// the three pages pass axe. Screenshots at 1280 and 390 wide, light and dark, go to e2e/screenshots.
import { AxeBuilder } from '@axe-core/playwright';
import { ARTICLE_WORKFLOW } from '@rh/core/content';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
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
  sidewaysOverflow,
} from './harness.ts';
import { Shell } from './shell-page.ts';

const TITLE = 'MiCA stablecoin reserve rules explained (e2e)';
const stageLabel = (name: string) => ARTICLE_WORKFLOW.stages.find((stage) => stage.name === name)!.label;

describe('the editorial workflow board, dashboard and diagram (full build)', () => {
  const editor = testUser('wb-editor', ['riccmember', 'articleEditor']);
  const reviewer = testUser('wb-reviewer', ['riccmember', 'articleReviewer']);
  let server: TestServer;
  let browser: Browser;
  let insightId = '';
  let editorApi: ApiClient;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [browser, server] = await Promise.all([launchBrowser(), startServer()]);
    const admin = new AdminApi(server);
    await admin.createUser(editor);
    await admin.createUser(reviewer);
    editorApi = new ApiClient(server.baseUrl, editor);
    const item = await editorApi.post<{ id: string }>('/api/content/article', {
      data: {
        title: TITLE,
        summary: 'What Title III and IV of MiCA (Regulation (EU) 2023/1114) require of reserve assets.',
        audience: 'internal',
        countries: ['FR', 'DE'],
      },
    });
    insightId = item.id;
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  async function signedIn(user: NewUser, width = 1280, height = 900, theme = 'light'): Promise<Page> {
    const context = await newContext(browser, { viewport: { width, height } });
    contexts.push(context);
    await context.addInitScript((mode) => localStorage.setItem('frmCloudTheme', mode), theme);
    const token = await signInThroughApi(server.baseUrl, { email: user.username, password: user.password });
    await context.addCookies([{ name: 'rh_session', value: token, url: server.baseUrl }]);
    return context.newPage();
  }

  const stageNow = async () =>
    (await editorApi.call<{ stage: string }>('GET', `/api/content/article/${insightId}`)).stage;
  const column = (page: Page, stage: string) => page.getByRole('region', { name: stageLabel(stage), exact: true });

  async function seriousProblems(page: Page): Promise<string[]> {
    const results = await new AxeBuilder({ page }).include('main').analyze();
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join('; ')}`);
  }

  it('an editor drags the insight to review, a reviewer moves it on with the keyboard menu', async () => {
    const page = await signedIn(editor);
    const shell = new Shell(page, server.baseUrl);
    await shell.goto('/workflow/articles');
    await page.getByRole('heading', { level: 1, name: 'Insights board' }).waitFor();
    const card = column(page, 'draft').getByRole('listitem').filter({ hasText: TITLE });
    await card.waitFor();
    // Country chips are links to the country's page.
    expect(await card.getByRole('link', { name: 'France' }).getAttribute('href')).toBe('/jurisdiction/FR');
    await card.dragTo(column(page, 'review'));
    await page.getByRole('status').getByText(`“${TITLE}” moved to In review.`).waitFor();
    await column(page, 'review').getByRole('listitem').filter({ hasText: TITLE }).waitFor();
    expect(await stageNow()).toBe('review');
    // The editor may not pass the review: the card in review offers them no move.
    await shell.waitForSettled();
    expect(
      await column(page, 'review')
        .getByRole('button', { name: `Move “${TITLE}” to…` })
        .count(),
    ).toBe(0);
    expect(await seriousProblems(page)).toEqual([]);

    const other = await signedIn(reviewer);
    await new Shell(other, server.baseUrl).goto('/workflow/articles');
    await other.getByRole('heading', { level: 1, name: 'Insights board' }).waitFor();
    const button = column(other, 'review').getByRole('button', { name: `Move “${TITLE}” to…` });
    await button.focus();
    await other.keyboard.press('Enter');
    const menu = other.getByRole('menu');
    // Only the reviewer's moves from review: pass it on, or return it to the author.
    expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual([
      expect.stringContaining('Awaiting approval'),
      expect.stringContaining('Draft'),
    ]);
    await other.keyboard.press('Enter');
    await other.getByRole('status').getByText(`“${TITLE}” moved to Awaiting approval.`).waitFor();
    await column(other, 'approval').getByRole('listitem').filter({ hasText: TITLE }).waitFor();
    expect(await stageNow()).toBe('approval');
  });

  it('the diagram draws every transition of the article workflow declared in core', async () => {
    const page = await signedIn(editor);
    await new Shell(page, server.baseUrl).goto('/workflow/articles/diagram');
    await page.getByRole('heading', { level: 1, name: 'Workflow diagram' }).waitFor();
    const expected = ARTICLE_WORKFLOW.transitions.flatMap((t) =>
      t.from.map((from) => [stageLabel(from), t.label, stageLabel(t.to)]),
    );
    await page.locator('.react-flow__edge').first().waitFor({ state: 'attached' });
    expect(await page.locator('.react-flow__edge').count()).toBe(expected.length);
    expect(await page.locator('.react-flow__node-box').count()).toBe(ARTICLE_WORKFLOW.stages.length);
    await page.getByRole('button', { name: 'Show as table' }).click();
    const rows = page.getByRole('table', { name: /Insights workflow/ }).locator('tbody tr');
    const read = await rows.evaluateAll((trs) =>
      trs.map((tr) => Array.from(tr.querySelectorAll('td'), (td) => (td.textContent ?? '').trim())),
    );
    expect(read.map(([from, label, to]) => [from, label!.split(' · ')[0], to])).toEqual(expected);
    // Four eyes is said on the moves that have it.
    for (const t of ARTICLE_WORKFLOW.transitions) {
      const row = read.find((cells) => cells[1]!.startsWith(`${t.label} ·`))!;
      expect(row[1]!.endsWith('not the author'), t.name).toBe(Boolean(t.notByAuthor));
    }
    // A stage opens the board there.
    await page
      .locator('.react-flow__node-box')
      .getByRole('link', { name: /In review/ })
      .click();
    await page.waitForURL((url) => url.pathname === '/workflow/articles' && url.searchParams.get('stage') === 'review');
    await page.getByRole('heading', { level: 1, name: 'Insights board' }).waitFor();
  });

  it('passes axe on the dashboard and diagram; screenshots of the three pages, 1280 and 390 wide, light and dark', async () => {
    for (const theme of ['light', 'dark']) {
      const page = await signedIn(editor, 1280, 900, theme);
      const shell = new Shell(page, server.baseUrl);
      for (const [name, path, heading] of [
        ['board', '/workflow/articles', 'Insights board'],
        ['dashboard', '/workflow/articles/dashboard', 'Workflow dashboard'],
        ['diagram', '/workflow/articles/diagram', 'Workflow diagram'],
      ] as const) {
        await page.setViewportSize({ width: 1280, height: 900 });
        await shell.goto(path);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        if (name === 'diagram') await page.locator('.react-flow__edge').first().waitFor({ state: 'attached' });
        await shell.waitForSettled();
        if (theme === 'light' && name !== 'board') expect(await seriousProblems(page), name).toEqual([]);
        await page.screenshot({ path: await screenshotPath(`workflow-${name}-1280-${theme}.png`), fullPage: true });
        await page.setViewportSize({ width: 390, height: 844 });
        if (name === 'diagram') await page.waitForTimeout(500);
        await shell.waitForSettled();
        expect(await sidewaysOverflow(page), `${name}: no sideways scrolling at 390 px`).toBeLessThanOrEqual(0);
        await page.screenshot({ path: await screenshotPath(`workflow-${name}-390-${theme}.png`), fullPage: true });
      }
    }
  });
});
