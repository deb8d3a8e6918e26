import { API_KEY_HEADER, SKIPAUTH_USER_HEADER, can, type Action, type Resource } from '@rh/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { badRequest, forbidden, HttpError, unauthorized } from '../http/errors.ts';
import { resolveApiKey } from './api-keys.ts';
import type { Identity, UserIdentity } from './identity.ts';
import { findEnabledUser } from './users.ts';

/**
 * What a route needs. Every route under /api and /auth declares one: the app refuses to start otherwise.
 * - `public`: anyone; credentials that are presented are still checked (a dead session answers 401),
 *   unless `credentials: 'ignore'` (sign-in and sign-out, which must work with a dead cookie);
 * - `signedIn`: any identity (a person, or an organisation by API key);
 * - `{ resource, action }`: an identity whose roles grant that action on that resource (spec §6).
 */
export type Access =
  { public: true; credentials?: 'ignore' } | { signedIn: true } | { resource: Resource; action: Action };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** The answer says who someone is or what their session is (sign-in, `/api/me`): never kept by a cache. */
    personal?: boolean;
  }
  interface FastifyRequest {
    identity: Identity | null;
  }
}

export interface RouteAccess {
  method: string;
  url: string;
  access: Access | undefined;
}

const GUARDED = /^\/(api|auth)(\/|$)/;
/** Query parameters that would carry an API key in a URL, where logs and histories keep it. */
const KEY_PARAMS = new Set(['apikey', 'xapikey', 'key', 'accesskey']);

/** Installs the access check on every route. Returns the route table, for tests and the OpenAPI document. */
export function registerAccess(app: FastifyInstance, ctx: AppContext): RouteAccess[] {
  const table: RouteAccess[] = [];
  app.decorateRequest('identity', null);

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const access = route.config?.access;
    if (GUARDED.test(route.url) && !access) {
      throw new Error(`Route ${methods.join(',')} ${route.url} declares no access (config.access)`);
    }
    for (const method of methods) table.push({ method, url: route.url, access });
  });

  app.addHook('onRequest', async (request, reply) => {
    const access = request.routeOptions.config.access;
    if (!access) return;
    const keyParam = Object.keys((request.query ?? {}) as object).find((name) =>
      KEY_PARAMS.has(name.toLowerCase().replace(/[-_]/g, '')),
    );
    if (keyParam) throw badRequest(`API keys are accepted only in the ${API_KEY_HEADER} header, never in the URL.`);
    if ('public' in access && access.credentials === 'ignore') return;
    try {
      request.identity = await identify(request, ctx);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 401) ctx.cookie.clear(reply);
      throw error;
    }
    if ('public' in access) return;
    const identity = request.identity;
    if (!identity) throw unauthorized();
    if ('resource' in access && !can(identity.roles, access.resource, access.action)) throw forbidden();
    if (identity.kind === 'user' && identity.via === 'session') checkOrigin(request);
  });

  // A change to users, groups or accounts is announced by the database to every process; this process forgets
  // what it cached before the answer leaves, so that the caller's next request already sees the change.
  app.addHook('onSend', (request, reply, payload, done) => {
    const access = request.routeOptions.config.access;
    if (access && 'resource' in access && IDENTITY_RESOURCES.has(access.resource)) {
      if (!SAFE_METHODS.has(request.method) && reply.statusCode < 400) ctx.identities.invalidate('*');
    }
    done(null, payload);
  });

  // Answers about people (a route marked `personal`, the records of users, groups and accounts, any answer that
  // sets a cookie) are not kept by browsers or proxies: not on a shared computer, not after sign-out.
  app.addHook('onSend', (request, reply, payload, done) => {
    const { access, personal } = request.routeOptions.config;
    const aboutPeople = access && 'resource' in access && IDENTITY_RESOURCES.has(access.resource);
    if (personal || aboutPeople || reply.hasHeader('set-cookie')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });

  return table;
}

/** The resources whose records make up identities. */
const IDENTITY_RESOURCES: ReadonlySet<string> = new Set(['user', 'userGroup', 'account']);

/** Who sent the request: an API key, a session cookie, or (skip-auth mode only) the x-user header. */
async function identify(request: FastifyRequest, ctx: AppContext): Promise<Identity | null> {
  const key = request.headers[API_KEY_HEADER];
  if (key !== undefined) {
    const identity = typeof key === 'string' ? await resolveApiKey(ctx.db, ctx.identities, key) : null;
    if (!identity) throw unauthorized('The API key is not valid.');
    return identity;
  }
  const token = ctx.cookie.read(request);
  if (token !== undefined) {
    const identity: UserIdentity | null = token ? await ctx.sessions.resolve(token) : null;
    if (!identity) throw unauthorized('Your session has ended. Please sign in again.');
    return identity;
  }
  const user = request.headers[SKIPAUTH_USER_HEADER];
  if (ctx.config.API_MODE === 'skipauth' && typeof user === 'string' && user) {
    const identity = await findEnabledUser(ctx.db, user);
    if (!identity) throw unauthorized(`No enabled user is named ${user}.`);
    return identity;
  }
  return null;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A cookie-authenticated change must come from this site (SameSite=Lax already stops most cross-site posts). */
function checkOrigin(request: FastifyRequest): void {
  if (SAFE_METHODS.has(request.method)) return;
  const origin = request.headers.origin;
  if (!origin) return;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    throw forbidden('The request comes from another site.');
  }
  if (host !== request.headers.host) throw forbidden('The request comes from another site.');
}

/** The identity of a request whose route requires one. */
export function identityOf(request: FastifyRequest): Identity {
  if (!request.identity) throw unauthorized();
  return request.identity;
}

/** The signed-in person of a request (not an organisation's API key). */
export function userOf(request: FastifyRequest): UserIdentity {
  const identity = identityOf(request);
  if (identity.kind !== 'user') throw forbidden('This call is for signed-in users, not API keys.');
  return identity;
}
