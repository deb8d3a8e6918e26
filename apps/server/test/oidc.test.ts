/**
 * Sign-in through an identity provider, end to end against a real OpenID Provider (`oidc-provider`) started
 * here on a free port. The browser is played by hand: a cookie jar and `fetch` for the provider, `app.inject`
 * for the app (its PUBLIC_URL is never listened on).
 */
import { randomBytes } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import * as client from 'openid-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { encodeFlow, PROBE_CACHE_MS } from '../src/auth/oidc.ts';
import { sessions, users } from '../src/db/schema.ts';
import { createTestApp, createUser, TEST_SESSION_SECRET, type TestApp } from './harness.ts';
import {
  Browser,
  closedPort,
  completeLogin,
  jwtPayload,
  signingKey,
  signJwt,
  startProvider,
  type ProviderClient,
  type RunningProvider,
} from './oidc-fixture.ts';

const WEB_CLIENT = 'rh-web';
const OTHER_CLIENT = 'other-app';
const webSecret = randomBytes(24).toString('hex');
const otherSecret = randomBytes(24).toString('hex');

let provider: RunningProvider;
/** The key the provider signs with now. */
let providerKey = signingKey('test-key');
let issuer: string;
let publicUrl: string;
let t: TestApp;
/** When set, rewrites what the provider answers the app (a tampering network between the two). */
let tamper: ((url: URL, response: Response) => Promise<Response>) | null = null;
/** Every address the app asked the provider for (a refused connection included). */
const providerCalls: URL[] = [];
/** Added to the app's clock: a test moves it on past a probe's lifetime instead of waiting for it. */
let clockOffset = 0;
/** Everything the app logged at warn and above. */
const logLines: string[] = [];
let logMark = 0;
const signer = fastifyCookie.signerFactory(TEST_SESSION_SECRET);

const clients = (): ProviderClient[] => [
  {
    client_id: WEB_CLIENT,
    client_secret: webSecret,
    redirect_uris: [`${publicUrl}/auth/callback`],
    post_logout_redirect_uris: [`${publicUrl}/auth/callback`],
  },
  { client_id: OTHER_CLIENT, client_secret: otherSecret, redirect_uris: [`${publicUrl}/other-app/callback`] },
];

/** Lets the app's last probe of the provider go stale: the next sign-in asks the provider again. */
function probeGoesStale(): void {
  clockOffset += PROBE_CACHE_MS;
}

/** The provider comes back at the same address, signing with `key` (another key: a rotation). */
async function restartProvider(key = providerKey): Promise<void> {
  await provider.stop();
  provider = await startProvider(clients(), key, provider.port);
  providerKey = key;
}

/** What the app answered, as the browser sees it. */
function cookieNamed(response: LightMyRequestResponse, name: string) {
  return response.cookies.find((c) => c.name === name && c.value !== '');
}

/** `GET /api/auth/oidc/login`: the provider address to go to, and the flow cookie the app set. */
async function beginLogin(redirect = '/') {
  const response = await t.app.inject({ url: `/api/auth/oidc/login?redirect=${encodeURIComponent(redirect)}` });
  expect(response.statusCode, logLines.slice(-1).join()).toBe(302);
  const location = new URL(response.headers.location as string);
  expect(`${location.origin}${location.pathname}`).toBe(`${issuer}/auth`);
  const cookie = cookieNamed(response, 'rh_oidc');
  expect(cookie?.path).toBe('/auth/callback');
  expect(cookie?.httpOnly).toBe(true);
  const unsigned = signer.unsign(cookie!.value);
  expect(unsigned.valid).toBe(true);
  const flow = JSON.parse(Buffer.from(unsigned.value!, 'base64url').toString()) as {
    state: string;
    nonce: string;
    verifier: string;
    redirect: string;
  };
  expect(location.searchParams.get('state')).toBe(flow.state);
  expect(location.searchParams.get('nonce')).toBe(flow.nonce);
  expect(location.searchParams.get('code_challenge_method')).toBe('S256');
  return { authorizeUrl: location, flowCookie: cookie!.value, flow };
}

/** The browser arriving back at the app with what the provider sent (and the flow cookie, if it has one). */
function callback(url: URL, flowCookie?: string) {
  expect(`${url.origin}${url.pathname}`).toBe(`${publicUrl}/auth/callback`);
  return t.app.inject({
    url: `${url.pathname}${url.search}`,
    headers: flowCookie ? { cookie: `rh_oidc=${encodeURIComponent(flowCookie)}` } : {},
  });
}

/** A whole sign-in of `account` in `browser`; returns the callback's answer. */
async function signInThroughProvider(browser: Browser, account: string, redirect = '/') {
  const { authorizeUrl, flowCookie } = await beginLogin(redirect);
  return callback(await completeLogin(browser, authorizeUrl, account), flowCookie);
}

function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = cookieNamed(response, 'rh_session');
  expect(cookie, 'the callback set no session cookie').toBeDefined();
  return `rh_session=${encodeURIComponent(cookie!.value)}`;
}

async function sessionCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(sessions);
  return row!.n;
}

async function userCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(users);
  return row!.n;
}

/** Why the app refused sign-ins since the last call (from its warn log): reason, detail and provider error. */
function refusalReasons(): string[] {
  const lines = logLines.slice(logMark);
  logMark = logLines.length;
  return lines
    .map((line) => JSON.parse(line) as Record<string, string | undefined>)
    .filter((entry) => entry.msg === 'OIDC sign-in refused')
    .map((entry) => [entry.reason, entry.detail, entry.providerError].filter(Boolean).join(' | '));
}

/** A refused callback: back to the sign-in page with the code, no session cookie, no new session row. */
async function expectRefused(response: LightMyRequestResponse, error: string, sessionsBefore: number) {
  expect(response.statusCode).toBe(303);
  expect(response.headers.location).toBe(`/auth/signin?error=${error}`);
  expect(response.cookies.filter((c) => c.name === 'rh_session')).toEqual([]);
  expect(await sessionCount()).toBe(sessionsBefore);
}

beforeAll(async () => {
  // The app is driven by inject; its public address only has to be one nobody else answers at.
  publicUrl = `http://127.0.0.1:${await closedPort()}`;
  provider = await startProvider(clients(), providerKey);
  issuer = provider.issuer;
  const hookedFetch: client.CustomFetch = async (url, options) => {
    providerCalls.push(new URL(url));
    const response = await fetch(url, options as RequestInit);
    return tamper ? tamper(new URL(url), response) : response;
  };
  t = await createTestApp(
    {
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: WEB_CLIENT,
      OIDC_CLIENT_SECRET: webSecret,
      PUBLIC_URL: publicUrl,
      LOG_LEVEL: 'warn',
    },
    {
      oidc: { fetch: hookedFetch, now: () => Date.now() + clockOffset },
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

beforeEach(() => {
  tamper = null;
  logMark = logLines.length;
});

describe('sign-in through the identity provider', () => {
  it('creates the user at the first sign-in, returns to the remembered page, and reuses the user after', async () => {
    const usersBefore = await userCount();
    const browser = new Browser();
    const response = await signInThroughProvider(browser, 'alice', '/insights?tab=latest');
    expect(refusalReasons()).toEqual([]);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/insights?tab=latest');
    const cookie = sessionCookieOf(response);
    const session = cookieNamed(response, 'rh_session')!;
    expect(session.httpOnly).toBe(true);
    expect(session.sameSite).toBe('Lax');
    // The flow cookie is spent.
    expect(response.cookies.find((c) => c.name === 'rh_oidc')?.value).toBe('');

    const me = await t.app.inject({ url: '/api/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toEqual({
      username: 'alice.oidc',
      email: 'alice@example.test',
      acgroups: [],
      homepage: null,
    });
    expect(me.json().roles).toEqual(['norole']);
    expect(await userCount()).toBe(usersBefore + 1);
    const [row] = await t.database.db.select().from(users).where(eq(users.username, 'alice.oidc'));
    expect(row).toMatchObject({ oidcIssuer: issuer, oidcSubject: 'alice', passwordHash: null });

    // Again, in a browser still signed in at the provider: no form, the same user, a new session.
    const again = await signInThroughProvider(browser, 'alice');
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe('/');
    const second = sessionCookieOf(again);
    expect(second).not.toBe(cookie);
    const meAgain = await t.app.inject({ url: '/api/me', headers: { cookie: second } });
    expect(meAgain.json().user.username).toBe('alice.oidc');
    expect(await userCount()).toBe(usersBefore + 1);
    const rows = await t.database.db.select().from(users).where(eq(users.oidcSubject, 'alice'));
    expect(rows.map((r) => r.id)).toEqual([row!.id]);
  });

  it('links a local user with the same e-mail (in another case) at their first sign-in', async () => {
    const local = await createUser(t.database, {
      username: 'bob-local',
      email: 'Bob.Builder@Example.TEST',
      roles: ['articleReviewer'],
      password: 'correct horse battery',
    });
    const usersBefore = await userCount();
    const response = await signInThroughProvider(new Browser(), 'bob', '/articles');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/articles');
    const me = await t.app.inject({ url: '/api/me', headers: { cookie: sessionCookieOf(response) } });
    expect(me.json().user).toMatchObject({ username: 'bob-local', email: 'Bob.Builder@Example.TEST' });
    expect(me.json().roles).toEqual(['articleReviewer']);
    expect(await userCount()).toBe(usersBefore);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, local.id));
    expect(row).toMatchObject({ oidcIssuer: issuer, oidcSubject: 'bob' });
  });

  it('neither links nor takes over the address of a local user when the provider does not vouch for the e-mail', async () => {
    const victim = await createUser(t.database, { username: 'victim', email: 'Victim@example.test' });
    const usersBefore = await userCount();
    const sessionsBefore = await sessionCount();
    await expectRefused(await signInThroughProvider(new Browser(), 'mallory'), 'email_in_use', sessionsBefore);
    expect(refusalReasons()).toEqual([expect.stringMatching(/belongs to another account/)]);
    expect(await userCount()).toBe(usersBefore);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, victim.id));
    expect(row).toMatchObject({ oidcIssuer: null, oidcSubject: null });
  });

  // Cognito and Apple send the claim as a string; Entra ID sends none (OIDC_LINK_UNVERIFIED_EMAIL is off here).
  it.each([
    ['trudy', 'owner@example.test', 'says "false" as a string'],
    ['uma', 'uma@example.test', 'says nothing of verification'],
  ])('does not hand a local account to %s (%s), whose provider %s', async (account, email) => {
    const owner = await createUser(t.database, { username: `owner-of-${account}`, email, password: 'pass word 1' });
    const sessionsBefore = await sessionCount();
    await expectRefused(await signInThroughProvider(new Browser(), account), 'email_in_use', sessionsBefore);
    expect(refusalReasons()).toEqual([expect.stringMatching(/belongs to another account/)]);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, owner.id));
    expect(row).toMatchObject({ oidcIssuer: null, oidcSubject: null });
  });

  it('links a local user when the provider says "true" as a string', async () => {
    const local = await createUser(t.database, { username: 'vic-local', email: 'vic@example.test' });
    const response = await signInThroughProvider(new Browser(), 'vic');
    const me = await t.app.inject({ url: '/api/me', headers: { cookie: sessionCookieOf(response) } });
    expect(me.json().user.username).toBe('vic-local');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, local.id));
    expect(row).toMatchObject({ oidcIssuer: issuer, oidcSubject: 'vic' });
  });
});

describe('callbacks the app refuses', () => {
  it('refuses a state other than the one of the flow cookie', async () => {
    const { authorizeUrl, flowCookie } = await beginLogin();
    const url = await completeLogin(new Browser(), authorizeUrl, 'alice');
    url.searchParams.set('state', client.randomState());
    const before = await sessionCount();
    await expectRefused(await callback(url, flowCookie), 'sign_in_refused', before);
    expect(refusalReasons()).toEqual([expect.stringMatching(/"state"/)]);
  });

  it('refuses a code used a second time', async () => {
    const { authorizeUrl, flowCookie } = await beginLogin();
    const url = await completeLogin(new Browser(), authorizeUrl, 'alice');
    const first = await callback(url, flowCookie);
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe('/');
    sessionCookieOf(first);
    const before = await sessionCount();
    await expectRefused(await callback(url, flowCookie), 'sign_in_refused', before);
    expect(refusalReasons()).toEqual([expect.stringMatching(/invalid_grant$/)]);
  });

  it('refuses an ID token whose nonce is not the one of the flow', async () => {
    const { authorizeUrl, flow } = await beginLogin();
    const url = await completeLogin(new Browser(), authorizeUrl, 'alice');
    // A flow cookie the server could have signed, right in everything but the nonce.
    const forged = signer.sign(encodeFlow({ ...flow, nonce: client.randomNonce() }));
    const before = await sessionCount();
    await expectRefused(await callback(url, forged), 'sign_in_refused', before);
    expect(refusalReasons()).toEqual([expect.stringMatching(/"nonce"/)]);
  });

  it('accepts the forged flow cookie when it is right (the nonce test above can fail)', async () => {
    const { authorizeUrl, flow } = await beginLogin('/faqs');
    const url = await completeLogin(new Browser(), authorizeUrl, 'alice');
    const response = await callback(url, signer.sign(encodeFlow(flow)));
    expect(response.headers.location).toBe('/faqs');
    sessionCookieOf(response);
  });

  it('refuses an answer that names another issuer', async () => {
    const { authorizeUrl, flowCookie } = await beginLogin();
    const url = await completeLogin(new Browser(), authorizeUrl, 'alice');
    expect(url.searchParams.get('iss')).toBe(issuer);
    url.searchParams.set('iss', 'http://127.0.0.1:1/evil-issuer');
    const before = await sessionCount();
    await expectRefused(await callback(url, flowCookie), 'sign_in_refused', before);
    expect(refusalReasons()).toEqual([expect.stringMatching(/"iss"/)]);
  });

  it('refuses an ID token the provider issued to another client', async () => {
    const browser = new Browser();
    const { authorizeUrl, flowCookie, flow } = await beginLogin();
    // Alice signs in to the other app with the same nonce: its ID token differs from ours only in `aud`.
    const other = await client.discovery(
      new URL(issuer),
      OTHER_CLIENT,
      undefined,
      client.ClientSecretBasic(otherSecret),
      {
        execute: [client.allowInsecureRequests],
      },
    );
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const otherUrl = client.buildAuthorizationUrl(other, {
      redirect_uri: `${publicUrl}/other-app/callback`,
      scope: 'openid email profile',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce: flow.nonce,
    });
    const otherTokens = await client.authorizationCodeGrant(other, await completeLogin(browser, otherUrl, 'alice'), {
      pkceCodeVerifier: verifier,
      expectedState: state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    expect(otherTokens.claims()).toMatchObject({ aud: OTHER_CLIENT, sub: 'alice', nonce: flow.nonce, iss: issuer });

    const url = await completeLogin(browser, authorizeUrl, 'alice');
    let swapped = 0;
    tamper = async (target, response) => {
      if (target.pathname !== '/token') return response;
      const body = (await response.json()) as Record<string, unknown>;
      swapped += 1;
      return Response.json({ ...body, id_token: otherTokens.id_token }, { status: response.status });
    };
    const before = await sessionCount();
    await expectRefused(await callback(url, flowCookie), 'sign_in_refused', before);
    expect(swapped).toBe(1);
    expect(refusalReasons()).toEqual([expect.stringMatching(/"aud"/)]);
  });

  it('refuses a callback without the flow cookie', async () => {
    const { authorizeUrl } = await beginLogin();
    const url = await completeLogin(new Browser(), authorizeUrl, 'alice');
    const before = await sessionCount();
    await expectRefused(await callback(url), 'no_sign_in_in_progress', before);
  });

  it('refuses a flow cookie not signed by the server', async () => {
    const { authorizeUrl, flow } = await beginLogin();
    const url = await completeLogin(new Browser(), authorizeUrl, 'alice');
    const unsigned = `${encodeFlow(flow)}.${Buffer.from('not the signature').toString('base64')}`;
    const before = await sessionCount();
    await expectRefused(await callback(url, unsigned), 'no_sign_in_in_progress', before);
  });

  it.each(['https://evil.example', '//evil.example', '/\\evil.example', 'evil.example'])(
    'refuses to start a sign-in that would return to %s',
    async (target) => {
      const response = await t.app.inject({ url: `/api/auth/oidc/login?redirect=${encodeURIComponent(target)}` });
      expect(response.statusCode).toBe(400);
      expect(response.headers.location).toBeUndefined();
      expect(response.cookies.filter((c) => c.name === 'rh_oidc')).toEqual([]);
    },
  );

  it('refuses a disabled user at the callback', async () => {
    const browser = new Browser();
    const first = await signInThroughProvider(browser, 'carol');
    const cookie = sessionCookieOf(first);
    await t.database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.oidcSubject, 'carol'));
    expect((await t.app.inject({ url: '/api/me', headers: { cookie } })).statusCode).toBe(401);
    const before = await sessionCount();
    await expectRefused(await signInThroughProvider(browser, 'carol'), 'account_disabled', before);
  });
});

describe('sign-out', () => {
  it("ends the session and sends the browser to the provider's end-session endpoint, which returns it", async () => {
    const browser = new Browser();
    const signedIn = await signInThroughProvider(browser, 'dave');
    const cookie = sessionCookieOf(signedIn);
    const [stored] = await t.database.db
      .select({ idToken: sessions.idToken, method: sessions.method })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(users.oidcSubject, 'dave'));
    expect(stored?.method).toBe('oidc');

    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(200);
    const redirect = new URL(logout.json().redirect as string);
    expect(`${redirect.origin}${redirect.pathname}`).toBe(`${issuer}/session/end`);
    expect(redirect.searchParams.get('id_token_hint')).toBe(stored!.idToken);
    expect(redirect.searchParams.get('post_logout_redirect_uri')).toBe(`${publicUrl}/auth/callback`);
    expect(redirect.searchParams.get('client_id')).toBe(WEB_CLIENT);
    expect(cookieNamed(logout, 'rh_session')).toBeUndefined();
    expect((await t.app.inject({ url: '/api/me', headers: { cookie } })).statusCode).toBe(401);
    const ended = await t.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(users.oidcSubject, 'dave'));
    expect(ended).toEqual([]);

    // The provider accepts the hint, asks for confirmation, and sends the browser back to the app.
    const confirm = await browser.fetch(redirect);
    const page = await confirm.text();
    expect(confirm.status, page.slice(0, 500)).toBe(200);
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)">/.exec(page)?.[1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page)?.[1];
    const done = await browser.fetch(new URL(action!, redirect), { xsrf: xsrf!, logout: 'yes' });
    expect(done.status).toBe(303);
    const back = new URL(done.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(`${publicUrl}/auth/callback`);
    const home = await t.app.inject({ url: `${back.pathname}${back.search}` });
    expect(home.statusCode).toBe(303);
    expect(home.headers.location).toBe('/');
    expect(cookieNamed(home, 'rh_session')).toBeUndefined();

    // Signed out at the provider too: the next sign-in asks for the login again.
    const { authorizeUrl } = await beginLogin();
    const asked = await browser.fetch(authorizeUrl);
    expect(asked.status).toBe(303);
    const form = await browser.fetch(new URL(asked.headers.get('location')!, authorizeUrl));
    expect(await form.text()).toContain('name="prompt" value="login"');
  });

  it('answers no redirect for a local session', async () => {
    await createUser(t.database, { username: 'erin-local', email: 'erin.local@example.test', password: 'pass word 1' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'erin-local', password: 'pass word 1' },
    });
    const cookie = sessionCookieOf(login);
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(logout.json()).toEqual({ redirect: null });
  });
});

describe("the ID token's signature", () => {
  /** Signs in as alice with the ID token of the provider's answer re-signed by `key` on its way to the app. */
  async function signInWithIdTokenSignedBy(key: ReturnType<typeof signingKey>) {
    const { authorizeUrl, flowCookie } = await beginLogin();
    const url = await completeLogin(new Browser(), authorizeUrl, 'alice');
    let resigned = 0;
    tamper = async (target, response) => {
      if (target.pathname !== '/token') return response;
      const body = (await response.json()) as { id_token: string };
      resigned += 1;
      return Response.json({ ...body, id_token: signJwt(jwtPayload(body.id_token), key) }, { status: response.status });
    };
    const answer = await callback(url, flowCookie);
    expect(resigned).toBe(1);
    return answer;
  }

  it('is checked against the keys the provider publishes: another key under the same key id is refused', async () => {
    const before = await sessionCount();
    await expectRefused(await signInWithIdTokenSignedBy(signingKey(providerKey.kid)), 'sign_in_refused', before);
    expect(refusalReasons()).toEqual([expect.stringMatching(/signature/i)]);
  });

  it('refuses an ID token signed by a key the provider does not publish', async () => {
    const before = await sessionCount();
    await expectRefused(await signInWithIdTokenSignedBy(signingKey('forger-key')), 'sign_in_refused', before);
    expect(refusalReasons()).toEqual([expect.stringMatching(/key/i)]);
  });

  it("accepts the same re-signing with the provider's own key (the refusals above are for the signature alone)", async () => {
    const response = await signInWithIdTokenSignedBy(providerKey);
    expect(refusalReasons()).toEqual([]);
    expect(response.headers.location).toBe('/');
    sessionCookieOf(response);
  });

  it('follows a key rotation at the provider, and refuses the retired key after it', async () => {
    sessionCookieOf(await signInThroughProvider(new Browser(), 'alice'));
    const retired = providerKey;
    await restartProvider(signingKey('rotated-key'));
    probeGoesStale();
    const response = await signInThroughProvider(new Browser(), 'alice');
    expect(refusalReasons()).toEqual([]);
    sessionCookieOf(response);
    const before = await sessionCount();
    await expectRefused(await signInWithIdTokenSignedBy(retired), 'sign_in_refused', before);
  });
});

describe('an identity provider that does not answer', () => {
  /** The metadata requests the app made since `mark`. */
  const probesSince = (mark: number) =>
    providerCalls.slice(mark).filter((url) => url.pathname === '/.well-known/openid-configuration').length;

  /** `GET /api/auth/oidc/login` ended on the sign-in page saying so, with no flow begun. */
  async function expectSentToSignInPage() {
    const response = await t.app.inject({ url: '/api/auth/oidc/login?redirect=%2Fnews' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/auth/signin?error=provider_unreachable');
    expect(cookieNamed(response, 'rh_oidc')).toBeUndefined();
  }

  it('sends the browser back to the sign-in page, not to the dead provider, and sessions keep working', async () => {
    const cookie = sessionCookieOf(await signInThroughProvider(new Browser(), 'erin'));
    await provider.stop();
    try {
      probeGoesStale();
      const mark = providerCalls.length;
      await expectSentToSignInPage();
      expect(probesSince(mark)).toBeGreaterThan(0);
      // The failed probe is trusted for a while too: a crowd pressing "sign in" does not knock at the door each.
      const second = providerCalls.length;
      await expectSentToSignInPage();
      expect(probesSince(second)).toBe(0);
      const warned = logLines.slice(logMark).map((line) => JSON.parse(line) as { msg: string; reason: string });
      expect(warned.filter((entry) => entry.msg === 'OIDC provider unreachable')).toHaveLength(2);
      const me = await t.app.inject({ url: '/api/me', headers: { cookie } });
      expect(me.statusCode).toBe(200);
      expect(me.json().user.email).toBe('erin@example.test');
    } finally {
      await restartProvider();
    }
    // Back up: the next sign-in after the failed probe has gone stale goes through.
    probeGoesStale();
    sessionCookieOf(await signInThroughProvider(new Browser(), 'erin'));
  });

  it('says so when the provider goes down between the start of a sign-in and its return', async () => {
    const { authorizeUrl, flowCookie } = await beginLogin();
    const url = await completeLogin(new Browser(), authorizeUrl, 'alice');
    await provider.stop();
    try {
      const before = await sessionCount();
      await expectRefused(await callback(url, flowCookie), 'provider_unreachable', before);
      expect(refusalReasons()).toEqual([expect.stringMatching(/fetch failed/)]);
    } finally {
      await restartProvider();
    }
  });

  it("asks the provider once for sign-ins started within a probe's lifetime", async () => {
    probeGoesStale();
    const mark = providerCalls.length;
    await beginLogin();
    await beginLogin();
    expect(probesSince(mark)).toBe(1);
    probeGoesStale();
    await beginLogin();
    expect(probesSince(mark)).toBe(2);
  });
});
