import { describe, expect, it } from 'vitest';
import { previewCell } from './preview-cell.ts';

describe('a report preview cell', () => {
  it('shows a timestamp as its date, with the time when it has one', () => {
    expect(previewCell('2026-03-02T00:00:00.000Z')).toBe('2026-03-02');
    expect(previewCell('2026-03-02T09:05:00.000Z')).toBe('2026-03-02 09:05 UTC');
  });

  it('drops the apostrophe the files put before a formula, and leaves other text alone', () => {
    expect(previewCell('\'=HYPERLINK("x")')).toBe('=HYPERLINK("x")');
    expect(previewCell("'-5 basis points")).toBe('-5 basis points');
    expect(previewCell("It's 2026-03-02T09:05")).toBe("It's 2026-03-02T09:05");
    expect(previewCell('2026-03-02')).toBe('2026-03-02');
  });
});
