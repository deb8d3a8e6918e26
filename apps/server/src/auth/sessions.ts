import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';
import type { IdentityCache } from './identity-cache.ts';
import type { UserIdentity } from './identity.ts';
import { randomToken, sha256 } from './tokens.ts';
import { identityColumns, toIdentity } from './users.ts';

export interface SessionPolicy {
  idleHours: number;
  maxHours: number;
}

/** How often a session's last use is written: reads stay reads between two writes. */
const TOUCH_EVERY_MS = 60_000;

/** Sessions live in the database, so they survive restarts and are shared by every server process. */
export class SessionStore {
  private readonly db: Database;
  private readonly policy: SessionPolicy;
  private readonly cache: IdentityCache;
  constructor(db: Database, policy: SessionPolicy, cache: IdentityCache) {
    this.db = db;
    this.policy = policy;
    this.cache = cache;
  }

  /** Starts a session and returns the token for the cookie; only its hash is stored. */
  async create(
    userId: string,
    method: 'local' | 'oidc',
    meta: { idToken?: string | null; ip?: string; userAgent?: string | undefined } = {},
  ): Promise<string> {
    const token = randomToken();
    const idle = Math.min(this.policy.idleHours, this.policy.maxHours);
    await this.db.transaction(async (tx) => {
      await tx.insert(sessions).values({
        id: sha256(token),
        userId,
        method,
        idToken: meta.idToken ?? null,
        ip: meta.ip ?? null,
        userAgent: meta.userAgent?.slice(0, 400) ?? null,
        expiresAt: sql`now() + make_interval(hours => ${idle})`,
      });
      await tx
        .update(users)
        .set({ lastLoginAt: sql`now()` })
        .where(eq(users.id, userId));
    });
    // Expired sessions of anyone are swept at sign-in: cheap with the index, and no timer to run.
    await this.db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
    return token;
  }

  /** The identity behind a session token, or null when the session is unknown, expired or its user disabled. */
  async resolve(token: string): Promise<UserIdentity | null> {
    const id = sha256(token);
    const cached = this.cache.get(id);
    if (cached?.kind === 'user') return cached;
    const ticket = this.cache.ticket();
    const [row] = await this.db
      .select({ ...identityColumns, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, id), gt(sessions.expiresAt, sql`now()`), isNull(users.disabledAt)))
      .limit(1);
    if (!row) return null;
    if (Date.now() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      await this.db
        .update(sessions)
        .set({
          lastSeenAt: sql`now()`,
          expiresAt: sql`least(${sessions.createdAt} + make_interval(hours => ${this.policy.maxHours}),
            now() + make_interval(hours => ${this.policy.idleHours}))`,
        })
        .where(eq(sessions.id, id));
    }
    const identity = toIdentity(row, 'session', id);
    // Cached until the session expires or its next use must be written, whichever comes first.
    this.cache.set(id, identity, Math.min(row.expiresAt.getTime(), Date.now() + TOUCH_EVERY_MS), ticket);
    return identity;
  }

  /** Ends the session of a cookie token; returns how it was started, to end the provider's session too. */
  destroyToken(token: string): Promise<{ method: 'local' | 'oidc'; idToken: string | null } | null> {
    return this.destroy(sha256(token));
  }

  /** Ends a session by its stored id. */
  async destroy(sessionId: string): Promise<{ method: 'local' | 'oidc'; idToken: string | null } | null> {
    const [row] = await this.db
      .delete(sessions)
      .where(eq(sessions.id, sessionId))
      .returning({ method: sessions.method, idToken: sessions.idToken });
    // The database announces the end to every process; this one forgets it before answering.
    this.cache.invalidate(`s:${sessionId}`);
    return row ?? null;
  }
}

/**
 * Ends every session of a user, in the caller's transaction: when the user is disabled, or their password changes
 * or goes (`except` keeps the session the user changed their own password from). Each deleted row is announced
 * to every server process (the sessions_ended trigger), which forgets the identity it cached.
 */
export async function destroyUserSessions(db: Database, userId: string, except?: string | null): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), except ? ne(sessions.id, except) : undefined));
}
