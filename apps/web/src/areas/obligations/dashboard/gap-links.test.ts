import { describe, expect, it } from 'vitest';
import { contentType } from '@rh/core/content';
import { parseListState } from '../../../content/list/list-state.ts';
import { gapListUrl } from './gap-links.ts';

describe('the links of the gaps', () => {
  it('open the live, applicable obligations no control meets, of a regulation or a function', () => {
    const gaps = 'applicability=applicable&stage=draft&stage=submitted&stage=approved&controls.has=false';
    expect(gapListUrl()).toBe(`/regdecomp/obligations?${gaps}`);
    expect(gapListUrl({ regulation: 'r1' })).toBe(`/regdecomp/obligations?regulation=r1&${gaps}`);
    expect(gapListUrl({ function: 'f1' })).toBe(`/regdecomp/obligations?functions=f1&${gaps}`);
    // No function named: the list cannot filter by it, so every gap.
    expect(gapListUrl({ function: null })).toBe(`/regdecomp/obligations?${gaps}`);
  });

  it('are read back by the obligations list as its filters', () => {
    const id = '0b0e5e4c-1f1a-4c5e-9a51-3c0e7a2b9d11';
    const url = new URL(gapListUrl({ function: id }), 'http://x');
    expect(parseListState(contentType('obligation'), url.searchParams).filters).toEqual({
      functions: [id],
      applicability: ['applicable'],
      stage: ['draft', 'submitted', 'approved'],
      'controls.has': ['false'],
    });
  });
});
