import { can } from '@rh/core';
import { SCREEN_ROUTES } from '@rh/core/content';
import { describe, expect, it } from 'vitest';
import { guardedAs, isBuilt, loadScreenGrants, opensFor } from './access.ts';
import { routesOf } from './build-routes.ts';
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

  it('opens no route onto "not built yet" and none of another build', () => {
    const notBuilt = routesOf('full').find((route) => !isBuilt(route, grants));
    expect(notBuilt).toBeDefined();
    expect(opensFor(['superadmin'], 'full', grants)(notBuilt!.name)).toBe(false);
    expect(opensFor(['superadmin'], 'full', grants)('Settings')).toBe(false);
  });

  it('states, on a route with a page of its own, the grant of the type it shows (its guard runs before loading)', () => {
    for (const route of routesOf('full').filter((r) => r.page)) {
      const claimed = SCREEN_ROUTES.get(route.name);
      if (claimed) expect(route.permission, route.name).toEqual(grants.get(route.name));
    }
  });
});
