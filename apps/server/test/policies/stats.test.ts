import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedItems } from '../../src/content/seed.ts';
import { createTestApp, createUser, type TestApp } from '../harness.ts';

/**
 * The editors' coverage statistics of climate policies (issue 15, spec §2 `stats`): three policies and three
 * initiatives whose ages and gaps are set by hand; the right it needs, and the internal build only.
 */
let t: TestApp;
const ids: Record<string, string> = {};
const DAY = 86_400_000;
const get = (user: string, app = t) => app.app.inject({ url: '/api/policies/stats', headers: { 'x-user': user } });

async function seed(type: string, name: string, data: Record<string, unknown>, options: { stage?: string } = {}) {
  ids[name] = randomUUID();
  await seedItems(t.database.db, type, [{ id: ids[name], data, ...options }]);
}
async function age(name: string, days: number) {
  const at = new Date(Date.now() - days * DAY).toISOString();
  await t.database.db.execute(sql`UPDATE content_items SET updated_at = ${at}::timestamptz WHERE id = ${ids[name]}`);
}

beforeAll(async () => {
  t = await createTestApp({ API_MODE: 'skipauth' });
  await createUser(t.database, { username: 'editor', roles: ['impacteditor', 'policyeditor'] });
  await createUser(t.database, { username: 'initiatives-only', roles: ['impacteditor'] });
  await createUser(t.database, { username: 'policies-only', roles: ['policyeditor'] });
  await seed('topic', 'climate', { name: 'Climate', slug: 'climate' });
  await seed('regulator', 'fca', {
    code: 'FCA',
    name: 'Financial Conduct Authority',
    country: 'GB',
    level: 'national',
    kind: 'conduct',
  });
  await seed(
    'initiative',
    'gb-climate',
    { title: 'UK climate disclosure', domain: 'climate', country: 'GB' },
    {
      stage: 'approved',
    },
  );
  await seed('initiative', 'fr-climate-draft', { title: 'French draft', domain: 'climate', country: 'FR' });
  await seed('initiative', 'gb-ai', { title: 'UK AI', domain: 'ai', country: 'GB' }, { stage: 'approved' });
  await seed('policy', 'complete', {
    title: 'Complete',
    country: 'GB',
    policyType: 'disclosure',
    regulator: ids.fca,
    announcedOn: '2023-01-01',
    effectiveOn: '2024-01-01',
    url: 'https://example.gov.uk/sdr',
    summary: 'All there.',
    sectors: ['finance'],
    initiatives: [ids['gb-climate']],
    topics: [ids.climate],
  });
  await seed('policy', 'gaps', {
    title: 'Gaps',
    country: 'GB',
    regulator: ids.fca,
    announcedOn: '2023-01-01',
    effectiveOn: '2024-01-01',
    url: '',
    summary: '   ',
    sectors: ['energy'],
    initiatives: [],
    topics: [ids.climate],
  });
  await seed('policy', 'bare', { title: 'Bare', country: 'DE' });
  await seed('policy', 'deleted', { title: 'Deleted', country: 'DE' });
  await t.database.db.execute(sql`UPDATE content_items SET deleted_at = now() WHERE id = ${ids.deleted}`);
  await age('complete', 10);
  await age('gaps', 60);
  await age('bare', 400);
  await age('gb-climate', 5);
  await age('fr-climate-draft', 200);
});

afterAll(async () => {
  await t?.close();
});

describe('GET /api/policies/stats', () => {
  it('gives the editors coverage per jurisdiction, freshness, missing fields and the stalest policies', async () => {
    const response = await get('editor');
    expect(response.statusCode, response.body).toBe(200);
    const stats = response.json();
    expect(stats.policies).toBe(3);
    expect(stats.initiatives).toBe(2); // climate only; the editor sees the draft too
    expect(stats.byCountry).toEqual([
      {
        country: 'GB',
        policies: 2,
        initiatives: 1,
        lastUpdated: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        incomplete: 1,
      },
      { country: 'DE', policies: 1, initiatives: 0, lastUpdated: expect.any(String), incomplete: 1 },
      { country: 'FR', policies: 0, initiatives: 1, lastUpdated: expect.any(String), incomplete: 0 },
    ]);
    // GB's newest change is its initiative's (5 days), not its policies' (10 days).
    const gb = stats.byCountry[0];
    expect(Date.now() - Date.parse(gb.lastUpdated)).toBeGreaterThan(4 * DAY);
    expect(Date.now() - Date.parse(gb.lastUpdated)).toBeLessThan(6 * DAY);
    expect(stats.freshness).toEqual([
      { bucket: '30d', count: 1 },
      { bucket: '90d', count: 1 },
      { bucket: '365d', count: 0 },
      { bucket: 'older', count: 1 },
    ]);
    expect(stats.missing).toEqual([
      { field: 'regulator', label: 'Regulator', count: 1 },
      { field: 'effectiveOn', label: 'Effective', count: 1 },
      { field: 'announcedOn', label: 'Announced', count: 1 },
      { field: 'url', label: 'Link', count: 2 },
      { field: 'summary', label: 'Summary', count: 2 },
      { field: 'sectors', label: 'Sectors', count: 1 },
      { field: 'initiatives', label: 'Initiatives', count: 2 },
      { field: 'topics', label: 'Topics', count: 1 },
    ]);
    expect(stats.stalest.map((row: { title: string; country: string }) => `${row.title} ${row.country}`)).toEqual([
      'Bare DE',
      'Gaps GB',
      'Complete GB',
    ]);
  });

  it('counts only the policies the caller may read', async () => {
    const response = await get('initiatives-only');
    expect(response.statusCode).toBe(200);
    const stats = response.json();
    expect(stats.policies).toBe(0);
    expect(stats.stalest).toEqual([]);
    expect(stats.byCountry.map((row: { policies: number }) => row.policies)).toEqual([0, 0]);
  });

  it('is refused without impactinitiative:create, with the platform’s JSON 403', async () => {
    const response = await get('policies-only');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ status: 403, message: expect.any(String) });
    expect((await t.app.inject({ url: '/api/policies/stats' })).statusCode).toBe(401);
  });

  it('does not exist on a server of an external build (404 JSON)', async () => {
    const external = await createTestApp({ API_MODE: 'skipauth', WEB_BUILD: 'external' });
    try {
      await createUser(external.database, { username: 'editor', roles: ['impacteditor', 'policyeditor'] });
      const response = await get('editor', external);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ status: 404, message: expect.any(String) });
    } finally {
      await external.close();
    }
  });
});
