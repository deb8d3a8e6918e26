import { BUILDS, menuFlags } from '@rh/core';
import { describe, expect, it } from 'vitest';
import { routesOf } from '../../routes/build-routes.ts';
import { MENU, menuLabel, routeAllowedFor, visibleMenu, type MenuGroup } from './menu.ts';

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
    expect(routes(shown)).not.toContain('MetricsHome');
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
