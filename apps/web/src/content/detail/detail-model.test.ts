import { contentType, defineType, options } from '@rh/core/content';
import { describe, expect, it } from 'vitest';
import type { ItemLink, JournalEntry } from '../api/types.ts';
import { ID_A, memo } from '../test/fixtures.ts';
import { detailSections, groupLinks, journalLine } from './detail-model.ts';

const note = defineType({
  ...memo,
  name: 'note',
  workflow: {
    initial: 'draft',
    published: ['review'],
    stages: [
      { name: 'draft', label: 'Draft' },
      { name: 'review', label: 'In review' },
    ],
    transitions: [{ name: 'submit', label: 'Submit for review', from: ['draft'], to: 'review', resource: 'article' }],
  },
  fields: [
    ...memo.fields.filter((field) => field.name !== 'impact'),
    { name: 'impact', label: 'Impact', kind: 'enum', options: options('high', 'low') },
  ],
});

const link = (relation: string, direction: 'out' | 'in', type: string, title: string): ItemLink => ({
  id: `${relation}-${title}`,
  relation,
  direction,
  item: { id: ID_A, type, title, deletedAt: null },
});

describe('the detail page', () => {
  it('shows one section of every field when the type declares no layout', () => {
    const [only, ...rest] = detailSections(memo);
    expect(rest).toEqual([]);
    expect(only!.title).toBe('Memo');
    expect(only!.fields.map((field) => field.name)).toEqual(memo.fields.map((field) => field.name));
  });

  it('groups links by relation: own fields first, then what points here by type and field', () => {
    const groups = groupLinks(memo, [
      link('regulators', 'in', 'article', 'An insight'),
      link('related', 'out', 'memo', 'B'),
      link('parent', 'out', 'memo', 'Parent memo'),
      link('related', 'out', 'memo', 'A'),
      link('topics', 'in', 'elsewhere', 'Unknown type'),
    ]);
    expect(groups.map((group) => [group.label, group.links.map((l) => l.item.title)])).toEqual([
      ['Parent', ['Parent memo']],
      ['Related', ['A', 'B']],
      ['elsewhere (as topics)', ['Unknown type']],
      // A registered type is named by its plural and the label of its field.
      ['Insights (as regulators)', ['An insight']],
    ]);
  });

  it("lists a group's items in natural order: a regulation's requirements as Art. 5, 6, 19, 26, 28, 30", () => {
    // The order the server gives (by plain text), which read Art. 19 before Art. 5.
    const served = ['Art. 19', 'Art. 26', 'Art. 28', 'Art. 30', 'Art. 5', 'art. 6', 'Art. 5(10)', 'Art. 5(2)'];
    const [group, ...rest] = groupLinks(
      contentType('regulation'),
      served.map((title) => link('regulation', 'in', 'requirement', title)),
    );
    expect(rest).toEqual([]);
    expect(group!.label).toBe('Requirements (as regulation)');
    expect(group!.links.map((l) => l.item.title)).toEqual([
      'Art. 5',
      'Art. 5(2)',
      'Art. 5(10)',
      'art. 6',
      'Art. 19',
      'Art. 26',
      'Art. 28',
      'Art. 30',
    ]);
  });
});

describe('a journal entry in words', () => {
  const entry = (extra: Partial<JournalEntry>): JournalEntry => ({
    id: 1,
    at: '2025-03-31T10:00:00Z',
    user: { id: 'u', name: 'ana' },
    action: 'update',
    version: 2,
    changes: [],
    transition: null,
    fromStage: null,
    toStage: null,
    comment: null,
    ...extra,
  });

  it('names a workflow step and its stages by their labels', () => {
    const line = journalLine(
      note,
      entry({ action: 'transition', transition: 'submit', fromStage: 'draft', toStage: 'review' }),
    );
    expect(line).toEqual({ action: 'Submit for review', stages: 'Draft → In review', changes: [] });
  });

  it('shows changed values as people read them', () => {
    const line = journalLine(
      memo,
      entry({
        changes: [
          { field: 'impact', from: null, to: 'high' },
          { field: 'countries', from: ['FR'], to: ['FR', 'DE'] },
          { field: 'parent', from: null, to: ID_A },
          { field: 'gone', from: 1, to: { a: 1 } },
          { field: 'tags', from: null, to: [] },
        ],
      }),
      { [ID_A]: { type: 'memo', title: 'Earlier memo', readable: true } },
    );
    expect(line.action).toBe('Changed');
    expect(line.stages).toBeNull();
    expect(line.changes).toEqual([
      { field: 'Impact', from: '', to: 'High' },
      { field: 'Countries', from: 'France', to: 'France, Germany' },
      { field: 'Parent', from: '', to: 'Earlier memo' },
      { field: 'gone', from: '1', to: '{"a":1}' },
    ]);
  });
});
