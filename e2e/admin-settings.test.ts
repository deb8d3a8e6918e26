// The settings screens and the API console in Chromium (issue 17 item 5): an administrator changes a run-time setting
// and the users' default preferences and sees each saved and journaled; in /testapi a GET is sent and answered, and
// an analyst (the demo's riccmember roles, without the appconfig right) may send no other method. The three pages at
// 1280 and 390 wide, light and dark, go to e2e/screenshots, each checked with axe at 1280.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminApi,
  ApiClient,
  launchBrowser,
  newContext,
  screenshotPath,
  startServer,
  testUser,
  type Credentials,
  type TestServer,
  seriousAxeViolations,
  sidewaysOverflow,
} from './harness.ts';
import { Shell } from './shell-page.ts';
import { SignInPage } from './sign-in-page.ts';

const PAGES = [
  ['/admin/appconfig', 'App configuration'],
  ['/admin/preferences', 'Default preferences'],
  ['/testapi?op=GET%20%2Fapi%2Fhealth%2Fready', 'API console'],
] as const;

describe('the settings screens and the API console (full build)', () => {
  const analyst = testUser('analyst', ['riccmember']);
  let server: TestServer;
  let browser: Browser;
  let admin: AdminApi;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [browser, server] = await Promise.all([launchBrowser(), startServer()]);
    admin = new AdminApi(server);
    await admin.createUser(analyst);
  });

  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
    await server?.stop();
  });

  async function signedIn(who: Credentials, theme = 'light'): Promise<{ page: Page; shell: Shell }> {
    const context = await newContext(browser, { viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    contexts.push(context);
    await context.addInitScript((mode) => localStorage.setItem('frmCloudTheme', mode), theme);
    const page = await context.newPage();
    await new SignInPage(page, server.baseUrl).goto();
    await new SignInPage(page, server.baseUrl).signIn(who);
    await page.waitForURL((url) => url.pathname === '/');
    return { page, shell: new Shell(page, server.baseUrl) };
  }

  it('saves a setting and the default preferences, each journaled with who made the change', async () => {
    const { page, shell } = await signedIn(server.admin);
    const main = page.getByRole('main');
    await shell.goto('/admin/appconfig');
    const days = main.getByRole('textbox', { name: 'Home: “what is new” window (days)' });
    await days.fill('0');
    await main.getByRole('button', { name: 'Save' }).click();
    await main.getByText('must be between 1 and 90 days').first().waitFor();
    await days.fill('14');
    await main.getByRole('button', { name: 'Save' }).click();
    await main.getByRole('status').getByText('Saved 1 setting.').waitFor();
    const changes = main.getByRole('table', { name: 'Changes of the settings, newest first' });
    await expect.poll(() => changes.innerText()).toMatch(/admin\s+Home: “what is new” window \(days\)\s+default\s+14/);
    const saved = await admin.call<{ settings: { key: string; value: unknown }[] }>('GET', '/api/admin/appconfig');
    expect(saved.settings.find((setting) => setting.key === 'home.whatsNewDays')?.value).toBe(14);

    await shell.goto('/admin/preferences');
    await main.getByRole('combobox', { name: 'Countries followed by default' }).fill('Germ');
    await page.getByRole('option', { name: 'Germany' }).click();
    await main.getByRole('combobox', { name: 'Digest time' }).click();
    await page.getByRole('option', { name: '07:00' }).click();
    await main.getByRole('button', { name: 'Save' }).click();
    await main
      .getByRole('status')
      .getByText(/^Saved\./)
      .waitFor();
    const journal = main.getByRole('table', { name: 'Changes of the default preferences, newest first' });
    await expect.poll(() => journal.innerText()).toMatch(/admin\s+factory defaults\s+DE · 0 topics · digest 07:00/);
    // Applied: the analyst, who has chosen nothing, follows the defaults.
    const theirs = await new ApiClient(server.baseUrl, { email: analyst.username, password: analyst.password }).call<{
      countries: string[];
      fromDefaults: boolean;
    }>('GET', '/api/me/preferences');
    expect(theirs).toMatchObject({ countries: ['DE'], fromDefaults: true });
  });

  it('sends a GET as the signed-in user and shows the answer; without the right, no other method', async () => {
    const { page, shell } = await signedIn(server.admin);
    const main = page.getByRole('main');
    await shell.goto('/testapi');
    await main.getByRole('searchbox', { name: 'Search operations' }).fill('get health ready');
    await main
      .getByRole('list', { name: 'Operations' })
      .getByRole('button', { name: /\/api\/health\/ready/ })
      .click();
    await main.getByRole('button', { name: 'Send', exact: true }).click();
    const answer = main.getByRole('region', { name: 'Answer' });
    await answer.getByText('Status 200').waitFor();
    expect(await answer.getByLabel('Answer body').innerText()).toContain('"status"');
    // The superadmin holds appconfig: other methods may be sent.
    await shell.goto('/testapi?op=PUT%20%2Fapi%2Fme%2Fpreferences');
    expect(await main.getByRole('button', { name: 'Send', exact: true }).isDisabled()).toBe(false);

    const other = await signedIn({ email: analyst.username, password: analyst.password });
    const theirMain = other.page.getByRole('main');
    await other.shell.goto('/testapi?op=PUT%20%2Fapi%2Fme%2Fpreferences');
    await theirMain.getByText('Only read-only (GET) operations can be sent from here').waitFor();
    expect(await theirMain.getByRole('button', { name: 'Send', exact: true }).isDisabled()).toBe(true);
    await other.shell.goto('/testapi?op=GET%20%2Fapi%2Fme%2Fpreferences');
    await theirMain.getByRole('button', { name: 'Send', exact: true }).click();
    await theirMain.getByRole('region', { name: 'Answer' }).getByText('Status 200').waitFor();
    expect(await theirMain.getByLabel('Answer body').innerText()).toContain('"fromDefaults": true');
  });

  it('shows the pages at 1280 and 390 wide, light and dark, axe-clean', async () => {
    const problems: string[] = [];
    for (const theme of ['light', 'dark'] as const) {
      const { page, shell } = await signedIn(server.admin, theme);
      const main = page.getByRole('main');
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: width === 1280 ? 900 : 844 });
        for (const [path, heading] of PAGES) {
          await shell.goto(path);
          await expect.poll(() => main.getByRole('heading', { level: 1 }).innerText()).toBe(heading);
          if (path.startsWith('/testapi')) {
            await main.getByRole('button', { name: 'Send', exact: true }).click();
            await main.getByRole('region', { name: 'Answer' }).waitFor();
          } else {
            await main.getByRole('table').waitFor();
          }
          await shell.waitForSettled();
          await page.mouse.move(0, 1);
          await shell.finishTransitions(main);
          if (width === 390) {
            const overflow = await sidewaysOverflow(page);
            expect(overflow, `${path}: no sideways scrolling at 390 px`).toBeLessThanOrEqual(0);
          }
          const name = `settings-${path.split(/[/?]/)[1] === 'admin' ? path.split('/')[2] : 'testapi'}-${theme}-${width}.png`;
          await page.screenshot({ path: await screenshotPath(name), fullPage: true });
          if (width !== 1280) continue;
          problems.push(...(await seriousAxeViolations(page, `${path} ${theme}`)));
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
