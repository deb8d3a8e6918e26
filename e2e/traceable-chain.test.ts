// Issue 14's chain in the browser, on the demo: the demo's `obligations` person (obligationsadmin, controlvisitor)
// opens DORA's workspace, selects a sentence of its text, files an obligation from it, maps it to a control on the
// obligation's page, and sees DORA's coverage rise on the dashboard; a horizon analyst who also reads the register
// marks a news item as a change to DORA, which flags the obligation and the control (banners, the review=flagged
// list); the statement of applicability downloads as XLSX and PDF, both read back; a cell of the controls matrix
// opens its control–risk pairs. And an obligationsvisitor sees the workspace without the upload button.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CoveragePanel, demoPassword, pdfText, WorkspacePage, xlsxTexts } from './chain-pages.ts';
import {
  AdminApi,
  ApiClient,
  launchBrowser,
  newContext,
  screenshotPath,
  signedInPage,
  startServer,
  testUser,
  type Credentials,
  type TestServer,
} from './harness.ts';
import { SignInPage } from './sign-in-page.ts';

interface Item {
  id: string;
  title: string;
  version: number;
  data: Record<string, unknown>;
}
interface WorkspaceAnswer {
  requirements: { id: string; reference: string; text: string }[];
  obligations: {
    id: string;
    title: string;
    requirement: string | null;
    controls: { id: string }[];
    citationText?: string | null;
    citationStart?: number | null;
    citationEnd?: number | null;
    flagged: boolean;
  }[];
}
interface CoverageAnswer {
  regulations: { id: string; met: number; unmet: number; obligations: number }[];
}
interface ReviewAnswer {
  flags: { cause: string; causeItem: { id: string } }[];
}

/** A sentence of DORA Art. 5 that no demo obligation cites, and the control the new obligation is mapped to. */
const SENTENCE =
  'Financial entities have an internal governance and control framework for the effective and prudent management of ICT risk.';
const CONTROL_CODE = 'CTL-ICT-04';
/** A word of the new obligation's title that nothing else holds, to find it by in lists. */
const STAMP = `e2e${Date.now().toString(36)}`;
const TITLE = `Maintain an ICT risk governance and control framework (${STAMP})`;

/** Reads the news and the register (riccmember: may mark news; obligationsvisitor: reads regulations). */
const watcher = testUser('changewatcher', ['riccmember', 'obligationsvisitor']);
/** Works on obligations only: may read the workspace, not upload the regulation's document. */
const visitor = testUser('obligationreader', ['obligationsvisitor']);

describe('the traceable chain: regulation text → obligation → control, and change flowing down it', () => {
  let server: TestServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  /** The demo's `obligations` user. */
  let mapper: Credentials;
  let api: ApiClient;
  let page: Page;
  let dora: Item;
  let article5: WorkspaceAnswer['requirements'][number];
  let control: Item;
  let obligationId = '';

  beforeAll(async () => {
    [browser, server] = await Promise.all([launchBrowser(), startServer({ env: { DEMO: 'true' } })]);
    mapper = { email: 'obligations', password: await demoPassword(server.dataDir) };
    const admin = new AdminApi(server);
    await admin.createUser(watcher);
    await admin.createUser(visitor);
    api = new ApiClient(server.baseUrl, mapper);
    const regulations = await api.call<{ items: Item[] }>('GET', '/api/content/regulation?q=DORA&limit=25');
    dora = regulations.items.find((regulation) => regulation.data.shortName === 'DORA')!;
    expect(dora, 'the demo holds DORA').toBeDefined();
    const workspace = await api.call<WorkspaceAnswer>('GET', `/api/regdecomp/workspace/${dora.id}`);
    article5 = workspace.requirements.find((requirement) => requirement.reference === 'Art. 5')!;
    expect(article5.text).toContain(SENTENCE);
    const controls = await api.call<{ items: Item[] }>('GET', `/api/content/control?q=${CONTROL_CODE}&limit=25`);
    control = controls.items.find((candidate) => candidate.data.code === CONTROL_CODE)!;
    expect(control, `the demo holds ${CONTROL_CODE}`).toBeDefined();
    // Nothing flags the control before the test marks its change: the flag it finds later is that change's.
    expect((await api.call<ReviewAnswer>('GET', `/api/regdecomp/review/${control.id}`)).flags).toEqual([]);

    const context = await newContext(browser, { viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    contexts.push(context);
    page = await context.newPage();
    const signIn = new SignInPage(page, server.baseUrl);
    await signIn.goto();
    await signIn.signIn(mapper);
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
  });

  const coverageOfDora = async () =>
    (await api.call<CoverageAnswer>('GET', '/api/regdecomp/coverage')).regulations.find((row) => row.id === dora.id)!;

  it('files an obligation from a sentence selected in the text, maps a control inline, and the coverage rises', async () => {
    const coverage = new CoveragePanel(page);
    await coverage.goto(server.baseUrl);
    const before = await coverage.row('DORA');
    const metBefore = (await coverageOfDora()).met;

    // The workspace opens on DORA's stored PDF; the text view holds the requirements as written.
    const workspace = new WorkspacePage(page, server.baseUrl);
    await workspace.goto(dora.id);
    await expect.poll(() => workspace.heading.innerText()).toBe('DORA');
    await workspace.showText();
    const offsets = await workspace.selectPassage(article5.id, SENTENCE);
    await workspace.selectionToolbar.getByRole('button', { name: 'New obligation' }).click();

    const dialog = workspace.dialog;
    await expect.poll(() => dialog.getByRole('heading', { name: 'New obligation' }).isVisible()).toBe(true);
    // The passage is prefilled as the citation, the requirement as the one holding the selection.
    expect(await dialog.getByLabel('Passage').inputValue()).toBe(SENTENCE);
    expect(await dialog.getByRole('combobox', { name: 'Requirement' }).innerText()).toContain('Art. 5');
    await dialog.getByLabel('Title').fill(TITLE);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    // The new obligation is selected (in the address and the side panel) and its passage marked in the text.
    await expect.poll(() => new URL(page.url()).searchParams.get('obligation')).toBeTruthy();
    obligationId = new URL(page.url()).searchParams.get('obligation')!;
    await expect.poll(() => workspace.selectedObligation.getByRole('heading').innerText()).toBe(TITLE);
    await expect.poll(() => workspace.passageMark(obligationId).first().innerText()).toBe(SENTENCE);
    const filed = (await api.call<WorkspaceAnswer>('GET', `/api/regdecomp/workspace/${dora.id}`)).obligations.find(
      (obligation) => obligation.id === obligationId,
    );
    expect(filed).toMatchObject({
      title: TITLE,
      requirement: article5.id,
      citationText: SENTENCE,
      citationStart: offsets.start,
      citationEnd: offsets.end,
      controls: [],
      flagged: false,
    });

    // Its page maps a control inline: type the code, pick it, done.
    const reviewRead = page.waitForResponse((response) =>
      response.url().endsWith(`/api/regdecomp/review/${obligationId}`),
    );
    await workspace.selectedObligation.getByRole('link', { name: TITLE }).click();
    await page.waitForURL((url) => url.pathname === `/regdecomp/obligation/${obligationId}`);
    expect((await reviewRead).status()).toBe(200);
    await expect.poll(() => page.getByText('No control meets it yet').isVisible()).toBe(true);
    expect(await page.getByRole('region', { name: 'Review' }).count(), 'not flagged before any change').toBe(0);
    await page.getByLabel('Link a control').fill(CONTROL_CODE);
    await page.getByRole('option', { name: new RegExp(CONTROL_CODE) }).click();
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: `Linked ${CONTROL_CODE}` })
          .isVisible(),
      )
      .toBe(true);
    await expect
      .poll(() => page.getByRole('list', { name: 'Controls' }).getByRole('link').allInnerTexts())
      .toEqual([`${CONTROL_CODE} · ${control.title}`]);

    // DORA's row on the dashboard: one obligation more, no gap more: the new one counts as met.
    await coverage.goto(server.baseUrl);
    await expect
      .poll(async () => Number((await coverage.row('DORA')).Obligations))
      .toBe(Number(before.Obligations) + 1);
    const after = await coverage.row('DORA');
    expect(after.Unmet).toBe(before.Unmet);
    expect((await coverageOfDora()).met).toBe(metBefore + 1);
    const share = (row: Record<string, string>) => Number(/(\d+)%/.exec(row.Met ?? '')?.[1]);
    expect(share(after)).toBeGreaterThanOrEqual(share(before));
  });

  it('flags the obligation and its control when a news item is marked as a change to DORA', async () => {
    expect(obligationId, 'the obligation of the first test').not.toBe('');
    const news = await new ApiClient(server.baseUrl, { email: watcher.username, password: watcher.password }).call<{
      items: Item[];
    }>('GET', '/api/content/newsitem?limit=5');
    const item = news.items.find((candidate) => (candidate.data.changes ?? []).toString() === '')!;
    expect(item, 'a demo news item marked as a change to nothing').toBeDefined();

    // The analyst marks it on the news item's page.
    const analyst = await signedInPage(browser, server.baseUrl, watcher, contexts);
    await analyst.goto(`${server.baseUrl}/newsitem/${item.id}`);
    await analyst.getByRole('button', { name: 'Mark as a change to a regulation…' }).click();
    await analyst.getByLabel('Regulation it changes').fill('DORA');
    // Other regulations amend DORA and name it in their titles: the option is DORA's own.
    await analyst.getByRole('option', { name: dora.title, exact: true }).click();
    const changes = analyst.getByRole('region', { name: 'Changes to' });
    await expect.poll(() => changes.getByRole('link', { name: dora.title, exact: true }).count()).toBe(1);

    // The obligation's page shows the review banner naming the news item.
    await page.goto(`${server.baseUrl}/regdecomp/obligation/${obligationId}`);
    const banner = page.getByRole('region', { name: 'Review' });
    await expect.poll(() => banner.isVisible()).toBe(true);
    expect(await banner.getByRole('link', { name: item.title }).count()).toBe(1);

    // The obligations list filtered to flagged ones holds it; filtered to clear ones, it does not.
    const list = (review: string) =>
      page.goto(`${server.baseUrl}/regdecomp/obligations?${new URLSearchParams({ review, q: STAMP })}`);
    await list('flagged');
    await expect.poll(() => page.getByRole('link', { name: TITLE }).count()).toBe(1);
    await list('clear');
    await expect.poll(() => page.getByText('No obligations match').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: TITLE }).count()).toBe(0);

    // The control that meets it is flagged too, on its page.
    await page.goto(`${server.baseUrl}/controls/control/${control.id}`);
    await expect.poll(() => page.getByRole('region', { name: 'Review' }).isVisible()).toBe(true);
    const flags = (await api.call<ReviewAnswer>('GET', `/api/regdecomp/review/${control.id}`)).flags;
    expect(flags.map((flag) => [flag.cause, flag.causeItem.id])).toContainEqual(['news', item.id]);
  });

  it('exports the statement of applicability as XLSX and PDF, the new obligation in both', async () => {
    expect(obligationId, 'the obligation of the first test').not.toBe('');
    await page.goto(`${server.baseUrl}/regdecomp/regulation/${dora.id}`);
    const soa = page.getByRole('region', { name: 'Statement of applicability' });
    await expect.poll(() => soa.getByRole('link', { name: TITLE }).count()).toBe(1);

    const download = async (name: string) => {
      const [file] = await Promise.all([page.waitForEvent('download'), soa.getByRole('link', { name }).click()]);
      const failure = await file.failure();
      expect(failure, `${name}: ${failure}`).toBeNull();
      return { path: (await file.path())!, name: file.suggestedFilename() };
    };
    const xlsx = await download('Download XLSX');
    expect(xlsx.name).toMatch(/\.xlsx$/);
    const cells = await xlsxTexts(xlsx.path);
    expect(cells).toContain(TITLE);
    expect(
      cells.some((text) => text.includes(CONTROL_CODE)),
      `${CONTROL_CODE} in the XLSX`,
    ).toBe(true);

    const pdf = await download('Download PDF');
    expect(pdf.name).toMatch(/\.pdf$/);
    const read = await pdfText(pdf.path);
    expect(read.pages).toBeGreaterThan(0);
    // A title may wrap inside its table cell: compared without white space.
    const compact = (text: string) => text.replace(/\s+/g, '');
    expect(compact(read.text)).toContain(compact(TITLE));
    expect(read.text).toContain(CONTROL_CODE);
  });

  it("opens a controls matrix cell's control–risk pairs from its data table", async () => {
    await page.goto(`${server.baseUrl}/controls/matrix`);
    await page.getByRole('button', { name: 'Table', exact: true }).click();
    const table = page.getByRole('main').getByRole('table');
    const cell = table.getByRole('button').first();
    await cell.waitFor();
    const count = Number(await cell.innerText());
    expect(count).toBeGreaterThan(0);
    // By keyboard: the cell's number is a button.
    await cell.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('row').count()).toBeGreaterThan(1);
    const rows = dialog.getByRole('row');
    // One row per pair (a header row above them), each linking to its control and its risk.
    expect(await rows.count()).toBe(count + 1);
    const first = rows.nth(1);
    const hrefs = await first.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs[0]).toMatch(/^\/controls\/control\//);
    expect(hrefs[1]).toMatch(/\/risk\//);
    await page.screenshot({ path: await screenshotPath('traceable-chain-matrix-pairs.png') });
  });

  it('shows an obligationsvisitor the workspace without the upload button', async () => {
    // The mapper (obligationsadmin) has it: the absence below is the role's, not the page's.
    await page.goto(`${server.baseUrl}/regdecomp/workspace/${dora.id}`);
    await expect.poll(() => page.getByText('Replace PDF').count()).toBe(1);

    const reader = await signedInPage(browser, server.baseUrl, visitor, contexts);
    const workspace = new WorkspacePage(reader, server.baseUrl);
    await workspace.goto(dora.id);
    await expect.poll(() => workspace.heading.innerText()).toBe('DORA');
    await expect
      .poll(() => reader.getByRole('region', { name: 'Obligations' }).getByRole('treeitem').count())
      .toBeGreaterThan(0);
    expect(await reader.getByText(/^(Upload|Replace) PDF$/).count()).toBe(0);
  });
});
