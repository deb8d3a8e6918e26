// Page object of the app shell (spec §2 "Shell"): top bar, navigation drawer, footer, Connection Error dialog.
import type { Locator, Page } from 'playwright-core';

export const CONNECTION_ERROR_TEXT = 'Looks like there are some server connection issues. Please try to login again...';

export type ThemeMode = 'light' | 'dark';

export class Shell {
  readonly page: Page;
  readonly baseUrl: string;
  /** The top bar (an MUI AppBar: `<header>`). */
  readonly topBar: Locator;
  readonly menuButton: Locator;
  /** The logo, a link to Home. */
  readonly homeLink: Locator;
  /** "Switch to dark theme" or "Switch to light theme". */
  readonly themeToggle: Locator;
  readonly signOutButton: Locator;
  /** The temporary drawer's panel (MUI renders it only while open, in a modal). */
  readonly drawer: Locator;
  readonly footer: Locator;
  readonly main: Locator;
  /** Progress indicators: the initialising spinner, a page loading. */
  readonly spinners: Locator;
  readonly connectionDialog: Locator;

  constructor(page: Page, baseUrl: string) {
    this.page = page;
    this.baseUrl = baseUrl;
    this.topBar = page.getByRole('banner');
    this.menuButton = this.topBar.getByRole('button', { name: 'Open menu', exact: true });
    this.homeLink = this.topBar.getByRole('link', { name: 'Home', exact: true });
    this.themeToggle = this.topBar.getByRole('button', { name: /^Switch to (dark|light) theme$/ });
    this.signOutButton = this.topBar.getByRole('button', { name: 'Sign out', exact: true });
    this.drawer = page.locator('.MuiDrawer-paper');
    this.footer = page.getByRole('contentinfo');
    this.main = page.getByRole('main');
    this.spinners = page.getByRole('progressbar');
    this.connectionDialog = page
      .getByRole('dialog')
      .filter({ has: page.getByRole('heading', { name: 'Connection Error', exact: true }) });
  }

  /** Opens a path of the app and waits until the shell has settled. */
  async goto(path: string): Promise<void> {
    await this.page.goto(`${this.baseUrl}${path}`);
    await this.waitForSettled();
  }

  /** The top bar is there, no spinner turns, and the network is quiet. */
  async waitForSettled(): Promise<void> {
    await this.menuButton.waitFor();
    await this.page.waitForLoadState('networkidle');
    await this.page.waitForFunction(() => document.querySelectorAll('[role="progressbar"]').length === 0);
  }

  /** Waits until the top bar offers "Sign out" (the user is signed in and the shell knows it). */
  async waitForSignedIn(): Promise<void> {
    await this.signOutButton.waitFor();
  }

  async themeMode(): Promise<ThemeMode> {
    const label = await this.themeToggle.getAttribute('aria-label');
    // The button offers the other theme.
    return label === 'Switch to light theme' ? 'dark' : 'light';
  }

  /** Switches to the theme asked for, if it is not the current one. */
  async useTheme(mode: ThemeMode): Promise<void> {
    if ((await this.themeMode()) === mode) return;
    await this.themeToggle.click();
    await this.topBar
      .getByRole('button', { name: `Switch to ${mode === 'dark' ? 'light' : 'dark'} theme`, exact: true })
      .waitFor();
  }

  /** The computed background colour of the page's body, e.g. `rgb(255, 255, 255)`. */
  bodyBackground(): Promise<string> {
    return this.page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  }

  async openDrawer(): Promise<void> {
    await this.menuButton.click();
    await this.drawer.waitFor();
    await this.finishTransitions(this.drawer);
  }

  /** Closes the drawer the way a keyboard user does (Escape) and waits until it is gone. */
  async closeDrawer(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await this.drawer.waitFor({ state: 'hidden' });
  }

  /** Waits for the element's CSS transitions and animations (MUI's slide-in) to end. */
  async finishTransitions(element: Locator): Promise<void> {
    await element.evaluate((node) =>
      Promise.all(node.getAnimations({ subtree: true }).map((animation) => animation.finished)),
    );
  }

  /** Unfolds every folded menu group of the open drawer (all in one go: a click each would take seconds). */
  async expandDrawerGroups(): Promise<void> {
    await this.drawer.evaluate((drawer) => {
      drawer.querySelectorAll<HTMLElement>('[aria-expanded="false"]').forEach((group) => group.click());
    });
    await this.drawer.locator('[aria-expanded="false"]').first().waitFor({ state: 'detached' });
  }
}
