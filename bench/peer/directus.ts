// Directus 11 for the peer benchmark (peer.ts): installed on first use into a cache directory outside the repository
// (its native isolated-vm builds against the system Node's headers, so it is installed and run with the system Node,
// /usr/bin/node, not the project's Node 24; CI's `npm ci` never sees it), bootstrapped on its own database of the same
// PostgreSQL server, with a static admin token.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { startServer, type ServerChild } from '../children.ts';

/** 11.3.5: the last Directus 11 whose `engines` accepts Node 20 (11.4 and later ask for Node 22). */
export const DIRECTUS_VERSION = process.env.BENCH_DIRECTUS_VERSION ?? '11.3.5';
export const SYSTEM_NODE = process.env.BENCH_SYSTEM_NODE ?? '/usr/bin/node';
const CACHE = process.env.BENCH_DIRECTUS_DIR ?? join(os.homedir(), '.cache', 'rh-bench', 'directus');
const PREFIX = join(CACHE, DIRECTUS_VERSION);
const CLI = join(PREFIX, 'node_modules', 'directus', 'cli.js');
/** Runs the system Node's own npm with the system Node first on the path (node-gyp then builds for it). */
const SYSTEM_NPM = join(dirname(SYSTEM_NODE), 'npm');

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
    child.stderr.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output}`)),
    );
  });
}

const systemEnv = (extra: Record<string, string> = {}): NodeJS.ProcessEnv => ({
  HOME: os.homedir(),
  PATH: `${dirname(SYSTEM_NODE)}:${process.env.PATH ?? ''}`,
  ...extra,
});

/** Installs directus@DIRECTUS_VERSION into the cache unless it is there; answers its version. */
export async function ensureDirectus(): Promise<string> {
  const manifest = join(PREFIX, 'node_modules', 'directus', 'package.json');
  const installed = () =>
    existsSync(manifest) && existsSync(join(PREFIX, 'node_modules', 'isolated-vm', 'out', 'isolated_vm.node'));
  if (!installed()) {
    console.log(`  installing directus@${DIRECTUS_VERSION} into ${PREFIX} with ${SYSTEM_NPM} (once; minutes)`);
    await mkdir(PREFIX, { recursive: true });
    await writeFile(join(PREFIX, 'package.json'), JSON.stringify({ name: 'rh-bench-directus', private: true }));
    const started = performance.now();
    await run(
      SYSTEM_NPM,
      ['install', '--no-audit', '--no-fund', `directus@${DIRECTUS_VERSION}`],
      PREFIX,
      systemEnv({ npm_config_loglevel: 'error' }),
    );
    console.log(`  installed in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    if (!installed()) throw new Error(`directus was installed into ${PREFIX} but isolated-vm was not built`);
  }
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

function directusEnv(databaseUrl: string): NodeJS.ProcessEnv {
  const db = new URL(databaseUrl);
  return systemEnv({
    DB_CLIENT: 'pg',
    DB_HOST: db.hostname,
    DB_PORT: db.port || '5432',
    DB_DATABASE: db.pathname.slice(1),
    DB_USER: decodeURIComponent(db.username),
    DB_PASSWORD: decodeURIComponent(db.password),
    KEY: randomBytes(16).toString('hex'),
    SECRET: randomBytes(32).toString('hex'),
    // Directus refuses an admin e-mail of the reserved `.test` domain.
    ADMIN_EMAIL: ADMIN,
    ADMIN_PASSWORD: `${randomBytes(12).toString('base64url')}Aa9!`,
    LOG_LEVEL: 'warn',
    TELEMETRY: 'false',
    CACHE_ENABLED: 'false',
    RATE_LIMITER_ENABLED: 'false',
    WEBSOCKETS_ENABLED: 'false',
    EXTENSIONS_PATH: join(CACHE, 'extensions'),
    STORAGE_LOCAL_ROOT: join(CACHE, 'uploads'),
  });
}

const ADMIN = 'bench@example.com';

/**
 * Installs or updates Directus's system tables on `databaseUrl` (`directus bootstrap`, which creates the first admin
 * when there is none) and gives that admin a new static token; answers the token.
 */
export async function prepareDirectus(databaseUrl: string): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  const env = directusEnv(databaseUrl);
  const started = performance.now();
  await run(SYSTEM_NODE, [CLI, 'bootstrap'], PREFIX, env);
  await run(
    SYSTEM_NODE,
    [
      '-e',
      `const knex = require('knex')({ client: 'pg', connection: process.env.URL });
       knex('directus_users').where({ email: process.env.ADMIN }).update({ token: process.env.TOKEN })
         .then((n) => { if (n !== 1) throw new Error('admin not found'); return knex.destroy(); })
         .catch((e) => { console.error(e); process.exit(1); });`,
    ],
    PREFIX,
    { ...env, URL: databaseUrl, TOKEN: token, ADMIN },
  );
  console.log(`  Directus bootstrapped in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return token;
}

/** Starts Directus on `databaseUrl` (prepared by prepareDirectus), with the system Node. */
export function startDirectus(databaseUrl: string): Promise<ServerChild> {
  // startServer spawns the project's Node: system-node.ts hands the Directus process over to the system Node.
  return startServer({
    name: 'Directus',
    args: [join(import.meta.dirname, 'system-node.ts'), SYSTEM_NODE, CLI, 'start'],
    cwd: PREFIX,
    env: { ...directusEnv(databaseUrl), PUBLIC_URL: '/' },
    readyPath: '/server/ping',
    readyTimeoutMs: 120_000,
  });
}
