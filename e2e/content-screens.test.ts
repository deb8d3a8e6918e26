// Every content type's generic screens in the browser on the demo data: its list, an item's page and its edit form,
// at the routes its declaration claims (or /form/{model}/edit/{id} where it claims none). Walks the registry, so a
// new type is covered as soon as it is declared.
import { scaledLimit } from '../scripts/test-slowness.ts';
import { ROLE_NAMES } from '@rh/core';
import { CONTENT_TYPES, type ContentType, type TypeRoutes } from '@rh/core/content';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathTo, routeByName } from '../apps/web/src/routes/table.ts';
import { ContentDetailPage, ContentFormPage, ContentListPage } from './content-pages.ts';
import {
  AdminApi,
  ApiClient,
  launchBrowser,
  newContext,
  newPassword,
  startServer,
  type NewUser,
  type TestServer,
} from './harness.ts';
import { SignInPage } from './sign-in-page.ts';

/** Every role but norole: a user who may read and edit every type. */
const ROLES = ROLE_NAMES.filter((role) => role !== 'norole');
const everyone: NewUser = {
  username: 'everyone',
  email: 'everyone@example.test',
  acgroups: ROLES,
  password: newPassword(),
};

const route = (type: ContentType, screen: keyof TypeRoutes) => type.routes?.[screen]?.[0];

/** The path of an item's page: the route's one param gets the key where the route names the item by it. */
function itemPath(name: string, item: { id: string; key: string | null }): string {
  const param = /\/:(\w+)(?!\?)(?:\/|$)/.exec(routeByName(name).path)?.[1] ?? 'id';
  return pathTo(name, { [param]: param !== 'id' && item.key ? item.key : item.id });
}

describe('the generic screens of every content type, on the demo data', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  let api: ApiClient;

  beforeAll(async () => {
    [browser, server] = await Promise.all([launchBrowser(), startServer({ env: { DEMO: 'true' } })]);
    await new AdminApi(server).createUser(everyone);
    api = new ApiClient(server.baseUrl, { email: everyone.username, password: everyone.password });
    page = await (await newContext(browser)).newPage();
    const signIn = new SignInPage(page, server.baseUrl);
    await signIn.goto();
    await signIn.signIn({ email: everyone.username, password: everyone.password });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /**
   * Opens a path as a link of the app does: through the router, without loading the app again (a reload per screen
   * was half of this file's time). Deep links are the other files' business.
   */
  const open = (path: string) =>
    page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);

  /** No error on the page (a failed request shows as an error alert). */
  const noError = async (where: string) => {
    const alerts = await page.getByRole('main').getByRole('alert').allInnerTexts();
    expect(alerts, where).toEqual([]);
  };

  it.each(CONTENT_TYPES.map((type) => [type.name, type] as const))('%s: list, item and form', async (_, type) => {
    const { items } = await api.call<{ items: { id: string; key: string | null; title: string }[] }>(
      'GET',
      `/api/content/${type.name}?limit=1`,
    );
    const item = items[0];
    expect(item, `the demo has a ${type.name}`).toBeDefined();

    const list = route(type, 'list');
    if (list) {
      await open(pathTo(list));
      const screen = new ContentListPage(page, type.plural);
      if (type.list.groupBy) {
        // A list that groups says what it holds by group ("27 FAQs by theme, in 7 groups"); flat is a switch away.
        const summary = page.getByText(/^[1-9][\d,]* .+ by .+, in \d+ groups?/);
        await expect.poll(() => summary.count(), { timeout: scaledLimit(10_000) }).toBe(1);
        await page.getByLabel(/^By /).uncheck();
      }
      await expect
        .poll(() => screen.total.innerText(), { timeout: scaledLimit(10_000) })
        .toMatch(/^(about )?[1-9][\d,.]*[KMB]? items?$/);
      expect(await screen.titles()).toContain(item!.title);
      await noError(`${type.name} list ${pathTo(list)}`);
    }

    const detail = route(type, 'detail');
    if (detail) {
      await open(itemPath(detail, item!));
      await expect.poll(() => new ContentDetailPage(page).title.innerText()).toBe(item!.title);
      await noError(`${type.name} item ${itemPath(detail, item!)}`);
    }

    const edit = route(type, 'edit');
    await open(edit ? pathTo(edit, { id: item!.id }) : `/form/${type.name}/edit/${item!.id}`);
    const form = new ContentFormPage(page, type.label);
    await form.form.getByRole('button', { name: 'Save changes' }).waitFor();
    await noError(`${type.name} form`);
  });
});
