import { contentType } from '@rh/core/content';
import { describe, expect, it } from 'vitest';
import {
  alertListSearch,
  alertQueryToState,
  alertScope,
  describeAlertQuery,
  scopedListRoute,
  stateToAlertQuery,
} from './alert-query.ts';

const news = contentType('newsitem');
const regulator = '0b6c2f7e-6a35-4a3f-9f1e-3c1b7d2a9e10';

describe('alert queries', () => {
  it('go to a list view and back, keeping what the list accepts', () => {
    const state = alertQueryToState(news, {
      q: 'sanctions',
      countries: ['FR', 'DE'],
      impact: 'high',
      'publishedAt.from': '2026-01-01',
      colour: 'red',
      newsTypes: ['not-an-option'],
    });
    expect(state.q).toBe('sanctions');
    expect(state.filters).toEqual({ countries: ['FR', 'DE'], impact: ['high'], 'publishedAt.from': ['2026-01-01'] });
    expect(stateToAlertQuery(state)).toEqual({
      q: 'sanctions',
      countries: ['FR', 'DE'],
      impact: ['high'],
      'publishedAt.from': ['2026-01-01'],
    });
  });

  it('give the address of the filtered list', () => {
    expect(alertListSearch(news, { countries: ['FR'], q: 'a b' })).toBe('?q=a+b&countries=FR');
    expect(alertListSearch(news, {})).toBe('');
  });

  it('read as words, in the order of the list’s filters: field labels, option labels, country names; references keep their ids and type', () => {
    expect(
      describeAlertQuery(news, { q: 'dora', countries: 'FR', regulator, 'publishedAt.from': '2026-01-01' }),
    ).toEqual([
      { param: 'q', label: 'Text', values: ['dora'] },
      { param: 'publishedAt.from', label: 'Published from', values: ['2026-01-01'] },
      { param: 'countries', label: 'Countries', values: ['France'] },
      { param: 'regulator', label: 'Regulator', values: [regulator], refType: 'regulator' },
    ]);
  });

  it('keep the area scope of the list they were saved from, for a type the area scopes', () => {
    const state = alertQueryToState(news, { scope: 'ai', countries: ['FR'] });
    expect(state.filters).toEqual({ countries: ['FR'] });
    expect(stateToAlertQuery(state, 'ai')).toEqual({ scope: 'ai', countries: ['FR'] });
    expect(alertScope(news, { scope: 'ai' })).toBe('ai');
    expect(alertScope(news, new URLSearchParams('type=newsitem&scope=tax'))).toBe('tax');
    // ESG metrics scope no news, and an area that does not exist scopes nothing.
    expect(alertScope(news, { scope: 'esg' })).toBeNull();
    expect(alertScope(news, { scope: 'atlantis' })).toBeNull();
    expect(describeAlertQuery(news, { scope: 'ai', q: 'chatbots' })).toEqual([
      { param: 'scope', label: 'Scope', values: ['News on artificial intelligence'] },
      { param: 'q', label: 'Text', values: ['chatbots'] },
    ]);
  });

  it('open the list of their scope’s area', () => {
    const areaOf = (name: string) => ({ News: 'horizon', TaxNews: 'tax', MarNews: 'mar' })[name];
    expect(scopedListRoute(news, { scope: 'tax' }, areaOf)).toBe('TaxNews');
    expect(scopedListRoute(news, {}, areaOf)).toBeUndefined();
  });
});
