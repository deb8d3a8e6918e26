import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../harness.ts';

// The journal of the obligations area (/regdecomp/journal) reads /api/horizon/activity with detail=true: each
// change's old and new values, the titles of the items its references name, and filters by action and period.
let t: TestApp;
const as = (user: string) => ({ 'x-user': user });
const get = (url: string, user = 'admin') => t.app.inject({ url, headers: as(user) });
const ids: Record<string, string> = {};

async function post(type: string, data: object) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/content/${type}`,
    headers: as('admin'),
    payload: { data },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; version: number };
}

interface Change {
  field: string;
  label: string;
  from: unknown;
  to: unknown;
}
interface Entry {
  action: string;
  type: string;
  item: { id: string };
  fields: string[];
  changes?: Change[];
}
interface Page {
  entries: Entry[];
  nextCursor: string | null;
  refs?: Record<string, { type: string; title: string; readable: boolean }>;
}

const activity = async (query: string, user = 'admin') => {
  const response = await get(`/api/horizon/activity?${query}`, user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Page;
};

beforeAll(async () => {
  t = await createTestApp({ API_MODE: 'skipauth' });
  await createUser(t.database, { username: 'admin', roles: ['obligationsadmin', 'controleditor'] });
  await createUser(t.database, { username: 'controls', roles: ['controlvisitor'] });
  ids.regulation = (
    await post('regulation', { title: 'Digital Operational Resilience Act', country: 'EU', kind: 'regulation' })
  ).id;
  ids.a = (await post('control', { code: 'CTL-A', title: 'Access review' })).id;
  ids.b = (await post('control', { code: 'CTL-B', title: 'Backup test' })).id;
  const obligation = await post('obligation', {
    title: 'Test resilience yearly',
    regulation: ids.regulation,
    duty: 'Test the ICT systems once a year',
    modality: 'must',
    controls: [ids.a],
  });
  ids.obligation = obligation.id;
  const changed = await t.app.inject({
    method: 'PUT',
    url: `/api/content/obligation/${obligation.id}`,
    headers: as('admin'),
    payload: {
      version: obligation.version,
      data: { controls: [ids.a, ids.b], modality: 'must-not', justification: 'x'.repeat(2500) },
    },
  });
  expect(changed.statusCode, changed.body).toBe(200);
});

afterAll(() => t?.close());

describe('GET /api/horizon/activity with detail', () => {
  it('answers each changed field with its label, old and new value, and the titles of the items named', async () => {
    const page = await activity('types=obligation&detail=true');
    const [update, create] = page.entries;
    expect(update?.action).toBe('update');
    const byField = Object.fromEntries((update?.changes ?? []).map((change) => [change.field, change]));
    expect(byField.controls).toEqual({ field: 'controls', label: 'Controls', from: [ids.a], to: [ids.a, ids.b] });
    expect(byField.modality).toMatchObject({ label: 'Modality', from: 'must', to: 'must-not' });
    // A long text is cut: a page of changes is not a copy of each version.
    expect(byField.justification?.to).toBe(`${'x'.repeat(2000)}…`);
    expect(create?.action).toBe('create');
    expect(page.refs?.[ids.a!]).toEqual({ type: 'control', title: 'Access review', readable: true });
    expect(page.refs?.[ids.b!]?.title).toContain('Backup test');
    expect(page.refs?.[ids.regulation!]?.title).toBe('Digital Operational Resilience Act');
  });

  it('answers no values without detail (the Horizon screens stay as they were)', async () => {
    const page = await activity('types=obligation');
    expect(page.refs).toBeUndefined();
    expect(page.entries[0]?.changes).toBeUndefined();
    expect(page.entries[0]?.fields).toEqual(expect.arrayContaining(['Controls', 'Modality']));
  });

  it('filters by action and by period', async () => {
    const creates = await activity('types=obligation,control,regulation&action=create&limit=100');
    expect(creates.entries.map((entry) => entry.action)).toEqual(['create', 'create', 'create', 'create']);
    const today = new Date().toISOString().slice(0, 10);
    expect((await activity(`types=obligation&since=${today}&until=${today}`)).entries).toHaveLength(2);
    expect((await activity('types=obligation&until=2000-01-01')).entries).toEqual([]);
    expect((await activity('types=obligation&since=2999-01-01')).entries).toEqual([]);
    for (const query of ['since=2026-13-01', 'action=rename', 'since=2026-05-02&until=2026-05-01', 'detail=yes']) {
      const response = await get(`/api/horizon/activity?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ status: 400, message: expect.any(String) });
    }
  });

  it('answers a reader of controls the changes of controls only, not of obligations', async () => {
    // controlvisitor reads controls, not obligations: their changes (and the titles they name) are not answered.
    const page = await activity('detail=true&limit=100', 'controls');
    expect(page.entries.map((entry) => entry.type)).toEqual(['control', 'control']);
    expect(Object.values(page.refs ?? {}).every((ref) => ref.type !== 'obligation')).toBe(true);
  });
});
