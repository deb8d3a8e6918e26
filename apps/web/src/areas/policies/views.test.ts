import { describe, expect, it } from 'vitest';
import type { Item } from '../../content/api/types.ts';
import { textLinkOf } from './DocumentView.tsx';
import { milestonesOf } from './InitiativeView.tsx';

const item = (id: string, title: string, data: Record<string, unknown>): Item => ({
  id,
  type: 'x',
  key: null,
  version: 1,
  stage: null,
  title,
  data,
  refs: {},
  createdAt: '2026-01-01T00:00:00Z',
  createdBy: null,
  updatedAt: '2026-01-01T00:00:00Z',
  updatedBy: null,
  deletedAt: null,
  abilities: { update: false, delete: false, restore: false, transitions: [] },
});

describe('milestonesOf', () => {
  it('puts the initiative’s own dates and its events in date order, events keeping their ids', () => {
    const initiative = item('i', 'CBAM', { announcedOn: '2021-07-14', effectiveOn: '2026-01-01' });
    const events = [item('e1', 'Transitional phase starts', { start: '2023-10-01' }), item('e2', 'Undated event', {})];
    expect(milestonesOf(initiative, events)).toEqual([
      { date: '2021-07-14', label: 'Announced' },
      { date: '2023-10-01', label: 'Transitional phase starts', eventId: 'e1' },
      { date: '2026-01-01', label: 'Takes effect' },
    ]);
  });

  it('gives nothing for an undated initiative without events', () => {
    expect(milestonesOf(item('i', 'Plan', {}), [])).toEqual([]);
  });
});

describe('textLinkOf', () => {
  const stored = '/api/files/0b0e4c4e-1f43-4d0a-9a53-2b1e8f0c9d11';

  it('opens a stored PDF in the viewer, by its file id', () => {
    expect(textLinkOf({ name: 'act.pdf', url: stored })).toEqual({
      to: '/regdecomp/pdf?file=0b0e4c4e-1f43-4d0a-9a53-2b1e8f0c9d11',
      inApp: true,
    });
  });

  it('links another stored file and an outside address as they are, and nothing without a file', () => {
    expect(textLinkOf({ name: 'table.xlsx', url: stored, mediaType: 'application/vnd.ms-excel' })).toEqual({
      to: stored,
      inApp: false,
    });
    expect(textLinkOf({ name: 'act', url: 'https://eur-lex.europa.eu/eli/reg/2021/1119/oj' })).toEqual({
      to: 'https://eur-lex.europa.eu/eli/reg/2021/1119/oj',
      inApp: false,
    });
    expect(textLinkOf(null)).toBeNull();
  });
});
