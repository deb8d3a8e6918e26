// Signing in and out with the local form of the full build (LoginCognitoAuth, /auth/signin).
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, screenshotPath, startServer, type TestServer } from './harness.ts';
import { Shell } from './shell-page.ts';
import { SIGN_IN_PATH, SignInPage } from './sign-in-page.ts';

describe('signing in with the local form', () => {
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let signInPage: SignInPage;
  let shell: Shell;

  beforeAll(async () => {
    [browser, server] = await Promise.all([launchBrowser(), startServer()]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  beforeEach(async () => {
    context = await newContext(browser);
    const page = await context.newPage();
    signInPage = new SignInPage(page, server.baseUrl);
    shell = new Shell(page, server.baseUrl);
  });

  afterEach(async () => {
    await context?.close();
  });

  it('sends an anonymous visit of Home to the form, signs the admin in, and signs out', async () => {
    await signInPage.page.goto(`${server.baseUrl}/`);
    await signInPage.waitForForm();
    expect(await signInPage.meStatus()).toBe(401);
    expect(await shell.signOutButton.count()).toBe(0);
    await signInPage.page.screenshot({ path: await screenshotPath('sign-in.png') });

    await signInPage.signIn(server.admin);
    expect(new URL(signInPage.page.url()).pathname).toBe('/');
    await shell.waitForSignedIn();
    await shell.waitForSettled();
    // The display name is the username: the server names its first admin after the e-mail's local part.
    expect(await shell.page.getByTestId('user-name').innerText()).toBe('admin');
    expect(await signInPage.meStatus()).toBe(200);
    await shell.page.screenshot({ path: await screenshotPath('signed-in.png'), fullPage: true });

    await shell.signOutButton.click();
    await signInPage.waitForForm();
    expect(await signInPage.meStatus()).toBe(401);
    // Signed out, Home is guarded again.
    await signInPage.page.goto(`${server.baseUrl}/`);
    await signInPage.waitForForm();
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
    await signInPage.submit(wrong.email, wrong.password);
    await signInPage.error.waitFor();

    expect((await signInPage.error.innerText()).trim()).toContain(message);
    expect(new URL(signInPage.page.url()).pathname).toBe(SIGN_IN_PATH);
    expect(await shell.signOutButton.count()).toBe(0);
    const cookies = await context.cookies(server.baseUrl);
    expect(cookies.filter((cookie) => cookie.name === 'rh_session' && cookie.value !== '')).toEqual([]);
    expect(await signInPage.meStatus()).toBe(401);
  });
});
