import { randomBytes } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import type { RoleName } from '@rh/core';
import { hashPassword } from './auth/password.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { appSettings, users } from './db/schema.ts';

/** The demo's people: one per main role, so every area can be tried on first run. */
export const DEMO_USERS: readonly { username: string; roles: RoleName[] }[] = [
  {
    username: 'visitor',
    roles: ['insightsvisitor', 'controlvisitor', 'marvisitor', 'faqsvisitor', 'initiativesvisitor'],
  },
  { username: 'analyst', roles: ['riccmember'] },
  { username: 'editor', roles: ['articleCreator', 'articleEditor'] },
  { username: 'reviewer', roles: ['articleCreator', 'articleReviewer'] },
  { username: 'approver', roles: ['articleCreator', 'articleApprover'] },
  { username: 'riccadmin', roles: ['riccadmin'] },
  { username: 'tagger', roles: ['tagger'] },
  { username: 'obligations', roles: ['obligationsadmin'] },
  { username: 'controls', roles: ['controleditor', 'riskcomponentadmin'] },
  { username: 'impact', roles: ['impactadmin', 'impactapprover', 'policycreator', 'impactreporter'] },
  { username: 'mar', roles: ['mareditor', 'marapprover'] },
  { username: 'faqs', roles: ['faqsapprover'] },
  { username: 'esg', roles: ['esgmetricsadmin', 'processeditor', 'taxonomyAdmin'] },
  { username: 'accounts', roles: ['accountAdmin'] },
  { username: 'nobody', roles: [] },
];

/** Roles of the first administrator: the platform, and the external accounts that superadmin lacks. */
const ADMIN_ROLES: RoleName[] = ['superadmin', 'accountAdmin'];

export interface FirstRun {
  admin: { username: string; email: string; password: string | null };
  demo: { usernames: string[]; password: string } | null;
}

/** The secret that signs cookies: from SESSION_SECRET, else generated once and shared through the database. */
export async function cookieSecret(db: Database, config: Config): Promise<string> {
  if (config.SESSION_SECRET) return config.SESSION_SECRET;
  await db
    .insert(appSettings)
    .values({ key: 'cookie_secret', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'cookie_secret'));
  return row!.value;
}

/**
 * On an empty database: the first superadmin (ADMIN_EMAIL/ADMIN_PASSWORD, else a generated one) and, with
 * DEMO, the demo users. Returns what to tell the operator once, or null when users existed already.
 */
export async function firstRun(db: Database, config: Config): Promise<FirstRun | null> {
  return db.transaction(async (tx) => {
    // Several processes may start at once on a new database: one does the first run.
    await tx.execute(sql`select pg_advisory_xact_lock(727274002)`);
    const [existing] = await tx.select({ n: count() }).from(users);
    if ((existing?.n ?? 0) > 0) return null;
    const generated = config.ADMIN_PASSWORD === undefined ? randomBytes(12).toString('base64url') : null;
    const email = config.ADMIN_EMAIL ?? 'admin@example.com';
    const username = config.ADMIN_EMAIL ? email.split('@')[0]! : 'admin';
    await tx.insert(users).values({
      username,
      email,
      acgroups: ADMIN_ROLES,
      passwordHash: await hashPassword(config.ADMIN_PASSWORD ?? generated!),
    });
    let demo: FirstRun['demo'] = null;
    if (config.DEMO) {
      const password = randomBytes(9).toString('base64url');
      const hashes = await Promise.all(DEMO_USERS.map(() => hashPassword(password)));
      await tx.insert(users).values(
        DEMO_USERS.map((user, index) => ({
          username: user.username,
          email: `${user.username}@example.com`,
          acgroups: user.roles,
          passwordHash: hashes[index]!,
        })),
      );
      demo = { usernames: DEMO_USERS.map((user) => user.username), password };
    }
    return { admin: { username, email, password: generated }, demo };
  });
}
