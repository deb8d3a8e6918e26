import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import { createTestApp, createUser, type TestApp } from '../harness.ts';

/**
 * Obligations' applicability is explicit (issue 14): the write hook stores `applicable` when none is given, and
 * migration 0010 ends with a backfill doing the same to obligations stored before it. The backfill is run here as
 * the migration holds it, on obligations whose applicability was taken away.
 */
let t: TestApp;
const headers = { 'x-user': 'admin' };

const MIGRATION = new URL('../../drizzle/0010_regdecomp_files_review.sql', import.meta.url);
const backfill = readFileSync(MIGRATION, 'utf8')
  .split('--> statement-breakpoint')
  .map((statement) => statement.trim())
  .filter((statement) => /UPDATE content_items/.test(statement));

async function create(type: string, data: Record<string, unknown>): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: `/api/content/${type}`, headers, payload: { data } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

async function applicability(): Promise<Record<string, string | null>> {
  const rows = await queryRows<{ title: string; value: string | null }>(
    t.database.db,
    sql`SELECT title, data->>'applicability' AS value FROM content_items WHERE type = 'obligation'`,
  );
  return Object.fromEntries(rows.map((row) => [row.title, row.value]));
}

beforeAll(async () => {
  t = await createTestApp({ API_MODE: 'skipauth' });
  await createUser(t.database, { username: 'admin', roles: ['obligationsadmin'] });
  const regulation = await create('regulation', { title: 'A regulation', country: 'EU', kind: 'regulation' });
  const obligation = (title: string, extra: Record<string, unknown> = {}) =>
    create('obligation', { title, regulation, duty: 'Do it.', modality: 'must', ...extra });
  await obligation('Given none');
  await obligation('Given empty', { applicability: '' });
  await obligation('Not applicable', { applicability: 'not-applicable', justification: 'Not our business.' });
}, 120_000);
afterAll(() => t?.close());

describe('applicability', () => {
  it('is stored as applicable by the write hook when none is given; not-applicable stays', async () => {
    expect(await applicability()).toEqual({
      'Given none': 'applicable',
      'Given empty': 'applicable',
      'Not applicable': 'not-applicable',
    });
  });

  it('is backfilled by migration 0010 where it is missing or empty', async () => {
    expect(backfill).toHaveLength(1);
    await t.database.db.execute(
      sql`UPDATE content_items SET data = data - 'applicability' WHERE type = 'obligation' AND title = 'Given none'`,
    );
    await t.database.db.execute(
      sql`UPDATE content_items SET data = jsonb_set(data, '{applicability}', '""') WHERE title = 'Given empty'`,
    );
    expect(await applicability()).toMatchObject({ 'Given none': null, 'Given empty': '' });
    await t.database.db.execute(sql.raw(backfill[0]!));
    expect(await applicability()).toEqual({
      'Given none': 'applicable',
      'Given empty': 'applicable',
      'Not applicable': 'not-applicable',
    });
  });
});
