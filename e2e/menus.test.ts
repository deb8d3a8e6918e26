// Menus agree with grants (issue 11 item 17) and hold no dead end (issue 12 item 6), in the browser: the tagger and
// the first administrator of a demo open each entry of their menus and are neither turned away nor shown "not built
// yet". The tagger's roles are
// read from the demo's declaration and the administrator's from /api/me, never copied. (The pure walk of every
// demo person's menu against the route guards is apps/web/src/app/shell/menu.test.ts.)
import { scaledLimit } from '../scripts/test-slowness.ts';
import { DEMO_USERS } from '@rh/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pathTo } from '../apps/web/src/routes/table.ts';
import {
  AdminApi,
  launchBrowser,
  newContext,
  signedInPage,
  startServer,
  testUser,
  type TestServer,
} from './harness.ts';
import { Shell } from './shell-page.ts';
import { SignInPage } from './sign-in-page.ts';

describe('menus and guards agree with grants', () => {
  let server: TestServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [browser, server] = await Promise.all([launchBrowser(), startServer({ env: { DEMO: 'true' } })]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  /** Opens each entry of the drawer: it stays where it was sent, shows no refusal and no "not built yet". */
  async function openEveryEntry(page: Page): Promise<string[]> {
    const shell = new Shell(page, server.baseUrl);
    await shell.waitForSignedIn();
    await shell.waitForSettled();
    await shell.openDrawer();
    await shell.expandDrawerGroups();
    const offered = await shell.drawer
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    await shell.closeDrawer();
    // Three tabs of the same session walk a third of the entries each: each entry is a full load that waits for a
    // quiet network, and one tab walking about 90 of them took over two minutes.
    const tabs = [page, await page.context().newPage(), await page.context().newPage()];
    await Promise.all(
      tabs.map(async (tab, index) => {
        const tabShell = new Shell(tab, server.baseUrl);
        for (const path of offered.filter((_, i) => i % tabs.length === index)) {
          await tabShell.goto(path).catch((error: unknown) => {
            throw new Error(`${path}: did not settle`, { cause: error });
          });
          expect(new URL(tab.url()).pathname, `${path}: the guard sent the user away`).toBe(path);
          expect(await tab.getByTestId('not-built').count(), `${path}: not built yet`).toBe(0);
          const alerts = await tab.getByRole('main').getByRole('alert').allInnerTexts();
          expect(
            alerts.filter((text) => /permission|not allowed|forbidden/i.test(text)),
            `${path}: refused`,
          ).toEqual([]);
        }
      }),
    );
    return offered;
  }

  it(
    "opens every entry of the tagger's menu, the auto-tag rules among them",
    async () => {
      const roles = DEMO_USERS.find((user) => user.username === 'tagger')!.roles;
      const tagger = testUser('menu-tagger', roles);
      await new AdminApi(server).createUser(tagger);
      const page = await signedInPage(browser, server.baseUrl, tagger, contexts);
      expect(await openEveryEntry(page)).toContain(pathTo('AdminAutotags'));
    },
    scaledLimit(180_000),
  );

  it(
    "opens every entry of the first administrator's menu",
    async () => {
      const context = await newContext(browser);
      contexts.push(context);
      const page = await context.newPage();
      const signIn = new SignInPage(page, server.baseUrl);
      await signIn.goto();
      await signIn.signIn(server.admin);
      // The first administrator of a demo reads and writes every area: the menu offers News and the rules to them,
      // each area's home dashboard, and the screens once reachable only by typing their address (issue 12 item 6).
      const offered = await openEveryEntry(page);
      const expected = [
        ...['News', 'AdminAutotags', 'RegdecompDashboard', 'AiHome', 'ControlsHome', 'MarHome'],
        ...['RegdecompRequirements', 'RegdecompEntities', 'RegdecompFunctions', 'ControlsTaxonomy'],
        ...['Processes', 'Riskcomponents'],
        ...['Apps', 'AppsImport', 'AppsReporting', 'AdminAppconfig', 'AdminLinks', 'AdminSourcesTableRows'],
      ];
      expect(offered).toEqual(expect.arrayContaining(expected.map((name) => pathTo(name))));
    },
    scaledLimit(300_000),
  );
});
