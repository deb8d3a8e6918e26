import { RESOURCES } from '@rh/core';
import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from './built.ts';
import { pathTo, routeByName, ROUTES } from './table.ts';
import type { RouteScope } from './types.ts';

/** The route names spec §2 gives. */
const SPEC_NAMES = [
  'Auth',
  'AuthDebug',
  'LoginCognitoAuth',
  'SignOutCognitoAuth',
  'Home',
  'Start',
  'Contact',
  'Legal',
  'Search',
  'Article',
  'Articles',
  'ArticlesReport',
  'Case',
  'Cases',
  'Events',
  'EventsTimeline',
  'Event',
  'EventEdit',
  'Extsources',
  'Extsource',
  'ImpactInitiative',
  'ImpactInitiatives',
  'News',
  'NewsAdvancedFilter',
  'NewsItem',
  'NewsTag',
  'Regbites',
  'Regbite',
  'Regulator',
  'Regulators',
  'Regulator2',
  'Regulators2',
  'Relationships',
  'Signals',
  'Snapshot',
  'RecentActivity',
  'Types',
  'Risk',
  'Risks',
  'Topic',
  'Topics',
  'Riskcomponent',
  'Riskcomponents',
  'Keywords',
  'Experts',
  'Processes',
  'Taxonomy',
];

const inBuild = (extra: RouteScope) => ROUTES.filter((route) => route.scope === 'common' || route.scope === extra);
const under = (prefix: string) =>
  ROUTES.filter((route) => route.path === prefix || route.path.startsWith(`${prefix}/`)).map((route) => route.name);

describe('route table (spec §2)', () => {
  it('counts the routes per scope', () => {
    const counts = Object.fromEntries(
      (['common', 'full', 'external'] as const).map((scope) => [
        scope,
        ROUTES.filter((route) => route.scope === scope).length,
      ]),
    );
    console.log(
      `routes: ${ROUTES.length} (common ${counts.common}, full ${counts.full}, external ${counts.external}); ` +
        `full build ${inBuild('full').length}, external builds ${inBuild('external').length}`,
    );
    expect(counts.common! + counts.full! + counts.external!).toBe(ROUTES.length);
  });

  it('has unique names, rooted paths, unique paths per build', () => {
    expect(new Set(ROUTES.map((route) => route.name)).size).toBe(ROUTES.length);
    for (const route of ROUTES) {
      expect(route.path, route.name).toMatch(/^\//);
      expect(route.path, route.name).not.toMatch(/[{}]/);
      expect(route.name, route.path).toMatch(/^[A-Z][A-Za-z0-9]*$/);
      expect(Object.keys(route), route.name).not.toContain('page');
    }
    for (const extra of ['full', 'external'] as const) {
      const paths = inBuild(extra).map((route) => route.path);
      expect(new Set(paths).size, extra).toBe(paths.length);
    }
  });

  it('has every name spec §2 gives, and no NotFound (the router adds the catch-all)', () => {
    for (const name of SPEC_NAMES) expect(() => routeByName(name), name).not.toThrow();
    expect(() => routeByName('NotFound')).toThrow(/Unknown route name: NotFound/);
  });

  it('names a route for every page built so far', () => {
    for (const name of PAGE_ROUTES) expect(() => routeByName(name), name).not.toThrow();
  });

  it('has the spec paths', () => {
    const paths: Record<string, string> = {
      Auth: '/auth/:action',
      AuthDebug: '/auth/debug',
      LoginCognitoAuth: '/auth/signin',
      SignOutCognitoAuth: '/auth/signout',
      AuthCallback: '/auth/callback',
      Home: '/',
      Search: '/search/:q',
      NewsItem: '/newsitem/:id/:key?',
      NewsTag: '/news/type/:id',
      Cases: '/cases',
      CasesDatastrat: '/cases/datastrat',
      ImpactInitiative: '/impact/initiative/:id',
      ImpactInitiativeLog: '/impact/initiative/:id/log',
      Regulator: '/regulator/:code',
      PoliciesDashboard: '/impact/policies',
      PoliciesMarket: '/impact/policies/market/:country?/:initiative?',
      MarDashboard: '/mardashboard',
      AdminSla: '/admin/sla/:id?',
      FormEdit: '/form/:model/edit/:id',
      Notifications: '/notifications',
      NotificationsExternal: '/notificationsexternal',
    };
    for (const [name, path] of Object.entries(paths)) expect(routeByName(name).path, name).toBe(path);
  });

  it('has the area lists of §2', () => {
    // 14 spec items; download/choose-template/(basic|grouped|table) makes three routes, so 16.
    expect(under('/impact/policies')).toHaveLength(16);
    expect(ROUTES.filter((route) => route.area === 'policies')).toHaveLength(16);
    expect([...under('/mar'), ...under('/mardashboard')]).toHaveLength(12);
    expect(under('/metrics')).toHaveLength(14);
    expect(under('/reportingmi')).toHaveLength(4);
    expect(under('/ai')).toHaveLength(8);
    expect(under('/commodities')).toHaveLength(10);
    expect(under('/controls')).toHaveLength(9);
    expect(under('/tax')).toHaveLength(8);
    expect(under('/regdecomp')).toHaveLength(13);
    expect(under('/admin/news')).toEqual(['AdminNewsAnytag', 'AdminNewsCount', 'AdminNewsMatrix', 'AdminNewsSource']);
    expect(under('/workflow')).toHaveLength(9);
    expect(under('/research/country-regulations')).toHaveLength(6);
  });

  it('sends research country-regulations v1–v3 to v4', () => {
    for (const version of ['V1', 'V2', 'V3']) {
      expect(routeByName(`ResearchCountryRegulations${version}`).redirectTo).toBe('/research/country-regulations/v4');
    }
    expect(routeByName('ResearchCountryRegulationsV4').redirectTo).toBeUndefined();
    expect(ROUTES.filter((route) => route.redirectTo)).toHaveLength(3);
    for (const route of ROUTES.filter((r) => r.redirectTo)) {
      expect(ROUTES.some((target) => target.path === route.redirectTo)).toBe(true);
    }
    expect(routeByName('ResearchParallel').permission).toEqual({ resource: 'researchParallel', action: 'read' });
  });

  it('keeps Policies stats to the full build and impactinitiative:create', () => {
    const stats = routeByName('PoliciesStats');
    expect(stats.path).toBe('/impact/policies/stats');
    expect(stats.internalOnly).toBe(true);
    expect(stats.permission).toEqual({ resource: 'impactinitiative', action: 'create' });
    expect(ROUTES.filter((route) => route.internalOnly).map((route) => route.name)).toEqual(['PoliciesStats']);
  });

  it('opens exactly the public pages of §2 and the auth callback', () => {
    expect(
      ROUTES.filter((route) => route.public)
        .map((route) => route.name)
        .sort(),
    ).toEqual(['Auth', 'AuthCallback', 'Contact', 'Legal', 'LoginCognitoAuth', 'SignOutCognitoAuth']);
  });

  it('has the external-only routes, open without a key except the notifications page', () => {
    expect(
      ROUTES.filter((route) => route.scope === 'external').map((route) => [route.path, !!route.openWithoutKey]),
    ).toEqual([
      ['/settings', true],
      ['/about', true],
      ['/digitalgateway', true],
      ['/tempx', true],
      ['/notificationsexternal', false],
    ]);
    expect(ROUTES.filter((route) => route.openWithoutKey).every((route) => route.scope === 'external')).toBe(true);
  });

  it('puts full-build-only areas in the full scope and keeps the Policies area common', () => {
    for (const prefix of ['/apps', '/metrics', '/reportingmi', '/faqs', '/admin', '/workflow', '/form']) {
      // The read view of any item is for every build (its row says why); the forms are internal.
      for (const name of under(prefix).filter((n) => n !== 'FormView'))
        expect(routeByName(name).scope, name).toBe('full');
    }
    for (const route of ROUTES.filter((r) => r.path.startsWith('/impact/'))) {
      expect(route.scope, route.name).toBe(route.path.startsWith('/impact/policies') ? 'common' : 'full');
    }
    for (const name of ['Home', 'Auth', 'MarHome', 'AiHome', 'ControlsHome', 'TaxMap', 'RegdecompAbout', 'Search']) {
      expect(routeByName(name).scope, name).toBe('common');
    }
  });

  it('guards routes with §6 resources', () => {
    for (const route of ROUTES) {
      if (route.permission) expect(RESOURCES, route.name).toContain(route.permission.resource);
      // The Admin menu needs adminMenu; its routes need what they show (a content screen: its type's grant).
      if (route.path.startsWith('/admin/') && route.name !== 'AdminAutotags') expect(route.permission).toBeDefined();
      if (route.area === 'mar' && route.name !== 'MarNewsItem') {
        expect(route.permission?.resource, route.name).toBe('marrisk');
      }
    }
    expect(routeByName('AdminAutotags').permission).toBeUndefined();
    expect(routeByName('AccountAdd').permission).toEqual({ resource: 'account', action: 'create' });
    expect(routeByName('AccountEdit').permission).toEqual({ resource: 'account', action: 'update' });
    expect(routeByName('SourceAdd').permission).toEqual({ resource: 'source', action: 'create' });
    expect(routeByName('Migrations').permission).toEqual({ resource: 'migration', action: 'read' });
    // The climate dashboard (built, issue 12) counts initiatives: the §6 external menu offers it with `initiative`.
    expect(routeByName('PoliciesDashboard').permission).toEqual({ resource: 'initiative', action: 'read' });
  });
});

describe('pathTo (CONVENTIONS 4)', () => {
  it('fills params and encodes them', () => {
    expect(pathTo('Home')).toBe('/');
    expect(pathTo('Article', { id: 42 })).toBe('/article/42');
    expect(pathTo('Search', { q: 'a b/c' })).toBe('/search/a%20b%2Fc');
    expect(pathTo('NewsItem', { id: 7, key: 'abc' })).toBe('/newsitem/7/abc');
    expect(pathTo('FormEdit', { model: 'topic', id: 3 })).toBe('/form/topic/edit/3');
  });

  it('drops optional params that are not given', () => {
    expect(pathTo('NewsItem', { id: 7 })).toBe('/newsitem/7');
    expect(pathTo('AdminSla')).toBe('/admin/sla');
    expect(pathTo('PoliciesMarket', { country: 'FR' })).toBe('/impact/policies/market/FR');
    expect(pathTo('PoliciesMarket')).toBe('/impact/policies/market');
  });

  it('throws on a missing required param, a gap in optional ones, or an unknown name', () => {
    expect(() => pathTo('Article')).toThrow(/needs the param "id"/);
    expect(() => pathTo('Article', { id: '' })).toThrow(/needs the param "id"/);
    expect(() => pathTo('FormEdit', { id: 3 })).toThrow(/needs the param "model"/);
    expect(() => pathTo('PoliciesMarket', { initiative: 'x' })).toThrow(/"country" before it/);
    expect(() => pathTo('Nope')).toThrow(/Unknown route name/);
  });
});
