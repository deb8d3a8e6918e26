// The shell of the full build in Chromium: guards and the remembered target, the Admin menu by role, the dark
// theme, the drawer at desktop and phone widths (with screenshots to look at), and axe on the shell pages.
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminApi,
  launchBrowser,
  newContext,
  newPassword,
  screenshotPath,
  startServer,
  type Credentials,
  type TestServer,
} from './harness.ts';
import { Shell, type ThemeMode } from './shell-page.ts';
import { SIGN_IN_PATH, SignInPage } from './sign-in-page.ts';

/** A guarded page (the admin reads migrations) that leaves its address's query alone: the deep link's target. */
const DEEP_LINK = { path: '/migrations', heading: 'Migrations' };

describe('the shell of the full build', () => {
  let server: TestServer;
  let browser: Browser;
  const visitor: Credentials = { email: 'visitor@example.test', password: newPassword() };
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [browser, server] = await Promise.all([launchBrowser(), startServer()]);
    await new AdminApi(server).createUser({
      username: 'visitor',
      email: visitor.email,
      acgroups: ['insightsvisitor'],
      password: visitor.password,
    });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  async function newPage(viewport = { width: 1280, height: 800 }): Promise<Page> {
    const context = await newContext(browser, { viewport });
    contexts.push(context);
    return context.newPage();
  }

  /** A page signed in through the form, on Home with the shell settled. */
  async function signedIn(credentials: Credentials, viewport?: { width: number; height: number }) {
    const page = await newPage(viewport);
    const signIn = new SignInPage(page, server.baseUrl);
    await signIn.goto();
    await signIn.signIn(credentials);
    const shell = new Shell(page, server.baseUrl);
    await shell.waitForSignedIn();
    await shell.waitForSettled();
    return shell;
  }

  it('sends an anonymous deep link to sign-in and back to it after signing in', async () => {
    const page = await newPage();
    const shell = new Shell(page, server.baseUrl);
    await page.goto(`${server.baseUrl}${DEEP_LINK.path}?q=basel`);

    const signIn = new SignInPage(page, server.baseUrl);
    await signIn.waitForForm();
    expect(new URL(page.url()).pathname).toBe(SIGN_IN_PATH);
    await signIn.signIn(server.admin);

    await page.waitForURL((url) => url.pathname === DEEP_LINK.path);
    expect(new URL(page.url()).search).toBe('?q=basel');
    await shell.waitForSignedIn();
    await shell.main.getByRole('heading', { level: 1, name: DEEP_LINK.heading }).waitFor();
    // The top bar names the user: the admin has the username "admin".
    expect(await shell.topBar.innerText()).toContain('admin');
  });

  it('hides the Admin menu from a visitor and sends them Home from an admin route; a superadmin sees it', async () => {
    const visitorShell = await signedIn(visitor);
    expect(await visitorShell.topBar.innerText()).toContain('visitor');
    await visitorShell.openDrawer();
    await visitorShell.expandDrawerGroups();
    expect(
      await visitorShell.drawer.getByText('Admin', { exact: true }).count(),
      `the visitor's menu: ${await visitorShell.drawer.innerText()}`,
    ).toBe(0);
    await visitorShell.closeDrawer();

    // An admin route needs the grant of what it shows (here appconfig), which the visitor lacks.
    await visitorShell.page.goto(`${server.baseUrl}/admin/appconfig`);
    await visitorShell.page.waitForURL((url) => url.pathname === '/');
    await visitorShell.waitForSettled();
    expect(new URL(visitorShell.page.url()).pathname).toBe('/');

    const adminShell = await signedIn(server.admin);
    await adminShell.openDrawer();
    await adminShell.expandDrawerGroups();
    expect(
      await adminShell.drawer.getByText('Admin', { exact: true }).count(),
      `the superadmin's menu: ${await adminShell.drawer.innerText()}`,
    ).toBe(1);
    // Sanctions and Training cases: disabled placeholders marked [TODO] (spec §2).
    for (const name of ['Sanctions [TODO]', 'Training cases [TODO]']) {
      const item = adminShell.drawer.getByRole('button', { name, exact: true });
      expect(await item.isDisabled(), name).toBe(true);
    }
    await adminShell.closeDrawer();
    // The superadmin may open the admin route the visitor was sent away from.
    await adminShell.goto('/admin/appconfig');
    expect(new URL(adminShell.page.url()).pathname).toBe('/admin/appconfig');
    await adminShell.main.getByRole('heading', { name: 'App configuration', level: 1 }).waitFor();
  });

  it('switches to the dark theme and keeps it after a reload', async () => {
    const shell = await signedIn(server.admin);
    expect(await shell.themeMode()).toBe('light');
    const light = await shell.bodyBackground();

    await shell.themeToggle.click();
    await shell.topBar.getByRole('button', { name: 'Switch to light theme', exact: true }).waitFor();
    await expect.poll(() => shell.bodyBackground()).not.toBe(light);
    const dark = await shell.bodyBackground();
    expect(luminance(dark)).toBeLessThan(luminance(light));

    await shell.page.reload();
    await shell.waitForSettled();
    expect(await shell.themeMode()).toBe('dark');
    expect(await shell.bodyBackground()).toBe(dark);
    await shell.page.screenshot({ path: await screenshotPath('shell-1280-dark.png') });

    await shell.themeToggle.click();
    await expect.poll(() => shell.bodyBackground()).toBe(light);
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    it(`opens and closes the drawer at ${viewport.width}×${viewport.height} (screenshots)`, async () => {
      const shell = await signedIn(server.admin, viewport);

      const bar = await shell.topBar.boundingBox();
      expect(bar?.height).toBe(80);
      expect(bar?.width).toBe(viewport.width);
      expect(await shell.homeLink.isVisible()).toBe(true);
      expect(await shell.footer.getByRole('link', { name: 'Contact', exact: true }).count()).toBe(1);
      expect(await shell.footer.getByRole('link', { name: 'Legal', exact: true }).count()).toBe(1);
      expect(await shell.footer.getByRole('link', { name: 'Documentation', exact: true }).count()).toBe(1);
      await shell.page.screenshot({ path: await screenshotPath(`shell-${viewport.width}-closed.png`) });

      await shell.openDrawer();
      const panel = await shell.drawer.boundingBox();
      expect(panel).toMatchObject({ x: 0, width: 350 });
      await shell.page.screenshot({ path: await screenshotPath(`shell-${viewport.width}-open.png`) });

      await shell.closeDrawer();
      expect(await shell.drawer.count()).toBe(0);
      // And once more with the menu button, closed by a click beside the panel (on the backdrop).
      await shell.openDrawer();
      await shell.page.mouse.click(viewport.width - 10, viewport.height / 2);
      await shell.drawer.waitFor({ state: 'hidden' });
    });
  }

  it('has no serious or critical axe violation on the shell pages, in light and dark theme', async () => {
    const problems: string[] = [];
    const check = async (shell: Shell, theme: ThemeMode, label: string) => {
      const results = await new AxeBuilder({ page: shell.page }).analyze();
      for (const violation of results.violations) {
        if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
        const where = violation.nodes
          .slice(0, 5)
          .map((node) => `${node.target.join(' ')}${node.failureSummary ? ` (${oneLine(node.failureSummary)})` : ''}`)
          .join('; ');
        problems.push(`${theme} ${label}: ${violation.id} [${violation.impact}] ×${violation.nodes.length}: ${where}`);
      }
    };

    const anonymous = new Shell(await newPage(), server.baseUrl);
    await anonymous.goto(SIGN_IN_PATH);
    const shell = await signedIn(server.admin);
    for (const theme of ['light', 'dark'] as const) {
      await anonymous.useTheme(theme);
      await anonymous.goto(SIGN_IN_PATH);
      await check(anonymous, theme, `sign-in ${SIGN_IN_PATH}`);

      await shell.useTheme(theme);
      for (const [label, path] of [
        ['Home', '/'],
        ['Contact', '/contact'],
        ['Legal', '/legal'],
      ] as const) {
        await shell.goto(path);
        expect(await shell.themeMode()).toBe(theme);
        await check(shell, theme, `${label} ${path}`);
        if (path === '/') {
          await shell.openDrawer();
          await shell.expandDrawerGroups();
          await check(shell, theme, 'Home with the drawer open');
          await shell.closeDrawer();
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, 200);
}

/** Relative luminance of a CSS `rgb(…)`/`rgba(…)` colour, 0 (black) to 1 (white). */
function luminance(color: string): number {
  const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).map(Number).map((value) => {
    const channel = value / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
