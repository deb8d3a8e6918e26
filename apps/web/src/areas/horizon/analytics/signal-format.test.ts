import { describe, expect, it } from 'vitest';
import { describeRow, formatAverage, formatChange, formatRatio, trendOf } from './signal-format.ts';

describe('how a signal reads', () => {
  it('says up, down or flat, small changes of an average being flat', () => {
    expect(trendOf({ change: 2.75 })).toBe('up');
    expect(trendOf({ change: -0.25 })).toBe('down');
    expect(trendOf({ change: 0.01 })).toBe('flat');
    expect(trendOf({ change: -0.04 })).toBe('flat');
  });

  it('shows the difference signed, the average and the ratio to one decimal', () => {
    expect(formatChange(2.75)).toBe('+2.8');
    expect(formatChange(-0.25)).toBe('−0.3');
    expect(formatChange(0.01)).toBe('0.0');
    expect(formatAverage(0.375)).toBe('0.4');
    expect(formatAverage(12)).toBe('12.0');
    expect(formatRatio({ ratio: 12, current: 3 })).toBe('×12.0');
    expect(formatRatio({ ratio: null, current: 2 })).toBe('new');
    expect(formatRatio({ ratio: null, current: 0 })).toBe('—');
  });

  it('describes a row in words', () => {
    expect(describeRow({ current: 3, average: 0.25, change: 2.75, ratio: 12 })).toBe(
      '3 this week, 0.3 a week before (+2.8, ×12.0)',
    );
  });
});
