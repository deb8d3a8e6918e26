import { findContentType } from '@rh/core/content';
import { describe, expect, it } from 'vitest';
import { alertFromSearch, alertTypeName } from './search-alert.ts';
import { parseSearch } from './search-params.ts';

const REG = '7d1f8a52-3c55-4b6e-9d2a-0f6c5e4b3a21';

describe('save a search as an alert', () => {
  it('watches news unless exactly one type is chosen', () => {
    expect(alertTypeName(parseSearch('DORA', new URLSearchParams()))).toBe('newsitem');
    expect(alertTypeName(parseSearch('DORA', new URLSearchParams('types=event,newsitem')))).toBe('newsitem');
    expect(alertTypeName(parseSearch('DORA', new URLSearchParams('types=event')))).toBe('event');
  });

  it('carries the words and the country and regulator facets into the list filters of news', () => {
    const state = parseSearch('DORA', new URLSearchParams(`country=FR,DE&regulator=${REG}&year=2025`));
    const search = new URLSearchParams(alertFromSearch(findContentType('newsitem')!, state));
    expect(search.get('type')).toBe('newsitem');
    expect(search.get('q')).toBe('DORA');
    expect(search.getAll('countries')).toEqual(['FR', 'DE']);
    expect(search.getAll('regulator')).toEqual([REG]);
    expect(search.has('year')).toBe(false);
  });

  it('leaves out facets the type has no filter for', () => {
    const state = parseSearch('MiFID', new URLSearchParams(`country=FR&regulator=${REG}`));
    const search = new URLSearchParams(alertFromSearch(findContentType('keyword')!, state));
    expect([...search.keys()]).toEqual(['type', 'q']);
  });
});
