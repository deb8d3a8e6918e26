import type { SessionCookie } from './auth/cookies.ts';
import type { IdentityCache } from './auth/identity-cache.ts';
import type { SessionStore } from './auth/sessions.ts';
import type { Config } from './config.ts';
import type { Database, DatabaseHandle } from './db/client.ts';

/** What the route modules share: built once per app by buildApp. */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  sessions: SessionStore;
  cookie: SessionCookie;
  /** Identities of sessions and API keys, dropped when the database announces a change. */
  identities: IdentityCache;
}
