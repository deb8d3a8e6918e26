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
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        oidc.userFor(claims('tabs', { email: 'tabs@example.test', preferred_username: 'tabs' })),
      ),
    );
    const ids = new Set(results.map((result) => result?.id));
    expect(ids.size).toBe(1);
    expect(await t.database.db.select().from(users).where(eq(users.oidcSubject, 'tabs'))).toHaveLength(1);
  });

  it('finds a user by subject however their e-mail changes later', async () => {
    const first = await oidc.userFor(claims('mover', { email: 'old@example.test' }));
    const again = await oidc.userFor(claims('mover', { email: 'new@example.test' }));
    expect(again?.id).toBe(first?.id);
  });
});
