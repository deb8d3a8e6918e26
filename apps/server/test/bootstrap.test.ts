import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { CONTENT_TYPES } from '@rh/core/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { DEMO_USERS, firstRun, keepFirstRunPasswords, type FirstRun } from '../src/bootstrap.ts';
import { loadConfig } from '../src/config.ts';
import { createSample } from './content/samples.ts';
import { testDatabase, TEST_SESSION_SECRET } from './harness.ts';

describe('first run', () => {
  it('creates the superadmin from ADMIN_EMAIL and ADMIN_PASSWORD, once', async () => {
    const { database, drop } = await testDatabase();
    try {
      const config = loadConfig({ ADMIN_EMAIL: 'Chief@Example.test', ADMIN_PASSWORD: 'chief password', DEMO: 'false' });
      const info = await firstRun(database.db, config);
      expect(info).toMatchObject({
        admin: {
          username: 'Chief',
          email: 'Chief@Example.test',
          password: null,
          roles: ['superadmin', 'accountAdmin'],
        },
        demo: null,
      });
      expect(await firstRun(database.db, config)).toBeNull();
      const app = await buildApp({
        config: { ...config, LOG_LEVEL: 'silent', SESSION_SECRET: TEST_SESSION_SECRET },
        database,
      });
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'chief@example.test', password: 'chief password' },
      });
      expect(login.statusCode).toBe(200);
      expect(login.json().roles).toEqual(['superadmin', 'accountAdmin']);
      await app.close();
    } finally {
      await drop();
    }
  });
});

describe('first run of a demo', () => {
  const dataDir = { path: '' };
  let app: App;
  let info: FirstRun;
  let drop: () => Promise<void>;
  const config = () =>
    loadConfig({
      DEMO: 'true',
      API_MODE: 'skipauth',
      LOG_LEVEL: 'silent',
      SESSION_SECRET: TEST_SESSION_SECRET,
      DATA_DIR: dataDir.path,
      LOGIN_RATE_MAX: '1000',
    });

  beforeAll(async () => {
    dataDir.path = await mkdtemp(path.join(tmpdir(), 'rh-first-run-'));
    const test = await testDatabase();
    drop = test.drop;
    info = (await firstRun(test.database.db, config()))!;
    app = await buildApp({ config: config(), database: test.database });
  });
  afterAll(async () => {
    await app.close();
    await drop();
    await rm(dataDir.path, { recursive: true, force: true });
  });

  const login = (username: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });

  it('generates the admin password and creates the demo users', async () => {
    expect(info.admin.username).toBe('admin');
    expect(info.admin.password).toMatch(/^[\w-]{16}$/);
    expect(info.demo!.users).toEqual(DEMO_USERS);
    expect((await login('admin', info.admin.password!)).statusCode).toBe(200);
    const approver = await login('approver', info.demo!.password);
    expect(approver.json().permissions.articleWorkflowApprove.update).toBe(true);
    const visitor = await login('visitor', info.demo!.password);
    expect(visitor.json().permissions.article).toEqual({ create: false, read: true, update: false, delete: false });
  });

  it.each(CONTENT_TYPES.map((type) => [type.name, type] as const))(
    'lets the administrator list and create %s',
    async (_, type) => {
      const list = await app.inject({ url: `/api/content/${type.name}`, headers: { 'x-user': 'admin' } });
      expect(list.statusCode, list.body).toBe(200);
      const created = await createSample(app, 'admin', type);
      const read = await app.inject({ url: `/api/content/${type.name}/${created.id}`, headers: { 'x-user': 'admin' } });
      expect(read.statusCode).toBe(200);
    },
  );

  it('gives each demo user what the job needs: who writes or passes insights reads the news', async () => {
    for (const user of info.demo!.users) {
      const me = await app.inject({ url: '/api/me', headers: { 'x-user': user.username } });
      const { permissions } = me.json();
      if (permissions.article.create || permissions.articleWorkflowEdit.update) {
        expect(permissions.newstag.read, user.username).toBe(true);
      }
      if (permissions.obligation.create) expect(permissions.control.read, user.username).toBe(true);
    }
    const news = await app.inject({ url: '/api/content/newsitem', headers: { 'x-user': 'editor' } });
    expect(news.statusCode).toBe(200);
  });

  it('keeps the passwords in an owner-only file of DATA_DIR until the administrator changes theirs', async () => {
    const file = (await keepFirstRunPasswords(config(), info))!;
    expect(path.dirname(file)).toBe(dataDir.path);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const text = await readFile(file, 'utf8');
    expect(text).toContain(info.admin.password);
    expect(text).toContain(info.demo!.password);
    for (const user of DEMO_USERS) expect(text).toMatch(new RegExp(`${user.username} +${user.roles.join(', ')}`));

    const users = (await app.inject({ url: '/api/users?limit=100', headers: { 'x-user': 'admin' } })).json();
    const idOf = (username: string) => users.items.find((u: { username: string }) => u.username === username).id;
    const change = (username: string) =>
      app.inject({
        method: 'PATCH',
        url: `/api/users/${idOf(username)}`,
        headers: { 'x-user': 'admin' },
        payload: { password: 'a new password' },
      });
    expect((await change('visitor')).statusCode).toBe(200);
    expect((await stat(file)).isFile()).toBe(true);
    expect((await change('admin')).statusCode).toBe(200);
    await expect(stat(file)).rejects.toThrow(/ENOENT/);
  });

  it('keeps no file with DATABASE_URL: its processes may share no folder', async () => {
    const withServer = { ...config(), DATABASE_URL: 'postgres://elsewhere/db' };
    expect(await keepFirstRunPasswords(withServer, info)).toBeNull();
  });
});

describe('request logs', () => {
  it('are at debug level in development, so the terminal shows them only when asked', async () => {
    const { database, drop } = await testDatabase();
    try {
      for (const [level, shown] of [
        ['info', false],
        ['debug', true],
      ] as const) {
        const lines: string[] = [];
        const stream = new Writable({
          write(chunk, _encoding, done) {
            lines.push(String(chunk));
            done();
          },
        });
        const config = loadConfig({ NODE_ENV: 'development', LOG_LEVEL: level, SESSION_SECRET: TEST_SESSION_SECRET });
        const app = await buildApp({ config, database, logStream: stream });
        await app.inject({ url: '/api/ping' });
        await app.inject({ url: '/api/no-such-route' });
        await app.close();
        expect(
          lines.some((line) => line.includes('/api/ping')),
          level,
        ).toBe(shown);
        expect(
          lines.some((line) => line.includes('/api/no-such-route')),
          level,
        ).toBe(shown);
      }
    } finally {
      await drop();
    }
  });
});
