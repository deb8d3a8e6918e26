import { AUTH_CALLBACK_PATH, OIDC_SCOPES } from '@rh/core';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as client from 'openid-client';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { users } from '../db/schema.ts';
import { badRequest, errorBody } from '../http/errors.ts';

export interface OidcOptions {
  /** Replaces fetch for calls to the provider (tests use it to play a tampering network). */
  fetch?: client.CustomFetch;
  /** The time in milliseconds (tests move it on instead of waiting for a probe to go stale). */
  now?: () => number;
}

/**
 * How long a probe of the provider (its metadata fetched afresh) is trusted, whatever it found: long enough that a
 * crowd signing in at once asks once, short enough that a provider that went down is noticed before the browser
 * is sent to it, and that keys the provider rotated are fetched by the next sign-in.
 */
export const PROBE_CACHE_MS = 5_000;
/** A provider that has not answered its metadata within this many seconds counts as unreachable. */
const PROBE_TIMEOUT_SECONDS = 5;
/** Calls after the probe (token, UserInfo) get longer: the provider has just answered. */
const CALL_TIMEOUT_SECONDS = 30;

/** What an in-flight sign-in keeps in its signed, short-lived cookie between leaving and coming back. */
interface FlowState {
  state: string;
  nonce: string;
  verifier: string;
  redirect: string;
}

const FLOW_COOKIE = 'rh_oidc';
const FLOW_MAX_AGE_SECONDS = 600;

/** Is this a path on this site (not `//evil.example`, not `https://…`) that a sign-in may return to? */
export function safeRedirect(target: string): boolean {
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return false;
  if (target.length > 2000 || target.includes('\\') || [...target].some((c) => c.charCodeAt(0) < 0x20)) return false;
  try {
    return new URL(target, 'http://site.invalid').origin === 'http://site.invalid';
  } catch {
    return false;
  }
}

/** Encodes the flow cookie's value (exported for the tests that forge a flow). */
export function encodeFlow(flow: FlowState): string {
  return Buffer.from(JSON.stringify(flow)).toString('base64url');
}

function decodeFlow(value: string): FlowState | null {
  try {
    const flow = JSON.parse(Buffer.from(value, 'base64url').toString()) as Partial<FlowState>;
    if (typeof flow.state !== 'string' || typeof flow.nonce !== 'string' || typeof flow.verifier !== 'string') {
      return null;
    }
    return { state: flow.state, nonce: flow.nonce, verifier: flow.verifier, redirect: flow.redirect ?? '/' };
  } catch {
    return null;
  }
}

/**
 * Why openid-client refused, for the log: its messages are generic ("invalid response encountered"); the check
 * that failed is in the cause, the provider's error code in `error`.
 */
function refusal(error: unknown): Record<string, string> {
  if (!(error instanceof Error)) return { reason: String(error) };
  const details: Record<string, string> = { reason: error.message };
  if (error.cause instanceof Error && error.cause.message !== error.message) details.detail = error.cause.message;
  const fields = error as Error & { code?: unknown; error?: unknown; error_description?: unknown };
  if (typeof fields.code === 'string') details.code = fields.code;
  if (typeof fields.error === 'string') details.providerError = fields.error;
  if (typeof fields.error_description === 'string') details.providerErrorDescription = fields.error_description;
  return details;
}

/** Did a call to the provider fail to reach it (refused, reset) rather than get an answer? */
function connectionFailed(error: unknown): boolean {
  return error instanceof TypeError && error.message === 'fetch failed';
}

/** Did a call to the provider get no answer at all: not reached, or no answer in time? */
function unanswered(error: unknown): boolean {
  return connectionFailed(error) || (error instanceof Error && 'code' in error && error.code === 'OAUTH_TIMEOUT');
}

/**
 * Does the provider vouch that the e-mail is the person's? `true`, or the string `"true"` that Cognito and Sign in
 * with Apple send. Without the claim (Entra ID) only the operator's setting can say so: linking by an address
 * nobody checked would hand the local account holding it to whoever typed that address at the provider.
 */
export function emailVerified(claims: client.IDToken, linkUnverified: boolean): boolean {
  const verified: unknown = claims.email_verified;
  if (verified === undefined) return linkUnverified;
  return verified === true || verified === 'true';
}

/** The authorization-code flow with PKCE, state and nonce against the issuer of the configuration. */
export class OidcService {
  private readonly ctx: AppContext;
  private readonly settings: NonNullable<AppContext['config']['oidc']>;
  private readonly options: OidcOptions;
  private readonly now: () => number;
  /** The latest probe: when it started and what it found (metadata, or why the provider is unreachable). */
  private probe: { at: number; result: Promise<client.Configuration> } | null = null;
  /** The metadata of the latest probe that succeeded. */
  private known: client.Configuration | null = null;

  constructor(ctx: AppContext, options: OidcOptions) {
    if (!ctx.config.oidc) throw new Error('OIDC is not configured');
    this.ctx = ctx;
    this.settings = ctx.config.oidc;
    this.options = options;
    this.now = options.now ?? Date.now;
  }

  get redirectUri(): string {
    return `${this.ctx.config.PUBLIC_URL}${AUTH_CALLBACK_PATH}`;
  }

  /**
   * The provider's metadata fetched afresh, which proves it answers before a browser is sent there; the result
   * (metadata or failure) is shared for PROBE_CACHE_MS. Each success is a new openid-client Configuration, whose
   * JWKS cache starts empty: the provider's current keys are fetched at the next callback, so a rotation is
   * followed (openid-client alone refetches an unknown key only once its cached set is a minute old).
   */
  reachable(): Promise<client.Configuration> {
    const now = this.now();
    if (this.probe && now - this.probe.at < PROBE_CACHE_MS) return this.probe.result;
    const result = this.discover();
    this.probe = { at: now, result };
    result.then(
      (configuration) => {
        this.known = configuration;
      },
      () => undefined,
    );
    return result;
  }

  /** The latest metadata known good (the callback and sign-out need no fresh probe), else a probe. */
  configuration(): Promise<client.Configuration> {
    return this.known ? Promise.resolve(this.known) : this.reachable();
  }

  /**
   * Discovery, tried once more when the connection broke (fetch failed): a kept-alive connection that the
   * provider closed, as a restart of it does, fails the first request sent on it. A timeout is not tried again.
   */
  private async discover(): Promise<client.Configuration> {
    try {
      return await this.discoverOnce();
    } catch (error) {
      if (!connectionFailed(error)) throw error;
      return this.discoverOnce();
    }
  }

  private async discoverOnce(): Promise<client.Configuration> {
    const issuer = new URL(this.settings.issuer);
    const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
    const execute = issuer.protocol === 'http:' && loopback ? [client.allowInsecureRequests] : [];
    const secret = this.settings.clientSecret;
    const auth = !secret
      ? client.None()
      : this.settings.tokenAuthMethod === 'client_secret_post'
        ? client.ClientSecretPost(secret)
        : client.ClientSecretBasic(secret);
    const configuration = await client.discovery(issuer, this.settings.clientId, undefined, auth, {
      // The ID token's signature is checked against the provider's published keys (JWKS), not only its claims:
      // a token that did not come from the provider's signing key is refused even over a tampered channel.
      execute: [...execute, client.enableNonRepudiationChecks],
      timeout: PROBE_TIMEOUT_SECONDS,
      ...(this.options.fetch ? { [client.customFetch]: this.options.fetch } : {}),
    });
    configuration.timeout = CALL_TIMEOUT_SECONDS;
    if (this.options.fetch) configuration[client.customFetch] = this.options.fetch;
    return configuration;
  }

  /** Where to send the browser to sign in, with the flow cookie that must come back with it. */
  async start(redirect: string): Promise<{ url: string; flow: FlowState }> {
    const configuration = await this.reachable();
    const flow: FlowState = {
      state: client.randomState(),
      nonce: client.randomNonce(),
      verifier: client.randomPKCECodeVerifier(),
      redirect,
    };
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri,
      scope: OIDC_SCOPES.join(' '),
      code_challenge: await client.calculatePKCECodeChallenge(flow.verifier),
      code_challenge_method: 'S256',
      state: flow.state,
      nonce: flow.nonce,
    });
    return { url: url.href, flow };
  }

  /**
   * Checks the provider's answer and exchanges the code; returns the ID token and its claims, completed from the
   * UserInfo endpoint when the ID token lacks the e-mail or user name: providers that follow OIDC Core §5.4 give
   * the claims of the `email` and `profile` scopes only there when an access token is issued (the code flow).
   */
  async finish(callbackUrl: URL, flow: FlowState): Promise<{ claims: client.IDToken; idToken: string }> {
    const configuration = await this.configuration();
    const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims || !tokens.id_token) throw new Error('The provider sent no ID token');
    const incomplete = typeof claims.email !== 'string' || typeof claims.preferred_username !== 'string';
    if (incomplete && tokens.access_token && configuration.serverMetadata().userinfo_endpoint) {
      // fetchUserInfo refuses an answer about another subject; the ID token's claims win over the answer's.
      const userInfo = await client.fetchUserInfo(configuration, tokens.access_token, claims.sub);
      return { claims: { ...userInfo, ...claims }, idToken: tokens.id_token };
    }
    return { claims, idToken: tokens.id_token };
  }

  /** The provider's end-session address for this ID token, when the provider offers one. */
  async endSessionUrl(idToken: string | null): Promise<string | null> {
    try {
      const configuration = await this.configuration();
      if (!configuration.serverMetadata().end_session_endpoint) return null;
      return client.buildEndSessionUrl(configuration, {
        post_logout_redirect_uri: this.redirectUri,
        client_id: this.settings.clientId,
        ...(idToken ? { id_token_hint: idToken } : {}),
      }).href;
    } catch {
      return null;
    }
  }

  /**
   * The user the claims name: by issuer and subject, else (first sign-in) by e-mail; created if new. Null when no
   * user can be made because another account has the e-mail (linked to another subject, or not vouched for).
   */
  async userFor(claims: client.IDToken): Promise<{ id: string; disabled: boolean } | null> {
    const issuer = claims.iss;
    const subject = claims.sub;
    const email = typeof claims.email === 'string' ? claims.email : null;
    const db = this.ctx.db;
    const columns = { id: users.id, disabledAt: users.disabledAt };
    const bySubject = async () => {
      const [row] = await db
        .select(columns)
        .from(users)
        .where(and(eq(users.oidcIssuer, issuer), eq(users.oidcSubject, subject)))
        .limit(1);
      return row ? { id: row.id, disabled: row.disabledAt !== null } : null;
    };
    const known = await bySubject();
    if (known) return known;
    const vouched = email !== null && emailVerified(claims, this.settings.linkUnverifiedEmail);
    if (vouched) {
      const [linked] = await db
        .update(users)
        .set({ oidcIssuer: issuer, oidcSubject: subject, updatedAt: sql`now()` })
        .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), isNull(users.oidcSubject)))
        .returning(columns);
      if (linked) return { id: linked.id, disabled: linked.disabledAt !== null };
    }
    const placeholder = `${subject}@${new URL(issuer).hostname}`;
    // An address the provider does not vouch for is not given to a new user: whoever typed someone else's address
    // at the provider would otherwise hold it here, and its owner could never sign in (email_in_use).
    const address = vouched ? email : placeholder;
    const claimed = email ?? placeholder;
    const [taken] = await db
      .select({ ...columns, oidcIssuer: users.oidcIssuer, oidcSubject: users.oidcSubject })
      .from(users)
      .where(eq(sql`lower(${users.email})`, claimed.toLowerCase()))
      .limit(1);
    if (taken) {
      // The same person, created a moment ago by a sign-in in another tab; else someone else has the address.
      const same = taken.oidcIssuer === issuer && taken.oidcSubject === subject;
      return same ? { id: taken.id, disabled: taken.disabledAt !== null } : null;
    }
    const base = String(claims.preferred_username ?? email?.split('@')[0] ?? subject).slice(0, 60);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const username = attempt === 0 ? base : `${base}-${client.randomState().slice(0, 6)}`;
      const [created] = await db
        .insert(users)
        .values({
          username,
          email: address,
          acgroups: [],
          oidcIssuer: issuer,
          oidcSubject: subject,
        })
        .onConflictDoNothing()
        .returning(columns);
      if (created) return { id: created.id, disabled: false };
      // A sign-in of the same person in another tab may have created the user meanwhile.
      const concurrent = await bySubject();
      if (concurrent) return concurrent;
    }
    throw new Error('Could not create a user for this sign-in');
  }
}

/** The routes of the flow: `GET /api/auth/oidc/login` leaves for the provider, `GET /auth/callback` comes back. */
export function registerOidcRoutes(app: FastifyInstance, ctx: AppContext, oidc: OidcService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const flowCookie = {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: ctx.config.cookieSecure,
    path: AUTH_CALLBACK_PATH,
    signed: true,
  };
  const fail = (reply: FastifyReply, code: string) => {
    reply.clearCookie(FLOW_COOKIE, flowCookie);
    return reply.redirect(`/auth/signin?error=${encodeURIComponent(code)}`, 303);
  };

  api.get(
    '/api/auth/oidc/login',
    {
      config: { access: { public: true, credentials: 'ignore' } },
      schema: {
        tags: ['auth'],
        summary: 'Start signing in through the identity provider (redirects there)',
        querystring: z.strictObject({
          redirect: z.string().max(2000).optional().describe('Path on this site to return to after sign-in'),
        }),
        response: { 400: errorBody },
      },
    },
    async (request, reply) => {
      const target = request.query.redirect ?? '/';
      if (!safeRedirect(target)) throw badRequest('The redirect target must be a path on this site.');
      let started: Awaited<ReturnType<OidcService['start']>>;
      try {
        started = await oidc.start(target.startsWith('/auth/') ? '/' : target);
      } catch (error) {
        // Back to the sign-in page, which says so (and offers local sign-in where it is on), not a raw 500.
        request.log.warn(refusal(error), 'OIDC provider unreachable');
        return fail(reply, 'provider_unreachable');
      }
      const { url, flow } = started;
      reply.setCookie(FLOW_COOKIE, encodeFlow(flow), { ...flowCookie, maxAge: FLOW_MAX_AGE_SECONDS });
      return reply.redirect(url, 302);
    },
  );

  api.get(
    AUTH_CALLBACK_PATH,
    {
      config: { access: { public: true, credentials: 'ignore' } },
      schema: {
        tags: ['auth'],
        summary: 'Where the identity provider returns after sign-in and sign-out',
        querystring: z.record(z.string(), z.unknown()),
      },
    },
    async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      if (query.error !== undefined) {
        return fail(
          reply,
          String(query.error)
            .replace(/[^\w.-]/g, '')
            .slice(0, 60) || 'provider_error',
        );
      }
      // Back from the provider's sign-out: nothing to check, go home.
      if (query.code === undefined) return reply.redirect('/', 303);
      const raw = request.cookies[FLOW_COOKIE];
      const unsigned = raw ? request.unsignCookie(raw) : null;
      const flow = unsigned?.valid && unsigned.value ? decodeFlow(unsigned.value) : null;
      if (!flow) return fail(reply, 'no_sign_in_in_progress');
      let result: Awaited<ReturnType<OidcService['finish']>>;
      try {
        result = await oidc.finish(new URL(request.url, ctx.config.PUBLIC_URL), flow);
      } catch (error) {
        request.log.warn(refusal(error), 'OIDC sign-in refused');
        return fail(reply, unanswered(error) ? 'provider_unreachable' : 'sign_in_refused');
      }
      const user = await oidc.userFor(result.claims);
      if (!user) {
        request.log.warn(
          {
            reason: 'the e-mail address belongs to another account',
            emailVerified: String(result.claims.email_verified),
          },
          'OIDC sign-in refused',
        );
        return fail(reply, 'email_in_use');
      }
      if (user.disabled) return fail(reply, 'account_disabled');
      const previous = ctx.cookie.read(request);
      if (previous) await ctx.sessions.destroyToken(previous);
      const token = await ctx.sessions.create(user.id, 'oidc', {
        idToken: result.idToken,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      ctx.cookie.set(reply, token);
      reply.clearCookie(FLOW_COOKIE, flowCookie);
      return reply.redirect(safeRedirect(flow.redirect) ? flow.redirect : '/', 303);
    },
  );
}
