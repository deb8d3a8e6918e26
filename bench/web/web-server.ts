// The real server for the web benchmark, and the ways a browser context signs in to it.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { startServer, StartError, type ServerChild } from '../children.ts';
import { onCleanup, onExit } from '../cleanup.ts';
import { VIEWPORT, type PageContext } from './browser.ts';

export const ADMIN_EMAIL = 'bench@example.test';
const API_KEY_STORAGE = 'frmCloudExApiKey';

export interface WebServer {
  server: ServerChild;
  /** The bench superadmin's password. */
  password: string;
  /** The demo users' password (DEMO=true only). */
  demoPassword: string | null;
  stop: () => Promise<void>;
}

/**
 * The real server on PGlite in a temporary DATA_DIR, serving a copy of `build` from `webDist` (a rebuild during the
 * run would otherwise remove the chunks a loaded page still imports), with a superadmin to sign in as. With `demo`
 * the demo content and people are loaded (about a minute and a half on PGlite), so dashboards have data.
 */
export async function startWebServer(webDist: string, build: string, demo: boolean): Promise<WebServer> {
  const workDir = await mkdtemp(join(os.tmpdir(), 'rh-bench-web-'));
  const removeExitTask = onExit(() => rmSync(workDir, { recursive: true, force: true }));
  const removeDir = async () => {
    await rm(workDir, { recursive: true, force: true });
    removeExitTask();
  };
  const removeCleanup = onCleanup(removeDir);
  await cp(join(webDist, build), join(workDir, 'web', build), { recursive: true });
  const password = `${randomBytes(12).toString('base64url')}Aa9!`;
  const env: Record<string, string | undefined> = {
    ...process.env,
    DATA_DIR: join(workDir, 'data'),
    WEB_DIST: join(workDir, 'web'),
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL,
    ADMIN_PASSWORD: password,
    DEMO: demo ? 'true' : 'false',
    LOGIN_RATE_MAX: '1000',
    WEB_BUILD: build,
  };
  delete env.DATABASE_URL;
  let server: ServerChild;
  let demoPassword: string | null = null;
  try {
    server = await startServer({
      name: `the server with WEB_BUILD=${build}`,
      args: [join(import.meta.dirname, '../../apps/server/src/main.ts')],
      cwd: join(import.meta.dirname, '../..'),
      env,
      readyPath: '/api/health/ready',
      ...(demo ? { readyTimeoutMs: 300_000 } : {}),
    });
    if (demo) {
      const passwords = await readFile(join(workDir, 'data', 'first-run-passwords.txt'), 'utf8');
      demoPassword = /Demo users, each with password (\S+):/.exec(passwords)?.[1] ?? null;
      if (!demoPassword) throw new StartError('the demo users’ password is not in first-run-passwords.txt');
    }
  } catch (error) {
    removeCleanup();
    await removeDir();
    throw error;
  }
  const stop = async () => {
    await server.stop();
    removeCleanup();
    await removeDir();
  };
  return { server, password, demoPassword, stop };
}

/** Signs in through the sign-in form once; every load then starts from that cookie and local storage. */
export async function signInByForm(
  browser: Browser,
  baseUrl: string,
  username: string,
  password: string,
): Promise<PageContext> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/auth/signin`);
    await page.getByLabel('Username or e-mail', { exact: true }).fill(username);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
    await page.waitForLoadState('networkidle');
    return { viewport: VIEWPORT, storageState: await context.storageState() };
  } finally {
    await context.close();
  }
}

/** An external account made through the admin API; its API key goes into local storage before the page's scripts. */
export async function externalContext(baseUrl: string, password: string): Promise<PageContext> {
  const cookie = await apiSignIn(baseUrl, password);
  const response = await fetch(`${baseUrl}/api/accounts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ organisation: 'Bench Org', acgroups: ['insightsvisitor'], homepage: '/about' }),
  });
  const text = await response.text();
  if (response.status !== 201) throw new StartError(`POST /api/accounts answered ${response.status}: ${text}`);
  const { key } = JSON.parse(text) as { key: { secret: string } };
  return {
    viewport: VIEWPORT,
    initScript: `localStorage.setItem(${JSON.stringify(API_KEY_STORAGE)}, ${JSON.stringify(key.secret)});`,
  };
}

/** Signs in as the bench superadmin through the API; answers the `rh_session=…` pair for the Cookie header. */
async function apiSignIn(baseUrl: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN_EMAIL, password }),
  });
  await response.body?.cancel();
  const pair = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0]!)
    .find((candidate) => /^rh_session=./.test(candidate));
  if (response.status !== 200 || !pair) throw new StartError(`POST /api/auth/login answered ${response.status}`);
  return pair;
}
