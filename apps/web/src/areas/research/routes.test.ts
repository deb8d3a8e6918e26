import { describe, expect, it } from 'vitest';
import { readConfig } from '../../config.ts';
import { guard, type GuardContext } from '../../routes/guards.ts';
import { routesInBuild } from '../../routes/in-build.ts';

/** Spec §2: v1–v3 redirect to v4, which requires authentication; parallel needs researchParallel:read:any. */
const BUILDS = ['full', 'external', 'externalkpmgarc'] as const;
const V4 = '/research/country-regulations/v4';

const visit = (pathname: string, fields: Partial<GuardContext> = {}): Omit<GuardContext, 'config'> => ({
  signedIn: false,
  reloginTrigger: false,
  hasApiKey: false,
  can: () => true,
  location: { pathname, search: '' },
  ...fields,
});

describe('the research routes in every build', () => {
  for (const build of BUILDS) {
    const config = readConfig(
      build === 'full' ? { VITE_BUILD: build } : { VITE_BUILD: build, VITE_API_MODE: 'external' },
    );
    const routes = routesInBuild(build).filter((route) => route.area === 'research');
    const byName = (name: string) => routes.find((route) => route.name === name)!;

    it(`${build}: v1–v3 go to v4, and v4 is refused to whoever has not signed in`, () => {
      expect(routes.map((route) => route.name)).toContain('ResearchCountryRegulationsV4');
      for (const version of ['V1', 'V2', 'V3']) {
        expect(byName(`ResearchCountryRegulations${version}`).redirectTo).toBe(V4);
      }
      const v4 = byName('ResearchCountryRegulationsV4');
      expect(v4.public).toBeFalsy();
      expect(v4.openWithoutKey).toBeFalsy();
      // The full build's sign-in is the session; the external builds' is the organisation's API key.
      const refused = guard(v4, { config, ...visit(V4) });
      expect(refused).toEqual(
        build === 'full'
          ? { kind: 'redirect', to: '/auth/signin', remember: V4 }
          : { kind: 'redirect', to: '/settings' },
      );
      const signedIn = build === 'full' ? { signedIn: true } : { hasApiKey: true };
      expect(guard(v4, { config, ...visit(V4, signedIn) })).toEqual({ kind: 'allow' });
    });

    it(`${build}: parallel reading needs researchParallel:read besides signing in`, () => {
      const parallel = byName('ResearchParallel');
      const signedIn = build === 'full' ? { signedIn: true } : { hasApiKey: true };
      const without = visit('/research/parallel', { ...signedIn, can: () => false });
      expect(guard(parallel, { config, ...without })).toEqual({ kind: 'redirect', to: '/' });
      const withGrant = visit('/research/parallel', {
        ...signedIn,
        can: (resource, action) => resource === 'researchParallel' && action === 'read',
      });
      expect(guard(parallel, { config, ...withGrant })).toEqual({ kind: 'allow' });
    });
  }
});
