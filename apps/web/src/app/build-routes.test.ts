import { BUILDS } from '@rh/core';
import { SCREEN_ROUTES } from '@rh/core/content';
import { describe, expect, it } from 'vitest';
import { notBuiltCount } from '../routes/area-screens.ts';
import { PAGE_ROUTES } from '../routes/built.ts';
import { routesOf } from './build-routes.ts';
import { PAGES, routePage } from './pages.ts';

describe('routes per build', () => {
  it('combine the common set with the full-only or the external-only set', () => {
    const full = routesOf('full').map((route) => route.name);
    const external = routesOf('external').map((route) => route.name);
    expect(full).toContain('Home');
    expect(full).toContain('AdminTags');
    expect(full).not.toContain('Settings');
    expect(external).toContain('Settings');
    expect(external).not.toContain('AdminTags');
    expect(routesOf('externalkpmgarc').map((route) => route.name)).toEqual(external);
  });

  it('wire every built page to a route of the table, and give each route named built its page', () => {
    const names = new Set([...routesOf('full'), ...routesOf('external')].map((route) => route.name));
    for (const name of Object.keys(PAGES)) expect(names, name).toContain(name);
    expect(Object.keys(PAGES).sort()).toEqual([...PAGE_ROUTES].sort());
    // A route mounts its own page where it has one, else its declared screen (or "not built yet").
    for (const name of PAGE_ROUTES) expect(routePage(name), name).toBe(PAGES[name]);
    const pages = new Set(Object.values(PAGES));
    for (const route of routesOf('full').filter((one) => !Object.hasOwn(PAGES, one.name)))
      expect(pages.has(routePage(route.name)), route.name).toBe(false);
  });

  it('say how many routes still show the "not built yet" page', () => {
    for (const build of BUILDS) {
      const { total, notBuilt } = notBuiltCount(build, new Set(SCREEN_ROUTES.keys()));
      const generic = notBuiltCount(build).notBuilt - notBuilt;
      console.log(
        `${build}: ${total - notBuilt} of ${total} routes have a page (${generic} a generic content screen); ` +
          `${notBuilt} show "not built yet"`,
      );
      expect(notBuilt).toBeLessThan(total);
    }
  });
});
