// Page object of the local sign-in page (LoginCognitoAuth, /auth/signin) of the full build.
import type { Locator, Page } from 'playwright-core';
import type { Credentials } from './harness.ts';

export const SIGN_IN_PATH = '/auth/signin';

export class SignInPage {
  readonly page: Page;
  readonly baseUrl: string;
  readonly usernameInput: Locator;
  readonly passwordInput: Locator;
  readonly signInButton: Locator;
  /** The message shown when signing in fails. */
  readonly error: Locator;

  constructor(page: Page, baseUrl: string) {
    this.page = page;
    this.baseUrl = baseUrl;
    this.usernameInput = page.getByLabel('Username or e-mail', { exact: true });
    this.passwordInput = page.getByLabel('Password', { exact: true });
    this.signInButton = page.getByRole('button', { name: 'Sign in', exact: true });
    this.error = page.getByRole('main').getByRole('alert');
  }

  async goto(): Promise<void> {
    await this.page.goto(`${this.baseUrl}${SIGN_IN_PATH}`);
    await this.waitForForm();
  }

  /** Waits until the form is shown (the guards may have brought the browser here). */
  async waitForForm(): Promise<void> {
    await this.page.waitForURL((url) => url.pathname === SIGN_IN_PATH);
    await this.usernameInput.waitFor();
  }

  /** Fills the form and submits it; does not wait for the outcome. */
  async submit(username: string, password: string): Promise<void> {
    await this.usernameInput.fill(username);
    await this.passwordInput.fill(password);
    await this.signInButton.click();
  }

  /** Signs in through the form and waits until the app has left the /auth/ pages. */
  async signIn(credentials: Credentials): Promise<void> {
    await this.submit(credentials.email, credentials.password);
    await this.page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
  }

  /** The status of `GET /api/me` with the browser's cookies. */
  async meStatus(): Promise<number> {
    const response = await this.page.request.get(`${this.baseUrl}/api/me`);
    return response.status();
  }
}
