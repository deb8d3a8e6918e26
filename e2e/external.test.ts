// The external builds in Chromium: without an API key every guarded route lands on Settings; a valid key (made
// through the admin API) is stored and leads to the account's homepage; an invalid one is refused and not stored.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminApi,
  launchBrowser,
  newContext,
  repoRoot,
  screenshotPath,
  startServer,
  type TestServer,
} from './harness.ts';
import { Shell } from './shell-page.ts';

const DEFAULT_BRAND = 'Regulatory Horizon';
const API_KEY = 'frmCloudExApiKey';
const ORGANISATION = 'Basel Trust AG';
/** What the app stores about an external account besides the key (spec §3); none of it without a valid key. */
const ACCOUNT_KEYS = [API_KEY, 'frmCloudExUsername', 'frmCloudExAcgroups'];

class SettingsPage {
  readonly page: Page;
  readonly apiKeyInput: Locator;
  /** The button that checks and saves the key: the submit button of the key's form. */
  readonly saveButton: Locator;
  readonly error: Locator;

  constructor(page: Page) {
    this.page = page;
    // The form is labelled "API key" too: the field is its input.
    this.apiKeyInput = page.getByLabel('API key', { exact: true }).and(page.locator('input'));
    this.saveButton = page.locator('form').filter({ has: this.apiKeyInput }).locator('button[type="submit"]');
    this.error = page.getByRole('main').getByRole('alert');
  }

  async waitFor(): Promise<void> {
    await this.page.waitForURL((url) => url.pathname === '/settings');
    await this.apiKeyInput.waitFor();
  }

  async enterKey(key: string): Promise<void> {
    await this.apiKeyInput.fill(key);
    await this.saveButton.click();
  }
}

/** The app's entries in local storage that describe an external account. */
function storedAccount(page: Page): Promise<Record<string, string | null>> {
  return page.evaluate((keys) => Object.fromEntries(keys.map((key) => [key, localStorage.getItem(key)])), ACCOUNT_KEYS);
}

describe('the external build', () => {
  let server: TestServer;
  let browser: Browser;
  let key: string;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [browser, server] = await Promise.all([launchBrowser(), startServer({ env: { WEB_BUILD: 'external' } })]);
    key = await new AdminApi(server).createAccount({
      organisation: ORGANISATION,
      acgroups: ['insightsvisitor'],
      homepage: '/about',
    });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  async function newPage(): Promise<Page> {
    const context = await newContext(browser);
    contexts.push(context);
    return context.newPage();
  }

  it('sends every guarded route to Settings while no key is stored; the open ones stay open', async () => {
    const page = await newPage();
    const settings = new SettingsPage(page);
    for (const path of ['/', '/contact', '/legal', '/notificationsexternal', '/news?q=basel']) {
      await page.goto(`${server.baseUrl}${path}`);
      await settings.waitFor();
      expect(new URL(page.url()).pathname, path).toBe('/settings');
    }
    for (const path of ['/about', '/digitalgateway', '/tempx']) {
      await page.goto(`${server.baseUrl}${path}`);
      await new Shell(page, server.baseUrl).waitForSettled();
      expect(new URL(page.url()).pathname, path).toBe(path);
    }
    const shell = new Shell(page, server.baseUrl);
    expect(await shell.topBar.innerText()).toContain(DEFAULT_BRAND);
  });

  it("stores a valid key and goes to the account's homepage", async () => {
    const page = await newPage();
    await page.goto(`${server.baseUrl}/`);
    const settings = new SettingsPage(page);
    await settings.waitFor();
    await settings.enterKey(key);

    await page.waitForURL((url) => url.pathname === '/about');
    const shell = new Shell(page, server.baseUrl);
    await shell.waitForSettled();
    expect((await storedAccount(page))[API_KEY]).toBe(key);
    // The organisation is the user's name in the top bar.
    expect(await shell.topBar.innerText()).toContain(ORGANISATION);
    await page.screenshot({ path: await screenshotPath('external-about.png') });

    // With the key stored, Home opens instead of Settings.
    await shell.goto('/');
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('refuses an invalid key with a message and stores nothing', async () => {
    const page = await newPage();
    await page.goto(`${server.baseUrl}/settings`);
    const settings = new SettingsPage(page);
    await settings.waitFor();
    await settings.enterKey(`${key.slice(0, -4)}xxxx`);

    await settings.error.waitFor();
    expect((await settings.error.innerText()).trim()).not.toBe('');
    expect(new URL(page.url()).pathname).toBe('/settings');
    expect(await settings.saveButton.isEnabled(), 'the key can be corrected and saved again').toBe(true);
    expect(await storedAccount(page)).toEqual(Object.fromEntries(ACCOUNT_KEYS.map((name) => [name, null])));
    await page.screenshot({ path: await screenshotPath('external-invalid-key.png') });

    await page.goto(`${server.baseUrl}/`);
    await settings.waitFor();
  });
});

describe('the externalkpmgarc build', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    [browser, server] = await Promise.all([launchBrowser(), startServer({ env: { WEB_BUILD: 'externalkpmgarc' } })]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows its own brand label in the top bar', async () => {
    const brand = await brandOf('externalkpmgarc');
    expect(brand).not.toBe(DEFAULT_BRAND);
    const context = await newContext(browser);
    try {
      const page = await context.newPage();
      const shell = new Shell(page, server.baseUrl);
      await shell.goto('/');
      await new SettingsPage(page).waitFor();
      expect(await shell.topBar.innerText()).toContain(brand);
      expect(await page.title()).toContain(brand);
      await page.screenshot({ path: await screenshotPath('externalkpmgarc-settings.png') });
    } finally {
      await context.close();
    }
  });
});

/** The brand label a build is configured with (its Vite mode's VITE_BRAND), else the default. */
async function brandOf(build: string): Promise<string> {
  const env = await readFile(join(repoRoot, 'apps/web', `.env.${build}`), 'utf8');
  const brand = /^VITE_BRAND=(.*)$/m
    .exec(env)?.[1]
    ?.trim()
    .replace(/^(['"])(.*)\1$/, '$2');
  return brand || DEFAULT_BRAND;
}
