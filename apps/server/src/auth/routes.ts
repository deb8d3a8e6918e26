import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { users } from '../db/schema.ts';
import { errorBody, HttpError, unauthorized } from '../http/errors.ts';
import { meBody, meOf } from './me.ts';
import type { OidcService } from './oidc.ts';
import { verifyPassword } from './password.ts';
import { byLogin, identityColumns, toIdentity } from './users.ts';

const loginBody = z
  .strictObject({
    username: z.string().min(1).max(320).optional().describe('User name or e-mail address'),
    email: z.string().min(1).max(320).optional().describe('E-mail address (instead of username)'),
    password: z.string().min(1).max(1024).describe('Password'),
  })
  .refine((body) => Boolean(body.username ?? body.email), { message: 'username or email is required' });

/** Local sign-in, sign-out, and what the client needs to know to offer them. */
export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext, oidc: OidcService | null): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { config } = ctx;

  api.get(
    '/api/auth/config',
    {
      config: { access: { public: true, credentials: 'ignore' } },
      schema: {
        tags: ['auth'],
        summary: 'How one signs in here',
        response: {
          200: z.object({
            local: z.boolean().describe('Username and password sign-in is offered'),
            oidc: z.boolean().describe('Sign-in through the identity provider is offered'),
            apiMode: z.string(),
            build: z.string(),
            passwordMinLength: z.number(),
          }),
        },
      },
    },
    async () => ({
      local: config.LOCAL_LOGIN,
      oidc: oidc !== null,
      apiMode: config.API_MODE,
      build: config.WEB_BUILD,
      passwordMinLength: config.PASSWORD_MIN_LENGTH,
    }),
  );

  api.post(
    '/api/auth/login',
    {
      config: {
        access: { public: true, credentials: 'ignore' },
        personal: true,
        rateLimit: { max: config.LOGIN_RATE_MAX, timeWindow: config.LOGIN_RATE_WINDOW_SECONDS * 1000 },
      },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a username or e-mail and a password; sets the session cookie',
        body: loginBody,
        response: { 200: meBody, 401: errorBody, 403: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      if (!config.LOCAL_LOGIN) throw new HttpError(403, 'Sign-in with a password is turned off here.');
      const login = (request.body.username ?? request.body.email)!;
      const [row] = await ctx.db
        .select({ ...identityColumns, passwordHash: users.passwordHash })
        .from(users)
        .where(and(byLogin(login), isNull(users.disabledAt)))
        .limit(1);
      const valid = await verifyPassword(request.body.password, row?.passwordHash);
      if (!row || !valid) throw unauthorized('The username or password is wrong.');
      // A new session id at every sign-in: whatever session the browser had ends here.
      const previous = ctx.cookie.read(request);
      if (previous) await ctx.sessions.destroyToken(previous);
      const token = await ctx.sessions.create(row.userId, 'local', {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      ctx.cookie.set(reply, token);
      return meOf(toIdentity(row, 'session', null));
    },
  );

  api.post(
    '/api/auth/logout',
    {
      config: { access: { public: true, credentials: 'ignore' }, personal: true },
      schema: {
        tags: ['auth'],
        summary: "Sign out: ends the session here and tells where to end the identity provider's session",
        response: {
          200: z.object({
            redirect: z.string().nullable().describe("The identity provider's sign-out address, if it has one"),
          }),
        },
      },
    },
    async (request, reply) => {
      const token = ctx.cookie.read(request);
      const ended = token ? await ctx.sessions.destroyToken(token) : null;
      ctx.cookie.clear(reply);
      const redirect = ended?.method === 'oidc' && oidc ? await oidc.endSessionUrl(ended.idToken) : null;
      return { redirect };
    },
  );
}
