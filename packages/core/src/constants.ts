/** Business constants of spec §9, shared by server and web. */
export const DEFAULT_BRAND = 'Regulatory Horizon';

export const BUILDS = ['full', 'external', 'externalkpmgarc'] as const;
export type Build = (typeof BUILDS)[number];

export const API_MODES = ['cloud', 'skipauth', 'localexternal', 'external'] as const;
export type ApiMode = (typeof API_MODES)[number];

export const ENVIRONMENTS = ['cloud', 'local'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

/** How often the signed-in client pings to check its session. */
export const TOKEN_CHECK_INTERVAL_MS = 30 * 60 * 1000;
/** Most attempts of a request that is safe to repeat. */
export const RETRY_LIMIT = 3;
export const RETRY_BACKOFF_CAP_MS = 5 * 60 * 1000;
export const CLOCK_SKEW_TOLERANCE_MS = 5 * 60 * 1000;

/** Where the identity provider sends the browser back after sign-in and sign-out. */
export const AUTH_CALLBACK_PATH = '/auth/callback';
export const OIDC_SCOPES = ['openid', 'email', 'profile'] as const;

/** The header names of the API modes (spec §6, §7). */
export const API_KEY_HEADER = 'x-api-key';
export const SKIPAUTH_USER_HEADER = 'x-user';
