import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../harness.ts';

let t: TestApp;
const ids: Record<string, string> = {};
const id = (name: string) => ids[name]!;

const call = (url: string, user: string) => t.app.inject({ url, headers: { 'x-user': user } });

beforeAll(async () => {
  t = await createTestApp({ API_MODE: 'skipauth' });
  await createUser(t.database, { username: 'admin', roles: ['riccadmin', 'obligationsadmin'] });
  // §6: articleCreator is granted articles and nothing else; insightsvisitor reads articles.
  await createUser(t.database, { username: 'writer', roles: ['articleCreator'] });
  await createUser(t.database, { username: 'reader', roles: ['insightsvisitor'] });
  const create = async (type: string, data: object) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/content/${type}`,
      headers: { 'x-user': 'admin' },
      payload: { data },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as string;
  };
  const regulator = (code: string, name: string) =>
    create('regulator', { code, name, country: 'EU', level: 'supranational', kind: 'securities' });
  ids.esma = await regulator('ESMA', 'European Securities and Markets Authority');
  ids.eba = await regulator('EBA', 'European Banking Authority');
  ids.eiopa = await regulator('EIOPA', 'European Insurance and Occupational Pensions Authority');
  ids.gone = await regulator('CESR', 'Committee of European Securities Regulators');
  const removed = await t.app.inject({
    method: 'DELETE',
    url: `/api/content/regulator/${ids.gone}`,
    headers: { 'x-user': 'admin' },
  });
  expect(removed.statusCode).toBe(200);
  ids.article = await create('article', {
    title: 'ESAs joint guidelines',
    summary: 'What the three authorities ask.',
    audience: 'internal',
    regulators: [ids.esma, ids.eba],
  });
  // Published, as readers of insights see no other (test/content/visibility.test.ts).
  await t.database.db.execute(`UPDATE content_items SET stage = 'published' WHERE id = '${ids.article}'`);
});
afterAll(() => t.close());

describe('reference lookups', () => {
  it('find live items whose words start as typed, by title, for those who write what points at them', async () => {
    const response = await call('/api/content/regulator/lookup?q=europ', 'writer');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().items.map((item: { key: string }) => item.key)).toEqual(['EBA', 'EIOPA', 'ESMA']);
    const narrower = await call('/api/content/regulator/lookup?q=european%20ban', 'writer');
    expect(narrower.json().items).toEqual([{ id: ids.eba, title: 'European Banking Authority', key: 'EBA' }]);
    // The lookup gives titles, not the items: the list itself stays closed to them.
    expect((await call('/api/content/regulator', 'writer')).statusCode).toBe(403);
  });

  it('answer the titles of given ids, deleted ones included', async () => {
    const response = await call(`/api/content/regulator/lookup?ids=${ids.gone},${ids.esma}`, 'writer');
    expect(response.json().items.map((item: { key: string }) => item.key)).toEqual(['CESR', 'ESMA']);
  });

  it('are refused to those who only read what points at the type, and to nobody', async () => {
    expect((await call('/api/content/regulator/lookup?q=eu', 'reader')).statusCode).toBe(403);
    expect((await call('/api/content/regulator/lookup?q=eu', 'nobody-at-all')).statusCode).toBe(401);
    expect((await call('/api/content/regulator/lookup?ids=not-an-id', 'writer')).statusCode).toBe(400);
  });
});

describe('references of an item', () => {
  it('show their titles to whoever reads the item, and say whether they may open them', async () => {
    const asReader = (await call(`/api/content/article/${ids.article}`, 'reader')).json();
    expect(asReader.refs[id('esma')]).toEqual({
      type: 'regulator',
      title: 'European Securities and Markets Authority',
      readable: false,
    });
    const asAdmin = (await call(`/api/content/article/${ids.article}`, 'admin')).json();
    expect(asAdmin.refs[id('eba')]).toMatchObject({ title: 'European Banking Authority', readable: true });
  });
});
