// Research (issue 16) in Chromium: v1 of the country-regulations research redirects to v4, which needs sign-in; the
// v4 matrix shows its cells and narrows to one; the v2 and v3 demos render; parallel reading compares three
// regulations for the superadmin, who holds researchParallel. Screenshots of v4, the v2 and v3 demos and parallel
// reading at 1280 and 390 wide, light and dark, go to e2e/screenshots.
import { AxeBuilder } from '@axe-core/playwright';
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
  AXE_PASSES_LIMIT_MS,
  sidewaysOverflow,
} from './harness.ts';
import { Shell } from './shell-page.ts';
import { SignInPage } from './sign-in-page.ts';

const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;

describe('the research pages (full build)', () => {
  /** Records requirements (obligation:create), which the superadmin's grants do not include. */
  const recorder = testUser('requirements', ['obligationsadmin']);
  let server: TestServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    [browser, server] = await Promise.all([launchBrowser(), startServer()]);
    const admin = new AdminApi(server);
    await admin.createUser(recorder);
    const create = async (api: ApiClient, type: string, name: string, data: Record<string, unknown>) => {
      ids[name] = (await api.post<{ id: string }>(`/api/content/${type}`, { data })).id;
    };
    await create(admin, 'topic', 'resilience', { name: 'Operational resilience', slug: 'op-resilience' });
    await create(admin, 'topic', 'ict', { name: 'ICT risk', slug: 'ict-risk', parent: ids.resilience });
    await create(admin, 'topic', 'cyber', { name: 'Cyber security', slug: 'cyber', parent: ids.resilience });
    await create(admin, 'topic', 'governance', { name: 'Governance', slug: 'governance' });
    const regulation = (name: string, data: Record<string, unknown>) =>
      create(admin, 'regulation', name, { status: 'in-force', ...data });
    await regulation('dora', {
      title: 'Digital Operational Resilience Act (e2e)',
      shortName: 'DORA',
      country: 'EU',
      kind: 'regulation',
      topics: [ids.ict, ids.cyber],
    });
    await regulation('nis2', {
      title: 'NIS 2 Directive (e2e)',
      shortName: 'NIS2',
      country: 'EU',
      kind: 'directive',
      topics: [ids.cyber],
    });
    await regulation('ss121', {
      title: 'Operational resilience SS1/21 (e2e)',
      shortName: 'PRA SS1/21',
      country: 'GB',
      kind: 'guideline',
      topics: [ids.resilience, ids.governance],
    });
    const recorderApi = new ApiClient(server.baseUrl, { email: recorder.username, password: recorder.password });
    const requirement = (regulation: string, reference: string, title: string, topics: (string | undefined)[]) =>
      create(recorderApi, 'requirement', `${regulation} ${reference}`, {
        regulation: ids[regulation],
        reference,
        title,
        text: `What ${reference} of ${regulation} requires (e2e).`,
        topics,
      });
    await requirement('dora', 'Art. 19', 'Incident reporting', [ids.ict, ids.cyber]);
    await requirement('nis2', 'Art. 23', 'Reporting obligations', [ids.cyber]);
    await requirement('nis2', 'Art. 20', 'Governance', [ids.governance]);
    await requirement('ss121', 'Ch. 3', 'Impact tolerances', [ids.resilience]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  async function signedIn(viewport: { width: number; height: number } = VIEWPORTS[0], theme = 'light') {
    const context = await newContext(browser, { viewport });
    contexts.push(context);
    await context.addInitScript((mode) => localStorage.setItem('frmCloudTheme', mode), theme);
    const page = await context.newPage();
    const signIn = new SignInPage(page, server.baseUrl);
    await signIn.goto();
    await signIn.signIn(server.admin);
    await page.waitForURL((url) => url.pathname === '/');
    return { page, shell: new Shell(page, server.baseUrl) };
  }

  const heading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

  it('sends a visitor who is not signed in from v4 to sign-in', async () => {
    const context = await newContext(browser);
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/research/country-regulations/v4?country=EU`);
    await page.waitForURL((url) => url.pathname === '/auth/signin');
  });

  it('redirects v1 to the v4 matrix, whose cells list the regulations and narrow the matrix to one', async () => {
    const { page, shell } = await signedIn();
    await shell.goto('/research/country-regulations/v1');
    await page.waitForURL((url) => url.pathname === '/research/country-regulations/v4');
    await expect.poll(() => heading(page).innerText()).toBe('Country regulations');
    const table = page.getByRole('main').getByRole('table');
    await table.waitFor();
    expect(await table.getByRole('rowheader').allInnerTexts()).toEqual([
      'European Union',
      'United Kingdom',
      'All jurisdictions',
    ]);
    const eu = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'European Union' }) });
    expect(await eu.innerText()).toContain('DORA');
    expect(await eu.innerText()).toContain('NIS2');
    // The count of the EU's resilience cell narrows the matrix to it, in the address.
    await eu.getByRole('link', { name: /^2 regulations of European Union in Operational resilience/ }).click();
    await page.waitForURL((url) => url.searchParams.get('country') === 'EU' && url.searchParams.has('topics'));
    await expect
      .poll(() => table.getByRole('rowheader').allInnerTexts())
      .toEqual(['European Union', 'All jurisdictions']);
  });

  it('compares three regulations side by side for a holder of researchParallel', async () => {
    const { page, shell } = await signedIn();
    await shell.goto(`/research/parallel?regulations=${ids.dora},${ids.nis2},${ids.ss121}`);
    await expect.poll(() => heading(page).innerText()).toBe('Parallel reading');
    const main = page.getByRole('main');
    const table = main.getByRole('table', { name: 'Requirements side by side' });
    await table.waitFor();
    expect(await table.getByRole('columnheader').allInnerTexts()).toEqual(['Topic', 'DORA', 'NIS2', 'PRA SS1/21']);
    const row = (name: RegExp) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
    expect(await row(/Cyber security/).innerText()).toContain('Art. 19 — Incident reporting');
    expect(await row(/Cyber security/).innerText()).toContain('Art. 23 — Reporting obligations');
    // The area itself, tagged on SS1/21 only (its sub-topics' row headers name it as their parent).
    const own = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Operational resilience Only PRA SS1/21' }) });
    expect(await own.innerText()).toContain('Ch. 3 — Impact tolerances');
    expect(await row(/ICT risk/).innerText()).toContain('Only DORA');
    const only = main.getByRole('region', { name: 'What one requires that the others do not' });
    expect(await only.innerText()).toContain('PRA SS1/21: Operational resilience');
  });

  it(
    'looks right and is axe-clean at 1280 and 390 wide, light and dark: v4, the v2 and v3 demos, parallel reading',
    async () => {
      const pages = [
        ['research-v4', '/research/country-regulations/v4', 'Country regulations'],
        ['research-v2-demo', '/research/country-regulations/v2/demo', 'Country regulations (v2 demo)'],
        ['research-v3-demo', '/research/country-regulations/v3/demo', 'Country regulations (v3 demo)'],
        [
          'research-parallel',
          `/research/parallel?regulations=${ids.dora},${ids.nis2},${ids.ss121}`,
          'Parallel reading',
        ],
      ] as const;
      for (const viewport of VIEWPORTS) {
        for (const theme of ['light', 'dark']) {
          const { page, shell } = await signedIn(viewport, theme);
          for (const [name, path, title] of pages) {
            await shell.goto(path);
            await expect.poll(() => heading(page).innerText()).toBe(title);
            await shell.waitForSettled();
            if (name === 'research-v3-demo') await page.getByRole('main').getByRole('img').first().waitFor();
            const axe = await new AxeBuilder({ page }).include('main').analyze();
            const violations = axe.violations.map(
              (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
            );
            expect(violations, `${name} ${theme} ${viewport.width}`).toEqual([]);
            if (viewport.width === 390) {
              const overflow = await sidewaysOverflow(page);
              expect(overflow, `${name}: no sideways scrolling at 390 px`).toBeLessThanOrEqual(0);
            }
            await page.screenshot({
              path: await screenshotPath(`${name}-${theme}-${viewport.width}.png`),
              fullPage: true,
            });
          }
          await contexts.pop()?.close();
        }
      }
    },
    AXE_PASSES_LIMIT_MS,
  );
});
