// Starts the real API server (which serves the built web app) and Debian's Chromium for end-to-end tests.
import { AxeBuilder } from '@axe-core/playwright';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  chromium,
  errors,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { scaledLimit } from '../scripts/test-slowness.ts';
import { SignInPage } from './sign-in-page.ts';

export const e2eDir = fileURLToPath(new URL('.', import.meta.url));
export const repoRoot = resolve(e2eDir, '..');
const serverMain = join(repoRoot, 'apps/server/src/main.ts');

// Limits for a quiet 2-core machine, scaled for a busy one by the slowness the run measured (RH_TEST_SLOWNESS).
const READY_TIMEOUT_MS = scaledLimit(60_000);
const STOP_TIMEOUT_MS = scaledLimit(10_000);
/** Most characters of the server's output kept for error messages. */
const OUTPUT_LIMIT = 20_000;

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** The web builds the server can serve (its WEB_BUILD). */
export type WebBuild = 'full' | 'external' | 'externalkpmgarc';

/** The directory of a web build: what the server serves at `/` when WEB_BUILD names it. */
export const webDist = (build: WebBuild): string => join(repoRoot, 'apps/web/dist', build);

export interface Credentials {
  email: string;
  password: string;
}

export interface TestServer {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  baseUrl: string;
  /**
   * The superadmin (roles superadmin and accountAdmin) the server creates at first start from ADMIN_EMAIL and
   * ADMIN_PASSWORD; the server names it after the e-mail's local part: `admin`.
   */
  admin: Credentials;
  dataDir: string;
  /** What the server wrote so far (stdout and stderr, interleaved, last OUTPUT_LIMIT characters). */
  output(): string;
  /** SIGTERM, wait for the exit, remove the data directory and the copy of the web build. */
  stop(): Promise<void>;
}

export interface StartServerOptions {
  /** Extra or overriding environment variables for the server (e.g. `WEB_BUILD`). */
  env?: Record<string, string>;
}

/** Starts `node apps/server/src/main.ts` on a free port with a fresh DATA_DIR and waits until it is ready. */
export async function startServer(options: StartServerOptions = {}): Promise<TestServer> {
  assertNode24();
  if (!existsSync(serverMain)) throw new Error(`${serverMain} is missing: there is no server to test`);
  const build = (options.env?.WEB_BUILD ?? 'full') as WebBuild;

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const workDir = await mkdtemp(join(tmpdir(), 'rh-e2e-'));
  const dataDir = join(workDir, 'data');
  // The server serves a copy of the build: a rebuild while the tests run (it empties apps/web/dist) would
  // otherwise take away the chunks the loaded page still imports.
  const webDir = join(workDir, 'web');
  try {
    await copyWebBuild(build, join(webDir, build));
  } catch (error) {
    await rm(workDir, { recursive: true, force: true });
    throw error;
  }
  const admin: Credentials = { email: 'admin@example.test', password: newPassword() };

  const child = spawn(process.execPath, [serverMain], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      DEMO: 'false',
      // Sources are fetched only where a test asks for it (INGEST: 'true'), so that lists hold still.
      INGEST: 'false',
      // Every test signs in through the form or the API: far more often than the default limit allows.
      LOGIN_RATE_MAX: '1000',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      WEB_DIST: webDir,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_LIMIT);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));

  const stop = async () => {
    await stopChild(child, exited);
    await rm(workDir, { recursive: true, force: true });
  };

  try {
    await waitUntilReady(baseUrl, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, admin, dataDir, output: () => output, stop };
}

/** Copies a web build (`apps/web/dist/<build>`) to `target`; throws when it is not built. */
export async function copyWebBuild(build: WebBuild, target: string): Promise<void> {
  const source = webDist(build);
  if (!existsSync(join(source, 'index.html'))) {
    throw new Error(
      `${join(source, 'index.html')} is missing: build the web app first with \`npm run build -w @rh/web\``,
    );
  }
  await cp(source, target, { recursive: true });
}

/** Launches Debian's Chromium headless; the bundled Playwright browsers cannot be downloaded here. */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `${CHROMIUM_PATH} is missing: install it with \`apt-get install -y chromium\` or set CHROMIUM_PATH`,
    );
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

/**
 * Waits of a browser action (a locator, a navigation): 30 s on a quiet machine, where they take under a second. 15 s
 * failed the last three CI runs before this limit, each time on a different page that was merely late: a top bar after
 * 24 s, a client navigation after 27 s, at a measured slowness of 1.6–1.8 while the load rose later in the run.
 */
export const ACTION_TIMEOUT_MS = scaledLimit(30_000);
/**
 * The limit of a test that shows its pages in four passes (two widths, two themes) with axe: the default (60 s × the
 * slowness measured at the start) ran out in CI at 91–108 s when the load rose after the slowness was measured.
 */
export const AXE_PASSES_LIMIT_MS = scaledLimit(150_000);

/** A fresh browser context (no cookies, no storage), 1280×800 unless told, with the short default timeout. */
export async function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  return context;
}

/** Signs in through the API and answers the value of the `rh_session` cookie the server set. */
export async function signInThroughApi(baseUrl: string, credentials: Credentials): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: credentials.email,
      password: credentials.password,
    }),
  });
  if (response.status !== 200) {
    throw new Error(`POST /api/auth/login answered ${response.status}: ${await response.text()}`);
  }
  for (const header of response.headers.getSetCookie()) {
    const match = /^rh_session=([^;]*)/.exec(header);
    if (match?.[1]) return match[1];
  }
  throw new Error(
    `POST /api/auth/login set no rh_session cookie (Set-Cookie: ${response.headers.getSetCookie().join(' | ')})`,
  );
}

/** A new user, made through the admin API. */
export interface NewUser {
  username: string;
  email: string;
  /** Role names, e.g. `['insightsvisitor']`. */
  acgroups: string[];
  password: string;
}

/** Calls the API as one user, signed in through the API once (its session cookie kept). */
export class ApiClient {
  readonly #baseUrl: string;
  readonly #credentials: Credentials;
  #cookie: Promise<string> | undefined;

  constructor(baseUrl: string, credentials: Credentials) {
    this.#baseUrl = baseUrl;
    this.#credentials = credentials;
  }

  /** `<method> <path>` with a JSON body; answers the JSON answer, or throws when the status is not `expected`. */
  async call<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown, expected = 200): Promise<T> {
    this.#cookie ??= signInThroughApi(this.#baseUrl, this.#credentials);
    const response = await fetch(`${this.#baseUrl}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        cookie: `rh_session=${await this.#cookie}`,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (response.status !== expected) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
    return JSON.parse(text) as T;
  }

  post<T>(path: string, body: unknown, expected = 201): Promise<T> {
    return this.call<T>('POST', path, body, expected);
  }
}

/** Calls the admin API as the server's superadmin. */
export class AdminApi extends ApiClient {
  constructor(server: Pick<TestServer, 'baseUrl' | 'admin'>) {
    super(server.baseUrl, server.admin);
  }

  /** Creates a user who signs in with a password. */
  async createUser(user: NewUser): Promise<void> {
    await this.post('/api/users', user);
  }

  /** Creates an external account with its first API key; answers the key (the `x-api-key` secret). */
  async createAccount(account: { organisation: string; acgroups: string[]; homepage?: string }): Promise<string> {
    const answer = await this.post<{ key: { secret: string } }>('/api/accounts', account);
    return answer.key.secret;
  }
}

/** A user for a test: the e-mail made from the username, a random password. */
export const testUser = (username: string, acgroups: string[]): NewUser => ({
  username,
  email: `${username}@example.test`,
  acgroups,
  password: newPassword(),
});

/**
 * A page in a new browser context, signed in as this user through the form. The context goes on `contexts`, for
 * the test to close.
 */
export async function signedInPage(
  browser: Browser,
  baseUrl: string,
  user: NewUser,
  contexts: BrowserContext[],
): Promise<Page> {
  const context = await newContext(browser);
  contexts.push(context);
  const page = await context.newPage();
  const signIn = new SignInPage(page, baseUrl);
  await signIn.goto();
  await signIn.signIn({ email: user.username, password: user.password });
  return page;
}

/** A random password; upper, lower, digit and symbol, so any reasonable password policy accepts it. */
export const newPassword = (): string => `${randomBytes(12).toString('base64url')}Aa9!`;

/** Where the screenshots go (gitignored test artifacts); made when missing. */
export async function screenshotPath(name: string): Promise<string> {
  const directory = join(e2eDir, 'screenshots');
  await mkdir(directory, { recursive: true });
  return join(directory, name);
}

function assertNode24() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < 24) {
    throw new Error(
      `Node ${process.versions.node} cannot run the server's TypeScript: run the tests through \`npm run test:e2e\` so Node 24 is used`,
    );
  }
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolvePort(port) : reject(new Error('could not pick a free port'))));
    });
  });
}

async function waitUntilReady(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `the server exited before it was ready (code ${child.exitCode}, signal ${child.signalCode}):\n${output()}`,
      );
    }
    try {
      const response = await fetch(`${baseUrl}/api/health/ready`, {
        signal: AbortSignal.timeout(2_000),
      });
      if (response.status === 200) return;
      lastProblem = `GET /api/health/ready answered ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 200));
  }
  throw new Error(`the server was not ready within ${READY_TIMEOUT_MS / 1000} s (${lastProblem}):\n${output()}`);
}

async function stopChild(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timedOut = await Promise.race([
    exited.then(() => false),
    new Promise<boolean>((resolveWait) => setTimeout(() => resolveWait(true), STOP_TIMEOUT_MS).unref()),
  ]);
  if (timedOut) {
    child.kill('SIGKILL');
    await exited;
  }
}

/**
 * The serious and critical axe violations of the page as it is, one line each: `where`, the rule, how many nodes
 * and the first three of them.
 */
export async function seriousAxeViolations(page: Page, where: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const nodes = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
      return `${where}: ${violation.id} ×${violation.nodes.length}: ${nodes.join('; ')}`;
    });
}

/**
 * How many pixels the page scrolls sideways once its layout has settled: charts and diagrams re-measure in a
 * ResizeObserver's callback after the viewport changes, so a single read just after a resize can still see the old
 * width (CI once read 586 px at 390). Waits until nothing overflows or the action limit passes, then reads it.
 */
export async function sidewaysOverflow(page: Page): Promise<number> {
  await page
    .waitForFunction(() => document.documentElement.scrollWidth <= window.innerWidth)
    .catch((error: unknown) => {
      if (!(error instanceof errors.TimeoutError)) throw error;
    });
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}
