import { describe, expect, it } from 'vitest';
import { ID_A, ID_B, memo } from '../test/fixtures.ts';
import { formDefaults } from './form-values.ts';
import { prefillFromSearch, prefillSearch } from './prefill.ts';

describe('an add form filled in from its address', () => {
  it('carries values as parameters: lists repeated, empty values left out', () => {
    const search = prefillSearch({
      title: 'Consultation closes',
      countries: ['FR', 'DE'],
      related: [ID_A],
      pages: 3,
      urgent: true,
      impact: '',
      tags: [],
      parent: undefined,
      link: null,
    });
    expect(search.toString()).toBe(
      `title=Consultation+closes&countries=FR&countries=DE&related=${ID_A}&pages=3&urgent=true`,
    );
  });

  it('reads them back for the fields of the type only, each in the shape its input holds', () => {
    const search = new URLSearchParams(
      `title=A+memo&countries=FR&countries=FR&countries=DE&related=${ID_A}&related=${ID_B}&pages=3&urgent=true` +
        `&issuedOn=2026-12-01&nothing=else&period=2026-01-01&attachment=x&tags=`,
    );
    const values = prefillFromSearch(memo, search);
    expect(values).toEqual({
      title: 'A memo',
      issuedOn: '2026-12-01',
      countries: ['FR', 'DE'],
      pages: 3,
      urgent: true,
      related: [ID_A, ID_B],
    });
    expect(formDefaults(memo, values)).toMatchObject({
      title: 'A memo',
      countries: ['FR', 'DE'],
      impact: '',
      tags: [],
    });
  });

  it('round-trips what it carries, and drops a number that is none', () => {
    const values = { title: 'T', kinds: ['guidance'], parent: ID_A, pages: 12 };
    expect(prefillFromSearch(memo, prefillSearch(values))).toEqual(values);
    expect(prefillFromSearch(memo, new URLSearchParams('pages=many'))).toEqual({});
  });
});
