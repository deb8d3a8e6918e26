// Starts the real API server (which serves the built web app) and Debian's Chromium for end-to-end tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';

export const e2eDir = fileURLToPath(new URL('.', import.meta.url));
export const repoRoot = resolve(e2eDir, '..');
const webIndexHtml = join(repoRoot, 'apps/web/dist/full/index.html');
const serverMain = join(repoRoot, 'apps/server/src/main.ts');

const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;
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

export interface Credentials {
  email: string;
  password: string;
}

export interface TestServer {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  baseUrl: string;
  /** The superadmin the server creates at first start from ADMIN_EMAIL and ADMIN_PASSWORD. */
  admin: Credentials;
  dataDir: string;
  /** What the server wrote so far (stdout and stderr, interleaved, last OUTPUT_LIMIT characters). */
  output(): string;
  /** SIGTERM, wait for the exit, remove the data directory. */
  stop(): Promise<void>;
}

export interface StartServerOptions {
  /** Extra or overriding environment variables for the server. */
  env?: Record<string, string>;
}

/** Starts `node apps/server/src/main.ts` on a free port with a fresh DATA_DIR and waits until it is ready. */
export async function startServer(options: StartServerOptions = {}): Promise<TestServer> {
  assertNode24();
  if (!existsSync(webIndexHtml)) {
    throw new Error(`${webIndexHtml} is missing: build the web app first with \`npm run build -w @rh/web\``);
  }
  if (!existsSync(serverMain)) throw new Error(`${serverMain} is missing: there is no server to test`);

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'rh-e2e-'));
  // Upper, lower, digit and symbol, so any reasonable password policy accepts it.
  const admin: Credentials = {
    email: 'admin@example.test',
    password: `${randomBytes(12).toString('base64url')}Aa9!`,
  };

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
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
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
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitUntilReady(baseUrl, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, admin, dataDir, output: () => output, stop };
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
