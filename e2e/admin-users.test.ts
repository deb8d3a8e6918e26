// Users and user groups in Chromium (issue 17): an admin resets a user's password and the user signs in with the
// temporary one; a group's members are chosen with the user picker; both pages and their dialogs at 1280 and 390
// wide, light and dark, go to e2e/screenshots, each checked with axe at 1280.
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminApi,
  launchBrowser,
  newContext,
  screenshotPath,
  startServer,
  testUser,
  type NewUser,
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

describe('users and user groups (full build)', () => {
  const reader = testUser('ada', ['insightsvisitor']);
  const member = testUser('grace', ['tagger']);
  let server: TestServer;
  let browser: Browser;
  let admin: AdminApi;
  const contexts: BrowserContext[] = [];
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    [browser, server] = await Promise.all([launchBrowser(), startServer()]);
    admin = new AdminApi(server);
    for (const user of [reader, member]) ids[user.username] = (await admin.post<{ id: string }>('/api/users', user)).id;
    const group = await admin.post<{ id: string }>('/api/usergroups', {
      name: 'Insights approvers',
      description: 'Approve insights for publication',
      roles: ['articleApprover'],
      members: [ids.grace],
    });
    ids.group = group.id;
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  async function signedIn(
    who: { email: string; password: string },
    viewport: { width: number; height: number } = VIEWPORTS[0],
    theme = 'light',
  ): Promise<Page> {
    const context = await newContext(browser, { viewport, reducedMotion: 'reduce' });
    contexts.push(context);
    await context.addInitScript((mode) => localStorage.setItem('frmCloudTheme', mode), theme);
    const page = await context.newPage();
    const signIn = new SignInPage(page, server.baseUrl);
    await signIn.goto();
    await signIn.signIn(who);
    await page.waitForURL((url) => url.pathname === '/');
    return page;
  }

  const loginStatus = async (user: NewUser, password: string) =>
    (
      await fetch(`${server.baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: user.username, password }),
      })
    ).status;

  it('an admin resets a password; the old one is refused and the user signs in with the temporary one', async () => {
    const page = await signedIn(server.admin);
    const shell = new Shell(page, server.baseUrl);
    await shell.goto('/ugroups');
    const main = page.getByRole('main');
    await expect.poll(() => main.getByRole('heading', { level: 1 }).innerText()).toBe('Users');
    await main.getByRole('searchbox', { name: 'Search by username or e-mail' }).fill('ada');
    await page.waitForURL((url) => url.searchParams.get('q') === 'ada');
    await main.getByRole('button', { name: 'ada', exact: true }).click();

    const dialog = page.getByRole('dialog', { name: /^ada/ });
    await dialog.getByRole('table', { name: 'Effective permissions of ada' }).waitFor();
    await dialog.getByRole('button', { name: 'Reset password' }).click();
    const reset = page.getByRole('dialog', { name: 'Reset the password of ada' });
    await reset.getByRole('button', { name: 'Reset password' }).click();
    const field = reset.getByRole('textbox', { name: 'Temporary password' });
    await field.waitFor();
    const temporary = await field.inputValue();
    expect(temporary).toMatch(/^[A-Za-z0-9]{4}(-[A-Za-z0-9]{4}){4,}$/);
    expect(await reset.innerText()).toMatch(/Copy this password now: it will not be shown again/);
    await page.screenshot({ path: await screenshotPath('admin-users-reset-light-1280.png') });
    await reset.getByRole('button', { name: 'Done: I have copied it' }).click();
    await reset.waitFor({ state: 'detached' });

    expect(await loginStatus(reader, reader.password)).toBe(401);
    const asReader = await signedIn({ email: reader.username, password: temporary });
    await new Shell(asReader, server.baseUrl).waitForSignedIn();
  });

  it('adds a user with a role, shows what the role allows, and disables them after asking', async () => {
    const page = await signedIn(server.admin, VIEWPORTS[1], 'dark');
    const shell = new Shell(page, server.baseUrl);
    await shell.goto('/ugroups');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Add user' }).click();
    const add = page.getByRole('dialog', { name: 'Add a user' });
    await add.getByRole('textbox', { name: 'Username' }).fill('linus');
    await add.getByRole('textbox', { name: 'E-mail' }).fill('not-an-address');
    await add.getByRole('combobox', { name: 'Roles' }).fill('reads insights');
    await page.getByRole('option', { name: /^insightsvisitor/ }).click();
    await add.getByRole('button', { name: 'Add user' }).click();
    // The browser's check keeps the form open, the message beside its field.
    await add.getByText('Please enter a valid email').waitFor();
    await page.screenshot({ path: await screenshotPath('admin-users-add-dark-390.png') });
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join('; ')}`)).toEqual([]);
    await add.getByRole('textbox', { name: 'E-mail' }).fill('linus@example.test');
    await add.getByRole('button', { name: 'Add user' }).click();

    const dialog = page.getByRole('dialog', { name: /^linus/ });
    const permissions = dialog.getByRole('table', { name: 'Effective permissions of linus' });
    await permissions.getByRole('rowheader', { name: /^article/ }).waitFor();
    expect(await permissions.getByRole('row').count()).toBe(2); // the header and `article`, read only
    await dialog.getByRole('button', { name: 'Disable' }).click();
    const confirm = page.getByRole('dialog', { name: 'Disable linus?' });
    await confirm.getByRole('button', { name: 'Disable' }).click();
    await confirm.waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: 'Enable' }).waitFor();
    const users = await admin.call<{ items: { username: string; disabled: boolean }[] }>(
      'GET',
      '/api/users?q=linus&status=all',
    );
    expect(users.items).toMatchObject([{ username: 'linus', disabled: true }]);
  });

  it('shows a group’s effective permissions and adds a member with the user picker', async () => {
    const page = await signedIn(server.admin);
    const shell = new Shell(page, server.baseUrl);
    await shell.goto('/usergroups');
    const main = page.getByRole('main');
    await expect.poll(() => main.getByRole('heading', { level: 1 }).innerText()).toBe('User groups');
    await main.getByRole('button', { name: 'Insights approvers' }).click();
    const dialog = page.getByRole('dialog', { name: /^Insights approvers/ });
    const permissions = dialog.getByRole('table', { name: 'Effective permissions of group Insights approvers' });
    // articleApprover's own grant and those of the roles it extends.
    for (const resource of ['articleWorkflowApprove', 'articleWorkflowReview', 'articleWorkflowEdit'])
      await permissions.getByRole('rowheader', { name: new RegExp(`^${resource}`) }).waitFor();

    const members = dialog.getByRole('combobox', { name: 'Members' });
    await members.fill('ad');
    await page.getByRole('option', { name: /ada/ }).click();
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.getByText('Saved.').waitFor();
    const group = await admin.call<{ members: { username: string }[] }>('GET', `/api/usergroups/${ids.group}`);
    expect(group.members.map((member) => member.username)).toEqual(['ada', 'grace']);
  });

  it(
    'shows the pages and their dialogs at 1280 and 390 wide, light and dark, axe-clean',
    async () => {
      const problems: string[] = [];
      const check = async (page: Page, what: string) => {
        problems.push(...(await seriousAxeViolations(page, what)));
      };
      for (const theme of ['light', 'dark'] as const) {
        for (const viewport of VIEWPORTS) {
          const page = await signedIn(server.admin, viewport, theme);
          const shell = new Shell(page, server.baseUrl);
          const shots = [
            ['users', '/ugroups', 'Users', `/ugroups?user=${ids.grace}`, /^grace/],
            ['usergroups', '/usergroups', 'User groups', `/usergroups?group=${ids.group}`, /^Insights approvers/],
          ] as const;
          for (const [name, path, heading, detail, dialogName] of shots) {
            await shell.goto(path);
            await expect
              .poll(() => page.getByRole('main').getByRole('heading', { level: 1 }).innerText())
              .toBe(heading);
            expect(await page.title()).toContain(heading);
            if (viewport.width === 390) {
              const overflow = await sidewaysOverflow(page);
              expect(overflow, `${path}: no sideways scrolling at 390 px`).toBeLessThanOrEqual(0);
            }
            const file = `admin-${name}-${theme}-${viewport.width}`;
            await page.screenshot({ path: await screenshotPath(`${file}.png`), fullPage: true });
            if (viewport.width === 1280) await check(page, `${path} ${theme}`);

            await shell.goto(detail);
            const dialog = page.getByRole('dialog', { name: dialogName });
            await dialog.getByRole('table', { name: /^Effective permissions/ }).waitFor();
            await page.screenshot({ path: await screenshotPath(`${file}-dialog.png`) });
            if (viewport.width === 1280) await check(page, `${detail} ${theme}`);
          }
          await page.context().close();
        }
      }
      expect(problems).toEqual([]);
    },
    AXE_PASSES_LIMIT_MS,
  );
});
