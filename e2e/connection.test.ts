// Spec §4: a failed ping sets the relogin flag and goes to the sign-out route; a second consecutive failure shows
// the blocking Connection Error dialog. The page is served by a separate static server (which forwards /api to the
// API server and answers 502 once it is down), so the app can still load after the API server has stopped. With the
// whole API down every call fails, not only the ping: on a page that needs sign-in the guard then sends the router
// to the sign-in page, whose own options cannot load; the dialog must come all the same.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  copyWebBuild,
  launchBrowser,
  newContext,
  screenshotPath,
  startServer,
  type Credentials,
  type TestServer,
} from './harness.ts';
import { CONNECTION_ERROR_TEXT, Shell } from './shell-page.ts';
import { SignInPage } from './sign-in-page.ts';
import { startStaticServer, type StaticServer } from './static-server.ts';

/** The app pings without retries, so the dialog comes within a second; retries with backoff would take longer. */
const DIALOG_TIMEOUT_MS = 30_000;

describe('losing the server', () => {
  let server: TestServer;
  let web: StaticServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let webRoot: string;

  beforeAll(async () => {
    [browser, server] = await Promise.all([launchBrowser(), startServer()]);
    // Its own copy of the full build: the API server's copy goes when that server stops.
    webRoot = await mkdtemp(join(tmpdir(), 'rh-e2e-web-'));
    await copyWebBuild('full', webRoot);
    web = await startStaticServer(webRoot, server.baseUrl);
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await web?.close();
    await server?.stop();
    if (webRoot) await rm(webRoot, { recursive: true, force: true });
  });

  /** A page signed in through the static server, at `path` once the shell has settled. */
  async function signedInAt(credentials: Credentials, path: string): Promise<Page> {
    const context = await newContext(browser);
    contexts.push(context);
    const page = await context.newPage();
    const signIn = new SignInPage(page, web.baseUrl);
    await signIn.goto();
    await signIn.signIn(credentials);
    const shell = new Shell(page, web.baseUrl);
    await shell.waitForSignedIn();
    await shell.goto(path);
    expect(new URL(page.url()).pathname).toBe(path);
    expect(await shell.connectionDialog.count()).toBe(0);
    return page;
  }

  /** Reloads a page with the API server down and checks the dialog of spec §2/§4 and how it came. */
  async function expectConnectionErrorAfterReload(page: Page, name: string): Promise<void> {
    const shell = new Shell(page, web.baseUrl);
    const reloadedAt = Date.now();
    const seen = web.apiRequests.length;
    const addresses: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) addresses.push(`${Date.now() - reloadedAt} ms ${new URL(frame.url()).pathname}`);
    });
    const timeline = () =>
      `API calls since the reload of ${name}:\n  ${web.apiRequests
        .slice(seen)
        .map((call) => `${call.at - reloadedAt} ms ${call.method} ${call.url} → ${call.status}`)
        .join('\n  ')}\nAddresses:\n  ${addresses.join('\n  ')}`;
    await page.reload();
    try {
      await shell.connectionDialog.waitFor({ timeout: DIALOG_TIMEOUT_MS });
    } catch (error) {
      throw new Error(`no Connection Error dialog on ${name}:\n${timeline()}`, { cause: error });
    }
    console.log(`Connection Error dialog on ${name} ${Date.now() - reloadedAt} ms after the reload.\n${timeline()}`);

    const pings = web.apiRequests.slice(seen).filter((call) => call.url.split('?')[0] === '/api/ping');
    expect(pings.length, timeline()).toBeGreaterThanOrEqual(2);
    expect(pings.every((ping) => ping.status === 502)).toBe(true);
    // The first failure went to the sign-out route (spec §4).
    expect(
      addresses.some((address) => address.endsWith(' /auth/signout')),
      timeline(),
    ).toBe(true);

    const dialog = shell.connectionDialog;
    expect(await dialog.getByRole('heading').innerText()).toBe('Connection Error');
    expect((await dialog.getByText(CONNECTION_ERROR_TEXT, { exact: true }).innerText()).trim()).toBe(
      CONNECTION_ERROR_TEXT,
    );
    const login = dialog.getByRole('button', { name: /^login$/i });
    expect(await login.count()).toBe(1);
    expect(await login.textContent()).toBe('LOGIN');
    expect(await page.evaluate(() => localStorage.getItem('frmCloudReloginTrigger'))).toBe('true');
    const paper = await dialog.boundingBox();
    expect(paper?.width).toBeLessThanOrEqual(600);
    await page.screenshot({ path: await screenshotPath(`connection-error-${name}.png`) });

    // Persistent and blocking: Escape does not close it.
    await page.keyboard.press('Escape');
    await page.waitForTimeout(500);
    expect(await dialog.isVisible()).toBe(true);
    // And the app has stopped calling the dead server (no retry storm).
    expect(web.apiRequests.length - seen, timeline()).toBeLessThan(10);
  }

  it(
    'shows the Connection Error dialog after two failed pings, on Home and on a page that needs sign-in',
    async () => {
      const home = await signedInAt(server.admin, '/');
      // A page of its own (no lazy guard in between) that needs sign-in and no permission.
      const notifications = await signedInAt(server.admin, '/notifications');
      await server.stop();
      await expectConnectionErrorAfterReload(home, 'home');
      await expectConnectionErrorAfterReload(notifications, 'notifications');
    },
    2 * DIALOG_TIMEOUT_MS + 60_000,
  );
});
