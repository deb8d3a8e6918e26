import { randomBytes } from 'node:crypto';
import { chmod, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { DEMO_USERS, ROLE_NAMES, grantsOf, type RoleName } from '@rh/core';
import { hashPassword } from './auth/password.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { appSettings, users } from './db/schema.ts';

/** The demo's people (declared in core, where the web's menu tests read them too). */
export { DEMO_USERS };

/** Does role `a` grant everything role `b` grants? */
function covers(a: RoleName, b: RoleName): boolean {
  const granted = grantsOf(a);
  return [...grantsOf(b)].every(([resource, actions]) => [...actions].every((x) => granted.get(resource)?.has(x)));
}

/**
 * The widest role of every area: each role that no other role covers (of two equal roles, the first). Together
 * they grant all that the roles of spec §6 grant, superadmin and accountAdmin among them.
 */
export const EVERY_AREA_ROLES: readonly RoleName[] = ROLE_NAMES.filter(
  (role, index) =>
    !ROLE_NAMES.some((other, at) => other !== role && covers(other, role) && (at < index || !covers(role, other))),
);

/**
 * Roles of the first administrator. A demo is there to be tried, so its administrator reads and writes every
 * area; elsewhere the administrator runs the platform and the external accounts (superadmin lacks those) and
 * gives area roles to the people who need them.
 */
export function adminRoles(config: Pick<Config, 'DEMO'>): readonly RoleName[] {
  return config.DEMO ? EVERY_AREA_ROLES : ['superadmin', 'accountAdmin'];
}

export interface FirstRun {
  admin: { id: string; username: string; email: string; password: string | null; roles: readonly RoleName[] };
  demo: { users: { username: string; roles: RoleName[] }[]; password: string } | null;
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
    const roles = adminRoles(config);
    const [admin] = await tx
      .insert(users)
      .values({
        username,
        email,
        acgroups: [...roles],
        passwordHash: await hashPassword(config.ADMIN_PASSWORD ?? generated!),
      })
      .returning({ id: users.id });
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
      demo = { users: DEMO_USERS.map((user) => ({ ...user })), password };
    }
    return { admin: { id: admin!.id, username, email, password: generated, roles }, demo };
  });
}

/** What to tell the operator after a first run: who signs in with what, and each demo user's roles. */
export function firstRunLines(info: FirstRun): string[] {
  const { admin, demo } = info;
  const lines = [
    admin.password
      ? `First run: sign in as ${admin.username} (${admin.email}) with password ${admin.password}`
      : `First run: ${admin.email} created from ADMIN_EMAIL and ADMIN_PASSWORD`,
    admin.roles.length > 2
      ? `  ${admin.username} is superadmin and holds the reading and writing roles of every area (${admin.roles.length} roles)`
      : `  ${admin.username} holds ${admin.roles.join(' and ')}`,
  ];
  if (demo) {
    lines.push(`Demo users, each with password ${demo.password}:`);
    const width = Math.max(...demo.users.map((user) => user.username.length));
    for (const user of demo.users)
      lines.push(`  ${user.username.padEnd(width)}  ${user.roles.join(', ') || 'no roles'}`);
  }
  return lines;
}

/**
 * The first run's passwords are kept in DATA_DIR (owner-only) until the administrator changes theirs, so that
 * they survive a scrolled terminal. With DATABASE_URL there is none: the server may run on several machines
 * that share no folder, and its operator sets ADMIN_EMAIL/ADMIN_PASSWORD.
 */
export function firstRunFile(config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>): string | null {
  return config.DATABASE_URL ? null : path.join(config.DATA_DIR, 'first-run-passwords.txt');
}

const ADMIN_MARK = '# administrator ';

/** Writes the first run's passwords to `firstRunFile` (mode 0600); returns its path, or null when there is none. */
export async function keepFirstRunPasswords(config: Config, info: FirstRun): Promise<string | null> {
  const file = firstRunFile(config);
  if (!file || (!info.admin.password && !info.demo)) return null;
  const header = [
    `# Regulatory Horizon: the passwords of the first run. Deleted when ${info.admin.username} changes their password.`,
    `${ADMIN_MARK}${info.admin.id}`,
  ];
  await writeFile(file, `${[...header, ...firstRunLines(info)].join('\n')}\n`, { mode: 0o600 });
  await chmod(file, 0o600); // writeFile's mode applies only to a new file
  return file;
}

/** Called wherever a password changes: the first administrator's change deletes the kept passwords. */
export async function passwordChanged(config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>, userId: string) {
  const file = firstRunFile(config);
  if (!file) return;
  const text = await readFile(file, 'utf8').catch(() => '');
  if (text.split('\n').includes(`${ADMIN_MARK}${userId}`)) await rm(file, { force: true });
}
