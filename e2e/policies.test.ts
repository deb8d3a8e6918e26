// The Climate Policy area in Chromium (issue 15): two countries chosen in the pickers and compared side by side with
// their differences marked, a market opened from the markets list, the library searched and a document opened, and
// the external build's "Climate policy initiatives" entry opening a real page. Screenshots at 1280 and 390 wide,
// light and dark, go to e2e/screenshots.
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
  sidewaysOverflow,
} from './harness.ts';
import { Shell } from './shell-page.ts';
import { SignInPage } from './sign-in-page.ts';

/** France and Germany: carbon pricing in force on both sides, disclosure at different statuses, a subsidy only in Germany. */
const POLICIES = [
  { title: 'French carbon tax (e2e)', country: 'FR', policyType: 'carbon-pricing', status: 'in-force' },
  { title: 'French climate disclosure (e2e)', country: 'FR', policyType: 'disclosure', status: 'in-force' },
  { title: 'German fuel emissions trading (e2e)', country: 'DE', policyType: 'carbon-pricing', status: 'in-force' },
  { title: 'German disclosure bill (e2e)', country: 'DE', policyType: 'disclosure', status: 'proposed' },
  { title: 'German heat pump subsidy (e2e)', country: 'DE', policyType: 'subsidy', status: 'adopted' },
] as const;

const DOCUMENT = { title: 'Loi de finances 1 (e2e)', summary: 'Institue la contribution climat-énergie.' };
const DOCUMENT_URL = 'https://www.legifrance.gouv.fr/loda/id/JORFTEXT000028400000';

const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;

describe('the Climate Policy pages (full build)', () => {
  /** Creates, and so reads, climate policies (spec §6 policycreator) and documents (riccadmin). */
  const editor = testUser('policyeditor', ['policycreator', 'riccadmin']);
  let server: TestServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [browser, server] = await Promise.all([launchBrowser(), startServer()]);
    await new AdminApi(server).createUser(editor);
    const api = new ApiClient(server.baseUrl, editor);
    const ids: string[] = [];
    for (const data of POLICIES) {
      const item = await api.post<{ id: string }>('/api/content/policy', {
        data: { ...data, effectiveOn: '2025-01-01' },
      });
      ids.push(item.id);
    }
    // A text of the French carbon tax, and a document of no policy, which the library leaves out.
    await api.post('/api/content/doc', {
      data: {
        ...DOCUMENT,
        file: { name: 'loi.html', url: DOCUMENT_URL },
        docType: 'law',
        country: 'FR',
        language: 'fr',
        policies: [ids[0]],
      },
    });
    await api.post('/api/content/doc', {
      data: { title: 'Internal memo without a policy (e2e)', file: { name: 'memo.html', url: DOCUMENT_URL } },
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

  it('compares two countries chosen in the pickers, marks the differing rows and can show only those', async () => {
    const page = await signedIn();
    const shell = new Shell(page, server.baseUrl);
    await shell.goto('/impact/policies/country');
    const main = page.getByRole('main');
    await main.getByLabel('First jurisdiction').click();
    await page.getByRole('option', { name: /^France/ }).click();
    await page.waitForURL((url) => url.pathname === '/impact/policies/country/FR');
    await main.getByLabel('Second jurisdiction').click();
    await page.getByRole('option', { name: /^Germany/ }).click();
    await page.waitForURL((url) => url.pathname === '/impact/policies/country/FR/DE');
    await shell.waitForSettled();

    const table = main.getByRole('table', { name: /France and Germany/ });
    await table.waitFor();
    const headers = await table.getByRole('columnheader').allInnerTexts();
    expect(headers).toEqual(['Instrument', 'France', 'Germany']);
    const row = (name: string) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
    // Both columns hold their own policies.
    expect(await row('Carbon pricing').innerText()).toContain('French carbon tax (e2e)');
    expect(await row('Carbon pricing').innerText()).toContain('German fuel emissions trading (e2e)');
    expect(await row('Carbon pricing').innerText()).not.toMatch(/differ|Only in/);
    expect(await row('Disclosure').innerText()).toContain('Statuses differ: In force against Proposed');
    expect(await row('Subsidy').innerText()).toContain('Only in Germany');
    expect(await row('Subsidy').getByRole('cell').nth(0).innerText()).toBe('None');
    for (const theme of ['light', 'dark']) {
      await page.evaluate((mode) => localStorage.setItem('frmCloudTheme', mode), theme);
      await page.reload();
      await shell.waitForSettled();
      await page.screenshot({ path: await screenshotPath(`policies-compare-${theme}-1280.png`), fullPage: true });
    }

    // The switch writes the address, which the router applies in a transition: wait for the address, not the click.
    await main.getByLabel('Show only differences').click();
    await page.waitForURL((url) => url.search === '?differences=only');
    await row('Carbon pricing').waitFor({ state: 'detached' });
    expect(await main.getByLabel('Show only differences').isChecked()).toBe(true);
    expect(await row('Disclosure').count()).toBe(1);
    expect(await row('Subsidy').count()).toBe(1);

    await main.getByRole('button', { name: 'Swap' }).click();
    await page.waitForURL((url) => url.pathname === '/impact/policies/country/DE/FR');
    await main.getByRole('table', { name: /Germany and France/ }).waitFor();
    expect(await main.getByRole('table').getByRole('columnheader').allInnerTexts()).toEqual([
      'Instrument',
      'Germany',
      'France',
    ]);
  });

  it('stacks the two sides per instrument on a phone, the difference still said in words', async () => {
    for (const theme of ['light', 'dark']) {
      const page = await signedIn(VIEWPORTS[1], theme);
      const shell = new Shell(page, server.baseUrl);
      await shell.goto('/impact/policies/country/FR/DE');
      const main = page.getByRole('main');
      const cards = main.getByRole('list', { name: 'Instruments compared' }).getByRole('listitem');
      const subsidy = cards.filter({ has: page.getByRole('heading', { name: 'Subsidy' }) });
      expect(await subsidy.innerText()).toContain('Only in Germany');
      expect(await subsidy.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual(['FRANCE', 'GERMANY']);
      const overflow = await sidewaysOverflow(page);
      expect(overflow, 'no sideways scrolling at 390 px').toBeLessThanOrEqual(0);
      await page.screenshot({ path: await screenshotPath(`policies-compare-${theme}-390.png`), fullPage: true });
    }
  });

  it('opens a market from the markets list, with its policies by instrument', async () => {
    const page = await signedIn();
    const shell = new Shell(page, server.baseUrl);
    await shell.goto('/impact/policies/market');
    const main = page.getByRole('main');
    const markets = main.getByRole('list', { name: 'Markets' });
    await markets.waitFor();
    expect(await markets.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual(['France', 'Germany']);
    await markets.getByRole('link', { name: 'Germany' }).click();
    await page.waitForURL((url) => url.pathname === '/impact/policies/market/DE');
    await shell.waitForSettled();
    await expect.poll(() => main.getByRole('heading', { level: 1 }).innerText()).toBe('Germany');
    const policies = main.getByRole('region', { name: 'Policies by instrument' });
    await policies.getByRole('heading', { level: 3 }).first().waitFor();
    expect(await policies.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual([
      'Carbon pricing (1)',
      'Disclosure (1)',
      'Subsidy (1)',
    ]);
    expect(await policies.innerText()).not.toContain('French');
    await page.screenshot({ path: await screenshotPath('policies-market-light-1280.png'), fullPage: true });
    await policies.getByRole('link', { name: 'German heat pump subsidy (e2e)' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/impact/policies/policy/'));
  });

  it('lists the documents of policies, searches them and opens one with its policies and its text', async () => {
    const page = await signedIn();
    const shell = new Shell(page, server.baseUrl);
    await shell.goto('/impact/policies/library');
    const main = page.getByRole('main');
    const documents = main.getByRole('table', { name: 'Documents' });
    await documents.waitFor();
    expect(await documents.getByRole('rowheader').allInnerTexts()).toEqual([DOCUMENT.title]);
    const row = documents.getByRole('row').filter({ hasText: DOCUMENT.title });
    // Type, jurisdiction, issuer (none), date (none), language by name, its policy.
    expect((await row.getByRole('cell').allInnerTexts()).map((text) => text.trim())).toEqual([
      'Law',
      'France',
      '',
      '',
      'French',
      'French carbon tax (e2e)',
    ]);

    await main.getByLabel('Search the library').fill('memo');
    await page.waitForURL((url) => url.searchParams.get('q') === 'memo');
    await main.getByText('No document matches.').waitFor();
    await main.getByLabel('Search the library').fill('climat');
    await page.waitForURL((url) => url.searchParams.get('q') === 'climat');
    await documents.getByRole('link', { name: DOCUMENT.title }).click();

    await page.waitForURL((url) => /^\/impact\/policies\/library\/[0-9a-f-]{36}$/.test(url.pathname));
    await expect.poll(() => main.getByRole('heading', { level: 1 }).innerText()).toBe(DOCUMENT.title);
    await expect.poll(() => main.getByRole('link', { name: /Open the text/ }).getAttribute('href')).toBe(DOCUMENT_URL);
    const policies = main.getByRole('region', { name: 'Its policies' });
    await policies.getByRole('link', { name: 'French carbon tax (e2e)' }).waitFor();
    await page.screenshot({ path: await screenshotPath('policies-document-light-1280.png'), fullPage: true });
  });
});

describe('the Climate Policy entry of the external build', () => {
  let server: TestServer;
  let browser: Browser;
  let key: string;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [browser, server] = await Promise.all([launchBrowser(), startServer({ env: { WEB_BUILD: 'external' } })]);
    key = await new AdminApi(server).createAccount({
      organisation: 'Climate Reader Ltd',
      acgroups: ['initiativesvisitor'],
      homepage: '/about',
    });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  it('opens a real page from "Climate policy initiatives", not "not built yet"', async () => {
    const context = await newContext(browser);
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/settings`);
    await page.getByLabel('API key', { exact: true }).and(page.locator('input')).fill(key);
    await page
      .locator('form')
      .filter({ has: page.locator('input') })
      .locator('button[type="submit"]')
      .click();
    await page.waitForURL((url) => url.pathname === '/about');
    const shell = new Shell(page, server.baseUrl);
    await shell.waitForSettled();
    await shell.openDrawer();
    await shell.drawer.getByRole('link', { name: 'Climate policy initiatives' }).click();
    await page.waitForURL((url) => url.pathname === '/impact/policies');
    await shell.waitForSettled();
    const main = page.getByRole('main');
    await expect.poll(() => main.getByRole('heading', { level: 1 }).innerText()).toBe('Climate Policy');
    expect(await main.getByRole('heading', { name: 'Climate policies by country' }).count()).toBe(1);
    expect(await main.innerText()).not.toMatch(/not built yet/i);
    expect(await page.title()).not.toMatch(/not built yet/i);
    // The reader of `initiative` reads what the dashboard shows: climate policies and initiatives (core roles.ts).
    await main.getByRole('heading', { name: 'Policies by instrument', exact: true }).waitFor();
    await shell.waitForSettled();
    expect(await main.innerText()).not.toMatch(/access does not include/i);
    await page.screenshot({ path: await screenshotPath('policies-external-entry.png'), fullPage: true });
  });
});
