// The tags admin pages in Chromium (issue 17): an administrator merges one tag into another and the counts move;
// the tag test shows what the live rules give a pasted text; both pages at 1280 and 390 wide, light and dark, go
// to e2e/screenshots, each checked with axe at 1280.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminApi,
  ApiClient,
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

/** The tags the demo vocabulary has (apps/server/src/demo/data/vocabulary.ts), and one to merge away. */
const TAGS = [
  ['dora', 'DORA', 'Regulation', ['Digital Operational Resilience Act']],
  ['mica', 'MiCA', 'Regulation', []],
  ['climate', 'Climate', 'Theme', []],
  ['cyber-incident', 'Cyber incident', 'Theme', []],
  ['ops-resilience', 'Operational resilience', 'Theme', ['Ops resilience']],
  ['consultation-paper', 'Consultation paper', 'Document', []],
] as const;

describe('the tags admin pages (full build)', () => {
  /** Regulatory intelligence administrator: tags in full (merging deletes one), news, the rules. */
  const keeper = testUser('tagkeeper', ['riccadmin']);
  let server: TestServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [browser, server] = await Promise.all([launchBrowser(), startServer()]);
    await new AdminApi(server).createUser(keeper);
    const api = new ApiClient(server.baseUrl, keeper);
    for (const [slug, name, group, aliases] of TAGS) {
      await api.post('/api/content/tag', { data: { slug, name, group, aliases: [...aliases] } });
    }
    const news = (title: string, tags: string[]) =>
      api.post('/api/content/newsitem', {
        data: {
          title,
          url: `https://example.test/${encodeURIComponent(title)}`,
          publishedAt: '2026-03-02T09:00:00Z',
          tags,
        },
      });
    await news('ICT third-party oversight begins', ['dora']);
    await news('Resilience testing results published', ['ops-resilience']);
    await news('Outsourcing guidance revised', ['ops-resilience']);
    await news('Operational resilience and DORA: a joint statement', ['ops-resilience', 'dora']);
    await news('Stablecoin issuers authorised', ['mica']);
    await api.post('/api/content/article', {
      data: {
        title: 'What the heat means for banks',
        summary: 'Physical risk, briefly.',
        audience: 'internal',
        tags: ['climate'],
      },
    });
    await api.post('/api/content/autotag', {
      data: {
        name: 'Resilience watch',
        match: 'words',
        terms: 'outage, resilience',
        fields: ['title', 'summary'],
        tags: ['ops-resilience'],
        enabled: true,
      },
    });
    await api.post('/api/content/autotag', {
      data: {
        name: 'Heat and climate',
        match: 'phrases',
        terms: 'heatwave\nclimate scenario',
        fields: ['title', 'summary'],
        tags: ['climate'],
        impact: 'high',
        enabled: true,
      },
    });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  async function signedIn(viewport: { width: number; height: number } = VIEWPORTS[0], theme = 'light'): Promise<Page> {
    const context = await newContext(browser, { viewport, reducedMotion: 'reduce' });
    contexts.push(context);
    await context.addInitScript((mode) => localStorage.setItem('frmCloudTheme', mode), theme);
    const page = await context.newPage();
    const signIn = new SignInPage(page, server.baseUrl);
    await signIn.goto();
    await signIn.signIn({ email: keeper.username, password: keeper.password });
    await page.waitForURL((url) => url.pathname === '/');
    return page;
  }

  /** The row of a tag in the table, by its name. */
  const rowOf = (page: Page, name: string) =>
    page
      .getByRole('table', { name: 'Tags and their usage' })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader').getByText(name, { exact: true }) });

  it('merges a tag into another: the counts move and the merged tag is gone', async () => {
    const page = await signedIn();
    const shell = new Shell(page, server.baseUrl);
    await shell.goto('/admin/tags');
    const main = page.getByRole('main');
    await expect.poll(() => main.getByRole('heading', { level: 1 }).innerText()).toBe('Tags');
    const ops = rowOf(page, 'Operational resilience');
    const opsNews = ops.getByRole('link', { name: '3 news items tagged Operational resilience' });
    await opsNews.waitFor();
    expect(await opsNews.getAttribute('href')).toBe('/news?tags=ops-resilience');
    expect(await ops.innerText()).toContain('1 auto-tagging rule');
    await rowOf(page, 'DORA').getByRole('link', { name: '2 news items tagged DORA' }).waitFor();

    // The search finds a tag by another name.
    await main.getByRole('searchbox', { name: 'Search tags' }).fill('Ops resilience');
    await expect.poll(() => main.getByRole('table').getByRole('row').count()).toBe(2);
    await main.getByRole('searchbox', { name: 'Search tags' }).fill('');

    await ops.getByRole('button', { name: 'Merge Operational resilience into another tag' }).click();
    const dialog = page.getByRole('dialog', { name: 'Merge “Operational resilience” into another tag' });
    await dialog.getByRole('combobox', { name: 'Merge into' }).fill('DOR');
    await page.getByRole('option', { name: 'DORA (dora)' }).click();
    const summary = await dialog.getByRole('status').innerText();
    expect(summary).toContain(
      '3 news items and 1 auto-tagging rule will carry “DORA” instead of “Operational resilience”',
    );
    expect(summary).toContain('“DORA” is also found by “Operational resilience” and “Ops resilience”');
    await shell.finishTransitions(dialog);
    await page.screenshot({ path: await screenshotPath('tags-merge-dialog-light-1280.png') });
    await dialog.getByRole('button', { name: 'Merge into “DORA”' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await main.getByText('“Operational resilience” merged into “DORA”: 4 items changed.').waitFor();
    // The joint statement carried both: it counts once.
    const doraNews = rowOf(page, 'DORA').getByRole('link', { name: '4 news items tagged DORA' });
    await doraNews.waitFor();
    expect(await rowOf(page, 'DORA').innerText()).toContain('1 auto-tagging rule');
    await expect.poll(() => rowOf(page, 'Operational resilience').count()).toBe(0);

    // The count leads to the news list filtered by the tag, which holds those four.
    await doraNews.click();
    await page.waitForURL((url) => url.pathname === '/news' && url.searchParams.get('tags') === 'dora');
    await shell.waitForSettled();
    await main.getByText('Outsourcing guidance revised').first().waitFor();
  });

  it('shows what the live rules give a pasted text, and which rule matched which words', async () => {
    const page = await signedIn();
    const shell = new Shell(page, server.baseUrl);
    await shell.goto('/test/tag-simple');
    const main = page.getByRole('main');
    await expect.poll(() => main.getByRole('heading', { level: 1 }).innerText()).toBe('Tag test');
    // An empty text is refused before it is sent.
    await main.getByRole('button', { name: 'Test' }).click();
    await main.getByText('Paste a title, and the text on the lines below it').waitFor();

    await main
      .getByRole('textbox', { name: 'Title and text' })
      .fill('Supervisors publish a climate scenario exercise\nFirms should plan for a Heatwave and for floods.');
    await main.getByRole('button', { name: 'Test' }).click();
    const result = main.getByRole('region', { name: 'It would get' });
    await result.waitFor();
    const text = await result.innerText();
    expect(text).toMatch(/Tags\s+Climate/);
    expect(text).toMatch(/Impact\s+High/);
    expect(text).toContain('Heat and climate');
    await result.locator('mark', { hasText: 'climate scenario' }).waitFor();
    await result.locator('mark', { hasText: 'Heatwave' }).waitFor();
    expect(text).not.toContain('Resilience watch');
  });

  it('shows the pages at 1280 and 390 wide, light and dark, axe-clean', async () => {
    const problems: string[] = [];
    for (const theme of ['light', 'dark'] as const) {
      for (const viewport of VIEWPORTS) {
        const page = await signedIn(viewport, theme);
        const shell = new Shell(page, server.baseUrl);
        const main = page.getByRole('main');
        for (const [path, heading] of [
          ['/admin/tags', 'Tags'],
          ['/test/tag-simple', 'Tag test'],
        ] as const) {
          await shell.goto(path);
          await expect.poll(() => main.getByRole('heading', { level: 1 }).innerText()).toBe(heading);
          expect(await page.title()).toContain(heading);
          if (path === '/admin/tags') {
            await main.getByRole('table', { name: 'Tags and their usage' }).waitFor();
          } else {
            await main.getByRole('textbox', { name: 'Title and text' }).fill('Heatwave warning\nA climate scenario.');
            await main.getByRole('button', { name: 'Test' }).click();
            await main.getByRole('region', { name: 'It would get' }).waitFor();
          }
          await shell.waitForSettled();
          // The pointer off the page: a hovered button would look otherwise than at rest.
          await page.mouse.move(0, viewport.height - 1);
          await shell.finishTransitions(main);
          if (viewport.width === 390) {
            const overflow = await sidewaysOverflow(page);
            expect(overflow, `${path}: no sideways scrolling at 390 px`).toBeLessThanOrEqual(0);
          }
          const name = `tags-${path.split('/').slice(1).join('-')}-${theme}-${viewport.width}.png`;
          await page.screenshot({ path: await screenshotPath(name), fullPage: true });
          if (viewport.width !== 1280) continue;
          problems.push(...(await seriousAxeViolations(page, `${path} ${theme}`)));
        }
        await page.context().close();
      }
    }
    expect(problems).toEqual([]);
  });
});
