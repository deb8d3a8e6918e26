import { describe, expect, it } from 'vitest';
import type { WorkspaceObligation, WorkspaceRequirement } from '../../chain-api.ts';
import { findInPieces, matchAt, matchesBefore } from './pdf-search.ts';
import { modalityOf, passageIn, passageOf, segmentsOf, selectionOffsets, titleFromPassage } from './passages.ts';
import { articleOf, groupRequirements, obligationsByRequirement } from './tree.ts';

const requirement = (id: string, reference: string, title: string | null = null): WorkspaceRequirement => ({
  id,
  reference,
  title,
  text: `Text of ${reference}`,
  citationPage: null,
});

const obligation = (id: string, fields: Partial<WorkspaceObligation> = {}): WorkspaceObligation => ({
  id,
  title: `Obligation ${id}`,
  requirement: null,
  stage: 'draft',
  modality: 'must',
  dueOn: null,
  controls: [],
  citationText: null,
  citationPage: null,
  citationStart: null,
  citationEnd: null,
  flagged: false,
  ...fields,
});

describe('the requirement tree', () => {
  it('takes the article of a reference from before its first parenthesis', () => {
    expect(articleOf('Art. 5(1)')).toBe('Art. 5');
    expect(articleOf('Art. 5(2)(a)')).toBe('Art. 5');
    expect(articleOf(' Article 12 ')).toBe('Article 12');
    expect(articleOf('(a)')).toBe('(a)');
  });

  it('groups paragraphs under their article in the order given, the article’s own requirement apart', () => {
    const groups = groupRequirements([
      requirement('a5', 'Art. 5', 'Governance'),
      requirement('a5-1', 'Art. 5(1)'),
      requirement('a6-1', 'Art. 6(1)', 'ICT risk framework'),
      requirement('a5-2', 'Art. 5(2)'),
      requirement('a6-2', 'Art. 6(2)'),
      requirement('a10', 'Art. 10'),
    ]);
    expect(groups.map((g) => g.reference)).toEqual(['Art. 5', 'Art. 6', 'Art. 10']);
    expect(groups[0]!.article?.id).toBe('a5');
    expect(groups[0]!.paragraphs.map((p) => p.id)).toEqual(['a5-1', 'a5-2']);
    expect(groups[0]!.heading).toBe('Governance');
    expect(groups[1]!.article).toBeNull();
    expect(groups[1]!.heading).toBe('ICT risk framework');
    expect(groups[1]!.paragraphs.map((p) => p.id)).toEqual(['a6-1', 'a6-2']);
    expect(groups[2]!.article?.id).toBe('a10');
    expect(groups[2]!.paragraphs).toEqual([]);
  });

  it('files obligations under their requirement, those of none or of an unknown one under null', () => {
    const byRequirement = obligationsByRequirement(
      [obligation('o1', { requirement: 'r1' }), obligation('o2'), obligation('o3', { requirement: 'gone' })],
      [requirement('r1', 'Art. 1')],
    );
    expect(byRequirement.get('r1')?.map((o) => o.id)).toEqual(['o1']);
    expect(byRequirement.get(null)?.map((o) => o.id)).toEqual(['o2', 'o3']);
  });
});

describe('passages in a requirement’s text', () => {
  it('cuts the text where passages begin and end, overlaps covered by both', () => {
    const text = 'Firms shall keep records. They shall report incidents.';
    const segments = segmentsOf(text, [
      { id: 'a', title: 'Keep records', start: 0, end: 25 },
      { id: 'b', title: 'Report', start: 12, end: 54 },
    ]);
    expect(segments.map((s) => [s.text, s.passages.map((p) => p.id)])).toEqual([
      ['Firms shall ', ['a']],
      ['keep records.', ['a', 'b']],
      [' They shall report incidents.', ['b']],
    ]);
    expect(segments.map((s) => s.text).join('')).toBe(text);
  });

  it('clips passages beyond the text and drops empty ones', () => {
    const segments = segmentsOf('short', [
      { id: 'a', title: 'A', start: 2, end: 99 },
      { id: 'b', title: 'B', start: 50, end: 60 },
    ]);
    expect(segments.map((s) => [s.text, s.passages.length])).toEqual([
      ['sh', 0],
      ['ort', 1],
    ]);
    expect(segmentsOf('', [])).toEqual([]);
  });

  it('makes a passage only of sound offsets', () => {
    expect(passageOf(obligation('o', { citationStart: 3, citationEnd: 9 }))).toMatchObject({ start: 3, end: 9 });
    expect(passageOf(obligation('o', { citationStart: 9, citationEnd: 3 }))).toBeNull();
    expect(passageOf(obligation('o', { citationStart: 3 }))).toBeNull();
  });

  it('finds a passage without offsets by its cited words, whatever the spacing and case', () => {
    const text = 'Firms shall keep records.\nThey shall REPORT   incidents (major ones) promptly.';
    const cited = obligation('o', { citationText: 'report incidents (major ones)' });
    const found = passageIn(cited, text);
    expect(found && text.slice(found.start, found.end)).toBe('REPORT   incidents (major ones)');
    expect(found?.start).toBe(37);
    expect(passageIn(obligation('o', { citationText: 'not in the text' }), text)).toBeNull();
    expect(passageIn(obligation('o', { citationText: 'x', citationStart: 0, citationEnd: 5 }), text)).toMatchObject({
      start: 0,
      end: 5,
    });
  });

  it('turns a selection into offsets without the whitespace at its ends, in either direction', () => {
    const text = 'Art text.  Firms shall notify.  ';
    expect(selectionOffsets(text, 9, 31)).toEqual({ start: 11, end: 30, text: 'Firms shall notify.' });
    expect(selectionOffsets(text, 31, 9)).toEqual({ start: 11, end: 30, text: 'Firms shall notify.' });
    expect(selectionOffsets(text, 25, 500)).toEqual({ start: 25, end: 30, text: 'tify.' });
    expect(selectionOffsets(text, 9, 11)).toBeNull();
  });

  it('proposes a title and a modality from a passage', () => {
    expect(titleFromPassage('Firms shall notify\n the authority.')).toBe('Firms shall notify the authority');
    const long = titleFromPassage('word '.repeat(40), 20);
    expect(long.endsWith('…')).toBe(true);
    expect(long.length).toBeLessThanOrEqual(21);
    expect(modalityOf('Entities shall not outsource')).toBe('must-not');
    expect(modalityOf('Entities shall maintain')).toBe('must');
    expect(modalityOf('Entities may exchange information')).toBe('may');
  });
});

describe('searching a PDF page’s text items', () => {
  it('finds matches across items whatever the case and spacing, as runs of each item', () => {
    const pieces = ['Financial entities shall', 'have in place an internal', 'gover', 'nance framework.'];
    const matches = findInPieces(pieces, 'internal  GOVERNANCE');
    expect(matches).toEqual([
      [
        { piece: 1, start: 17, end: 25 },
        { piece: 2, start: 0, end: 5 },
        { piece: 3, start: 0, end: 5 },
      ],
    ]);
    expect(findInPieces(['a a a'], 'a')).toHaveLength(3);
    expect(findInPieces(pieces, '   ')).toEqual([]);
    expect(findInPieces(pieces, 'absent')).toEqual([]);
  });

  it('numbers matches across pages', () => {
    const counts = [2, 0, 3];
    expect(matchAt(counts, 0)).toEqual({ page: 1, index: 0 });
    expect(matchAt(counts, 2)).toEqual({ page: 3, index: 0 });
    expect(matchAt(counts, 4)).toEqual({ page: 3, index: 2 });
    expect(matchAt(counts, 5)).toBeNull();
    expect(matchesBefore(counts, 3)).toBe(2);
    expect(matchesBefore(counts, 1)).toBe(0);
  });
});
