import { scaledLimit } from '../../../scripts/test-slowness.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type DatabaseHandle } from '../src/db/client.ts';
import { EmbeddedMaintenance } from '../src/db/maintenance.ts';
// The embedded database only: a PostgreSQL server runs autovacuum, which would race these rounds.
let database: DatabaseHandle;

beforeAll(async () => {
  database = await openDatabase({});
});
afterAll(() => database?.close());

const stats = async () => {
  const [row] = await queryRows<{ analyzed: string | null; vacuumed: string | null; pending: number }>(
    database.db,
    `SELECT coalesce(last_analyze, last_autoanalyze)::text AS analyzed, coalesce(last_vacuum, last_autovacuum)::text AS vacuumed,
      n_mod_since_analyze::int AS pending FROM pg_stat_user_tables WHERE relname = 'app_settings'`,
  );
  return row!;
};

describe('embedded database maintenance', () => {
  it('analyses a table changed beyond the threshold, vacuums one with many dead rows, and leaves the rest', async () => {
    const db = database.db;
    const maintenance = new EmbeddedMaintenance(db);
    await db.execute(`INSERT INTO app_settings (key, value) SELECT 'm' || g, 'v' FROM generate_series(1, 400) g`);
    // Statistics are counted when a transaction ends; PostgreSQL's collector may publish them a moment later.
    await expect.poll(async () => (await stats()).pending, { timeout: scaledLimit(5_000) }).toBeGreaterThan(300);
    const first = await maintenance.runOnce();
    expect(first.analyzed).toContain('app_settings');
    expect(first.vacuumed).not.toContain('app_settings');
    expect((await stats()).analyzed).not.toBeNull();

    await db.execute(`DELETE FROM app_settings WHERE key LIKE 'm%'`);
    await expect.poll(async () => (await stats()).pending, { timeout: scaledLimit(5_000) }).toBeGreaterThan(300);
    const second = await maintenance.runOnce();
    expect(second.vacuumed).toContain('app_settings');
    expect((await stats()).vacuumed).not.toBeNull();

    const third = await maintenance.runOnce();
    expect(third.analyzed).not.toContain('app_settings');
    expect(third.vacuumed).not.toContain('app_settings');
  });
});
