import { describe, expect, it } from 'vitest';
import { DEMO_USERS, firstRun } from '../src/bootstrap.ts';
import { loadConfig } from '../src/config.ts';
import { buildApp } from '../src/app.ts';
import { testDatabase, TEST_SESSION_SECRET } from './harness.ts';

describe('first run', () => {
  it('creates the superadmin from ADMIN_EMAIL and ADMIN_PASSWORD, once', async () => {
    const { database, drop } = await testDatabase();
    try {
      const config = loadConfig({ ADMIN_EMAIL: 'Chief@Example.test', ADMIN_PASSWORD: 'chief password', DEMO: 'false' });
      const info = await firstRun(database.db, config);
      expect(info).toEqual({ admin: { username: 'Chief', email: 'Chief@Example.test', password: null }, demo: null });
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

  it('without them, generates the admin password and creates the demo users, one per main role', async () => {
    const { database, drop } = await testDatabase();
    try {
      const config = loadConfig({ DEMO: 'true', LOG_LEVEL: 'silent', SESSION_SECRET: TEST_SESSION_SECRET });
      const info = await firstRun(database.db, config);
      expect(info!.admin.username).toBe('admin');
      expect(info!.admin.password).toMatch(/^[\w-]{16}$/);
      expect(info!.demo!.usernames).toEqual(DEMO_USERS.map((user) => user.username));
      const app = await buildApp({ config, database });
      const admin = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'admin', password: info!.admin.password },
      });
      expect(admin.statusCode).toBe(200);
      const approver = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'approver', password: info!.demo!.password },
      });
      expect(approver.json().permissions.articleWorkflowApprove.update).toBe(true);
      const visitor = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'visitor', password: info!.demo!.password },
      });
      expect(visitor.json().permissions.article).toEqual({ create: false, read: true, update: false, delete: false });
      await app.close();
    } finally {
      await drop();
    }
  });
});
