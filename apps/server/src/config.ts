import path from 'node:path';
import { API_MODES, BUILDS } from '@rh/core';
import { z } from 'zod';
import { parseAllowance } from './ingest/address-policy.ts';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((value) => ['true', '1', 'yes'].includes(value));

const positiveInt = (max: number) =>
  z.coerce
    .number({ message: 'must be a number' })
    .int({ message: 'must be a whole number' })
    .min(1, { message: `must be between 1 and ${max}` })
    .max(max, { message: `must be between 1 and ${max}` });

const url = z.url({ message: 'must be an absolute URL' });

/** Every environment variable the server reads, with its default. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Port the HTTP server listens on. */
  PORT: positiveInt(65535).default(8080),
  /** Interface to listen on. */
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Where the embedded database (PGlite) keeps its files. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** A PostgreSQL server; when set, the embedded database is not used. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { message: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  /** Most connections of the PostgreSQL pool. */
  DATABASE_POOL_SIZE: positiveInt(500).default(10),
  /** How callers identify themselves (spec §9): cloud (sign-in), skipauth (x-user header), external modes. */
  API_MODE: z.enum(API_MODES).default('cloud'),
  /** Which web build is served at `/`. */
  WEB_BUILD: z.enum(BUILDS).default('full'),
  /** Folder of the built web client (one sub-folder per build). */
  WEB_DIST: z.string().min(1).optional(),
  /** Signs cookies; at least 32 characters. Generated and kept in the database when unset outside production. */
  SESSION_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  /** A session ends after this many hours without use. */
  SESSION_IDLE_HOURS: positiveInt(24 * 30).default(8),
  /** A session ends this many hours after sign-in, used or not. */
  SESSION_MAX_HOURS: positiveInt(24 * 365).default(24 * 7),
  /** The address users open, for redirects from the identity provider (default http://localhost:PORT). */
  PUBLIC_URL: url.optional(),
  OIDC_ISSUER: url.optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  /** How the client secret is sent to the provider's token endpoint (some providers accept only one way). */
  OIDC_TOKEN_AUTH_METHOD: z.enum(['client_secret_basic', 'client_secret_post']).default('client_secret_basic'),
  /** Link a sign-in to the local account of its e-mail when the provider says nothing of verification (Entra ID). */
  OIDC_LINK_UNVERIFIED_EMAIL: bool.default(false),
  /** Whether built-in username/password accounts may sign in. */
  LOCAL_LOGIN: bool.default(true),
  /** Minimum length of a local account's password. */
  PASSWORD_MIN_LENGTH: positiveInt(128).default(8),
  /** Sign-in attempts allowed per client address within LOGIN_RATE_WINDOW_SECONDS. */
  LOGIN_RATE_MAX: positiveInt(100000).default(10),
  LOGIN_RATE_WINDOW_SECONDS: positiveInt(86400).default(60),
  /** The first superadmin, created on first run when no user exists. */
  ADMIN_EMAIL: z.email({ message: 'must be an e-mail address' }).optional(),
  ADMIN_PASSWORD: z.string().optional(),
  /** Create demo users (one per main role) on first run; default: on with the embedded database. */
  DEMO: bool.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Largest accepted request body, in bytes. */
  BODY_LIMIT: positiveInt(100 * 1024 * 1024).default(1024 * 1024),
  /** Largest accepted uploaded file (POST /api/files: a regulation's PDF, a control's evidence), in bytes. */
  FILE_MAX_BYTES: positiveInt(1024 * 1024 * 1024).default(25 * 1024 * 1024),
  /** Largest accepted import file (POST /api/imports: a CSV or XLSX streamed into the database), in bytes. */
  IMPORT_MAX_BYTES: positiveInt(4 * 1024 * 1024 * 1024).default(100 * 1024 * 1024),
  /** Run background jobs (re-running rules on past items…) in this process. */
  JOBS: bool.default(true),
  /** Look for new matches of users' alerts in this process. */
  ALERTS: bool.default(true),
  /** How often due alerts are looked at, in seconds (immediate alerts look this often). */
  ALERTS_INTERVAL_SECONDS: positiveInt(3600).default(30),
  /** SMTP server for e-mail (smtp://user:password@host:587, smtps://…); without it nobody is e-mailed. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { message: 'must be an smtp:// or smtps:// address' })
    .optional(),
  /** Sender of e-mails (default: Regulatory Horizon <no-reply@the public host>). */
  MAIL_FROM: z.string().min(3).optional(),
  /** Fetch the sources on their schedule in this process. */
  INGEST: bool.default(true),
  /** How often the schedule looks for sources that are due, in seconds. */
  INGEST_INTERVAL_SECONDS: positiveInt(3600).default(20),
  /** Sources fetched at once by one process. */
  INGEST_CONCURRENCY: positiveInt(64).default(4),
  /**
   * Where sources may fetch although the address is private (comma-separated): hosts, addresses and CIDR ranges on
   * their default ports (80, 443), `host:port`, or origins with a path prefix (`http://intranet:8080/feeds/`).
   */
  FETCH_ALLOW: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .superRefine((entries, context) => {
      for (const entry of entries) {
        try {
          parseAllowance(entry);
        } catch (error) {
          context.addIssue({ code: 'custom', message: (error as Error).message });
        }
      }
    }),
  /** A fetch (answer and body) must finish within this many seconds. */
  FETCH_TIMEOUT_SECONDS: positiveInt(600).default(15),
  /** Largest body of a fetched feed or page, in bytes (after decompression). */
  FETCH_MAX_BYTES: positiveInt(1024 * 1024 * 1024).default(5 * 1024 * 1024),
  /** The outbound links' check (`/admin/links`): least time between two requests to one host, in milliseconds. */
  LINK_CHECK_GAP_MS: positiveInt(600_000).default(1000),
  /** Links checked at once across all hosts (one host is asked one request at a time). */
  LINK_CHECK_CONCURRENCY: positiveInt(32).default(4),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, 'PUBLIC_URL' | 'DEMO'> {
  PUBLIC_URL: string;
  DEMO: boolean;
  /** Cookies carry the Secure flag (the site is served over https). */
  cookieSecure: boolean;
  oidc: {
    issuer: string;
    clientId: string;
    clientSecret: string | undefined;
    tokenAuthMethod: Env['OIDC_TOKEN_AUTH_METHOD'];
    linkUnverifiedEmail: boolean;
  } | null;
}

export class ConfigError extends Error {}

/** Reads and checks the environment. Throws a ConfigError whose message is one line naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    const got = present[name] === undefined ? '' : ` (got ${JSON.stringify(redact(name, present[name]))})`;
    throw new ConfigError(`Configuration error: ${name} ${issue?.message ?? 'is invalid'}${got}`);
  }
  const e = parsed.data;
  const fail = (message: string) => {
    throw new ConfigError(`Configuration error: ${message}`);
  };
  if (e.API_MODE === 'skipauth' && e.NODE_ENV === 'production') {
    fail('API_MODE=skipauth trusts an x-user header and is refused when NODE_ENV=production');
  }
  if (e.NODE_ENV === 'production' && !e.SESSION_SECRET) fail('SESSION_SECRET is required when NODE_ENV=production');
  const oidcSet = [e.OIDC_ISSUER, e.OIDC_CLIENT_ID].filter(Boolean).length;
  if (oidcSet === 1)
    fail(e.OIDC_ISSUER ? 'OIDC_CLIENT_ID is required with OIDC_ISSUER' : 'OIDC_ISSUER is required with OIDC_CLIENT_ID');
  if (e.OIDC_TOKEN_AUTH_METHOD === 'client_secret_post' && !e.OIDC_CLIENT_SECRET) {
    fail('OIDC_CLIENT_SECRET is required with OIDC_TOKEN_AUTH_METHOD=client_secret_post');
  }
  if (e.ADMIN_PASSWORD !== undefined && !e.ADMIN_EMAIL) fail('ADMIN_EMAIL is required with ADMIN_PASSWORD');
  if (e.ADMIN_EMAIL && e.ADMIN_PASSWORD === undefined) fail('ADMIN_PASSWORD is required with ADMIN_EMAIL');
  if (e.ADMIN_PASSWORD !== undefined && e.ADMIN_PASSWORD.length < e.PASSWORD_MIN_LENGTH) {
    fail(`ADMIN_PASSWORD must be at least PASSWORD_MIN_LENGTH (${e.PASSWORD_MIN_LENGTH}) characters`);
  }
  if (e.SESSION_IDLE_HOURS > e.SESSION_MAX_HOURS) fail('SESSION_IDLE_HOURS must not exceed SESSION_MAX_HOURS');
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const demo = e.DEMO ?? !e.DATABASE_URL;
  return {
    ...e,
    DATA_DIR: path.resolve(e.DATA_DIR),
    PUBLIC_URL: publicUrl,
    DEMO: demo,
    // The demo fetches the feeds it serves itself (demo/feeds.ts), and nothing else of its own origin.
    FETCH_ALLOW: demo ? [...e.FETCH_ALLOW, `${publicUrl}/demo/feeds/`] : e.FETCH_ALLOW,
    cookieSecure: publicUrl.startsWith('https:'),
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID
        ? {
            issuer: e.OIDC_ISSUER,
            clientId: e.OIDC_CLIENT_ID,
            clientSecret: e.OIDC_CLIENT_SECRET,
            tokenAuthMethod: e.OIDC_TOKEN_AUTH_METHOD,
            linkUnverifiedEmail: e.OIDC_LINK_UNVERIFIED_EMAIL,
          }
        : null,
  };
}

function redact(name: string, value: string | undefined): string | undefined {
  return /SECRET|PASSWORD|DATABASE_URL|SMTP_URL/.test(name) ? '***' : value;
}

/** The configuration of a command run by hand (the server, a script): a bad value prints its one line and exits 1. */
export function loadConfigOrExit(env: Record<string, string | undefined> = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
