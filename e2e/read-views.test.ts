// Issue 12 items 7 and 8 in the browser, on the demo data: a reference opens the item to read (its type's detail
// route, else the read view /form/{model}/view/{id}), never its edit form; the read view lists what points at the
// item; editing is a button there for whoever may edit; numbered titles read in natural order.
import { ROLE_NAMES } from '@rh/core';
import { CONTENT_TYPES } from '@rh/core/content';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentDetailPage } from './content-pages.ts';
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

interface Item {
  id: string;
  title: string;
  data: Record<string, unknown>;
}

/** Maps obligations (edits them) and reads controls: the demo's `obligations` person. */
const mapper = testUser('mapper', ['obligationsadmin', 'controlvisitor']);
/** Reads insights and controls, not obligations. */
const outsider = testUser('outsider', ['insightsvisitor', 'controlvisitor']);
/** Every role but norole: reads every type. */
const everyone = testUser(
  'everyone',
  ROLE_NAMES.filter((role) => role !== 'norole'),
);
const NATURAL = ['Art. 5', 'Art. 6', 'Art. 19', 'Art. 26', 'Art. 28', 'Art. 30'];

describe('read views of references', () => {
  let server: TestServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let api: ApiClient;
  let dora: Item;
  let requirements: Item[];
  let obligations: Item[];

  beforeAll(async () => {
    [browser, server] = await Promise.all([launchBrowser(), startServer({ env: { DEMO: 'true' } })]);
    const admin = new AdminApi(server);
    await admin.createUser(mapper);
    await admin.createUser(outsider);
    await admin.createUser(everyone);
    api = new ApiClient(server.baseUrl, { email: mapper.username, password: mapper.password });
    const found = await api.call<{ items: Item[] }>('GET', '/api/content/regulation?q=DORA&limit=25');
    dora = found.items.find((regulation) => regulation.data.shortName === 'DORA')!;
    const list = (type: string) =>
      api.call<{ items: Item[] }>('GET', `/api/content/${type}?regulation=${dora.id}&limit=100`);
    requirements = (await list('requirement')).items;
    obligations = (await list('obligation')).items;
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
  });

  /** The titles listed in the page's relationships group of this label ("Obligations (as requirement)"). */
  const group = (page: Page, label: string) =>
    page.getByRole('list').filter({ has: page.getByText(label, { exact: false }) });

  it("serves DORA's requirements in natural order (their list's default sort, by reference)", () => {
    expect(requirements.map((requirement) => requirement.title)).toEqual(NATURAL);
  });

  it('opens a requirement from an obligation to read, with its obligations and an Edit button', async () => {
    const article5 = requirements.find((requirement) => requirement.title === 'Art. 5')!;
    const obligation = obligations.find((candidate) => candidate.data.requirement === article5.id)!;
    expect(obligation, 'the demo maps an obligation to DORA Art. 5').toBeDefined();
    const page = await signedInPage(browser, server.baseUrl, mapper, contexts);
    await page.goto(`${server.baseUrl}/regdecomp/obligation/${obligation.id}`);
    const detail = new ContentDetailPage(page);
    await expect.poll(() => detail.title.innerText()).toBe(obligation.title);

    // The reference among the obligation's fields (the relationships panel lists it too).
    await page.getByRole('region', { name: 'Source' }).getByRole('link', { name: 'Art. 5', exact: true }).click();
    await page.waitForURL(`${server.baseUrl}/form/requirement/view/${article5.id}`);
    await expect.poll(() => detail.title.innerText()).toBe('Art. 5');
    // A page to read: no form, no field to type into.
    expect(await page.getByRole('main').getByRole('form').count()).toBe(0);
    // (The top bar's search box is the only field, and it is not the page's.)
    expect(await page.getByRole('main').getByRole('textbox').count()).toBe(0);
    // What points here: the obligations of the article, each a link to the obligation.
    const listed = group(page, 'Obligations (as requirement)');
    await listed.getByRole('link', { name: obligation.title, exact: true }).waitFor();
    await page.screenshot({ path: await screenshotPath('read-view-requirement.png'), fullPage: true });

    await detail.editLink.click();
    await page.waitForURL(`${server.baseUrl}/form/requirement/edit/${article5.id}`);
    await page.getByRole('button', { name: 'Save changes' }).waitFor();
  });

  it('opens an entity type from an obligation to read, listing the obligations that apply to it', async () => {
    const obligation = obligations.find((candidate) => (candidate.data.entityTypes as string[]).length > 0)!;
    const entityId = (obligation.data.entityTypes as string[])[0]!;
    const entity = await api.call<Item>('GET', `/api/content/entitytype/${entityId}`);
    const page = await signedInPage(browser, server.baseUrl, mapper, contexts);
    await page.goto(`${server.baseUrl}/regdecomp/obligation/${obligation.id}`);
    await page.getByRole('region', { name: 'Mapping' }).getByRole('link', { name: entity.title, exact: true }).click();
    await page.waitForURL(`${server.baseUrl}/form/entitytype/view/${entityId}`);
    const detail = new ContentDetailPage(page);
    await expect.poll(() => detail.title.innerText()).toBe(entity.title);
    await group(page, 'Obligations (as entity types)')
      .getByRole('link', { name: obligation.title, exact: true })
      .waitFor();
    await detail.editLink.waitFor();
  });

  it("lists a regulation's requirements in natural order among its relationships", async () => {
    const page = await signedInPage(browser, server.baseUrl, mapper, contexts);
    await page.goto(`${server.baseUrl}/regdecomp/regulation/${dora.id}`);
    const listed = group(page, 'Requirements (as regulation)');
    await expect.poll(() => listed.getByRole('link').allInnerTexts()).toEqual(NATURAL);
  });

  it('gives every type without a detail route of its own a read view of its items', async () => {
    const page = await signedInPage(browser, server.baseUrl, everyone, contexts);
    const reader = new ApiClient(server.baseUrl, { email: everyone.username, password: everyone.password });
    const detail = new ContentDetailPage(page);
    for (const type of CONTENT_TYPES.filter((candidate) => !candidate.routes?.detail?.length)) {
      const { items } = await reader.call<{ items: Item[] }>('GET', `/api/content/${type.name}?limit=1`);
      const item = items[0]!;
      // Through the router, as a link of the app goes (a reload per type would triple the time).
      await page.evaluate((to) => {
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, `/form/${type.name}/view/${item.id}`);
      await expect.poll(() => detail.title.innerText(), { message: type.name }).toBe(item.title);
      expect(await page.getByRole('main').getByRole('alert').allInnerTexts(), type.name).toEqual([]);
    }
  });

  it('shows no Edit button to a reader, and turns away whoever may not read the type', async () => {
    const themes = await api.call<{ items: Item[] }>('GET', '/api/content/controltheme?limit=1');
    const theme = themes.items[0]!;
    const reader = await signedInPage(browser, server.baseUrl, mapper, contexts);
    await reader.goto(`${server.baseUrl}/form/controltheme/view/${theme.id}`);
    const detail = new ContentDetailPage(reader);
    await expect.poll(() => detail.title.innerText()).toBe(theme.title);
    await reader.getByRole('heading', { level: 2, name: /^Relationships/ }).waitFor();
    expect(await detail.editLink.count()).toBe(0);
    // Nor the forms by their address: they need the type's update and create grants.
    await reader.goto(`${server.baseUrl}/form/controltheme/edit/${theme.id}`);
    await reader.waitForURL(`${server.baseUrl}/`);
    await reader.goto(`${server.baseUrl}/form/controltheme/new`);
    await reader.waitForURL(`${server.baseUrl}/`);

    const article5 = requirements.find((requirement) => requirement.title === 'Art. 5')!;
    const stranger = await signedInPage(browser, server.baseUrl, outsider, contexts);
    await stranger.goto(`${server.baseUrl}/form/requirement/view/${article5.id}`);
    await stranger.waitForURL(`${server.baseUrl}/`);
  });
});
