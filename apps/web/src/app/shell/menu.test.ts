import { BUILDS, can, DEMO_USERS, menuFlags, ROLE_NAMES, type Build } from '@rh/core';
import { SCREEN_ROUTES } from '@rh/core/content';
import { describe, expect, it } from 'vitest';
import { loadScreenGrants, opensFor } from '../../routes/access.ts';
import { routesOf } from '../../routes/build-routes.ts';
import { PAGES } from '../../routes/pages.ts';
import { routeByName } from '../../routes/table.ts';
import { MENU, menuLabel, visibleMenu, type MenuGroup } from './menu.ts';

const grants = await loadScreenGrants();
const routeAllowedFor = (roles: readonly string[]) => opensFor(roles, 'full', grants);

const ids = (groups: MenuGroup[]) => groups.map((group) => group.id);
const routes = (groups: MenuGroup[]) => groups.flatMap((group) => group.items.flatMap((item) => item.route ?? []));
/** Every flag set: what a build shows at most. */
const allFlags = () => new Proxy({}, { get: () => true }) as ReturnType<typeof menuFlags>;
const superadmin = menuFlags(['superadmin'], 'full');
const FULL_ONLY_GROUPS = ['apps', 'esg', 'impact', 'faqs', 'admin'];

describe('visibleMenu (spec §2 shell, §6 menu flags)', () => {
  it('shows Admin to a superadmin in the full build, with the items their flags allow', () => {
    const admin = visibleMenu(superadmin, 'full').find((group) => group.id === 'admin');
    expect(admin).toBeDefined();
    expect(routes([admin!])).toEqual(expect.arrayContaining(['AdminSourcesTable', 'Usergroups', 'AdminAppconfig']));
    // superadmin has no account right (spec §6: accountAdmin has).
    expect(routes([admin!])).not.toContain('Accounts');
  });

  it('hides Admin without adminMenu, and in the external builds whatever the flags', () => {
    expect(ids(visibleMenu(menuFlags(['insightsvisitor'], 'full'), 'full'))).not.toContain('admin');
    expect(ids(visibleMenu({ ...superadmin, adminMenu: false }, 'full'))).not.toContain('admin');
    for (const build of ['external', 'externalkpmgarc'] as const) {
      expect(ids(visibleMenu(allFlags(), build))).not.toContain('admin');
    }
  });

  it('shows the MAR group only with the mar flag', () => {
    expect(ids(visibleMenu(menuFlags(['marvisitor'], 'full'), 'full'))).toContain('mar');
    expect(ids(visibleMenu(superadmin, 'full'))).not.toContain('mar');
    expect(ids(visibleMenu({ ...superadmin, mar: true }, 'full'))).toContain('mar');
  });

  it('keeps Apps, ESG, IMPACT and FAQs to the full build', () => {
    const everything = { ...superadmin, faq: true, appreporting: true };
    expect(ids(visibleMenu(everything, 'full'))).toEqual(expect.arrayContaining(FULL_ONLY_GROUPS));
    for (const build of ['external', 'externalkpmgarc'] as const) {
      const shown = ids(visibleMenu(allFlags(), build));
      for (const id of FULL_ONLY_GROUPS) expect(shown).not.toContain(id);
    }
  });

  it('shows Sanctions and Training cases as disabled placeholders marked [TODO]', () => {
    const items = visibleMenu(menuFlags(['insightsvisitor'], 'full'), 'full').flatMap((group) => group.items);
    for (const label of ['Sanctions', 'Training cases']) {
      const item = items.find((candidate) => candidate.label === label);
      expect(item).toMatchObject({ disabled: true, todo: true });
      expect(item?.route).toBeUndefined();
      expect(menuLabel(item!)).toBe(`${label} [TODO]`);
    }
  });

  it('gives the external builds their flagged items plus Settings and About', () => {
    const none = visibleMenu(menuFlags([], 'external'), 'external');
    expect(routes(none)).toEqual(['Home', 'Settings', 'About']);
    const reader = visibleMenu(menuFlags(['insightsvisitor', 'marvisitor'], 'external'), 'external');
    expect(routes(reader)).toEqual(['Home', 'Articles', 'Cases', 'Settings', 'About']);
  });

  it('drops groups left empty and items a canOpen refuses', () => {
    const visitor = menuFlags(['insightsvisitor'], 'full');
    const shown = visibleMenu(visitor, 'full', routeAllowedFor(['insightsvisitor']));
    // Controls needs the control flag; the metrics and IMPACT initiative routes need rights a visitor lacks.
    expect(ids(shown)).not.toContain('controls');
    expect(routes(shown)).not.toContain('MetricsMetrics');
    expect(routes(shown)).not.toContain('ImpactInitiatives');
    expect(routes(visibleMenu(visitor, 'full'))).toContain('ImpactInitiatives');
    expect(routes(shown)).toContain('Articles');
    const onlyBlocked = [{ ...MENU[0]!, items: [{ route: 'Keywords', label: 'Keywords' }] }];
    expect(visibleMenu(visitor, 'full', routeAllowedFor(['insightsvisitor']), onlyBlocked)).toEqual([]);
  });

  it('links only to routes of the build it shows them in', () => {
    for (const build of BUILDS) {
      const names = new Set(routesOf(build).map((route) => route.name));
      const missing = routes(visibleMenu(allFlags(), build)).filter((name) => !names.has(name));
      expect(missing, `${build}: menu routes outside the build`).toEqual([]);
    }
  });

  it('names every item uniquely within its group', () => {
    for (const group of MENU) {
      const keys = group.items.map((item) => item.route ?? item.label);
      expect(new Set(keys).size, group.id).toBe(keys.length);
    }
  });
});

/** What a user sees when opening a route, derived apart from `opensFor`: its page, and the right that page needs. */
function opening(name: string): { built: boolean; needs?: { resource: string; action: string } } {
  const route = routeByName(name);
  const screen = SCREEN_ROUTES.get(name);
  const action = { list: 'read', detail: 'read', add: 'create', edit: 'update' }[screen?.screen ?? 'list'];
  return {
    built: Boolean(PAGES[name] ?? route.redirectTo ?? screen),
    needs: screen ? { resource: screen.type.resource, action } : route.permission,
  };
}

/**
 * The demo's people (read from their declaration, which others change), every role alone, and every role at once:
 * what the first administrator of a demo holds (the widest role of every area: the same grants).
 */
const ROLE_SETS: readonly (readonly string[])[] = [
  ...DEMO_USERS.map((user) => user.roles),
  ...ROLE_NAMES.map((role) => [role]),
  ROLE_NAMES,
];

describe("every role's menu (issue 11 item 17: menus and guards agree with grants)", () => {
  const walk = (build: Build) => {
    for (const roles of ROLE_SETS) {
      const flags = menuFlags(roles, build);
      const opens = opensFor(roles, build, grants);
      const shown = routes(visibleMenu(flags, build, opens));
      for (const name of shown) {
        const { built, needs } = opening(name);
        expect(built, `${roles.join('+')}: ${name} is "not built yet"`).toBe(true);
        if (needs) expect(can(roles, needs.resource, needs.action), `${roles.join('+')}: ${name} refuses`).toBe(true);
      }
      // What the user may open from a menu entry somewhere is offered where they can see it: a content type's
      // screen counts as reached when another entry lists that type (an area's insights are the Insights).
      const what = (name: string) => SCREEN_ROUTES.get(name)?.type.name ?? name;
      const seen = new Set(shown.map(what));
      const reachable = routes(visibleMenu(allFlags(), build)).filter(opens);
      const hidden = reachable.filter((name) => !seen.has(what(name)));
      expect(hidden, `${roles.join('+')}: screens they may open but cannot reach from the menu`).toEqual([]);
    }
  };

  it('offers, in the full build, only entries that open onto a built page the user may see', () => walk('full'));
  it('does the same in the external builds', () => {
    for (const build of BUILDS.filter((b) => b !== 'full')) walk(build);
  });

  it('gives the tagger the auto-tag rules it runs, outside the Admin menu it lacks', () => {
    const tagger = visibleMenu(menuFlags(['tagger'], 'full'), 'full', routeAllowedFor(['tagger']));
    expect(ids(tagger)).not.toContain('admin');
    expect(routes(tagger)).toContain('AdminAutotags');
  });
});
