// External accounts in Chromium (issue 17): an account admin, reaching Accounts from the menu, creates an
// organisation, reads its first key from the dialog that shows it once, and makes and rotates keys; the external
// build (served beside the API server, against it) signs in with a key until the admin revokes it. The three pages
// at 1280 and 390 wide, light and dark, go to e2e/screenshots, each checked with axe at 1280.
import { AxeBuilder } from '@axe-core/playwright';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminApi,
  copyWebBuild,
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
import { startStaticServer, type StaticServer } from './static-server.ts';

const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;
const ORGANISATION = 'Helvetia Re (e2e)';
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

describe('external accounts (full build, and the external build beside it)', () => {
  /** Manages accounts and nothing else (spec §6 accountAdmin): no Admin menu rights of its own. */
  const keeper = testUser('keeper', ['accountAdmin']);
  let server: TestServer;
  let external: StaticServer;
  let externalRoot: string;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let accountId = '';

  beforeAll(async () => {
    [browser, server] = await Promise.all([launchBrowser(), startServer()]);
    await new AdminApi(server).createUser(keeper);
    // The external build, from its own origin, against the same API server.
    externalRoot = await mkdtemp(join(tmpdir(), 'rh-e2e-external-'));
    await copyWebBuild('external', externalRoot);
    external = await startStaticServer(externalRoot, server.baseUrl);
  });

  afterAll(async () => {
    await browser?.close();
    await external?.close();
    await server?.stop();
    if (externalRoot) await rm(externalRoot, { recursive: true, force: true });
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
    await signIn.signIn({ email: keeper.username, password: keeper.password });
    return page;
  }

  /** Reads the secret from the dialog that shows it once, and closes the dialog; `shot`: a screenshot and axe first. */
  async function readSecret(page: Page, shot?: string): Promise<string> {
    const dialog = page.getByRole('dialog', { name: /New API key/ });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('will not be shown again');
    const secret = await dialog.getByLabel('API key').inputValue();
    if (shot) {
      await page.screenshot({ path: await screenshotPath(shot) });
      const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => v.id)).toEqual([]);
    }
    await dialog.getByRole('button', { name: 'I have stored the key' }).click();
    await dialog.waitFor({ state: 'detached' });
    return secret;
  }

  it('creates an account and keys in the browser; the external build signs in with a key until it is revoked', async () => {
    const page = await signedIn();
    const shell = new Shell(page, server.baseUrl);
    const main = page.getByRole('main');
    await shell.waitForSettled();
    await shell.openDrawer();
    await shell.expandDrawerGroups();
    await shell.drawer.getByRole('link', { name: 'Accounts', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/accounts');

    await main.getByRole('link', { name: 'Add account' }).click();
    await page.waitForURL((url) => url.pathname === '/account/add');
    // The list stays on screen while the form's page loads: its search field is labelled "…organisations" too.
    await main.getByRole('heading', { level: 1, name: 'Add account' }).waitFor();
    await main.getByRole('textbox', { name: /^Organisation/ }).fill(ORGANISATION);
    await main.getByRole('checkbox', { name: /insightsvisitor/ }).check();
    await main.getByLabel('Homepage').fill('/about');
    await main.getByLabel('Name of the first key').fill('Intranet');
    await main.getByRole('button', { name: 'Create account' }).click();
    const first = await readSecret(page, 'admin-account-secret-light-1280.png');
    expect(first).toMatch(/^rhk_/);
    await page.waitForURL((url) => url.pathname.startsWith('/account/') && UUID.test(url.pathname));
    accountId = UUID.exec(page.url())![0];
    await expect.poll(() => main.getByRole('heading', { level: 1 }).innerText()).toBe(ORGANISATION);
    expect(await main.innerText(), 'the secret is shown in the dialog only').not.toContain(first);

    // A second key, through its dialog; then the first one rotated: a new secret, the old key marked revoked.
    await main.getByRole('button', { name: 'Create key' }).click();
    const createDialog = page.getByRole('dialog', { name: 'Create an API key' });
    await createDialog.getByLabel('Name').fill('Data feed');
    await createDialog.getByRole('button', { name: 'Create key' }).click();
    const feed = await readSecret(page);
    await main.getByRole('button', { name: 'Rotate key Intranet' }).click();
    await page
      .getByRole('dialog', { name: /Rotate the key/ })
      .getByRole('button', { name: 'Rotate' })
      .click();
    const rotated = await readSecret(page);
    expect(new Set([first, feed, rotated]).size).toBe(3);
    const keys = main.getByRole('region', { name: 'API keys', exact: true });
    await expect.poll(() => keys.getByText(/^Revoked/).count()).toBe(1);
    await expect.poll(() => keys.getByText('Active', { exact: true }).count()).toBe(2);

    // The external build takes the key and opens the account's homepage.
    const outside = await (async () => {
      const context = await newContext(browser);
      contexts.push(context);
      return context.newPage();
    })();
    await outside.goto(`${external.baseUrl}/`);
    await outside.waitForURL((url) => url.pathname === '/settings');
    const keyInput = outside.getByLabel('API key', { exact: true }).and(outside.locator('input'));
    await keyInput.fill(feed);
    await outside.locator('form').filter({ has: keyInput }).locator('button[type="submit"]').click();
    await outside.waitForURL((url) => url.pathname === '/about');
    const outsideShell = new Shell(outside, external.baseUrl);
    await outsideShell.waitForSettled();
    expect(await outsideShell.topBar.innerText()).toContain(ORGANISATION);

    // Revoked in the browser: the external build's next start is refused and lands on Settings, the key forgotten.
    await main.getByRole('button', { name: 'Revoke key Data feed' }).click();
    await page
      .getByRole('dialog', { name: /Revoke the key/ })
      .getByRole('button', { name: 'Revoke' })
      .click();
    await expect.poll(() => keys.getByText(/^Revoked/).count()).toBe(2);
    await outside.goto(`${external.baseUrl}/`);
    await outside.waitForURL((url) => url.pathname === '/settings');
    expect(await outside.evaluate(() => localStorage.getItem('frmCloudExApiKey'))).toBeNull();

    // The list counts what is left: one active key, and the last use (the external build's).
    await shell.goto(`/accounts?q=${encodeURIComponent('Helvetia')}`);
    const row = main.getByRole('row').filter({ hasText: ORGANISATION });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/insightsvisitor[\s\S]*1[\s\S]*\d{4}[\s\S]*Enabled/);
  });

  it(
    'shows the pages at 1280 and 390 wide, light and dark, axe-clean',
    async () => {
      expect(accountId, 'the first test made the account').toMatch(UUID);
      const pages = [
        ['/accounts', 'Accounts', 'accounts'],
        ['/account/add', 'Add account', 'account-add'],
        [`/account/${accountId}`, ORGANISATION, 'account'],
      ] as const;
      const problems: string[] = [];
      for (const theme of ['light', 'dark'] as const) {
        for (const viewport of VIEWPORTS) {
          const page = await signedIn(viewport, theme);
          const shell = new Shell(page, server.baseUrl);
          const main = page.getByRole('main');
          for (const [path, heading, name] of pages) {
            await shell.goto(path);
            await expect.poll(() => main.getByRole('heading', { level: 1 }).innerText()).toBe(heading);
            expect(await page.title()).toContain(heading);
            if (viewport.width === 390) {
              const overflow = await sidewaysOverflow(page);
              expect(overflow, `${path}: no sideways scrolling at 390 px`).toBeLessThanOrEqual(0);
            }
            await page.screenshot({
              path: await screenshotPath(`admin-${name}-${theme}-${viewport.width}.png`),
              fullPage: true,
            });
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
