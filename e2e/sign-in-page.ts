// Page object of the placeholder web client: the sign-in form and the signed-in session view.
import type { Locator, Page } from 'playwright-core';

export class SignInPage {
  readonly page: Page;
  readonly baseUrl: string;
  readonly usernameInput: Locator;
  readonly passwordInput: Locator;
  readonly signInButton: Locator;
  readonly signOutButton: Locator;
  /** "Signed in as <username>". */
  readonly sessionHeading: Locator;
  readonly sessionEmail: Locator;
  readonly roles: Locator;
  readonly error: Locator;
  readonly notice: Locator;

  constructor(page: Page, baseUrl: string) {
    this.page = page;
    this.baseUrl = baseUrl;
    this.usernameInput = page.getByLabel('Username or e-mail', { exact: true });
    this.passwordInput = page.getByLabel('Password', { exact: true });
    this.signInButton = page.getByRole('button', {
      name: 'Sign in',
      exact: true,
    });
    this.signOutButton = page.getByRole('button', {
      name: 'Sign out',
      exact: true,
    });
    this.sessionHeading = page.getByRole('heading', { name: /^Signed in as / });
    this.sessionEmail = page.getByTestId('session-email');
    this.roles = page.getByRole('list', { name: 'Roles' }).getByRole('listitem');
    this.error = page.locator('form').getByRole('alert');
    this.notice = page.getByText('The web client is not built yet (next issue).');
  }

  async goto(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/`);
  }

  async waitForForm(): Promise<void> {
    await this.usernameInput.waitFor();
  }

  async waitForSession(): Promise<void> {
    await this.sessionHeading.waitFor();
  }

  async signIn(username: string, password: string): Promise<void> {
    await this.usernameInput.fill(username);
    await this.passwordInput.fill(password);
    await this.signInButton.click();
  }

  async roleNames(): Promise<string[]> {
    return (await this.roles.allTextContents()).map((text) => text.trim());
  }

  /** The status of `GET /api/me` with the browser's cookies. */
  async meStatus(): Promise<number> {
    const response = await this.page.request.get(`${this.baseUrl}/api/me`);
    return response.status();
  }
}
