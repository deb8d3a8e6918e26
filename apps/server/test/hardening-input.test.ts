import { connect } from 'node:net';
import { CONTENT_TYPES } from '@rh/core/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ROLES, sampleData } from './content/samples.ts';
import { createTestApp, createUser, snapshotCounts, type TestApp } from './harness.ts';

let t: TestApp;
const headers = { 'x-user': 'writer' };
let article: Record<string, unknown>;
let writer: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await createTestApp({ API_MODE: 'skipauth' });
  writer = await createUser(t.database, { username: 'writer', roles: ALL_ROLES, password: 'writer password 1' });
  article = await sampleData(
    t.app,
    'writer',
    CONTENT_TYPES.find((type) => type.name === 'article')!,
  );
});
afterAll(() => t.close());

const NUL = '\u0000';
const LONE = '\ud800';

/** A failed call answers `{ message, status, data? }` and nothing else, with no stack trace. */
function expectErrorBody(response: { statusCode: number; body: string }, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  const parsed = JSON.parse(response.body) as Record<string, unknown>;
  expect(parsed).toMatchObject({ status, message: expect.any(String) });
  expect(Object.keys(parsed).every((key) => ['message', 'status', 'data'].includes(key))).toBe(true);
  expect(response.body).not.toMatch(/\bat .+\.(ts|js):\d+/);
  return parsed as { message: string; status: number; data?: { issues?: { where: string; path: string }[] } };
}

describe('text the database cannot store', () => {
  const cases: {
    name: string;
    method?: 'GET' | 'POST';
    url: string;
    payload?: () => object;
    where: string;
    path: string;
  }[] = [
    {
      name: 'sign-in username',
      method: 'POST',
      url: '/api/auth/login',
      payload: () => ({ username: `ro${NUL}ot`, password: 'x' }),
      where: 'body',
      path: '/username',
    },
    {
      name: 'sign-in password',
      method: 'POST',
      url: '/api/auth/login',
      payload: () => ({ username: 'writer', password: `a${LONE}` }),
      where: 'body',
      path: '/password',
    },
    {
      name: 'content title',
      method: 'POST',
      url: '/api/content/article',
      payload: () => ({ data: { ...article, title: `A${NUL}B` } }),
      where: 'body',
      path: '/data/title',
    },
    {
      name: 'content title, lone surrogate',
      method: 'POST',
      url: '/api/content/article',
      payload: () => ({ data: { ...article, title: `A${LONE}B` } }),
      where: 'body',
      path: '/data/title',
    },
    {
      name: 'rich text',
      method: 'POST',
      url: '/api/content/article',
      payload: () => ({ data: { ...article, body: `<p>x${NUL}</p>` } }),
      where: 'body',
      path: '/data/body',
    },
    {
      name: 'tags',
      method: 'POST',
      url: '/api/content/article',
      payload: () => ({ data: { ...article, tags: ['fine', `t${NUL}`] } }),
      where: 'body',
      path: '/data/tags/1',
    },
    {
      name: 'a key',
      method: 'POST',
      url: '/api/content/article',
      payload: () => ({ data: { ...article, [`x${NUL}`]: 1 } }),
      where: 'body',
      path: '/data/x\ufffd',
    },
    {
      name: 'alert name',
      method: 'POST',
      url: '/api/alerts',
      payload: () => ({ name: `alert${NUL}`, query: {}, frequency: 'daily' }),
      where: 'body',
      path: '/name',
    },
    {
      name: 'alert name, lone surrogate',
      method: 'POST',
      url: '/api/alerts',
      payload: () => ({ name: `\udc00alert`, query: {}, frequency: 'daily' }),
      where: 'body',
      path: '/name',
    },
    { name: 'search q', url: '/api/search?q=a%00b', where: 'querystring', path: '/q' },
    { name: 'list q', url: '/api/content/article?q=x%00', where: 'querystring', path: '/q' },
    {
      name: 'list filter',
      url: '/api/content/article?countries=FR&countries=F%00R',
      where: 'querystring',
      path: '/countries/1',
    },
    { name: 'byemail', url: '/api/user/byemail/a%00b%40example.test', where: 'params', path: '/email' },
    { name: 'natural key', url: '/api/content/regulator/ES%00MA', where: 'params', path: '/id' },
  ];

  it.each(cases)('refuses it in the $name with a 400 naming the field, storing nothing', async (c) => {
    const before = await snapshotCounts(t.database);
    const response = await t.app.inject({
      method: c.method ?? 'GET',
      url: c.url,
      headers,
      ...(c.payload ? { payload: c.payload() } : {}),
    });
    const body = expectErrorBody(response, 400);
    expect(body.message).toContain(c.path);
    expect(body.data?.issues).toEqual([expect.objectContaining({ where: c.where, path: c.path })]);
    expect(await snapshotCounts(t.database)).toEqual(before);
  });

  it('refuses it in the path or query before asking who is calling', async () => {
    const response = await t.app.inject({ url: '/api/search?q=a%00b' });
    expect(expectErrorBody(response, 400).data?.issues).toEqual([expect.objectContaining({ where: 'querystring' })]);
  });

  it('still takes text with characters beyond the BMP, paired surrogates and all', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/content/article',
      headers,
      payload: { data: { ...article, title: 'Emoji 😀 and 𝔘𝔫𝔦𝔠𝔬𝔡𝔢', tags: ['ok'] } },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.title).toBe('Emoji 😀 and 𝔘𝔫𝔦𝔠𝔬𝔡𝔢');
  });

  it("answers the database's refusal of a value (SQLSTATE class 22) with a 400, not a 500", async () => {
    // A forged list cursor carries a value the database must read as a time: it refuses it (22007).
    const cursor = Buffer.from(JSON.stringify(['not a time', writer.id])).toString('base64url');
    const response = await t.app.inject({ url: `/api/content/article?sort=createdAt&cursor=${cursor}`, headers });
    expectErrorBody(response, 400);
  });
});

describe("the framework's own refusals", () => {
  it('fetches an item by the longest natural key its type allows', async () => {
    const keyword = CONTENT_TYPES.find((type) => type.name === 'keyword')!;
    const max = keyword.fields.find((field) => field.name === keyword.keyField)!.max!;
    expect(max).toBeGreaterThan(100);
    const key = `k${'é'.repeat(max - 1)}`;
    const data = { ...(await sampleData(t.app, 'writer', keyword)), [keyword.keyField!]: key };
    const created = await t.app.inject({ method: 'POST', url: '/api/content/keyword', headers, payload: { data } });
    expect(created.statusCode, created.body).toBe(201);
    const byKey = await t.app.inject({ url: `/api/content/keyword/${encodeURIComponent(key)}`, headers });
    expect(byKey.statusCode, byKey.body).toBe(200);
    expect(byKey.json().id).toBe(created.json().id);
  });

  it('takes an e-mail address of the longest length the schema allows in the path', async () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(250)}.test`;
    expect(email).toHaveLength(320);
    const response = await t.app.inject({ url: `/api/user/byemail/${email}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ userGroups: ['norole'] });
  });

  it('answers a path parameter longer than any schema allows in the product format', async () => {
    const response = await t.app.inject({ url: `/api/content/keyword/${'k'.repeat(5000)}`, headers });
    expect(expectErrorBody(response, 414).message).toMatch(/too long/);
  });

  it('answers malformed addresses, bodies, content types and methods in the product format', async () => {
    const json = { ...headers, 'content-type': 'application/json' };
    const cases = [
      { status: 400, request: { url: '/api/content/keyword/%E0%A4%A' } },
      { status: 400, request: { method: 'POST', url: '/api/alerts', headers: json, payload: '{"name":' } },
      { status: 400, request: { method: 'POST', url: '/api/alerts', headers: json, payload: '' } },
      {
        status: 415,
        request: {
          method: 'POST',
          url: '/api/alerts',
          headers: { ...headers, 'content-type': 'text/csv' },
          payload: 'a',
        },
      },
      { status: 404, request: { method: 'PATCH', url: '/api/ping', headers } },
      { status: 404, request: { method: 'GET', url: '/api/no/such/call', headers } },
    ] as const;
    for (const { status, request } of cases) {
      expectErrorBody(await t.app.inject(request), status);
    }
  });

  it('answers a request that is not HTTP in the product format', async () => {
    const base = new URL(await t.app.listen({ host: '127.0.0.1', port: 0 }));
    const answer = await new Promise<string>((resolve, reject) => {
      let received = '';
      const socket = connect(Number(base.port), base.hostname, () => socket.write('NOT HTTP AT ALL\r\n\r\n'));
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
    });
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expectErrorBody({ statusCode: 400, body: body! }, 400);
  });
});
