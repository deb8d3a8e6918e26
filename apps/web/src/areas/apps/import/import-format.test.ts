import { describe, expect, it } from 'vitest';
import {
  cellText,
  isAccepted,
  mappingProblems,
  progressPercent,
  progressText,
  resultLine,
  skipped,
  unchanged,
  stepOf,
  MAP,
  PREVIEW,
  RUN,
} from './import-format.ts';

describe('import steps and words', () => {
  it('reopens an import at the step its status leaves the user', () => {
    expect(stepOf('uploaded')).toBe(MAP);
    expect(stepOf('validating')).toBe(PREVIEW);
    expect(stepOf('validated')).toBe(PREVIEW);
    expect(stepOf('importing')).toBe(RUN);
    expect(stepOf('done')).toBe(RUN);
    expect(stepOf('failed')).toBe(RUN);
  });

  it('tells skipped rows (errors) from unchanged ones (matched, same values)', () => {
    const counts = { rowsValid: 1150, rowsInvalid: 50, created: 1000, updated: 100 };
    expect(skipped(counts)).toBe(50);
    expect(unchanged(counts)).toBe(50);
    expect(resultLine(counts)).toBe('1,000 created, 100 updated, 50 unchanged, 50 skipped');
    expect(resultLine({ rowsValid: 3, rowsInvalid: 1, created: 3, updated: 0 })).toBe(
      '3 created, 0 updated, 1 skipped',
    );
  });

  it('says a progress only when its total is known', () => {
    expect(progressText(null)).toBeNull();
    expect(progressText({ done: 0, total: 0 })).toBeNull();
    expect(progressText({ done: 1200, total: 5000 })).toBe('1,200 of 5,000 rows');
    expect(progressPercent({ done: 1, total: 3 })).toBe(33);
    expect(progressPercent({ done: 9, total: 3 })).toBe(100);
  });

  it('shows a workbook date at midnight as its date, anything else as it is', () => {
    expect(cellText('2026-01-17T00:00:00.000Z')).toBe('2026-01-17');
    expect(cellText('2026-01-17T09:30:00.000Z')).toBe('2026-01-17T09:30:00.000Z');
    expect(cellText('next spring')).toBe('next spring');
    expect(cellText(undefined)).toBe('');
  });

  it('takes CSV and XLSX files by their ending, whatever the case', () => {
    expect(isAccepted('Obligations.XLSX')).toBe(true);
    expect(isAccepted('list.csv')).toBe(true);
    expect(isAccepted('list.xls')).toBe(false);
    expect(isAccepted('notes.txt')).toBe(false);
  });

  it('finds a field filled twice and the required fields no column fills', () => {
    const fields = [
      { name: 'title', label: 'Title', required: true },
      { name: 'duty', label: 'Duty', required: true },
      { name: 'dueOn', label: 'Due', required: false },
    ];
    expect(mappingProblems({ Name: 'title', Heading: 'title', Due: 'dueOn', Notes: null }, fields)).toEqual({
      duplicates: ['Title'],
      missing: ['Duty'],
    });
    expect(mappingProblems({ Name: 'title', Duty: 'duty' }, fields)).toEqual({ duplicates: [], missing: [] });
  });
});
