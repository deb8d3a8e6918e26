// The seed's big set for the benchmarks that read it: seeded into a throw-away database, or a seeded one reused.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createBenchDatabase } from './database.ts';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');

/**
 * The password of the people a benchmark signs in as: on a reused database (BENCH_REUSE_URL) the same for every run
 * and every benchmark, as its people are kept and any benchmark may measure it; else a new one.
 */
export const benchPassword = (reused: boolean) =>
  reused ? 'bench-reused-Aa9!' : `${randomBytes(12).toString('base64url')}Aa9!`;

/** The machine's load averages (1, 5, 15 minutes), for the figures' context. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

/** Runs a script of the repository with Node, its output shown; fails on a non-zero exit. */
export function runScript(args: string[], env: Record<string, string | undefined>): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, args, { cwd: repoRoot, env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`${args.join(' ')} exited with ${code}`))));
  });
}

/**
 * The address of a database holding the big set: `reuse` as it is (seeded before, kept for measuring again after
 * a change), else a throw-away database on the server of `serverUrl` seeded with `news` and `other` items.
 */
export async function bigSetDatabase(serverUrl: string, reuse: string | undefined, news: number, other: number) {
  if (reuse) {
    console.log(`\nPostgreSQL: the seeded database of BENCH_REUSE_URL, as it is`);
    return reuse;
  }
  const database = await createBenchDatabase(serverUrl);
  console.log(`\nPostgreSQL (${database.name}): seeding`);
  const started = performance.now();
  const args = ['apps/server/scripts/seed.ts', '--news', String(news), '--other', String(other)];
  await runScript(args, { ...process.env, DATABASE_URL: database.url });
  console.log(`  seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return database.url;
}
