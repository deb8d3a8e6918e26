import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, signIn, snapshotCounts, type TestApp } from './harness.ts';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ BODY_LIMIT: '2048' });
  await createUser(t.database, { username: 'root', roles: ['superadmin'], password: 'root password 1' });
  cookie = await signIn(t.app, 'root', 'root password 1');
});
afterAll(() => t.close());

const pageview = { type: 'pageview', page: '/news', session_long: 'abc', session_short: 1, user: 'root', user_type: 0 };

/** A failed call answers `{ message, status, data? }` with no stack trace. */
function expectErrorBody(body: string, status: number) {
  const parsed = JSON.parse(body) as Record<string, unknown>;
  expect(parsed.status).toBe(status);
  expect(typeof parsed.message).toBe('string');
  expect(Object.keys(parsed).every((key) => ['message', 'status', 'data'].includes(key))).toBe(true);
  expect(body).not.toMatch(/\bat .+\.(ts|js):\d+/);
}

describe('bad input', () => {
  it('refuses unknown fields, wrong types and missing fields, naming them, and stores nothing', async () => {
    const before = await snapshotCounts(t.database);
    const cases = [
      { payload: { ...pageview, extra: 'x' }, mentions: 'extra' },
      { payload: { ...pageview, session_short: 'one' }, mentions: 'session_short' },
      { payload: { ...pageview, user_type: 2 }, mentions: 'user_type' },
      { payload: { type: 'pageview' }, mentions: 'page' },
      { payload: { ...pageview, type: 'click' }, mentions: 'type' },
    ];
    for (const { payload, mentions } of cases) {
      const response = await t.app.inject({ method: 'PUT', url: '/api/log', headers: { cookie }, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expectErrorBody(response.body, 400);
      expect(JSON.stringify(response.json().data)).toContain(mentions);
    }
    expect(await snapshotCounts(t.database)).toEqual(before);
  });

  it('stores a valid usage log record and answers 204', async () => {
    const before = await snapshotCounts(t.database);
    const response = await t.app.inject({ method: 'PUT', url: '/api/log', headers: { cookie }, payload: pageview });
    expect(response.statusCode).toBe(204);
    const event = {
      type: 'event',
      category: 'news',
      action: 'open',
      label: 'x',
      value: 3,
      session_long: 'abc',
      session_short: 2,
      user: 'root',
      user_type: 0,
    };
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/log', headers: { cookie }, payload: event })).statusCode,
    ).toBe(204);
    expect((await snapshotCounts(t.database)).usage_log).toBe(before.usage_log! + 2);
  });

  it('answers 400 to malformed JSON and 415 to other content types', async () => {
    const malformed = await t.app.inject({
      method: 'PUT',
      url: '/api/log',
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{"type":',
    });
    expect(malformed.statusCode).toBe(400);
    expectErrorBody(malformed.body, 400);
    const xml = await t.app.inject({
      method: 'PUT',
      url: '/api/log',
      headers: { cookie, 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
    expectErrorBody(xml.body, 415);
  });

  it('answers 413 to a body over the limit', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/log',
      headers: { cookie },
      payload: { ...pageview, page: 'x'.repeat(5000) },
    });
    expect(response.statusCode).toBe(413);
    expectErrorBody(response.body, 413);
  });

  it('validates parameters and queries', async () => {
    const badId = await t.app.inject({ url: '/api/users/not-an-id', headers: { cookie } });
    expect(badId.statusCode).toBe(400);
    expectErrorBody(badId.body, 400);
    const badQuery = await t.app.inject({ url: '/api/users?limit=100000', headers: { cookie } });
    expect(badQuery.statusCode).toBe(400);
    const unknownQuery = await t.app.inject({ url: '/api/users?sortBy=name', headers: { cookie } });
    expect(unknownQuery.statusCode).toBe(400);
  });

  it('answers JSON 404 to an unknown API path', async () => {
    const response = await t.app.inject({ url: '/api/no/such/thing', headers: { cookie } });
    expect(response.statusCode).toBe(404);
    expectErrorBody(response.body, 404);
  });

  it('refuses a user whose password is too short or whose role is unknown, creating nothing', async () => {
    const before = await snapshotCounts(t.database);
    for (const payload of [
      { username: 'shorty', email: 'shorty@example.test', password: 'short' },
      { username: 'roleless', email: 'roleless@example.test', acgroups: ['emperor'] },
      { username: 'has space', email: 'space@example.test' },
      { username: 'bademail', email: 'not-an-email' },
    ]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/users', headers: { cookie }, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expectErrorBody(response.body, 400);
    }
    expect(await snapshotCounts(t.database)).toEqual(before);
  });

  it('answers 409 to a duplicate user, whatever the case, creating nothing', async () => {
    const before = await snapshotCounts(t.database);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { cookie },
      payload: { username: 'ROOT', email: 'other@example.test' },
    });
    expect(response.statusCode).toBe(409);
    expectErrorBody(response.body, 409);
    expect(await snapshotCounts(t.database)).toEqual(before);
  });
});
