// The dashboards' maps lead to country pages (issue 15): a click on a country drawn on /ai/map opens the AI country
// page, the EU beside the ESG Tax map opens the tax country page, a row of the climate map's table opens the market
// page; the map pages pass axe; screenshots at desktop and phone widths, light and dark, go to /tmp/shots-maps/.
import { AxeBuilder } from '@axe-core/playwright';
import { countryName } from '@rh/core/content';
import { mkdir } from 'node:fs/promises';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { scaledLimit } from '../scripts/test-slowness.ts';
import { launchBrowser, newContext, startServer, type TestServer } from './harness.ts';
import { SignInPage } from './sign-in-page.ts';

const SHOTS = '/tmp/shots-maps';
const SETTLE_MS = scaledLimit(20_000);
/** The pages with a map (or the dashboards beside them) that must pass axe. */
const PAGES = ['/ai/map', '/tax/map', '/impact/policies', '/impact/policies/home', '/commodities/home'];

describe('maps lead to country pages', () => {
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
    await context.addInitScript((mode) => localStorage.setItem('frmCloudTheme', mode), theme);
    const page = await context.newPage();
    const signIn = new SignInPage(page, server.baseUrl);
    await signIn.goto();
    await signIn.signIn(server.admin);
    await page.waitForURL((url) => url.pathname === '/');
    return page;
  }

  /** Opens a dashboard and waits until every tile has its answer and every chart on it is drawn. */
  async function openDashboard(page: Page, path: string) {
    await page.goto(`${server.baseUrl}${path}`);
    const tiles = page.locator('section[data-tile]');
    await expect.poll(() => tiles.count(), { timeout: SETTLE_MS, message: path }).toBeGreaterThan(0);
    await expect
      .poll(() => page.locator('section[data-tile][aria-busy="true"]').count(), { timeout: SETTLE_MS, message: path })
      .toBe(0);
    await expect.poll(() => page.getByRole('progressbar').count(), { timeout: SETTLE_MS, message: path }).toBe(0);
    return tiles;
  }

  /** The tile of this title. */
  const tileOf = (page: Page, title: string): Locator =>
    page.locator('section[data-tile]').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

  /** The map of a tile once ECharts has drawn it. */
  async function drawnMap(tile: Locator): Promise<Locator> {
    const map = tile.locator('[role="img"]').first();
    await expect.poll(() => map.locator('canvas').count(), { timeout: SETTLE_MS }).toBeGreaterThan(0);
    return map;
  }

  it('opens the AI country page from a country drawn on /ai/map', async () => {
    const page = await signedIn();
    await openDashboard(page, '/ai/map');
    const tile = tileOf(page, 'AI initiatives: most advanced status by country');
    const map = await drawnMap(tile);
    // The legend names the statuses in their order, least advanced first; the table says what it shows.
    const legend = tile.getByRole('list', { name: 'Legend' }).getByRole('listitem');
    expect(await legend.allInnerTexts()).toEqual(['Proposed', 'Consultation', 'Adopted', 'In force']);
    await tile.getByRole('button', { name: 'Table' }).click();
    expect(await tile.getByRole('columnheader').allInnerTexts()).toEqual(['Country', 'Most advanced status']);
    await page.waitForTimeout(scaledLimit(1_000));
    const box = (await map.boundingBox())!;
    // Hover over the drawing until the tooltip names a country with a status, then click that very point: a real
    // click on the canvas, wherever the projection put the country.
    let found: { x: number; y: number; name: string } | undefined;
    search: for (const fy of [0.3, 0.4, 0.5, 0.35, 0.45, 0.55, 0.25, 0.6]) {
      for (const fx of [0.22, 0.25, 0.28, 0.5, 0.52, 0.55, 0.7, 0.75, 0.32, 0.45, 0.62, 0.8]) {
        const x = box.x + box.width * fx;
        const y = box.y + box.height * fy;
        await page.mouse.move(x, y);
        await page.waitForTimeout(120);
        const text = await map.evaluate((element) => (element as HTMLElement).innerText);
        const match = /^(.+): (Proposed|Consultation|Adopted|In force)$/m.exec(text.trim());
        if (match) {
          found = { x, y, name: match[1]! };
          break search;
        }
      }
    }
    expect(found, 'a country with a status under the pointer').toBeDefined();
    await page.mouse.click(found!.x, found!.y);
    await page.waitForURL((url) => url.pathname.startsWith('/ai/country/'));
    const code = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1)!);
    expect(countryName(code)).toBe(found!.name);
  });

  it('opens the ESG Tax country page from the EU beside the map, and the table tile lists the AI initiatives', async () => {
    const page = await signedIn();
    await openDashboard(page, '/tax/map');
    const eu = page.getByRole('button', { name: /^European Union:/ }).first();
    await eu.click();
    await page.waitForURL((url) => url.pathname === '/tax/country/EU');

    await openDashboard(page, '/ai/map');
    const table = tileOf(page, 'AI initiatives');
    const rows = table.getByRole('table', { name: 'AI initiatives' }).getByRole('row');
    expect(await rows.count()).toBeGreaterThan(10);
    expect(await table.getByRole('columnheader').allInnerTexts()).toEqual([
      'Title',
      'Type',
      'Jurisdiction',
      'Regulator',
      'Status',
      'Announced',
      'Effective',
    ]);
    const more = table.getByRole('link', { name: /^Open the list \(\d+\)$/ });
    expect(await more.count()).toBe(1);
    // A title opens the initiative on the AI area's own page of it; a country chip the AI country page.
    await rows.nth(1).getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/ai/initiative/'));
    await page.goBack();
    const chip = tileOf(page, 'AI initiatives').locator('a[href^="/ai/country/"]').first();
    await chip.click();
    await page.waitForURL((url) => url.pathname.startsWith('/ai/country/'));
  });

  it('opens the market page of the climate dashboard from a row of its map table', async () => {
    const page = await signedIn();
    await openDashboard(page, '/impact/policies');
    const tile = tileOf(page, 'Climate policies by country');
    await drawnMap(tile);
    await tile.getByRole('button', { name: 'Table' }).click();
    const row = tile.getByRole('row').nth(1);
    const name = (await row.getByRole('button').first().innerText()).trim();
    await row.getByRole('button').first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/impact/policies/market/'));
    const code = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1)!);
    expect(countryName(code)).toBe(name);
  });

  it(
    'passes axe on the map pages, kept as screenshots at desktop and phone widths, light and dark',
    async () => {
      const problems: string[] = [];
      for (const theme of ['light', 'dark'] as const) {
        for (const viewport of [
          { width: 1280, height: 900 },
          { width: 390, height: 844 },
        ]) {
          const page = await signedIn(viewport, theme);
          for (const path of PAGES) {
            await openDashboard(page, path);
            await expect
              .poll(() => page.locator('[role="img"] canvas').count(), { timeout: SETTLE_MS, message: path })
              .toBeGreaterThan(0);
            // ECharts animates its first drawing.
            await page.waitForTimeout(scaledLimit(800));
            const name = path.slice(1).replaceAll('/', '-');
            await page.screenshot({ path: `${SHOTS}/${name}-${theme}-${viewport.width}.png`, fullPage: true });
            const results = await new AxeBuilder({ page }).analyze();
            for (const violation of results.violations) {
              const nodes = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
              problems.push(
                `${path} ${theme} ${viewport.width}: ${violation.id} [${violation.impact}] ×${violation.nodes.length}: ${nodes.join('; ')}`,
              );
            }
          }
        }
      }
      expect(problems).toEqual([]);
      // Four passes over every map page, each with axe: ~60 s on a quiet machine, 177 s at a measured slowness near 3;
      // the default limit (60 s × slowness) ran out in CI when the load rose after the slowness was measured.
    },
    scaledLimit(150_000),
  );
});
