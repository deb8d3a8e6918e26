import { eq } from 'drizzle-orm';
import type { IDToken } from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OidcService } from '../src/auth/oidc.ts';
import { loadConfig } from '../src/config.ts';
import type { AppContext } from '../src/context.ts';
import { users } from '../src/db/schema.ts';
import { createTestApp, createUser, type TestApp } from './harness.ts';

let t: TestApp;
let oidc: OidcService;
beforeAll(async () => {
  // No provider is asked here: only the matching of claims to users is tested (the flow is in oidc.test.ts).
  t = await createTestApp({ OIDC_ISSUER: 'https://id.example.test', OIDC_CLIENT_ID: 'rh-web' });
  oidc = new OidcService({ config: t.config, db: t.database.db } as AppContext, {});
});
afterAll(() => t.close());

const claims = (sub: string, extra: Partial<IDToken> = {}): IDToken =>
  ({ iss: 'https://id.example.test', sub, aud: 'rh-web', iat: 0, exp: 0, ...extra }) as IDToken;

describe('users of OIDC sign-ins', () => {
  it('makes one user when the same person signs in from several tabs at once', async () => {
    // Several rounds, each a new person: the interleavings differ from round to round.
    for (let round = 0; round < 10; round += 1) {
      const person = `tabs${round}`;
      const results = await Promise.all(
        Array.from({ length: 5 }, () =>
          oidc.userFor(claims(person, { email: `${person}@example.test`, preferred_username: person })),
        ),
      );
      expect(new Set(results.map((result) => result?.id)).size, person).toBe(1);
      expect(results[0], person).not.toBeNull();
      expect(await t.database.db.select().from(users).where(eq(users.oidcSubject, person))).toHaveLength(1);
    }
  });

  it('finds a user by subject however their e-mail changes later', async () => {
    const first = await oidc.userFor(claims('mover', { email: 'old@example.test' }));
    const again = await oidc.userFor(claims('mover', { email: 'new@example.test' }));
    expect(again?.id).toBe(first?.id);
  });
});

describe('linking a sign-in to the local account of its e-mail', () => {
  let sequence = 0;
  /** The service as configured with OIDC_LINK_UNVERIFIED_EMAIL unset, or set to `setting`. */
  const serviceWith = (setting?: string) => {
    const config = loadConfig({
      NODE_ENV: 'test',
      SESSION_SECRET: 'x'.repeat(32),
      OIDC_ISSUER: 'https://id.example.test',
      OIDC_CLIENT_ID: 'rh-web',
      OIDC_LINK_UNVERIFIED_EMAIL: setting,
    });
    return new OidcService({ config, db: t.database.db } as AppContext, {});
  };

  // [what the provider says of the e-mail (undefined: no claim), OIDC_LINK_UNVERIFIED_EMAIL, linked?]
  it.each([
    [true, undefined, true],
    ['true', undefined, true],
    [false, undefined, false],
    ['false', undefined, false],
    [undefined, undefined, false],
    [undefined, 'false', false],
    [undefined, 'true', true],
    [false, 'true', false],
    ['false', 'true', false],
    ['yes', undefined, false],
    [null, 'true', false],
  ])('email_verified %j with the setting %s: linked %s', async (verified, setting, linked) => {
    const n = (sequence += 1);
    const email = `linkee${n}@example.test`;
    const local = await createUser(t.database, { username: `linkee${n}`, email });
    const result = await serviceWith(setting).userFor(
      claims(`linkee-sub${n}`, {
        email: email.toUpperCase(),
        ...(verified === undefined ? {} : { email_verified: verified }),
      } as Partial<IDToken>),
    );
    const [row] = await t.database.db.select().from(users).where(eq(users.id, local.id));
    if (linked) {
      expect(result?.id).toBe(local.id);
      expect(row?.oidcSubject).toBe(`linkee-sub${n}`);
    } else {
      // Not linked: no user for the sign-in (the callback answers `email_in_use`), the local account untouched.
      expect(result).toBeNull();
      expect(row?.oidcSubject).toBeNull();
    }
  });

  it('does not give a new user an address the provider does not vouch for, so its owner can still sign in', async () => {
    const email = 'squatted@example.test';
    const squatter = await oidc.userFor(claims('squatter', { email, email_verified: false } as Partial<IDToken>));
    expect(squatter).not.toBeNull();
    const [row] = await t.database.db.select().from(users).where(eq(users.id, squatter!.id));
    expect(row?.email).toBe('squatter@id.example.test');
    // The address's owner, vouched for, signs in later and gets an account of their own with it.
    const owner = await oidc.userFor(claims('owner', { email, email_verified: true } as Partial<IDToken>));
    expect(owner).not.toBeNull();
    expect(owner!.id).not.toBe(squatter!.id);
    const [ownerRow] = await t.database.db.select().from(users).where(eq(users.id, owner!.id));
    expect(ownerRow?.email).toBe(email);
  });
});
