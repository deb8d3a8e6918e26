import { BUILDS, can, DEMO_USERS, menuFlags, ROLE_NAMES, type Build } from '@rh/core';
import { AREA_ROUTES, findArea } from '@rh/core/areas';
import { SCREEN_ROUTES } from '@rh/core/content';
import { describe, expect, it } from 'vitest';
import { allowsFor, loadScreenGrants } from '../../routes/access.ts';
import { isBuilt } from '../../routes/built.ts';
import { routesInBuild } from '../../routes/in-build.ts';
import { routeByName } from '../../routes/table.ts';
import { WEB_AREAS } from '../areas.ts';
import { routesOf } from '../build-routes.ts';
import { declaredLoader, PAGES } from '../pages.ts';
import { MENU, menuGroupOf, menuLabel, visibleMenu, type MenuGroup } from './menu.ts';

const grants = await loadScreenGrants();
const routeAllowedFor = (roles: readonly string[]) => allowsFor(roles, 'full', grants);

const ids = (groups: MenuGroup[]) => groups.map((group) => group.id);
const routes = (groups: MenuGroup[]) => groups.flatMap((group) => group.items.flatMap((item) => item.route ?? []));
/** Every flag set: what a build shows at most. */
const allFlags = () => new Proxy({}, { get: () => true }) as ReturnType<typeof menuFlags>;
const superadmin = menuFlags(['superadmin'], 'full');
const FULL_ONLY_GROUPS = ['esg', 'impact', 'faqs', 'admin'];

describe('visibleMenu (spec §2 shell, §6 menu flags)', () => {
  it('shows Admin to a superadmin in the full build, with the items their flags allow', () => {
    const admin = visibleMenu(superadmin, 'full').find((group) => group.id === 'admin');
    expect(admin).toBeDefined();
    expect(routes([admin!])).toEqual(expect.arrayContaining(['AdminSourcesTable', 'AdminNotifications']));
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
      // Apps has no built page yet, so no entry: its group is declared for the full build alone all the same.
      expect(MENU.find((group) => group.id === 'apps')?.visible(allFlags(), build)).toBe(false);
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

/** Whether a route opens onto "not built yet", found the way the app picks its page (not by `isBuilt`). */
async function opensPlaceholder(name: string): Promise<boolean> {
  if (Object.hasOwn(PAGES, name) || routeByName(name).redirectTo) return false;
  return (await declaredLoader(name)) === undefined;
}

/** The demo's people (read from their declaration, which others change), every role alone, and every role at once. */
const ROLE_SETS: readonly (readonly string[])[] = [
  ...DEMO_USERS.map((user) => user.roles),
  ...ROLE_NAMES.map((role) => [role]),
  ROLE_NAMES,
];

describe('the menu holds no dead end (issue 12 item 6)', () => {
  it('declares "built" truly: isBuilt says false exactly where the app mounts "not built yet"', async () => {
    const names = [...new Set(BUILDS.flatMap((build) => routesOf(build).map((route) => route.name)))];
    const wrong: string[] = [];
    for (const name of names) {
      if (isBuilt(routeByName(name), grants) === (await opensPlaceholder(name))) wrong.push(name);
    }
    expect(wrong).toEqual([]);
  });

  it('offers every demo person, in every build, only entries that open onto a built page they may see', async () => {
    for (const build of BUILDS) {
      for (const roles of ROLE_SETS) {
        const shown = routes(visibleMenu(menuFlags(roles, build), build, allowsFor(roles, build, grants)));
        for (const name of shown) {
          expect(await opensPlaceholder(name), `${build}, ${roles.join('+')}: ${name} is "not built yet"`).toBe(false);
          const screen = SCREEN_ROUTES.get(name);
          const action = { list: 'read', detail: 'read', add: 'create', edit: 'update' }[screen?.screen ?? 'list'];
          const needs = screen ? { resource: screen.type.resource, action } : routeByName(name).permission;
          if (needs) expect(can(roles, needs.resource, needs.action), `${roles.join('+')}: ${name} refuses`).toBe(true);
        }
      }
    }
  });

  it('declares no entry to a route that is not built, whoever may see it', () => {
    for (const build of BUILDS) {
      const inBuild = new Map(routesInBuild(build).map((route) => [route.name, route]));
      const dead = routes(visibleMenu(allFlags(), build)).filter((name) => !isBuilt(inBuild.get(name)!, grants));
      expect(dead, build).toEqual([]);
    }
  });

  it('puts the screens once reachable only by address in their areas’ groups', () => {
    const admin = visibleMenu(menuFlags(ROLE_NAMES, 'full'), 'full', allowsFor(ROLE_NAMES, 'full', grants));
    const groupOf = (route: string) =>
      admin.find((group) => group.id === routeByName(route).area && group.items.some((item) => item.route === route))
        ?.id;
    const expected: Record<string, string> = {
      RegdecompRequirements: 'obligations',
      RegdecompEntities: 'obligations',
      RegdecompFunctions: 'obligations',
      ControlsTaxonomy: 'controls',
      Processes: 'horizon',
      Riskcomponents: 'horizon',
    };
    for (const [route, area] of Object.entries(expected)) {
      expect(groupOf(route), route).toBe(area);
      expect(routeByName(route).area, route).toBe(area);
    }
  });

  it("opens each area group with its home: the core area's home, which shows its declared dashboard", () => {
    const withHome = WEB_AREAS.filter((area) => area.menu?.home);
    expect(withHome.length).toBeGreaterThan(5);
    for (const area of withHome) {
      const [route, label] = area.menu!.home!;
      expect(route, area.id).toBe(findArea(area.id)?.home);
      expect(AREA_ROUTES.get(route!)?.screen, `${area.id}: ${route} shows a dashboard`).toBe('dashboard');
      expect(MENU.find((group) => group.id === area.id)?.items[0], area.id).toMatchObject({ route, label });
    }
  });

  it("lists an area's further dashboards and matrices, each shown by a page or its declared dashboard", () => {
    const admin = visibleMenu(menuFlags(ROLE_NAMES, 'full'), 'full', allowsFor(ROLE_NAMES, 'full', grants));
    const itemsOf = (id: string) => admin.find((group) => group.id === id)?.items.map((item) => item.route) ?? [];
    expect(itemsOf('mar')).toEqual(expect.arrayContaining(['MarDashboard', 'MarMatrix']));
    expect(itemsOf('controls')).toContain('ControlsMatrix');
    expect(AREA_ROUTES.get('MarDashboard')).toMatchObject({ screen: 'dashboard', route: 'MarDashboard' });
    expect(AREA_ROUTES.get('MarDashboard')?.area?.id).toBe('mar');
  });

  it('keeps what a user may open from a menu entry somewhere where they see it', () => {
    const walk = (build: Build) => {
      for (const roles of ROLE_SETS) {
        const allows = allowsFor(roles, build, grants);
        const shown = routes(visibleMenu(menuFlags(roles, build), build, allows));
        // A content type's screen counts as reached when another entry lists that type (an area's insights are the
        // Insights).
        const what = (name: string) => SCREEN_ROUTES.get(name)?.type.name ?? name;
        const seen = new Set(shown.map(what));
        const hidden = routes(visibleMenu(allFlags(), build)).filter((name) => allows(name) && !seen.has(what(name)));
        expect(hidden, `${roles.join('+')}: screens they may open but cannot reach from the menu`).toEqual([]);
      }
    };
    for (const build of BUILDS) walk(build);
  });

  it('gives the tagger the auto-tag rules it runs, outside the Admin menu it lacks', () => {
    const tagger = visibleMenu(menuFlags(['tagger'], 'full'), 'full', routeAllowedFor(['tagger']));
    expect(ids(tagger)).not.toContain('admin');
    expect(routes(tagger)).toContain('AdminAutotags');
  });

  it('carries a row’s count to its entry (the Insights’ editorial queue), and none to a placeholder', async () => {
    const badge = { key: ['count'], load: async () => 3, describe: (n: number) => `${n} waiting` };
    const group = menuGroupOf({
      id: 'x',
      menu: {
        label: 'X',
        icon: WEB_AREAS[0]!.menu!.icon,
        visible: () => true,
        rows: [
          ['News', 'News', undefined, badge],
          [null, 'Later', undefined, badge],
        ],
      },
    });
    expect(group?.items[0]).toMatchObject({ route: 'News', badge });
    expect(group?.items[0]).not.toHaveProperty('visible');
    expect(group?.items[1]).not.toHaveProperty('badge');
    const insights = MENU.flatMap((entry) => entry.items).find((item) => item.route === 'Articles');
    expect(insights?.badge?.key).toEqual(['workflow', 'waiting', 'count', 'article']);
    expect(insights?.badge?.describe(2)).toBe('2 waiting for you');
  });
});
