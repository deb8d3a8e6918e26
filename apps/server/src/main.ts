import pino from 'pino';
import { buildApp } from './app.ts';
import { firstRun, firstRunLines, keepFirstRunPasswords } from './bootstrap.ts';
import { loadConfigOrExit } from './config.ts';
import { openDatabase } from './db/client.ts';
import { loadDemoContent } from './demo/load.ts';

/** config → database → app → listen; SIGTERM drains, finishes in-flight requests and closes. */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  // Each phase's time is printed, so a slow start says where it went.
  const phases: string[] = [];
  const timed = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await work();
    phases.push(`${name} ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return result;
  };
  const database = await timed('database open and migrate', () =>
    openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: config.DATABASE_POOL_SIZE }),
  );
  const firstRunInfo = await firstRun(database.db, config);
  // On the first run of a demo, content too: regulators, news, insights, obligations… (nothing if any exists).
  const demoContent =
    firstRunInfo && config.DEMO
      ? await timed('demo load', () => loadDemoContent(database.db, { now: new Date(), feedBase: config.PUBLIC_URL }))
      : {};
  const app = await timed('listen', async () => {
    const built = await buildApp({ config, database });
    await built.listen({ port: config.PORT, host: config.HOST });
    return built;
  });

  const where = config.DATABASE_URL ? 'PostgreSQL server' : `embedded PostgreSQL in ${config.DATA_DIR}`;
  const lines = [`Regulatory Horizon is running at ${config.PUBLIC_URL} (database: ${where})`];
  lines.push(`Started in: ${phases.join(', ')}`);
  const demoItems = Object.values(demoContent).reduce((sum, n) => sum + n, 0);
  if (demoItems) lines.push(`Demo content: ${demoItems} items of ${Object.keys(demoContent).length} types`);
  // The passwords come last, after everything the start logs, so that they are what the terminal shows.
  if (firstRunInfo) {
    lines.push('', ...firstRunLines(firstRunInfo), '');
    const kept = await keepFirstRunPasswords(config, firstRunInfo);
    lines.push(
      kept
        ? `These passwords are shown once and kept in ${kept} (readable by you only) until ${firstRunInfo.admin.username} changes their password.`
        : 'These passwords are shown only this once.',
    );
  }
  // The log writes asynchronously: the block goes through the log's own stream, after the start's log lines.
  const logStream = (app.log as unknown as Record<symbol, { write(text: string): void } | undefined>)[
    pino.symbols.streamSym
  ];
  (logStream ?? process.stdout).write(`\n${lines.map((line) => (line ? `  ${line}` : '')).join('\n')}\n\n`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 15_000);
    force.unref();
    // Answer what was taken (new requests get 503) before closing the listener and the idle sockets: closing
    // first would reset connections whose requests had arrived but were not read yet.
    await app.drain();
    // Then stop listening and the background rounds, and close the database once nothing uses it.
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Regulatory Horizon could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
