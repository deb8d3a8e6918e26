import { describe, expect, it } from 'vitest';
import { changeRows, SHOWN_CHARS } from './changes.ts';

describe('changeRows', () => {
  it('formats each value by its field kind: options by label, dates, references by title', () => {
    const refs = { c1: { type: 'control', title: 'Access review', readable: true } };
    const rows = changeRows(
      'obligation',
      [
        { field: 'modality', from: 'must', to: 'must-not' },
        { field: 'dueOn', from: null, to: '2026-01-17' },
        { field: 'controls', from: [], to: ['c1', 'gone'] },
      ],
      refs,
      'en-GB',
    );
    expect(rows).toEqual([
      { field: 'modality', label: 'Modality', from: 'Must', to: 'Must not' },
      { field: 'dueOn', label: 'Due', from: '', to: '17 Jan 2026' },
      { field: 'controls', label: 'Controls', from: '', to: 'Access review, an item not shown' },
    ]);
  });

  it('keeps the label the server gave, cuts long texts and leaves out nothing-to-nothing', () => {
    const rows = changeRows('regulation', [
      { field: 'summary', label: 'Summary', from: 'a'.repeat(SHOWN_CHARS + 50), to: 'short' },
      { field: 'topics', label: 'Topics', from: null, to: [] },
      { field: 'unknownField', label: 'Unknown', from: { a: 1 }, to: 2 },
    ]);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.from).toHaveLength(SHOWN_CHARS);
    expect(rows[0]!.from.endsWith('…')).toBe(true);
    expect(rows[1]).toEqual({ field: 'unknownField', label: 'Unknown', from: '{"a":1}', to: '2' });
  });
});
