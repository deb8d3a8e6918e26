// The ESG metrics pages in Chromium (issue 16): a band of the lineage sankey opens its rows in the lineage table,
// the data model diagram renders from the declarations and a box opens its list, and the six pages (and the
// area's home) at 1280 and 390 wide, light and dark, go to e2e/screenshots, each checked with axe at 1280.
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
  AXE_PASSES_LIMIT_MS,
  sidewaysOverflow,
} from './harness.ts';
import { Shell } from './shell-page.ts';
import { SignInPage } from './sign-in-page.ts';

const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;

const METER = 'Meter system (e2e)';
const HR = 'HR system (e2e)';

/** The pages of the area, by path, with their h1. */
const PAGES = [
  ['/metrics/home', 'ESG metrics'],
  ['/metrics/lineage/table', 'Lineage'],
  ['/metrics/lineage/sankey', 'Lineage flow'],
  ['/metrics/data-model', 'Data model'],
  ['/metrics/graphs', 'Graphs'],
  ['/metrics/interoperability', 'Interoperability'],
  ['/metrics/download', 'Download'],
] as const;

describe('the ESG metrics pages (full build)', () => {
  /** Reads and manages metrics and data elements (spec §6 esgmetricsadmin). */
  const analyst = testUser('esganalyst', ['esgmetricsadmin']);
  /** Writes the demo's data: metrics and data elements, and the frameworks (IMPACT reference data). */
  const writer = testUser('esgwriter', ['esgmetricsadmin', 'impactadmin']);
  let server: TestServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    [browser, server] = await Promise.all([launchBrowser(), startServer()]);
    const admin = new AdminApi(server);
    await admin.createUser(analyst);
    await admin.createUser(writer);
    const api = new ApiClient(server.baseUrl, writer);
    const create = async (type: string, name: string, data: Record<string, unknown>) => {
      ids[name] = (await api.post<{ id: string }>(`/api/content/${type}`, { data })).id;
    };
    await create('reportingframework', 'esrs', { code: 'ESRS', name: 'European Sustainability Reporting Standards' });
    await create('reportingframework', 'gri', { code: 'GRI', name: 'GRI Standards' });
    await create('dataelement', 'fuel', { code: 'DE-FUEL', name: 'Fuel burnt on site', system: METER });
    await create('dataelement', 'heads', { code: 'DE-HEADS', name: 'Headcount by gender', system: HR });
    await create('dataelement', 'unused', { code: 'DE-TRAINING', name: 'Training hours', system: HR });
    await create('metric', 'scope1', {
      code: 'E1-6 Scope 1',
      name: 'Gross Scope 1 GHG emissions',
      topic: 'E1',
      unit: 'tCO2e',
      dataElements: [ids.fuel],
      frameworks: [ids.esrs, ids.gri],
    });
    await create('metric', 'headcount', {
      code: 'S1-6 Headcount',
      name: 'Employees by gender',
      topic: 'S1',
      dataElements: [ids.heads],
      frameworks: [ids.gri],
    });
    await create('disclosure', 'e16', {
      code: 'E1-6 §44(a)',
      name: 'Gross Scope 1 GHG emissions',
      framework: ids.esrs,
      metrics: [ids.scope1],
    });
    await create('disclosure', 'gri3051', {
      code: 'GRI 305-1',
      name: 'Direct (Scope 1) GHG emissions',
      framework: ids.gri,
      metrics: [ids.scope1],
    });
    await create('disclosure', 'gri4051', {
      code: 'GRI 405-1',
      name: 'Diversity of governance bodies and employees',
      framework: ids.gri,
      metrics: [ids.headcount],
    });
    for (const [period, value] of [
      ['2023', 5200],
      ['2024', 4800],
    ] as const) {
      await create('metricvalue', `scope1-${period}`, {
        title: `Scope 1, Group, ${period}`,
        metric: ids.scope1,
        period,
        periodEnd: `${period}-12-31`,
        value,
        unit: 'tCO2e',
        entity: 'Group',
        illustrative: true,
      });
    }
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
    await signIn.signIn({ email: analyst.username, password: analyst.password });
    await page.waitForURL((url) => url.pathname === '/');
    return page;
  }

  it('the sankey opens a band’s rows', async () => {
    const page = await signedIn();
    const shell = new Shell(page, server.baseUrl);
    await shell.goto('/metrics/lineage/sankey');
    const main = page.getByRole('main');
    await expect.poll(() => main.getByRole('heading', { level: 1 }).innerText()).toBe('Lineage flow');
    const chart = main.getByRole('region', { name: /Source systems → data elements → metrics → frameworks/ });
    await chart.getByRole('img').waitFor();
    // The band's own table (the chart's accessible reading): each flow a row, its figure selecting it as a click would.
    await chart.getByRole('button', { name: 'Table' }).click();
    const flows = chart.getByRole('table');
    await flows.waitFor();
    const flowRows = await flows.getByRole('row').allInnerTexts();
    // The data element no metric uses flows into "Not used by any metric", not into a framework.
    expect(flowRows.some((row) => /DE-TRAINING\s+Not used by any metric\s+1/.test(row))).toBe(true);
    const band = flows.getByRole('row').filter({ has: page.getByRole('rowheader', { name: METER }) });
    expect((await band.innerText()).replace(/\s+/g, ' ')).toContain(`${METER} DE-FUEL 2`);
    await band.getByRole('button', { name: '2', exact: true }).click();

    // The band opens the lineage table filtered to it: the fuel data element from the meter system, two paths.
    await page.waitForURL((url) => url.pathname === '/metrics/lineage/table');
    const search = new URL(page.url()).searchParams;
    expect(search.get('system')).toBe(METER);
    expect(search.get('dataElement')).toBe(ids.fuel);
    await shell.waitForSettled();
    await expect.poll(() => main.getByRole('heading', { level: 1 }).innerText()).toBe('Lineage');
    const table = main.getByRole('table', { name: /Lineage paths/ });
    await table.waitFor();
    const rows = table.getByRole('row');
    await expect.poll(() => rows.count()).toBe(3);
    const texts = (await rows.allInnerTexts()).slice(1).map((row) => row.replace(/\s+/g, ' '));
    expect(texts[0]).toContain('DE-FUEL');
    expect(texts.map((row) => /E1-6 §44\(a\)|GRI 305-1/.exec(row)?.[0]).sort()).toEqual(['E1-6 §44(a)', 'GRI 305-1']);
    expect(texts.every((row) => row.includes('E1-6 Scope 1'))).toBe(true);
    // Each cell opens its item.
    expect(await rows.nth(1).getByRole('link', { name: 'E1-6 Scope 1' }).getAttribute('href')).toBe(
      `/metrics/metric/${ids.scope1}`,
    );
    expect(await rows.nth(1).getByRole('link', { name: 'DE-FUEL' }).getAttribute('href')).toBe(
      `/metrics/dataelement/${ids.fuel}`,
    );

    // Unfiltered, the unused data element has its own row, said so.
    await main.getByRole('button', { name: 'Clear the filters' }).click();
    await page.waitForURL((url) => url.search === '');
    const unused = rows.filter({ hasText: 'DE-TRAINING' });
    await unused.waitFor();
    expect(await unused.innerText()).toContain('Not used by any metric');
  });

  it('the data model diagram renders and a node opens its list', async () => {
    const page = await signedIn();
    const shell = new Shell(page, server.baseUrl);
    await shell.goto('/metrics/data-model');
    const main = page.getByRole('main');
    await expect.poll(() => main.getByRole('heading', { level: 1 }).innerText()).toBe('Data model');
    const diagram = main.getByRole('group', { name: /ESG entities and their relations: a diagram/ });
    await diagram.and(page.locator('[aria-busy="false"]')).waitFor();
    // The boxes of the model, drawn: the lineage's entities and what hangs on them.
    for (const name of ['Data element', 'Metric', 'Disclosure', 'Reporting framework', 'Metric value'])
      await diagram.getByRole('link', { name, exact: true }).waitFor();
    // The system of record, a text field, is an entity too (its box says so under its name).
    await diagram.getByRole('link', { name: /^Source system/ }).waitFor();
    // The relations table says the same: a metric's data elements, a disclosure's framework.
    await main.getByRole('button', { name: 'Show as table' }).click();
    const relations = await main.getByRole('table', { name: /relations/ }).innerText();
    expect(relations).toMatch(/Metric\s+Data elements \(many\)\s+Data element/);
    expect(relations).toMatch(/Disclosure\s+Framework\s+Reporting framework/);

    // A box is a link, reached and followed by keyboard as well.
    await diagram.getByRole('link', { name: 'Data element', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/metrics/dataelements');
    await shell.waitForSettled();
    await expect.poll(() => main.getByRole('heading', { level: 1 }).innerText()).toBe('Data elements');
    await main.getByText('DE-TRAINING').first().waitFor();
  });

  it(
    'shows the pages at 1280 and 390 wide, light and dark, axe-clean',
    async () => {
      const problems: string[] = [];
      for (const theme of ['light', 'dark'] as const) {
        for (const viewport of VIEWPORTS) {
          const page = await signedIn(viewport, theme);
          const shell = new Shell(page, server.baseUrl);
          const main = page.getByRole('main');
          for (const [path, heading] of PAGES) {
            await shell.goto(path);
            await expect.poll(() => main.getByRole('heading', { level: 1 }).innerText()).toBe(heading);
            expect(await page.title()).toContain(heading);
            await shell.waitForSettled();
            if (viewport.width === 390) {
              // Nothing but the sankey's own scrolling region is wider than the screen.
              const overflow = await sidewaysOverflow(page);
              expect(overflow, `${path}: no sideways scrolling at 390 px`).toBeLessThanOrEqual(0);
            }
            const name = `esg-${path.split('/').slice(2).join('-')}-${theme}-${viewport.width}.png`;
            await page.screenshot({ path: await screenshotPath(name), fullPage: true });
            if (viewport.width !== 1280) continue;
            problems.push(...(await seriousAxeViolations(page, `${path} ${theme}`)));
          }
          await page.context().close();
        }
      }
      expect(problems).toEqual([]);
    },
    AXE_PASSES_LIMIT_MS,
  );
});
