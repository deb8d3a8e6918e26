import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createTestApp, createUser, signIn, testDatabase, TEST_SESSION_SECRET, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health', () => {
  it('is live and ready', async () => {
    expect((await t.app.inject({ url: '/api/health/live' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ url: '/api/health/ready' })).statusCode).toBe(200);
  });

  it('is not ready while the database is unreachable', async () => {
    const { database, drop } = await testDatabase();
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SESSION_SECRET: TEST_SESSION_SECRET });
    const app = await buildApp({ config, database });
    try {
      expect((await app.inject({ url: '/api/health/ready' })).statusCode).toBe(200);
      await database.close();
      const response = await app.inject({ url: '/api/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: 'The database is unreachable.', status: 503 });
      expect((await app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await drop();
    }
  });
});

describe('graceful shutdown', () => {
  it('finishes in-flight requests, answers 503 to new ones and closes keep-alive sockets', async () => {
    const { database, drop } = await testDatabase();
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SESSION_SECRET: TEST_SESSION_SECRET });
    const app = await buildApp({ config, database });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let arrived!: () => void;
    const slowArrived = new Promise<void>((resolve) => (arrived = resolve));
    app.get('/api/test/slow', { config: { access: { public: true } } }, async () => {
      arrived();
      await released;
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    try {
      // fetch keeps its sockets alive: the one of the slow request must not hold the server open after its answer.
      const inFlight = fetch(`${base}/api/test/slow`);
      await slowArrived;
      let drained = false;
      const draining = app.drain().then(() => (drained = true));
      const refused = await app.inject({ url: '/api/ping' });
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.headers.connection).toBe('close');
      expect(refused.json()).toEqual({ message: expect.any(String), status: 503 });
      expect((await app.inject({ url: '/api/health/ready' })).statusCode).toBe(503);
      const onNewSocket = await fetch(`${base}/api/ping`);
      expect(onNewSocket.status).toBe(503);
      expect(onNewSocket.headers.get('connection')).toBe('close');
      expect(drained).toBe(false);
      release();
      const finished = await inFlight;
      expect(finished.status).toBe(200);
      expect(finished.headers.get('connection')).toBe('close');
      expect(await finished.json()).toEqual({ done: true });
      await draining;
      await app.close();
    } finally {
      release();
      await app.close();
      await drop();
    }
  });
});

describe('security headers', () => {
  it('sends a content security policy and the usual protections', async () => {
    const response = await t.app.inject({ url: '/api/ping' });
    expect(response.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(response.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });
});

describe('logs', () => {
  it('never carry cookies, API keys, calendar tokens or authorization headers', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const { database, drop } = await testDatabase();
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', SESSION_SECRET: TEST_SESSION_SECRET });
    const app = await buildApp({ config, database, logStream: stream });
    try {
      await createUser(database, { username: 'logged', password: 'logged password' });
      const cookie = await signIn(app, 'logged', 'logged password');
      await app.inject({ url: '/api/me', headers: { cookie, authorization: 'Bearer secret-bearer-token' } });
      await app.inject({ url: '/api/me', headers: { 'x-api-key': 'rhk_secret-api-key-value' } });
      await app.inject({ url: '/api/ping?api_key=rhk_key-in-url' });
      await app.inject({ url: '/api/calendar/calendar-token-in-path.ics?country=FR' });
      const log = lines.join('');
      expect(log).toContain('/api/me');
      expect(log).toContain('[redacted]');
      for (const secret of [
        cookie.split('=')[1]!,
        'secret-bearer-token',
        'rhk_secret-api-key-value',
        'rhk_key-in-url',
        'calendar-token-in-path',
        'logged password',
      ]) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await app.close();
      await drop();
    }
  });
});

describe('OpenAPI', () => {
  it('documents the API calls from their schemas', async () => {
    const response = await t.app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/me', '/api/ping', '/api/log', '/api/auth/login', '/api/users']),
    );
    expect(doc.paths['/api/log'].put.requestBody.content['application/json'].schema).toBeDefined();
  });
});
