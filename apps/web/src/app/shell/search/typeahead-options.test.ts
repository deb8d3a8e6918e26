import { describe, expect, it } from 'vitest';
import { jurisdictionOptions, typeaheadOptions } from './typeahead-options.ts';

const paths = {
  country: (code: string) => (code === 'INT' ? undefined : `/jurisdiction/${code}`),
  item: (item: { title: string }) => `/item/${item.title}`,
  search: (term: string) => `/search/${term}`,
};
const uk = { code: 'GB', name: 'United Kingdom' };

describe('type-ahead options', () => {
  it('puts the jurisdictions first, then the suggestions group by group, then the search', () => {
    const groups = [
      { entries: [{ item: { title: 'UK GDPR' } }, { item: { title: 'UK MAR', matched: 'Market abuse' } }] },
      { entries: [{ item: { title: 'FCA' } }] },
    ];
    expect(typeaheadOptions([uk], groups, 'uk', paths)).toEqual([
      { path: '/jurisdiction/GB', title: 'United Kingdom', jurisdiction: true },
      { path: '/item/UK GDPR', title: 'UK GDPR' },
      { path: '/item/UK MAR', title: 'UK MAR', matched: 'Market abuse' },
      { path: '/item/FCA', title: 'FCA' },
      { path: '/search/uk', title: 'uk', search: true },
    ]);
  });

  it('leaves out a jurisdiction this build has no page for', () => {
    const options = jurisdictionOptions([{ code: 'INT', name: 'International' }, uk], paths.country);
    expect(options.map((option) => option.path)).toEqual(['/jurisdiction/GB']);
    expect(typeaheadOptions([], [], '', paths)).toEqual([]);
  });
});
