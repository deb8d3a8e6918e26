import { BUILDS, can } from '@rh/core';
import { SCREEN_ROUTES } from '@rh/core/content';
import { describe, expect, it } from 'vitest';
import { guardedAs, loadScreenGrants, opensFor } from './access.ts';
import { isBuilt, PAGE_ROUTES } from './built.ts';
import { routesInBuild } from './in-build.ts';
import { routeByName } from './table.ts';

const grants = await loadScreenGrants();

describe('route access: the guard is the grant of what the route shows', () => {
  it('guards a content screen by its type: the rules by tagspanel, not adminMenu', () => {
    expect(guardedAs(routeByName('AdminAutotags'), grants).permission).toEqual({
      resource: 'tagspanel',
      action: 'read',
    });
    expect(guardedAs(routeByName('TopicAdd'), grants).permission).toEqual({ resource: 'topic', action: 'create' });
    expect(guardedAs(routeByName('EventEdit'), grants).permission).toEqual({ resource: 'event', action: 'update' });
    expect(guardedAs(routeByName('Home'), grants).permission).toBeUndefined();
  });

  it('lets a tagger open the rules, and turns away from News whoever may not read news', () => {
    expect(opensFor(['tagger'], 'full', grants)('AdminAutotags')).toBe(true);
    expect(opensFor(['insightsvisitor'], 'full', grants)('AdminAutotags')).toBe(false);
    expect(can(['superadmin'], 'newstag')).toBe(false);
    expect(opensFor(['superadmin'], 'full', grants)('News')).toBe(false);
    expect(opensFor(['tagger'], 'full', grants)('News')).toBe(true);
  });

  it('opens no route of another build', () => {
    expect(opensFor(['superadmin'], 'full', grants)('Settings')).toBe(false);
    expect(opensFor(['superadmin'], 'external', grants)('AdminTags')).toBe(false);
  });

  it('says which routes are built: pages, generic screens, area dashboards and explorers, not placeholders', () => {
    const built = (name: string) => isBuilt(routeByName(name), grants);
    expect(['Home', 'News', 'AiHome', 'AiDatastrats', 'ResearchCountryRegulationsV1'].filter((n) => !built(n))).toEqual(
      [],
    );
    // Without the area screens (not loaded), a dashboard is not known to be built.
    expect(isBuilt(routeByName('AiHome'), new Map())).toBe(false);
    // Every route of every build opens onto a page: none is left saying "not built yet" (issue 17).
    for (const build of BUILDS) {
      expect(
        routesInBuild(build)
          .filter((route) => !built(route.name))
          .map((route) => route.name),
        build,
      ).toEqual([]);
    }
  });

  it('states, on a route with a page of its own, the grant of the type it shows (its guard runs before loading)', () => {
    for (const route of routesInBuild('full').filter((r) => (PAGE_ROUTES as readonly string[]).includes(r.name))) {
      const claimed = SCREEN_ROUTES.get(route.name);
      if (claimed) expect(route.permission, route.name).toEqual(grants.get(route.name));
    }
  });
});
