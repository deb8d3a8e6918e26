// Every area's home is a dashboard on the demo data: its tiles show figures (none empty, none failed), a country of a
// map opens its country page, a chart's numbers are a table reached by keyboard, two dashboards pass axe, and
// dark-theme screenshots at desktop and phone widths are kept in /tmp/shots-dash/ to be looked at.
import { AxeBuilder } from '@axe-core/playwright';
import { AREAS, type Area } from '@rh/core/areas';
import { DASHBOARDS } from '@rh/core/areas/dashboards';
import { mkdir } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { scaledLimit } from '../scripts/test-slowness.ts';
import { launchBrowser, newContext, startServer, type TestServer } from './harness.ts';
import { SignInPage } from './sign-in-page.ts';

/** The address of each area's home (the route table's path of its `home`). */
const HOMES: Readonly<Record<string, string>> = {
  horizon: '/',
  obligations: '/regdecomp/dashboard',
  ai: '/ai/home',
  policies: '/impact/policies',
  commodities: '/commodities/home',
  controls: '/controls/home',
  tax: '/tax/map',
  mar: '/mar/home',
  esg: '/metrics/home',
  impact: '/impact/reporting',
  faqs: '/faqs/about',
};
const SHOTS = '/tmp/shots-dash';
const SETTLE_MS = scaledLimit(20_000);

describe('the area dashboards, on the demo data', () => {
  let server: TestServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [browser, server] = await Promise.all([launchBrowser(), startServer({ env: { DEMO: 'true' } })]);
    await mkdir(SHOTS, { recursive: true });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  /** A page signed in as the superadmin (who may read every area), in the light or dark theme. */
  async function signedIn(viewport = { width: 1280, height: 900 }, theme: 'light' | 'dark' = 'light'): Promise<Page> {
    const context = await newContext(browser, { viewport });
    contexts.push(context);
    // The theme the app reads at start (ThemeModeProvider, STORAGE_KEYS.theme).
    await context.addInitScript((mode) => localStorage.setItem('frmCloudTheme', mode), theme);
    const page = await context.newPage();
    const signIn = new SignInPage(page, server.baseUrl);
    await signIn.goto();
    await signIn.signIn(server.admin);
    await page.waitForURL((url) => url.pathname === '/');
    return page;
  }

  /** Opens an area's home and waits until every tile has its answer; answers the tiles. */
  async function openDashboard(page: Page, area: Area) {
    await page.goto(`${server.baseUrl}${HOMES[area.id]}`);
    // Home shows Horizon's dashboard below the fold and loads it when it is scrolled to.
    if (area.id === 'horizon')
      await page.getByRole('heading', { name: 'Horizon at a glance' }).scrollIntoViewIfNeeded();
    const tiles = page.locator('section[data-tile]');
    const expected = DASHBOARDS[area.id]?.tiles.length ?? 0;
    await expect.poll(() => tiles.count(), { timeout: SETTLE_MS }).toBe(expected);
    await expect
      .poll(() => page.locator('section[data-tile][aria-busy="true"]').count(), { timeout: SETTLE_MS })
      .toBe(0);
    return tiles;
  }

  it('shows every tile of every area home with figures from the demo', async () => {
    const page = await signedIn();
    const problems: string[] = [];
    for (const area of AREAS.filter((one) => DASHBOARDS[one.id])) {
      const tiles = await openDashboard(page, area);
      for (const [index, tile] of (DASHBOARDS[area.id]?.tiles ?? []).entries()) {
        const section = tiles.nth(index);
        const where = `${area.id} / ${tile.title}`;
        const state = await section.getAttribute('data-state');
        if (state) {
          problems.push(`${where}: ${state}: ${await section.innerText()}`);
          continue;
        }
        if (tile.kind === 'count') {
          const count = Number(await section.locator('[data-count]').getAttribute('data-count'));
          if (!(count > 0)) problems.push(`${where}: counts ${count}`);
        } else if (tile.kind === 'timeline' || tile.kind === 'newest') {
          if ((await section.getByRole('listitem').count()) === 0) problems.push(`${where}: no items`);
        } else if (tile.kind === 'table') {
          // The items themselves: a row of the table each (its header row aside).
          if ((await section.getByRole('row').count()) < 2) problems.push(`${where}: no rows`);
        } else {
          // A chart or map draws in its element once ECharts has loaded.
          const drawn = section.locator('[role="img"] canvas, [role="img"] svg');
          // A chart may wait until it is on screen before it draws.
          await section.scrollIntoViewIfNeeded();
          await expect.poll(() => drawn.count(), { timeout: SETTLE_MS, message: where }).toBeGreaterThan(0);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("opens a country's page from the map, and the tile's link opens the list under the area's scope", async () => {
    const page = await signedIn();
    const ai = AREAS.find((area) => area.id === 'ai')!;
    const tiles = await openDashboard(page, ai);
    const map = tiles.filter({ has: page.getByRole('heading', { name: 'AI initiatives by country', exact: true }) });
    // The map's numbers as a table: a row opens its country's page of the area, as a click on the map does.
    await map.getByRole('button', { name: 'Table' }).click();
    await map.getByRole('row').filter({ hasText: 'United States' }).getByRole('button').first().click();
    await page.waitForURL((url) => url.pathname === '/ai/country/US');
    await page.goBack();
    // The tile's own link keeps the way to the list. The AI area has no initiatives list of its own: its data
    // explorer shows them under the area's scope.
    await map.getByRole('link', { name: /^Open list/ }).click();
    await page.waitForURL((url) => url.pathname === '/ai/datastrats');
    expect(new URL(page.url()).searchParams.get('type')).toBe('initiative');
    await expect.poll(() => page.getByText('AI initiatives').first().isVisible()).toBe(true);
  });

  it("reaches a chart's data table by keyboard", async () => {
    const page = await signedIn();
    const mar = AREAS.find((area) => area.id === 'mar')!;
    const tiles = await openDashboard(page, mar);
    const tile = tiles.filter({ has: page.getByRole('heading', { name: 'Cases by MAR risk', exact: true }) });
    const toggle = tile.getByRole('button', { name: 'Table' });
    await expect.poll(() => toggle.count(), { timeout: SETTLE_MS }).toBe(1);
    // Tab from the top of the page until the table button of this chart has the focus.
    await page.locator('body').focus();
    let reached = false;
    for (let step = 0; step < 80 && !reached; step++) {
      await page.keyboard.press('Tab');
      reached = await toggle.evaluate((element) => element === document.activeElement);
    }
    expect(reached, 'the Table button of "Cases by MAR risk" takes the focus').toBe(true);
    await page.keyboard.press('Enter');
    const table = tile.getByRole('table');
    await expect.poll(() => table.isVisible()).toBe(true);
    expect(await table.getByRole('row').count()).toBeGreaterThan(1);
  });

  it('passes axe on two dashboards, and looks right in the dark at desktop and phone widths', async () => {
    const problems: string[] = [];
    for (const id of ['ai', 'obligations']) {
      const area = AREAS.find((one) => one.id === id)!;
      for (const viewport of [
        { width: 1280, height: 900 },
        { width: 390, height: 844 },
      ]) {
        const page = await signedIn(viewport, 'dark');
        await openDashboard(page, area);
        await expect.poll(() => page.locator('[role="img"] canvas, [role="img"] svg').count()).toBeGreaterThan(0);
        // ECharts animates its first drawing.
        await page.waitForTimeout(scaledLimit(1_000));
        await page.screenshot({ path: `${SHOTS}/${id}-dark-${viewport.width}.png`, fullPage: true });
        if (viewport.width !== 1280) continue;
        const results = await new AxeBuilder({ page }).analyze();
        for (const violation of results.violations) {
          if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
          const nodes = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
          problems.push(`${id}: ${violation.id} [${violation.impact}] ×${violation.nodes.length}: ${nodes.join('; ')}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
