// The sources' operational list and the broken links' check in Chromium (issue 17): the demo admin fetches two
// sources at once and sees a result per source, filters the failing one; then runs the links' check (a local site
// answers 200 and 404), filters, re-checks one link. Both pages at 1280 and 390 wide, light and dark, go to
// e2e/screenshots, each checked with axe at 1280.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/** A regulator's site on 127.0.0.2 (the server may fetch it): a feed whose items link to a page and a lost page. */
function startSite(): Promise<{ server: Server; base: string }> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/feed.xml') {
      const base = `http://${req.headers.host}`;
      const item = (title: string, link: string) =>
        `<item><title>${title}</title><link>${base}${link}</link><guid>${link}</guid><pubDate>Mon, 02 Mar 2026 09:00:00 GMT</pubDate></item>`;
      res.writeHead(200, { 'content-type': 'application/rss+xml' });
      return res.end(
        `<?xml version="1.0"?><rss version="2.0"><channel><title>Site</title><link>${base}/</link><description>d</description>${item('Guidance on outsourcing published', '/page-ok')}${item('Consultation on reporting withdrawn', '/page-gone')}</channel></rss>`,
      );
    }
    if (path === '/page-ok') return res.writeHead(200, { 'content-type': 'text/html' }).end('<p>ok</p>');
    if (path === '/broken-feed') return res.writeHead(500).end('oops');
    res.writeHead(404).end('gone');
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.2', () =>
      resolve({ server, base: `http://127.0.0.2:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

describe('the sources rows and broken links pages (full build)', () => {
  let server: TestServer;
  let site: { server: Server; base: string };
  let browser: Browser;
  let page: Page;
  let shell: Shell;

  beforeAll(async () => {
    site = await startSite();
    [browser, server] = await Promise.all([
      launchBrowser(),
      startServer({ env: { FETCH_ALLOW: new URL(site.base).host, JOBS: 'true', LINK_CHECK_GAP_MS: '50' } }),
    ]);
    // The platform's administrator with the analysts' administrator role, as the demo's administrator holds both:
    // the links of news items are listed to whoever may read news items only.
    const admin = testUser('linkkeeper', ['superadmin', 'riccadmin']);
    await new AdminApi(server).createUser(admin);
    const api = new ApiClient(server.baseUrl, admin);
    const source = (name: string, path: string, enabled: boolean) =>
      api.post('/api/content/source', {
        data: { name, url: `${site.base}${path}`, kind: 'rss', pollMinutes: 60, enabled, countries: ['GB'] },
      });
    await source('Alpha regulator news', '/feed.xml', true);
    await source('Beta broken feed', '/broken-feed', true);
    await source('Gamma archive', '/feed.xml', false);
    // One signed-in context for the whole file: the viewport and theme change in place.
    const context = await newContext(browser, { viewport: VIEWPORTS[0], reducedMotion: 'reduce' });
    page = await context.newPage();
    const signIn = new SignInPage(page, server.baseUrl);
    await signIn.goto();
    await signIn.signIn({ email: admin.username, password: admin.password });
    shell = new Shell(page, server.baseUrl);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    site?.server.closeAllConnections();
    await new Promise((resolve) => site?.server.close(resolve));
  });

  const grid = (name: string) => page.getByRole('main').getByRole('grid', { name });
  const rowOf = (gridName: string, text: string) => grid(gridName).getByRole('row').filter({ hasText: text });

  it('fetches two sources at once, reports each, and filters the failing one', async () => {
    await shell.goto('/admin/sources/table/rows');
    const main = page.getByRole('main');
    await expect.poll(() => main.getByRole('heading', { level: 1 }).innerText()).toBe('Sources (rows)');
    const sources = 'Sources and their fetching state';
    await rowOf(sources, 'Gamma archive').getByText('Disabled').waitFor();
    expect(await rowOf(sources, 'Alpha regulator news').getByText('Never fetched').count()).toBe(1);
    const link = rowOf(sources, 'Alpha regulator news').getByRole('link', { name: 'Alpha regulator news' });
    expect(await link.getAttribute('href')).toMatch(/^\/source\//);

    for (const name of ['Alpha regulator news', 'Beta broken feed']) {
      await rowOf(sources, name).getByRole('checkbox').check();
    }
    await main.getByRole('region', { name: 'Actions on the chosen sources' }).getByText('2 sources chosen').waitFor();
    await main.getByRole('button', { name: 'Fetch now' }).click();
    const results = main.getByRole('list', { name: 'Result per source' });
    await results.waitFor();
    expect(await main.getByText('1 fetched, 1 failed.').count()).toBe(1);
    expect(await results.innerText()).toContain('Fetched: 2 new, 0 already known, 0 rejected.');
    expect(await results.innerText()).toMatch(/Beta broken feed\s+HTTP 500/);
    await rowOf(sources, 'Alpha regulator news').getByText('OK').waitFor();
    await shell.waitForSettled();
    await page.screenshot({ path: await screenshotPath('admin-sources-rows-fetched-light-1280.png') });

    await main.getByRole('combobox', { name: 'State' }).click();
    await page.getByRole('option', { name: 'Failing (1)' }).click();
    await page.waitForURL((url) => url.searchParams.get('state') === 'failing');
    await expect.poll(() => grid(sources).getByRole('row').count()).toBe(2);
    await rowOf(sources, 'Beta broken feed')
      .getByText(/HTTP 500/)
      .waitFor();
  });

  it('checks the links in the background, lists the broken ones and re-checks one', async () => {
    await shell.goto('/admin/links');
    const main = page.getByRole('main');
    await expect.poll(() => main.getByRole('heading', { level: 1 }).innerText()).toBe('Broken links');
    await main.getByText('No check has run yet.').waitFor();
    await main.getByRole('button', { name: 'Re-check all links' }).click();
    await main.getByText(/Last check \(every link\) ended .*: 5 of 5 checked\./).waitFor({ timeout: 30_000 });
    // The sources' addresses (two feeds, a broken one) and the news items' links (a page, a lost page).
    const tiles = main.getByRole('list', { name: 'Links by state' });
    await tiles.getByRole('button', { name: '2 broken: show all links' }).waitFor();
    await tiles.getByRole('button', { name: /^3 ok/ }).waitFor();
    const links = 'Links and their last check';
    await rowOf(links, 'Consultation on reporting withdrawn').getByText('Broken · 404').waitFor();
    await rowOf(links, 'Beta broken feed').getByText('Broken · 500').waitFor();

    await main.getByRole('searchbox', { name: 'Search item or address' }).fill('page-gone');
    await expect.poll(() => grid(links).getByRole('row').count()).toBe(2);
    await main.getByRole('button', { name: `Re-check ${site.base}/page-gone` }).click();
    await main.getByText(/Last check \(one link\) ended .*: 1 of 1 checked\./).waitFor({ timeout: 30_000 });
    await rowOf(links, 'Consultation').getByText('Broken · 404').waitFor();
    await main.getByRole('searchbox', { name: 'Search item or address' }).fill('');
  });

  it('shows both pages at 1280 and 390 wide, light and dark, axe-clean', async () => {
    const problems: string[] = [];
    const main = page.getByRole('main');
    for (const theme of ['light', 'dark'] as const) {
      await shell.useTheme(theme);
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        for (const [path, heading, gridName] of [
          ['/admin/sources/table/rows', 'Sources (rows)', 'Sources and their fetching state'],
          ['/admin/links?state=all', 'Broken links', 'Links and their last check'],
        ] as const) {
          await shell.goto(path);
          await expect.poll(() => main.getByRole('heading', { level: 1 }).innerText()).toBe(heading);
          expect(await page.title()).toContain(heading);
          await grid(gridName).getByRole('row').nth(1).waitFor();
          await shell.waitForSettled();
          await page.mouse.move(0, viewport.height - 1);
          await shell.finishTransitions(main);
          if (viewport.width === 390) {
            const overflow = await sidewaysOverflow(page);
            expect(overflow, `${path}: no sideways scrolling at 390 px`).toBeLessThanOrEqual(0);
          }
          const name = `admin-${path.split('?')[0]!.split('/').slice(2).join('-')}-${theme}-${viewport.width}.png`;
          await page.screenshot({ path: await screenshotPath(name), fullPage: true });
          if (viewport.width !== 1280) continue;
          problems.push(...(await seriousAxeViolations(page, `${path} ${theme}`)));
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
