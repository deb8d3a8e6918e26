import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { e2eDir, launchBrowser, signInThroughApi, startServer, type TestServer } from './harness.ts';
import { SignInPage } from './sign-in-page.ts';

describe('sign-in on the placeholder web client', () => {
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let signInPage: SignInPage;

  beforeAll(async () => {
    browser = await launchBrowser();
    server = await startServer();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  beforeEach(async () => {
    context = await browser.newContext();
    signInPage = new SignInPage(await context.newPage(), server.baseUrl);
  });

  afterEach(async () => {
    await context?.close();
  });

  it('shows the signed-in admin when the session cookie comes from an API sign-in', async () => {
    const session = await signInThroughApi(server.baseUrl, server.admin);
    await context.addCookies([{ name: 'rh_session', value: session, url: server.baseUrl, httpOnly: true }]);

    await signInPage.goto();
    await signInPage.waitForSession();

    expect(await signInPage.sessionEmail.textContent()).toBe(server.admin.email);
    expect(await signInPage.notice.isVisible()).toBe(true);
  });

  it('signs the admin in through the form, shows the superadmin role, and signs out', async () => {
    await signInPage.goto();
    await signInPage.waitForForm();
    expect(await signInPage.meStatus()).toBe(401);

    await signInPage.signIn(server.admin.email, server.admin.password);
    await signInPage.waitForSession();

    expect(await signInPage.sessionEmail.textContent()).toBe(server.admin.email);
    expect(await signInPage.roleNames()).toContain('superadmin');
    expect(await signInPage.meStatus()).toBe(200);

    await signInPage.signOutButton.click();
    await signInPage.waitForForm();
    expect(await signInPage.meStatus()).toBe(401);
  });

  it('shows the server’s error and starts no session on a wrong password', async () => {
    const wrong = { ...server.admin, password: `${server.admin.password}-wrong` };
    const answer = await fetch(`${server.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: wrong.email, password: wrong.password }),
    });
    expect(answer.status).toBe(401);
    const { message } = (await answer.json()) as { message: string };

    await signInPage.goto();
    await signInPage.waitForForm();
    await signInPage.signIn(wrong.email, wrong.password);
    await signInPage.error.waitFor();

    expect((await signInPage.error.textContent())?.trim()).toBe(message);
    expect(await signInPage.sessionHeading.count()).toBe(0);
    const cookies = await context.cookies(server.baseUrl);
    expect(cookies.filter((cookie) => cookie.name === 'rh_session' && cookie.value !== '')).toEqual([]);
    expect(await signInPage.meStatus()).toBe(401);
  });

  it('renders the signed-in page (screenshot for a human to look at)', async () => {
    await signInPage.goto();
    await signInPage.waitForForm();
    await signInPage.signIn(server.admin.email, server.admin.password);
    await signInPage.waitForSession();

    const directory = join(e2eDir, 'screenshots');
    await mkdir(directory, { recursive: true });
    const image = await signInPage.page.screenshot({
      path: join(directory, 'signed-in.png'),
      fullPage: true,
    });
    expect(image.byteLength).toBeGreaterThan(1_000);
  });
});
