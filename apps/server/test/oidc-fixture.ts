/**
 * A real OpenID Provider (`oidc-provider`) for the sign-in tests, on a port of this machine, and the browser's side
 * of it: a cookie jar and manual redirects. The provider can be stopped (its port closed) and started again on the
 * same port with other signing keys, as a provider that went down or rotated its keys.
 */
import { createPrivateKey, generateKeyPairSync, randomBytes, sign, type JsonWebKey } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
// @ts-expect-error -- oidc-provider ships no type definitions (they live in @types/oidc-provider, not installed).
import Provider from 'oidc-provider';
import { freePort } from './harness.ts';

/** The provider's people: the claims it answers for each account id (the `sub`), verbatim. */
export const ACCOUNTS: Record<string, Record<string, unknown>> = {
  alice: { email: 'alice@example.test', email_verified: true, preferred_username: 'alice.oidc', name: 'Alice' },
  bob: { email: 'bob.builder@example.test', email_verified: true, preferred_username: 'bobb', name: 'Bob' },
  carol: { email: 'carol@example.test', email_verified: true, preferred_username: 'carol', name: 'Carol' },
  dave: { email: 'dave@example.test', email_verified: true, preferred_username: 'dave', name: 'Dave' },
  erin: { email: 'erin@example.test', email_verified: true, preferred_username: 'erin', name: 'Erin' },
  mallory: { email: 'victim@example.test', email_verified: false, preferred_username: 'mallory', name: 'Mallory' },
  // As AWS Cognito and Sign in with Apple write it: a string.
  trudy: { email: 'owner@example.test', email_verified: 'false', preferred_username: 'trudy', name: 'Trudy' },
  // As Entra ID does: no word on verification at all.
  uma: { email: 'uma@example.test', preferred_username: 'uma', name: 'Uma' },
  // A verified string "true" links as `true` does.
  vic: { email: 'vic@example.test', email_verified: 'true', preferred_username: 'vic.oidc', name: 'Vic' },
};

/** A client registered at the provider. */
export interface ProviderClient {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
  post_logout_redirect_uris?: string[];
  token_endpoint_auth_method?: 'client_secret_basic' | 'client_secret_post';
}

interface OidcProvider {
  callback(): (request: unknown, response: unknown) => void;
  on(event: string, listener: (...args: unknown[]) => void): void;
  Grant: new (fields: { accountId: string; clientId: string }) => {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  } & Record<string, unknown>;
}

/** The minimal part of oidc-provider's context that the grant hook reads. */
interface ProviderContext {
  oidc: {
    provider: OidcProvider & { Grant: { find(id: string): Promise<unknown> } };
    client: { clientId: string };
    session: { accountId: string; grantIdFor(clientId: string): string | undefined };
    result?: { consent?: { grantId?: string } };
  };
}

/** A private signing key as a JWK with its id (the provider publishes its public half in its JWKS). */
export function signingKey(kid: string): JsonWebKey & { kid: string } {
  const key = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  return { ...key, kid, alg: 'RS256', use: 'sig' } as JsonWebKey & { kid: string };
}

/** A port nobody listens on (taken and given back at once). */
export const closedPort = freePort;

export interface RunningProvider {
  issuer: string;
  port: number;
  /** Closes the port: connections are refused from then on. */
  stop(): Promise<void>;
}

/**
 * Starts a provider on `port` (0: any free one) whose issuer is its own address, signing with `key`. With
 * `postOnly` its token endpoint refuses a client secret in the Authorization header, as some providers do
 * (oidc-provider itself takes either way).
 */
export async function startProvider(
  clients: ProviderClient[],
  key: JsonWebKey & { kid: string },
  port = 0,
  postOnly = false,
): Promise<RunningProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actual = (server.address() as AddressInfo).port;
  const issuer = `http://127.0.0.1:${actual}`;
  const provider = new Provider(issuer, {
    clients: clients.map((c) => ({ grant_types: ['authorization_code'], response_types: ['code'], ...c })),
    async findAccount(_ctx: unknown, id: string) {
      const account = ACCOUNTS[id];
      if (!account) return undefined;
      return { accountId: id, claims: async () => ({ sub: id, ...account }) };
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['preferred_username', 'name'],
    },
    scopes: ['openid', 'email', 'profile'],
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
    // Consent is given once for all: a grant of every scope is made at the first authorization of a client.
    async loadExistingGrant(ctx: ProviderContext) {
      const { provider: op, client: rp, session, result } = ctx.oidc;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(rp.clientId);
      if (grantId) return op.Grant.find(grantId);
      const grant = new op.Grant({ accountId: session.accountId, clientId: rp.clientId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 3600, IdToken: 600, Interaction: 600, Session: 3600 },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    jwks: { keys: [key] },
  }) as OidcProvider;
  provider.on('server_error', (_ctx, error) => console.error('oidc-provider server_error', error));
  const handle = provider.callback();
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (postOnly && request.url === '/token' && request.headers.authorization?.startsWith('Basic ')) {
      response.writeHead(401, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: 'invalid_client', error_description: 'send the secret in the body' }));
      return;
    }
    handle(request, response);
  });
  return {
    issuer,
    port: actual,
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The browser's side of the provider: a cookie jar (name, value, path; expiry honoured) and manual redirects. */
export class Browser {
  private readonly cookies = new Map<string, { value: string; path: string }>();

  async fetch(url: URL | string, form?: Record<string, string>): Promise<Response> {
    const target = new URL(url);
    const cookie = [...this.cookies]
      .filter(([, c]) => target.pathname.startsWith(c.path))
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; ');
    const headers: Record<string, string> = cookie ? { cookie } : {};
    const response = await fetch(target, {
      method: form ? 'POST' : 'GET',
      headers,
      body: form ? new URLSearchParams(form) : undefined,
      redirect: 'manual',
    });
    for (const line of response.headers.getSetCookie()) this.store(line);
    return response;
  }

  private store(line: string): void {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const at = pair.indexOf('=');
    const name = pair.slice(0, at);
    const value = pair.slice(at + 1);
    let path = '/';
    let expired = value === '';
    for (const attribute of attributes) {
      const [key = '', raw = ''] = attribute.split('=');
      if (key.toLowerCase() === 'path') path = raw;
      if (key.toLowerCase() === 'max-age' && Number(raw) <= 0) expired = true;
      if (key.toLowerCase() === 'expires' && Date.parse(attribute.slice(8)) <= Date.now()) expired = true;
    }
    if (expired) this.cookies.delete(name);
    else this.cookies.set(name, { value, path });
  }
}

/**
 * Follows the provider's redirects from `start` (an address at the provider), signs in as `account` and grants
 * consent when asked; returns the first address outside the provider it redirects to (the client's callback).
 */
export async function completeLogin(browser: Browser, start: URL | string, account: string): Promise<URL> {
  let current = new URL(start);
  const origin = current.origin;
  let response = await browser.fetch(current);
  for (let step = 0; step < 12; step += 1) {
    if (response.status >= 300 && response.status < 400) {
      const location = new URL(response.headers.get('location') ?? '', current);
      if (location.origin !== origin) return location;
      current = location;
      response = await browser.fetch(current);
      continue;
    }
    const html = await response.text();
    if (response.status !== 200) throw new Error(`provider answered ${response.status}: ${html.slice(0, 800)}`);
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (!action || !prompt) throw new Error(`no interaction form in the provider's page: ${html.slice(0, 800)}`);
    current = new URL(action, current);
    const form: Record<string, string> =
      prompt === 'login' ? { prompt, login: account, password: 'any password' } : { prompt };
    response = await browser.fetch(current, form);
  }
  throw new Error('the provider kept redirecting');
}

/** The payload of a JWT, unchecked (to forge one like it). */
export function jwtPayload(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
}

/** A JWT signed RS256 with `key`, its header naming the key's id: what a forger holding that key would send. */
export function signJwt(payload: Record<string, unknown>, key: JsonWebKey & { kid: string }): string {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const input = `${encode({ alg: 'RS256', typ: 'JWT', kid: key.kid })}.${encode(payload)}`;
  const signature = sign('sha256', Buffer.from(input), createPrivateKey({ key, format: 'jwk' }));
  return `${input}.${signature.toString('base64url')}`;
}
