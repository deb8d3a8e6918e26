/**
 * An app whose identity provider has never answered (a closed port) until a test starts one there: the provider
 * it then meets accepts the client's secret only in the form body (`client_secret_post`).
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROBE_CACHE_MS } from '../src/auth/oidc.ts';
import { createTestApp, createUser, type TestApp } from './harness.ts';
import { Browser, closedPort, completeLogin, signingKey, startProvider, type RunningProvider } from './oidc-fixture.ts';

const CLIENT = 'rh-post';
const secret = randomBytes(24).toString('hex');
let port: number;
let publicUrl: string;
let provider: RunningProvider | null = null;
let t: TestApp;
/** Added to the app's clock, to let a probe go stale without waiting. */
let clockOffset = 0;
const logLines: string[] = [];

beforeAll(async () => {
  port = await closedPort();
  publicUrl = `http://127.0.0.1:${await closedPort()}`;
  t = await createTestApp(
    {
      OIDC_ISSUER: `http://127.0.0.1:${port}`,
      OIDC_CLIENT_ID: CLIENT,
      OIDC_CLIENT_SECRET: secret,
      OIDC_TOKEN_AUTH_METHOD: 'client_secret_post',
      PUBLIC_URL: publicUrl,
      LOG_LEVEL: 'warn',
    },
    {
      oidc: { now: () => Date.now() + clockOffset },
      logStream: {
        write: (line: string) => {
          logLines.push(line);
        },
      },
    },
  );
});

afterAll(async () => {
  await t?.close();
  await provider?.stop();
});

const cookieNamed = (response: LightMyRequestResponse, name: string) =>
  response.cookies.find((c) => c.name === name && c.value !== '');

describe('an identity provider never reached', () => {
  it('sends the browser to the sign-in page, which still offers it, and local sign-in keeps working', async () => {
    const mark = logLines.length;
    const response = await t.app.inject({ url: '/api/auth/oidc/login' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/auth/signin?error=provider_unreachable');
    expect(cookieNamed(response, 'rh_oidc')).toBeUndefined();
    // What the app logged from this call on: before it, there may be start-up warnings (a web build not built yet).
    const warned = logLines.slice(mark).map((line) => JSON.parse(line) as { msg: string; reason: string });
    expect(warned).toEqual([expect.objectContaining({ msg: 'OIDC provider unreachable', reason: 'fetch failed' })]);

    const options = await t.app.inject({ url: '/api/auth/config' });
    expect(options.json()).toMatchObject({ oidc: true, local: true });
    await createUser(t.database, { username: 'local-one', email: 'local.one@example.test', password: 'pass word 1' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'local-one', password: 'pass word 1' },
    });
    const session = cookieNamed(login, 'rh_session');
    const me = await t.app.inject({
      url: '/api/me',
      headers: { cookie: `rh_session=${encodeURIComponent(session?.value ?? '')}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it('gives up on a provider that takes the connection but never answers, within the probe timeout', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(port, '127.0.0.1', resolve));
    try {
      clockOffset += PROBE_CACHE_MS;
      const mark = logLines.length;
      const response = await t.app.inject({ url: '/api/auth/oidc/login' });
      expect(response.headers.location).toBe('/auth/signin?error=provider_unreachable');
      const warned = logLines.slice(mark).map((line) => JSON.parse(line) as { msg: string; reason: string });
      expect(warned).toEqual([
        expect.objectContaining({
          msg: 'OIDC provider unreachable',
          reason: 'operation timed out',
        }),
      ]);
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  it('signs in once the provider answers, sending the client secret in the form body as that provider demands', async () => {
    provider = await startProvider(
      [
        {
          client_id: CLIENT,
          client_secret: secret,
          redirect_uris: [`${publicUrl}/auth/callback`],
          token_endpoint_auth_method: 'client_secret_post',
        },
      ],
      signingKey('post-key'),
      port,
      true,
    );
    clockOffset += PROBE_CACHE_MS;
    const mark = logLines.length;
    const start = await t.app.inject({ url: '/api/auth/oidc/login?redirect=%2Fnews' });
    expect(start.statusCode).toBe(302);
    const flowCookie = cookieNamed(start, 'rh_oidc')!.value;
    const back = await completeLogin(new Browser(), start.headers.location as string, 'alice');
    const response = await t.app.inject({
      url: `${back.pathname}${back.search}`,
      headers: { cookie: `rh_oidc=${encodeURIComponent(flowCookie)}` },
    });
    expect(logLines.slice(mark)).toEqual([]);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/news');
    const session = cookieNamed(response, 'rh_session');
    const me = await t.app.inject({
      url: '/api/me',
      headers: { cookie: `rh_session=${encodeURIComponent(session?.value ?? '')}` },
    });
    expect(me.json().user.email).toBe('alice@example.test');
  });
});
