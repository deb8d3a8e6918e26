import { describe, expect, it } from 'vitest';
import { countsByCountry, statusMapOf } from './to-map.ts';

const RANK = ['proposed', 'consultation', 'adopted', 'in-force'];

describe('groups as map data', () => {
  it('colours each country by its most advanced ranked status, whatever the counts', () => {
    const groups = [
      { key: 'FR', key2: 'proposed', count: 5 },
      { key: 'FR', key2: 'in-force', count: 1 },
      { key: 'DE', key2: 'adopted', count: 2 },
      { key: 'DE', key2: 'consultation', count: 3 },
      // Not ranked (withdrawn): ignored, and a country with nothing ranked is not on the map.
      { key: 'IT', key2: 'withdrawn', count: 4 },
      { key: 'DE', key2: 'withdrawn', count: 9 },
      { key: null, key2: 'in-force', count: 7 },
    ];
    const { values, statuses } = statusMapOf('initiative', 'status', RANK, groups);
    expect(values).toEqual([
      { country: 'FR', value: 'in-force', label: 'In force' },
      { country: 'DE', value: 'adopted', label: 'Adopted' },
    ]);
    // The legend in rank order, labelled from the field's options.
    expect(statuses.map((status) => status.label)).toEqual(['Proposed', 'Consultation', 'Adopted', 'In force']);
  });

  it('sums a country split by a second field into one count', () => {
    const groups = [
      { key: 'FR', key2: 'a', count: 2 },
      { key: 'FR', key2: 'b', count: 3 },
      { key: 'DE', count: 1 },
      { key: null, count: 8 },
    ];
    expect(countsByCountry(groups)).toEqual([
      { country: 'FR', value: 5 },
      { country: 'DE', value: 1 },
    ]);
  });
});
