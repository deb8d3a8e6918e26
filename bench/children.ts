// Starts a server as a child process on a free port and waits until it answers.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { onCleanup, onExit } from './cleanup.ts';

const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;
/** Most characters of a child's output kept for error messages. */
const OUTPUT_LIMIT = 20_000;

export interface ServerChild {
  name: string;
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  baseUrl: string;
  pid: number;
  /** What the child wrote so far (stdout and stderr interleaved, the last OUTPUT_LIMIT characters). */
  output(): string;
  /** SIGTERM, wait for the exit (SIGKILL after STOP_TIMEOUT_MS). */
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Shown in messages. */
  name: string;
  /** Arguments of `node` (process.execPath): flags, then the script. */
  args: string[];
  cwd: string;
  /** The whole environment of the child; PORT and HOST are added. */
  env: Record<string, string | undefined>;
  /** Polled until it answers 200. */
  readyPath: string;
  /** How long to wait for it (default 60 s; a demo load on PGlite takes longer). */
  readyTimeoutMs?: number;
}

export class StartError extends Error {}

/** Spawns `node …args` with PORT and HOST=127.0.0.1 and waits until `readyPath` answers 200. */
export async function startServer(options: StartOptions): Promise<ServerChild> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, options.args, {
    cwd: options.cwd,
    env: { ...options.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_LIMIT);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('error', (error) => keep(Buffer.from(`\n[spawn error] ${error.message}\n`)));
  const alive = () => child.exitCode === null && child.signalCode === null;

  const removeExitTask = onExit(() => {
    if (alive()) child.kill('SIGKILL');
  });
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      if (alive()) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
        await exited;
        clearTimeout(timer);
      }
      removeExitTask();
      removeCleanup();
    })();
    return stopping;
  };
  const removeCleanup = onCleanup(stop);

  const readyTimeoutMs = options.readyTimeoutMs ?? READY_TIMEOUT_MS;
  const deadline = Date.now() + readyTimeoutMs;
  let lastProblem = 'no answer yet';
  while (true) {
    if (!alive()) {
      await stop();
      throw new StartError(
        `${options.name} exited before it was ready (code ${child.exitCode}, signal ${child.signalCode}):\n${output}`,
      );
    }
    if (Date.now() > deadline) {
      await stop();
      throw new StartError(
        `${options.name} was not ready within ${readyTimeoutMs / 1000} s (${lastProblem}):\n${output}`,
      );
    }
    try {
      const response = await fetch(baseUrl + options.readyPath, { signal: AbortSignal.timeout(2_000) });
      await response.body?.cancel();
      if (response.status === 200) break;
      lastProblem = `GET ${options.readyPath} answered ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { name: options.name, baseUrl, pid: child.pid!, output: () => output, stop };
}

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('could not pick a free port'))));
    });
  });
}

/** A person the benchmark signs in as, created by the first administrator. */
export interface BenchPerson {
  username: string;
  roles: readonly string[];
}

/**
 * Starts the real server (apps/server/src/main.ts) with a first administrator of this password, creates `person`
 * with the same password and signs them in; answers the server and their session cookie. `reused`: the database
 * is kept from an earlier run, so the person may exist already (409 is then fine).
 */
export async function startSignedIn(
  env: Record<string, string | undefined>,
  person: BenchPerson,
  password: string,
  reused = false,
): Promise<{ server: ServerChild; cookie: string }> {
  const repoRoot = fileURLToPath(new URL('..', import.meta.url));
  const server = await startServer({
    name: 'the server',
    args: [join(repoRoot, 'apps/server/src/main.ts')],
    cwd: repoRoot,
    env: { ...env, LOG_LEVEL: 'warn', DEMO: 'false', ADMIN_EMAIL: 'bench@example.test', ADMIN_PASSWORD: password },
    readyPath: '/api/health/ready',
  });
  const login = async (username: string) => {
    const response = await fetch(`${server.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    if (response.status !== 200) throw new Error(`sign-in of ${username}: ${response.status}`);
    return response.headers.getSetCookie()[0]!.split(';')[0]!;
  };
  const admin = await login('bench@example.test');
  const created = await fetch(`${server.baseUrl}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: admin, origin: server.baseUrl },
    body: JSON.stringify({
      username: person.username,
      email: `${person.username}@example.test`,
      acgroups: person.roles,
      password,
    }),
  });
  if (created.status !== 201 && !(reused && created.status === 409)) {
    throw new Error(`creating ${person.username}: ${created.status} ${await created.text()}`);
  }
  return { server, cookie: await login(person.username) };
}
