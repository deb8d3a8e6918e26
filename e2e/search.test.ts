// Search everywhere (issue 13): the top bar's box on any page (`/` focuses it), the type-ahead that opens DORA's
// regulation in three keys and Enter, `/search` with the searches run, and a misspelt search that is corrected.
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminApi,
  ApiClient,
  launchBrowser,
  screenshotPath,
  signedInPage,
  startServer,
  testUser,
  type TestServer,
} from './harness.ts';
import { Shell } from './shell-page.ts';

/** Creates the regulations and a keyword (configuration that must rank below them). */
const editor = testUser('searcheditor', ['superadmin', 'riccadmin', 'obligationsadmin']);
const analyst = testUser('searchanalyst', ['riccmember', 'obligationsvisitor']);

const DORA_TITLE = 'Regulation (EU) 2022/2554 on digital operational resilience for the financial sector';
const SOLVENCY_TITLE = 'Directive 2009/138/EC on the business of insurance and reinsurance (Solvency II)';

describe('search everywhere', () => {
  let server: TestServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const ids: Record<string, string> = {};

  /** The element that has the focus, by its accessible label. */
  const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
  const shot = async (page: Page, name: string) =>
    page.screenshot({ path: await screenshotPath(`search-${name}.png`) });

  beforeAll(async () => {
    [browser, server] = await Promise.all([launchBrowser(), startServer()]);
    const accounts = new AdminApi(server);
    for (const user of [editor, analyst]) await accounts.createUser(user);
    const admin = new ApiClient(server.baseUrl, { email: editor.username, password: editor.password });
    const create = async (type: string, data: object) =>
      (await admin.post<{ id: string }>(`/api/content/${type}`, { data })).id;
    ids.dora = await create('regulation', {
      title: DORA_TITLE,
      shortName: 'DORA',
      citation: 'Regulation (EU) 2022/2554',
      aliases: ['Digital Operational Resilience Act'],
      country: 'EU',
      kind: 'regulation',
    });
    ids.solvency = await create('regulation', {
      title: SOLVENCY_TITLE,
      shortName: 'Solvency II',
      country: 'EU',
      kind: 'directive',
    });
    await create('keyword', { keyword: 'DORA' });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  it('`/` focuses the search box on any page, and d, o, r, Enter opens the DORA regulation', async () => {
    const page = await signedInPage(browser, server.baseUrl, analyst, contexts);
    const shell = new Shell(page, server.baseUrl);
    for (const path of ['/news', '/events']) {
      await shell.goto(path);
      expect(await focusedLabel(page)).not.toBe('Search everything');
      await page.keyboard.press('/');
      await expect.poll(() => focusedLabel(page)).toBe('Search everything');
      // The slash asks for the box: it is not typed into it.
      expect(await page.getByRole('combobox', { name: 'Search everything' }).inputValue()).toBe('');
      await page.keyboard.press('Escape');
    }

    await page.keyboard.press('/');
    await page.keyboard.type('dor');
    const box = page.getByRole('combobox', { name: 'Search everything' });
    const first = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first();
    await expect.poll(() => first.textContent()).toContain(DORA_TITLE);
    // The regulation whose short name was typed comes first, and is the one Enter opens.
    await expect.poll(() => first.getAttribute('aria-selected')).toBe('true');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
    await shot(page, 'typeahead');
    // The open combobox and its list (in the top bar) pass axe.
    const axe = await new AxeBuilder({ page }).include('header').analyze();
    expect(
      axe.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join('; ')}`),
    ).toEqual([]);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname.endsWith(`/${ids.dora}`));
    await page.getByText(DORA_TITLE).first().waitFor();
  });

  it('a misspelt search shows the corrected one, and /search lists the searches run', async () => {
    const page = await signedInPage(browser, server.baseUrl, analyst, contexts);
    const shell = new Shell(page, server.baseUrl);
    await shell.goto('/search');
    await page.getByText('Searches you run show here.').waitFor();

    // From the top bar: Enter with no suggestion highlighted runs the search.
    await page.keyboard.press('/');
    await page.keyboard.type('Solvecny');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\/Solvecny$/);
    await page.getByTestId('search-correction').waitFor();
    expect(await page.getByTestId('search-correction').textContent()).toMatch(/^Showing results for solvency/i);
    await page.getByRole('link', { name: SOLVENCY_TITLE }).waitFor();
    await shot(page, 'corrected');
    await page.getByRole('link', { name: 'Search instead for Solvecny' }).click();
    await page.waitForURL(/\/search\/Solvecny\?exact=true$/);

    await shell.goto('/search');
    const recent = page.getByRole('region', { name: 'Recent searches' });
    await recent.getByRole('link', { name: 'Solvecny', exact: true }).waitFor();
    await shot(page, 'recent');
  });
});
