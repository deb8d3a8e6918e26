import { describe, expect, it } from 'vitest';
import { celex } from './rules.ts';

describe('celex', () => {
  it('reads the CELEX number of EU acts cited in each of the usual forms', () => {
    expect(celex('Regulation (EU) 2024/1689')).toBe('32024R1689');
    expect(celex('Directive (EU) 2022/2464')).toBe('32022L2464');
    expect(celex('Council Directive (EU) 2022/2523')).toBe('32022L2523');
    expect(celex('Regulation (EU) No 596/2014')).toBe('32014R0596');
    // The number before the year: not to be read as a year.
    expect(celex('Regulation (EU) No 1227/2011')).toBe('32011R1227');
    expect(celex('Directive 2014/65/EU')).toBe('32014L0065');
  });

  it('gives nothing for acts outside EUR-Lex', () => {
    expect(celex('17 CFR 240.15c6-1')).toBeNull();
    expect(celex('COM(2023) 367 final')).toBeNull();
  });
});
