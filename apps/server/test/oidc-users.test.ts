import { eq } from 'drizzle-orm';
import type { IDToken } from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OidcService } from '../src/auth/oidc.ts';
import type { AppContext } from '../src/context.ts';
import { users } from '../src/db/schema.ts';
import { createTestApp, type TestApp } from './harness.ts';

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
