// Admin's screens on the demo data (issue 17 item 5): the declared news dashboards show their figures and a matrix cell
// opens the news of that regulator and type; the untagged news count opens the untagged news; the tables link each
// lookup list and its add form; a deleted topic is restored; the migrations are the journal's. Each screen at 1280 and
// 390 wide, light and dark, goes to e2e/screenshots, checked with axe at 1280.
import { ROUTE_DASHBOARDS } from '@rh/core/areas/dashboards';
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { scaledLimit } from '../scripts/test-slowness.ts';
import { ContentListPage } from './content-pages.ts';
import {
  ApiClient,
  launchBrowser,
  newContext,
  screenshotPath,
  startServer,
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
const SETTLE_MS = scaledLimit(20_000);

/** The declared dashboards: route name, path, h1. */
const DASHBOARD_SCREENS = [
  ['AdminNewsCount', '/admin/news/count', 'Admin: News counts'],
  ['AdminNewsMatrix', '/admin/news/matrix', 'Admin: News matrix'],
  ['AdminNewsSource', '/admin/news/source', 'Admin: News by source'],
  ['AdminNewsAnytag', '/admin/news/anytag', 'Admin: Tagged news'],
  ['AdminTables', '/admin/tables', 'Admin: Tables'],
] as const;
const SCREENS: readonly (readonly [path: string, heading: string])[] = [
  ...DASHBOARD_SCREENS.map(([, path, heading]) => [path, heading] as const),
  ['/admin/deletedtopics', 'Deleted topics'],
  ['/migrations', 'Migrations'],
];

const journal = JSON.parse(
  await readFile(new URL('../apps/server/drizzle/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: { tag: string }[] };

describe('the admin screens, on the demo data', () => {
  let server: TestServer;
  let browser: Browser;
  let api: ApiClient;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [browser, server] = await Promise.all([launchBrowser(), startServer({ env: { DEMO: 'true' } })]);
    api = new ApiClient(server.baseUrl, server.admin);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  /** A page signed in as the superadmin the server made at its first start. */
  async function signedIn(viewport: { width: number; height: number } = VIEWPORTS[0], theme = 'light') {
    const context = await newContext(browser, { viewport, reducedMotion: 'reduce' });
    contexts.push(context);
    await context.addInitScript((mode) => localStorage.setItem('frmCloudTheme', mode), theme);
    const page = await context.newPage();
    const signIn = new SignInPage(page, server.baseUrl);
    await signIn.goto();
    await signIn.signIn(server.admin);
    await page.waitForURL((url) => url.pathname === '/');
    return { page, shell: new Shell(page, server.baseUrl), main: page.getByRole('main') };
  }

  /** Opens a declared dashboard and waits until each of its tiles has its answer. */
  async function openDashboard(page: Page, route: string, path: string) {
    await page.goto(`${server.baseUrl}${path}`);
    const tiles = page.locator('section[data-tile]');
    await expect.poll(() => tiles.count(), { timeout: SETTLE_MS }).toBe(ROUTE_DASHBOARDS[route]?.tiles.length);
    await expect
      .poll(() => page.locator('section[data-tile][aria-busy="true"]').count(), { timeout: SETTLE_MS })
      .toBe(0);
    return tiles;
  }

  const tileNamed = (page: Page, title: string) =>
    page.locator('section[data-tile]').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

  /** The number of news items with these list filters (the aggregation's exact count; the list's is capped). */
  async function newsCount(search: URLSearchParams): Promise<number> {
    const filters: Record<string, string[]> = {};
    for (const [param, value] of search) (filters[param] ??= []).push(value);
    const answer = await api.call<{ results: { n: { total: number } } }>('POST', '/api/aggregate', {
      queries: [{ id: 'n', type: 'newsitem', filters }],
    });
    return answer.results.n.total;
  }

  it('shows every tile of the declared admin screens with the demo’s figures', async () => {
    const { page } = await signedIn();
    const problems: string[] = [];
    for (const [route, path] of DASHBOARD_SCREENS) {
      const tiles = await openDashboard(page, route, path);
      for (const [index, tile] of (ROUTE_DASHBOARDS[route]?.tiles ?? []).entries()) {
        const section = tiles.nth(index);
        const where = `${route} / ${tile.title}`;
        const state = await section.getAttribute('data-state');
        if (state) problems.push(`${where}: ${state}: ${await section.innerText()}`);
        else if (tile.kind === 'count' && !tile.missing) {
          const count = Number(await section.locator('[data-count]').getAttribute('data-count'));
          if (!(count > 0)) problems.push(`${where}: counts ${count}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('opens the news of a regulator and type from a cell of the matrix', async () => {
    const { page, shell } = await signedIn();
    await openDashboard(page, 'AdminNewsMatrix', '/admin/news/matrix');
    const matrix = tileNamed(page, 'News by regulator and type');
    await matrix.getByRole('button', { name: 'Table', exact: true }).click();
    const cell = matrix.getByRole('table').getByRole('button').first();
    await cell.waitFor();
    const count = Number((await cell.innerText()).replace(/\D/g, ''));
    expect(count).toBeGreaterThan(0);
    await cell.click();
    await page.waitForURL((url) => url.pathname === '/news');
    const search = new URL(page.url()).searchParams;
    expect(search.get('regulator')).toMatch(/^[0-9a-f-]{36}$/);
    expect(search.getAll('newsTypes')).toHaveLength(1);
    // The list behind the cell holds what the cell counts.
    expect(await newsCount(search)).toBe(count);
    await shell.waitForSettled();
    await expect.poll(() => page.getByRole('main').getByRole('heading', { level: 1 }).innerText()).toBe('News');
  });

  it('gives each source its volume and the month of its last item, which opens that month’s news of the source', async () => {
    const { page } = await signedIn();
    await openDashboard(page, 'AdminNewsSource', '/admin/news/source');
    const table = tileNamed(page, 'Volume and last item by source').getByRole('table');
    const first = table.getByRole('row').nth(1);
    const volume = Number((await first.getByRole('cell').first().innerText()).replace(/\D/g, ''));
    expect(volume).toBeGreaterThan(0);
    await first.getByRole('link', { name: /items of/ }).click();
    await page.waitForURL((url) => url.pathname === '/news' && url.searchParams.has('source'));
    const search = new URL(page.url()).searchParams;
    expect(search.get('publishedAt.from')).toMatch(/^\d{4}-\d{2}-01$/);
    const inMonth = await newsCount(search);
    expect(inMonth).toBeGreaterThan(0);
    expect(inMonth).toBeLessThanOrEqual(volume);
  });

  it('opens the untagged news from its count, and the tagged from the presence bar’s table', async () => {
    const { page } = await signedIn();
    await openDashboard(page, 'AdminNewsAnytag', '/admin/news/anytag');
    const untagged = tileNamed(page, 'Without a tag');
    const count = Number(await untagged.locator('[data-count]').getAttribute('data-count'));
    expect(count).toBeGreaterThan(0);
    await untagged.getByRole('link', { name: /^Open list/ }).click();
    await page.waitForURL((url) => url.pathname === '/news');
    const search = new URL(page.url()).searchParams;
    expect(search.get('tags.has')).toBe('false');
    expect(await newsCount(search)).toBe(count);

    await page.goBack();
    const presence = tileNamed(page, 'News with and without a tag');
    await presence.getByRole('button', { name: 'Table', exact: true }).click();
    const withTag = presence.getByRole('table').getByRole('row').filter({ hasText: 'With a tag' });
    const tagged = Number((await withTag.getByRole('cell').last().innerText()).replace(/\D/g, ''));
    expect(tagged).toBeGreaterThan(count);
    await withTag.getByRole('button').first().click();
    await page.waitForURL((url) => url.pathname === '/news' && url.searchParams.get('tags.has') === 'true');
    expect(await newsCount(new URL(page.url()).searchParams)).toBe(tagged);
  });

  it('lists the lookup types with their counts, each with its list and its add form', async () => {
    const { page } = await signedIn();
    await openDashboard(page, 'AdminTables', '/admin/tables');
    const types = tileNamed(page, 'News types');
    expect(Number(await types.locator('[data-count]').getAttribute('data-count'))).toBeGreaterThan(0);
    expect(await types.getByRole('link', { name: /^Open list/ }).getAttribute('href')).toBe('/types');
    expect(await types.getByRole('link', { name: /^Add/ }).getAttribute('href')).toBe('/form/newstype/new');
    await types.getByRole('link', { name: /^Add/ }).click();
    await page.waitForURL((url) => url.pathname === '/form/newstype/new');
    await page.getByRole('main').getByRole('textbox').first().waitFor();
  });

  it('restores a deleted topic', async () => {
    const { page, shell } = await signedIn();
    await shell.goto('/admin/deletedtopics');
    await page.getByText('Showing: deleted topics').waitFor();
    const list = new ContentListPage(page, 'Topics');
    await expect.poll(() => list.titles()).toEqual(expect.arrayContaining(['LIBOR transition', 'Brexit onshoring']));
    const row = list.grid.getByRole('row').filter({ hasText: 'LIBOR transition' });
    expect(await row.innerText()).toContain('admin');
    await row.getByRole('button', { name: 'Restore' }).click();
    await page.getByText('“LIBOR transition” is restored.').waitFor();
    await expect.poll(() => list.titles()).not.toContain('LIBOR transition');
    const topic = await api.call<{ deletedAt: string | null }>('GET', '/api/content/topic/libor-transition');
    expect(topic.deletedAt).toBeNull();
  });

  it('lists the migrations of the journal, newest first', async () => {
    const { page, shell, main } = await signedIn();
    await shell.goto('/migrations');
    const table = main.getByRole('table', { name: 'Migrations, newest first' });
    await table.waitFor();
    const names = await table.getByRole('rowheader').allInnerTexts();
    expect(names).toEqual(journal.entries.map((entry) => entry.tag).reverse());
    expect(await table.getByText('Applied', { exact: true }).count()).toBe(journal.entries.length);
    await expect.poll(() => page.title()).toContain('Migrations');
  });

  for (const theme of ['light', 'dark'] as const) {
    for (const viewport of VIEWPORTS) {
      it(
        `shows each screen ${theme} at ${viewport.width} wide${viewport.width === 1280 ? ', axe-clean' : ''}`,
        {
          timeout: scaledLimit(180_000),
        },
        async () => {
          const problems: string[] = [];
          const { page, shell, main } = await signedIn(viewport, theme);
          for (const [path, heading] of SCREENS) {
            await shell.goto(path);
            await expect.poll(() => main.getByRole('heading', { level: 1 }).innerText()).toBe(heading);
            await expect
              .poll(() => page.locator('section[data-tile][aria-busy="true"]').count(), { timeout: SETTLE_MS })
              .toBe(0);
            // ECharts animates its first drawing.
            if (path.startsWith('/admin/news')) await page.waitForTimeout(scaledLimit(1_000));
            const name = `admin-${path.split('/').filter(Boolean).join('-')}-${theme}-${viewport.width}.png`;
            await page.screenshot({ path: await screenshotPath(name), fullPage: true });
            if (viewport.width === 390) {
              const overflow = await sidewaysOverflow(page);
              if (overflow > 0) problems.push(`${path}: ${overflow} px of sideways scrolling at 390`);
              continue;
            }
            problems.push(...(await seriousAxeViolations(page, path)));
          }
          expect(problems).toEqual([]);
        },
      );
    }
  }
});
