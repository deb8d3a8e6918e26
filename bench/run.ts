// `npm run bench`: autocannon against a bare Fastify hello-world, then against the real server on PGlite and,
// when DATABASE_URL is set, on PostgreSQL. See README.md for what it measures and how to read it.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cleanupAll, installSignalHandlers, onCleanup, onExit } from './cleanup.ts';
import { startServer, StartError, type ServerChild } from './children.ts';
import { createBenchDatabase, redactUrl } from './database.ts';
import { measure } from './load.ts';
import { profileDir, type Phase } from './profile.ts';
import { checkTargets, formatTable, MAX_FAILURE_RATE, milliseconds, type Row } from './report.ts';
import { runWebBenchmark } from './web/measure.ts';

const benchDir = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = resolve(benchDir, '..');
const serverMain = join(repoRoot, 'apps/server/src/main.ts');
const helloWorld = join(benchDir, 'hello-world.ts');
/** Names this run's CPU profiles. */
const runStamp = new Date().toISOString().replace(/[:.]/g, '-');

const ADMIN_EMAIL = 'bench@example.test';
const SESSION_COOKIE = 'rh_session';

/** A positive number from the environment, or the default. */
function numberFromEnv(name: string, fallback: number, { allowZero = false, integer = false } = {}): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || (value === 0 && !allowZero) || (integer && !Number.isInteger(value))) {
    const kind = `${allowZero ? 'non-negative' : 'positive'} ${integer ? 'whole number' : 'number'}`;
    throw new Error(`${name} must be a ${kind} (got ${JSON.stringify(raw)})`);
  }
  return value;
}

function readSettings() {
  return {
    duration: numberFromEnv('BENCH_DURATION', 10),
    connections: numberFromEnv('BENCH_CONNECTIONS', 50, { integer: true }),
    warmup: numberFromEnv('BENCH_WARMUP', 3, { allowZero: true }),
    rounds: numberFromEnv('BENCH_ROUNDS', 1, { integer: true }),
    cpuProfile: ['1', 'true', 'yes'].includes(process.env.BENCH_CPU_PROF ?? ''),
    databaseUrl: process.env.DATABASE_URL || undefined,
  };
}

let settings: ReturnType<typeof readSettings>;
try {
  settings = readSettings();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}

/** What is measured: one row of the table. Servers are started before any measurement and stay up (idle) meanwhile. */
interface Target extends Row {
  url: string;
  headers?: Record<string, string>;
  /** Where the measured windows go, beside the server's CPU profile. */
  phasesFile?: string;
}

const targets: Target[] = [];

async function startHelloWorld(): Promise<void> {
  const server = await startServer({
    name: 'the hello-world server',
    args: [helloWorld],
    cwd: benchDir,
    env: { ...process.env },
    readyPath: '/',
  });
  console.log(`  hello-world (bare Fastify 5, GET / → {"hello":"world"}): pid ${server.pid}`);
  targets.push({ backend: 'baseline', request: 'GET /', url: `${server.baseUrl}/`, measurements: [] });
}

/** The real server on PGlite (databaseUrl undefined) or on the PostgreSQL database of databaseUrl; signed in. */
async function startRealServer(backend: 'PGlite' | 'PostgreSQL', databaseUrl: string | undefined): Promise<void> {
  const dataDir = await mkdtemp(join(os.tmpdir(), 'rh-bench-'));
  const removeExitTask = onExit(() => rmSync(dataDir, { recursive: true, force: true }));
  onCleanup(async () => {
    await rm(dataDir, { recursive: true, force: true });
    removeExitTask();
  });
  // 20 characters; the upper, lower, digit and symbol satisfy any reasonable password policy.
  const password = `${randomBytes(12).toString('base64url')}Aa9!`;
  const env: Record<string, string | undefined> = {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL,
    ADMIN_PASSWORD: password,
    DEMO: 'false',
    LOGIN_RATE_MAX: '1000',
    DATABASE_URL: databaseUrl,
  };
  if (databaseUrl === undefined) delete env.DATABASE_URL;
  const args = [serverMain];
  const profileName = `${runStamp}_server-${backend.toLowerCase()}`;
  if (settings.cpuProfile) {
    await mkdir(profileDir, { recursive: true });
    args.unshift('--cpu-prof', `--cpu-prof-dir=${profileDir}`, `--cpu-prof-name=${profileName}.cpuprofile`);
  }

  const server: ServerChild = await startServer({
    name: `the server on ${backend}`,
    args,
    cwd: repoRoot,
    env,
    readyPath: '/api/health/ready',
  });
  const cookie = await signIn(server.baseUrl, password);
  await expectJson(`${server.baseUrl}/api/ping`, {}, (body) => body.status === 'ok');
  await expectJson(
    `${server.baseUrl}/api/me`,
    { cookie },
    (body) => (body.user as { email?: unknown } | undefined)?.email === ADMIN_EMAIL,
  );
  console.log(`  server on ${backend}: pid ${server.pid}, signed in as ${ADMIN_EMAIL}`);
  const phasesFile = settings.cpuProfile ? join(profileDir, `${profileName}.phases.json`) : undefined;
  const url = (path: string) => `${server.baseUrl}${path}`;
  targets.push(
    { backend, request: 'GET /api/ping', note: 'no cookie', url: url('/api/ping'), measurements: [], phasesFile },
    {
      backend,
      request: 'GET /api/me',
      note: 'session cookie',
      url: url('/api/me'),
      headers: { cookie },
      measurements: [],
      phasesFile,
    },
  );
}

/** Signs in as the bench superadmin; answers the `rh_session=…` pair to send as the Cookie header. */
async function signIn(baseUrl: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN_EMAIL, password }),
  });
  if (response.status !== 200) {
    throw new StartError(`POST /api/auth/login answered ${response.status}: ${await response.text()}`);
  }
  await response.body?.cancel();
  for (const header of response.headers.getSetCookie()) {
    const pair = header.split(';')[0]!;
    if (pair.startsWith(`${SESSION_COOKIE}=`) && pair.length > SESSION_COOKIE.length + 1) return pair;
  }
  throw new StartError(`POST /api/auth/login set no ${SESSION_COOKIE} cookie`);
}

/** One request before the load, so that a broken setup fails loudly instead of measuring 401s. */
async function expectJson(
  url: string,
  headers: Record<string, string>,
  check: (body: Record<string, unknown>) => boolean,
): Promise<void> {
  const response = await fetch(url, { headers });
  const text = await response.text();
  let ok = response.status === 200;
  try {
    ok &&= check(JSON.parse(text) as Record<string, unknown>);
  } catch {
    ok = false;
  }
  if (!ok) throw new StartError(`GET ${new URL(url).pathname} answered ${response.status}: ${text.slice(0, 500)}`);
}

/** Every target in turn, `rounds` times: interleaving spreads the machine's slow moments over all targets. */
async function measureAll(): Promise<void> {
  for (let round = 1; round <= settings.rounds; round++) {
    console.log(settings.rounds > 1 ? `\nround ${round} of ${settings.rounds}` : '');
    for (const target of targets) {
      const label = target.backend === 'baseline' ? 'hello-world' : target.backend;
      process.stdout.write(`  ${label} ${target.request}${target.note ? ` (${target.note})` : ''} … `);
      const measurement = await measure({
        url: target.url,
        headers: target.headers,
        warmup: settings.warmup,
        duration: settings.duration,
        connections: settings.connections,
      });
      target.measurements.push(measurement);
      const { requestsPerSecond, p50, p99 } = measurement;
      process.stdout.write(
        `${Math.round(requestsPerSecond)} req/s, p50 ${milliseconds(p50)} ms, p99 ${milliseconds(p99)} ms\n`,
      );
    }
  }
  // The profile of a server is written when it stops; the windows to cut it into are written now.
  const files = new Map<string, Phase[]>();
  for (const target of targets) {
    if (!target.phasesFile) continue;
    const phases = files.get(target.phasesFile) ?? [];
    const label = `${target.backend} ${target.request}`;
    for (const { window } of target.measurements) phases.push({ label, ...window });
    files.set(target.phasesFile, phases);
  }
  for (const [file, phases] of files) await writeFile(file, JSON.stringify(phases));
}

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

async function main(): Promise<number> {
  installSignalHandlers();
  const cpus = os.cpus();
  const { connections, warmup, duration, rounds } = settings;
  console.log('Regulatory Horizon benchmark');
  console.log(`  date:        ${new Date().toISOString()}`);
  console.log(
    `  machine:     ${os.availableParallelism()} CPUs (${cpus[0]?.model.trim() ?? 'unknown'}), ${os.platform()}`,
  );
  console.log(`  node:        ${process.version}`);
  console.log(`  load avg:    ${loadAverage()} (other work on the machine skews the figures)`);
  console.log(
    `  load:        autocannon, ${connections} connections, ${warmup} s warm-up + ${duration} s measured per target` +
      (rounds > 1 ? `, ${rounds} rounds (medians shown)` : ''),
  );
  console.log(
    `  PostgreSQL:  ${settings.databaseUrl ? redactUrl(settings.databaseUrl) : 'not measured (DATABASE_URL is not set)'}`,
  );

  let failure: string | undefined;
  try {
    console.log('\nstarting the servers');
    await startHelloWorld();
    await startRealServer('PGlite', undefined);
    if (settings.databaseUrl) {
      const database = await createBenchDatabase(settings.databaseUrl);
      console.log(`  PostgreSQL database ${database.name} created (dropped at the end)`);
      await startRealServer('PostgreSQL', database.url);
    }
    await measureAll();
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error);
  } finally {
    await cleanupAll();
  }

  const rows = targets.filter((target) => target.measurements.length > 0);
  if (rows.length > 0) {
    console.log(`\n${formatTable(rows)}\n`);
    console.log(`load average after the run: ${loadAverage()}\n`);
    console.log('Targets of the issue (ratio of req/s to the hello-world measured in this run):');
    for (const target of checkTargets(rows, settings.databaseUrl !== undefined)) console.log(target.text);
  }
  if (settings.cpuProfile) {
    console.log(`\nCPU profiles of the servers are in ${profileDir}; summary: npm run profile -w @rh/bench`);
  }

  let failing = false;
  for (const row of rows) {
    for (const m of row.measurements) {
      if (m.failureRate <= MAX_FAILURE_RATE) continue;
      failing = true;
      console.error(
        `\n✗ ${row.backend} ${row.request}: ${m.non2xx} non-2xx responses and ${m.errors} errors out of ${m.responses + m.errors} (more than ${MAX_FAILURE_RATE * 100}%)`,
      );
    }
  }
  if (failure) console.error(`\n✗ ${failure}`);

  // The web client (web/measure.ts) after the throughput servers have stopped; BENCH_WEB=0 skips it.
  let webFailure: string | undefined;
  if (process.env.BENCH_WEB !== '0') {
    try {
      webFailure = await runWebBenchmark();
    } finally {
      await cleanupAll();
    }
    if (webFailure) console.error(`\n✗ ${webFailure}`);
  }
  return failure || failing || webFailure ? 1 : 0;
}

process.exitCode = await main();
