// One jurisdiction across every area (issue 15), on the demo data: from Home the demo analyst reaches "what changed
// for the United Kingdom this week" in three actions (focus the search, type, choose the jurisdiction), and the page
// shows this week's news count and the newest news of GB regulators; the AI scope of the EU shows the AI Act with
// its milestone dates.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { scaledLimit } from '../scripts/test-slowness.ts';
import { demoPassword } from './chain-pages.ts';
import { ApiClient, launchBrowser, newContext, screenshotPath, startServer, type TestServer } from './harness.ts';
import { Shell } from './shell-page.ts';
import { SignInPage } from './sign-in-page.ts';

const SETTLE_MS = scaledLimit(20_000);

interface News {
  thisWeek: number;
  latest: { title: string; regulator: { id: string; title: string } | null }[];
}
interface Initiative {
  title: string;
  effectiveOn: string | null;
  milestones: { date: string; label: string; what: string }[];
}
interface JurisdictionAnswer {
  country: { code: string; name: string };
  regulators: { id: string; title: string }[] | null;
  news: News | null;
  initiatives: { latest: Initiative[] } | null;
}

/** A date as the web shows it (content/fields/format.ts: medium style, the browser's locale, UTC). */
const shown = (page: Page, date: string) =>
  page.evaluate(
    (day) =>
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`)),
    date,
  );

describe('the jurisdiction page, on the demo data', () => {
  let server: TestServer;
  let browser: Browser;
  let analyst: { email: string; password: string };
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [browser, server] = await Promise.all([launchBrowser(), startServer({ env: { DEMO: 'true' } })]);
    analyst = { email: 'analyst', password: await demoPassword(server.dataDir) };
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  async function signedIn(credentials: { email: string; password: string }): Promise<Page> {
    const context = await newContext(browser);
    contexts.push(context);
    const page = await context.newPage();
    const signIn = new SignInPage(page, server.baseUrl);
    await signIn.goto();
    await signIn.signIn(credentials);
    await page.waitForURL((url) => url.pathname === '/');
    return page;
  }

  it('from Home, three actions reach what changed for the United Kingdom this week', async () => {
    const api = new ApiClient(server.baseUrl, analyst);
    const gb = await api.call<JurisdictionAnswer>('GET', '/api/jurisdictions/GB');
    // The demo's GB news comes from the GB regulators (FCA, PRA, Bank of England…).
    expect(gb.news?.latest.length, 'the demo has GB news').toBeGreaterThan(0);
    const regulators = new Set(gb.regulators?.map((regulator) => regulator.title));
    expect(regulators).toContain('Financial Conduct Authority');
    const newest = gb.news!.latest[0]!;
    expect(regulators).toContain(newest.regulator?.title);

    const page = await signedIn(analyst);
    const shell = new Shell(page, server.baseUrl);
    await shell.waitForSettled();
    let actions = 0;
    // 1: focus the search box.
    await page.getByRole('textbox', { name: 'Search everything' }).click();
    actions++;
    // 2: type the country's name.
    await page.keyboard.type('United Kingdom');
    actions++;
    // 3: choose the jurisdiction, the first option.
    const option = page.getByRole('option', { name: /^United Kingdom — jurisdiction page/ });
    await expect.poll(() => option.getAttribute('aria-selected'), { timeout: SETTLE_MS }).toBe('true');
    await option.click();
    actions++;
    expect(actions).toBeLessThanOrEqual(3);

    await page.waitForURL((url) => url.pathname === '/jurisdiction/GB');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: SETTLE_MS })
      .toBe('United Kingdom');
    const week = page.getByRole('region', { name: 'What changed this week' });
    await week.waitFor();
    const text = await week.innerText();
    expect(text).toContain(`${gb.news!.thisWeek}\n`);
    expect(text).toMatch(/news items? in the last 7 days/);
    await expect.poll(() => week.getByRole('link', { name: newest.title, exact: true }).count()).toBe(1);
    expect(text).toContain(newest.regulator!.title);
    await page.screenshot({ path: await screenshotPath('jurisdiction-gb.png'), fullPage: true });
  });

  it('the search results lead to the jurisdiction too', async () => {
    const page = await signedIn(analyst);
    await page.goto(`${server.baseUrl}/search/uk`);
    const link = page.getByRole('link', { name: 'United Kingdom: what changed and what is coming' });
    await link.click();
    await page.waitForURL((url) => url.pathname === '/jurisdiction/GB');
  });

  it('the AI scope of the EU shows the AI Act and its milestone dates', async () => {
    const api = new ApiClient(server.baseUrl, server.admin);
    const eu = await api.call<JurisdictionAnswer>('GET', '/api/jurisdictions/EU?area=ai');
    const act = eu.initiatives?.latest.find((item) => item.title === 'EU Artificial Intelligence Act');
    expect(act, 'the demo has the EU AI Act among the latest AI initiatives of the EU').toBeDefined();
    expect(act!.milestones).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ date: '2021-04-21', what: 'announced' }),
        expect.objectContaining({ date: '2024-08-01', what: 'effective' }),
      ]),
    );

    const page = await signedIn(server.admin);
    await page.goto(`${server.baseUrl}/ai/country/EU`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: SETTLE_MS })
      .toBe('European Union — AI Regulatory Radar');
    const part = page.getByRole('region', { name: 'Initiatives' });
    await part.waitFor();
    const entry = part.getByRole('listitem').filter({ hasText: 'EU Artificial Intelligence Act' }).first();
    const text = await entry.innerText();
    expect(text).toContain(`announced ${await shown(page, '2021-04-21')}`);
    expect(text).toContain(`takes effect ${await shown(page, '2024-08-01')}`);
    // The act's staged application dates are milestones on the timeline (its table holds each, by label).
    const staged = act!.milestones.filter((milestone) => milestone.what === 'event');
    expect(staged.map((milestone) => milestone.date)).toEqual(expect.arrayContaining(['2025-02-02', '2026-08-02']));
    await part.getByRole('button', { name: 'Table' }).click();
    const table = part.getByRole('table');
    await table.waitFor();
    const timeline = await table.innerText();
    for (const milestone of staged) expect(timeline).toContain(milestone.label);
    await page.screenshot({ path: await screenshotPath('jurisdiction-eu-ai.png'), fullPage: true });
  });
});
