import { buildApp } from './app.ts';
import { firstRun } from './bootstrap.ts';
import { loadConfigOrExit } from './config.ts';
import { openDatabase } from './db/client.ts';
import { loadDemoContent } from './demo/load.ts';

/** config → database → app → listen; SIGTERM drains, finishes in-flight requests and closes. */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  const firstRunInfo = await firstRun(database.db, config);
  // On the first run of a demo, content too: regulators, news, insights, obligations… (nothing if any exists).
  const demoStarted = performance.now();
  const demoContent =
    firstRunInfo && config.DEMO
      ? await loadDemoContent(database.db, { now: new Date(), feedBase: config.PUBLIC_URL })
      : {};
  const demoSeconds = (performance.now() - demoStarted) / 1000;
  const app = await buildApp({ config, database });
  await app.listen({ port: config.PORT, host: config.HOST });

  const where = config.DATABASE_URL ? 'PostgreSQL server' : `embedded PostgreSQL in ${config.DATA_DIR}`;
  const lines = [`Regulatory Horizon is running at ${config.PUBLIC_URL} (database: ${where})`];
  if (firstRunInfo) {
    const { admin, demo } = firstRunInfo;
    if (admin.password)
      lines.push(`First run: sign in as ${admin.username} (${admin.email}) with password ${admin.password}`);
    else lines.push(`First run: superadmin ${admin.email} created from ADMIN_EMAIL`);
    if (demo) lines.push(`Demo users (password ${demo.password}): ${demo.usernames.join(', ')}`);
    const demoItems = Object.values(demoContent).reduce((sum, n) => sum + n, 0);
    if (demoItems) {
      const types = Object.keys(demoContent).length;
      lines.push(`Demo content: ${demoItems} items of ${types} types loaded in ${demoSeconds.toFixed(1)} s`);
    }
    lines.push('These passwords are shown only this once.');
  }
  process.stdout.write(`\n${lines.map((line) => `  ${line}`).join('\n')}\n\n`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    app.drain();
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 15_000);
    force.unref();
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
