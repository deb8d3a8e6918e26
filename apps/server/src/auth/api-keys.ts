import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { accounts, apiKeys } from '../db/schema.ts';
import type { IdentityCache } from './identity-cache.ts';
import { effectiveRoles, type Identity } from './identity.ts';
import { randomToken, sha256 } from './tokens.ts';

const KEY_PREFIX = 'rhk_';

/** A new API key: the secret to show once, and what is stored. */
export function generateApiKey(): { secret: string; prefix: string; keyHash: string } {
  const secret = `${KEY_PREFIX}${randomToken()}`;
  return { secret, prefix: secret.slice(0, KEY_PREFIX.length + 6), keyHash: sha256(secret) };
}

/** The external account behind a key, or null when the key is unknown, revoked or its account disabled. */
export async function resolveApiKey(db: Database, cache: IdentityCache, secret: string): Promise<Identity | null> {
  if (!secret.startsWith(KEY_PREFIX) || secret.length > 200) return null;
  const keyHash = sha256(secret);
  const cached = cache.get(keyHash);
  if (cached?.kind === 'account') return cached;
  const ticket = cache.ticket();
  const [row] = await db
    .select({
      keyId: apiKeys.id,
      accountId: accounts.id,
      organisation: accounts.organisation,
      homepage: accounts.homepage,
      acgroups: accounts.acgroups,
    })
    .from(apiKeys)
    .innerJoin(accounts, eq(accounts.id, apiKeys.accountId))
    .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt), isNull(accounts.disabledAt)))
    .limit(1);
  if (!row) return null;
  // Last use is recorded to the minute, so that a busy client does not write on every call.
  await db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(apiKeys.id, row.keyId),
        or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, sql`now() - interval '1 minute'`)),
      ),
    );
  const identity: Identity = { kind: 'account', ...row, roles: effectiveRoles(row.acgroups) };
  // Cached for the minute to which last use is recorded.
  cache.set(keyHash, identity, Date.now() + 60_000, ticket);
  return identity;
}
