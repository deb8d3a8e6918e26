import { describe, expect, it } from 'vitest';
import { regulationsListPath } from './regulations-list-path.ts';

describe('regulationsListPath', () => {
  it('leads to the whole regulation list filtered by the country', () => {
    expect(regulationsListPath('GB', null, 'full')).toBe('/regdecomp/regulations?country=GB');
  });

  it('keeps an area’s scope on regulations (AI), and ignores an area that does not scope them (tax)', () => {
    expect(regulationsListPath('EU', 'ai', 'full')).toBe('/ai/regulations?country=EU');
    expect(regulationsListPath('GB', 'tax', 'full')).toBe('/regdecomp/regulations?country=GB');
  });

  it('leads to the external builds’ lists too', () => {
    expect(regulationsListPath('FR', null, 'external')).toBe('/regdecomp/regulations?country=FR');
    expect(regulationsListPath('FR', 'ai', 'externalkpmgarc')).toBe('/ai/regulations?country=FR');
  });
});
