import { AREAS } from '@rh/core/areas';
import { contentType } from '@rh/core/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstRun } from '../src/bootstrap.ts';
import { loadConfig } from '../src/config.ts';
import { listAll } from '../src/content/reads.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { loadDemoContent } from '../src/demo/index.ts';
import { TEST_SESSION_SECRET, testDatabase } from './harness.ts';

/** A fixed anchor: the demo is the same on every machine and every run. */
const NOW = new Date('2026-03-02T10:00:00.000Z');
/** Roles that read every scoped type, drafts included. */
const READER = ['riccadmin', 'impactadmin', 'obligationsadmin', 'articleApprover'];

let database: DatabaseHandle;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await testDatabase());
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SESSION_SECRET: TEST_SESSION_SECRET,
    DEMO: 'true',
  });
  await firstRun(database.db, config);
  await loadDemoContent(database.db, { now: NOW });
});
afterAll(() => drop());

const titlesOf = async (typeName: string, scope?: string) =>
  (await listAll(database.db, contentType(typeName), scope ? { scope } : {}, READER, 100_000)).map((row) => row.title);

describe('the demo within each area’s scope', () => {
  it('gives every scope of every area items, and fewer than the whole list', async () => {
    const empty: string[] = [];
    for (const area of AREAS) {
      for (const typeName of Object.keys(area.scopes ?? {})) {
        const [scoped, all] = [await titlesOf(typeName, area.id), await titlesOf(typeName)];
        if (scoped.length === 0 || scoped.length === all.length) empty.push(`${area.id} ${typeName}`);
      }
    }
    expect(empty, 'scopes that show nothing, or everything').toEqual([]);
  });

  it('gives the insights lists of AI, tax, MAR, controls and commodities each their own insights', async () => {
    const lists = new Map<string, string>();
    for (const area of ['ai', 'tax', 'mar', 'controls', 'commodities']) {
      lists.set(area, JSON.stringify((await titlesOf('article', area)).sort()));
    }
    expect(new Set(lists.values()).size).toBe(lists.size);
    expect(await titlesOf('article', 'commodities')).toContain(
      'Commodity position limits after the MiFID II quick fix',
    );
    expect(await titlesOf('article', 'commodities')).not.toContain('AI Act: what banks must do before August 2026');
  });

  it('scopes AI regulations to AI laws and commodities obligations to commodity markets', async () => {
    const regulations = await titlesOf('regulation', 'ai');
    expect(regulations.some((title) => title.includes('Artificial Intelligence Act'))).toBe(true);
    expect(regulations.some((title) => /2024\/2987|Solvency|2022\/2554/.test(title))).toBe(false);
    const obligations = await titlesOf('obligation', 'commodities');
    expect(obligations).toContain('Report suspected REMIT breaches to the regulatory authority');
    expect(obligations).toContain('Keep commodity derivative positions within the position limits');
  });
});
