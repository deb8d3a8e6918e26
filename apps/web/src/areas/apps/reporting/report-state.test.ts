import { findContentType } from '@rh/core/content';
import { describe, expect, it } from 'vitest';
import { columnOptions, groupOptions, queryToState, reportableTypes, stateToQuery } from './report-state.ts';

const news = findContentType('newsitem')!;

describe('report state', () => {
  it('reads a saved query into the filter bar’s view and back, dropping what the list would refuse', () => {
    const state = queryToState(news, {
      q: 'capital, buffers',
      impact: 'high,low',
      regulator: ['not-an-id'],
      nope: 'x',
    });
    expect(state.q).toBe('capital, buffers');
    expect(state.filters).toEqual({ impact: ['high', 'low'] });
    expect(stateToQuery(state)).toEqual({ q: 'capital, buffers', impact: ['high', 'low'] });
  });

  it('offers grouping only by fields with one value per item, and every export column', () => {
    const groups = groupOptions(news).map((option) => option.name);
    expect(groups).toEqual(expect.arrayContaining(['regulator', 'impact', 'language']));
    expect(groups).not.toContain('countries');
    expect(groups).not.toContain('tags');
    const columns = columnOptions(news).map((option) => option.name);
    expect(columns).toEqual(expect.arrayContaining(['title', 'countries', 'createdAt', 'updatedAt', 'id']));
  });

  it('offers the types the roles may read, by name', () => {
    const names = reportableTypes(['riccmember']).map((type) => type.name);
    expect(names).toContain('newsitem');
    expect(reportableTypes(['appreportingvisitor'])).toEqual([]);
    const plurals = reportableTypes(['riccmember']).map((type) => type.plural);
    expect(plurals).toEqual([...plurals].sort((a, b) => a.localeCompare(b)));
  });
});
