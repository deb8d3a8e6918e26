import { COUNTRY_CODES, SUPRANATIONAL } from '@rh/core/content';
import topology from 'world-atlas/countries-110m.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { alpha2OfNumeric, NUMERIC_CODES } from './country-codes.ts';

describe('ISO 3166-1 numeric → the product alpha-2 codes', () => {
  it('maps known countries', () => {
    expect(['250', '276', '840', '826', '380', '756', '036', '156', '392'].map(alpha2OfNumeric)).toEqual([
      'FR',
      'DE',
      'US',
      'GB',
      'IT',
      'CH',
      'AU',
      'CN',
      'JP',
    ]);
    expect(alpha2OfNumeric(40)).toBe('AT');
    expect(alpha2OfNumeric('999')).toBeUndefined();
    expect(alpha2OfNumeric(undefined)).toBeUndefined();
  });

  it('covers every country code of the product (EU and International have no number) and only those', () => {
    const countries = COUNTRY_CODES.filter((code) => !(code in SUPRANATIONAL));
    expect(NUMERIC_CODES.map((numeric) => alpha2OfNumeric(numeric)).sort()).toEqual([...countries].sort());
  });

  it("names every numbered country of world-atlas' map", () => {
    const ids = topology.objects.countries.geometries.flatMap((geometry) => ('id' in geometry ? [geometry.id] : []));
    expect(ids.length).toBeGreaterThan(170);
    expect(ids.filter((id) => !alpha2OfNumeric(id))).toEqual([]);
  });
});
