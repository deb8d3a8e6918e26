import { contentType } from '@rh/core/content';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../routes/table.ts';
import { exportUrl } from '../api/export-url.ts';
import { alertSearch, listScopeOf } from './list-scope.ts';
import { listParams, parseListState } from './list-state.ts';

const routeOf = (name: string) => ROUTES.find((route) => route.name === name);
const initiative = contentType('initiative');
const state = parseListState(initiative, new URLSearchParams('country=FR&q=gas&sort=title'));

describe('the scope of an area list', () => {
  it('comes from the route’s area, with the whole list of the type where the build has one', () => {
    expect(listScopeOf(initiative, 'CommoditiesInitiatives', 'full', routeOf)).toEqual({
      area: 'commodities',
      label: 'Commodities initiatives',
      wholeList: 'ImpactInitiatives',
      columns: ['title', 'commodities', 'country', 'kind', 'status', 'effectiveOn'],
    });
    // IMPACT's initiatives are a full-build area: elsewhere there is no whole list to offer.
    expect(listScopeOf(initiative, 'CommoditiesInitiatives', 'external', routeOf)?.wholeList).toBeNull();
    expect(listScopeOf(contentType('regulation'), 'AiRegulations', 'full', routeOf)).toMatchObject({
      area: 'ai',
      wholeList: 'RegdecompRegulations',
    });
    expect(listScopeOf(contentType('newsitem'), 'TaxNews', 'full', routeOf)).toMatchObject({
      area: 'tax',
      wholeList: 'News',
    });
    // An area scope without columns of its own leaves the type's.
    expect(listScopeOf(contentType('newsitem'), 'TaxNews', 'full', routeOf)).not.toHaveProperty('columns');
    expect(listScopeOf(initiative, 'TaxRecords', 'full', routeOf)?.columns).toEqual([
      'title',
      'measure',
      'country',
      'rate',
      'base',
      'effectiveOn',
      'status',
    ]);
  });

  it('is none on a list that shows the type whole', () => {
    expect(listScopeOf(initiative, 'ImpactInitiatives', 'full', routeOf)).toBeNull();
    expect(listScopeOf(contentType('newsitem'), 'News', 'full', routeOf)).toBeNull();
    expect(listScopeOf(initiative, undefined, 'full', routeOf)).toBeNull();
  });

  it('goes with the list’s query, its export and its alert, beside the filters', () => {
    const params = listParams(state, 'commodities');
    expect(params).toEqual({ limit: '25', scope: 'commodities', q: 'gas', sort: 'title', country: 'FR' });
    expect(listParams(state)).not.toHaveProperty('scope');
    const url = new URL(exportUrl('initiative', 'csv', params, 'https://api.example'));
    expect(url.pathname).toMatch(/\/initiative\/export$/);
    expect(url.searchParams.get('scope')).toBe('commodities');
    expect(url.searchParams.get('country')).toBe('FR');
    const alert = new URLSearchParams(alertSearch(initiative, state, 'commodities'));
    expect([...alert]).toEqual([
      ['type', 'initiative'],
      ['scope', 'commodities'],
      ['q', 'gas'],
      ['country', 'FR'],
    ]);
    expect(new URLSearchParams(alertSearch(initiative, state)).has('scope')).toBe(false);
  });
});
