import { contentType, defineType } from '@rh/core/content';
import { describe, expect, it } from 'vitest';
import {
  columnLabel,
  groupColumns,
  groupCountQuery,
  groupingOf,
  groupParams,
  initiallyOpen,
  listGroups,
} from './grouping.ts';

const faq = contentType('faq');

/** A type grouped by a required enum, to check the declared order and the absence of a "none" group. */
const ticket = defineType({
  name: 'ticket',
  label: 'Ticket',
  plural: 'Tickets',
  description: 'A test type.',
  resource: 'faq',
  titleField: 'title',
  fields: [
    { name: 'title', label: 'Title', kind: 'text', required: true },
    {
      name: 'priority',
      label: 'Priority',
      kind: 'enum',
      required: true,
      options: [
        { value: 'high', label: 'High' },
        { value: 'medium', label: 'Medium' },
        { value: 'low', label: 'Low' },
      ],
    },
  ],
  list: {
    columns: ['title', 'priority'],
    sort: { field: 'title', dir: 'asc' },
    filters: ['priority'],
    groupBy: 'priority',
  },
});

describe('groupingOf', () => {
  it('reads the declaration: FAQs by theme, the items without one named by list.has', () => {
    expect(groupingOf(faq)).toEqual({ field: 'theme', label: 'Theme', none: 'No theme yet' });
  });

  it('is null for a type that declares no grouping', () => {
    expect(groupingOf(contentType('regulation'))).toBeNull();
  });
});

describe('groupParams', () => {
  const grouping = groupingOf(faq)!;
  const params = { limit: '25', scope: 'faqs', q: 'dora', theme: 'a,b', sort: '-updatedAt' };

  it('narrows the list to the group, keeping search, scope, sort and page size', () => {
    expect(groupParams(grouping, params, 'a')).toEqual({
      limit: '25',
      scope: 'faqs',
      q: 'dora',
      theme: 'a',
      sort: '-updatedAt',
    });
  });

  it('lists the items without a value through the has filter', () => {
    expect(groupParams(grouping, params, null)).toEqual({
      limit: '25',
      scope: 'faqs',
      q: 'dora',
      sort: '-updatedAt',
      'theme.has': 'false',
    });
  });
});

describe('groupCountQuery', () => {
  it('counts the view by the field: its filters and scope, not its page size, sort or cursor', () => {
    const query = groupCountQuery(faq, groupingOf(faq)!, {
      limit: '50',
      sort: 'question',
      scope: 'faqs',
      status: 's1',
      q: 'ict',
    });
    expect(query).toEqual({
      id: 'groups',
      type: 'faq',
      scope: 'faqs',
      filters: { status: 's1', q: 'ict' },
      by: ['theme'],
    });
  });
});

describe('listGroups', () => {
  it('orders references by title (numbers as numbers) and puts the items without one last', () => {
    const groups = listGroups(
      faq,
      groupingOf(faq)!,
      [
        { key: 'dora', count: 6 },
        { key: null, count: 1 },
        { key: 'mifid', count: 4 },
        { key: 'ai', count: 4 },
        { key: 'empty', count: 0 },
      ],
      { dora: 'DORA', mifid: 'MiFID II', ai: 'AI Act', empty: 'Empty' },
      { limit: '25' },
    );
    expect(groups.map((group) => [group.label, group.count])).toEqual([
      ['AI Act', 4],
      ['DORA', 6],
      ['MiFID II', 4],
      ['No theme yet', 1],
    ]);
    expect(groups[0]!.params).toEqual({ limit: '25', theme: 'ai' });
    expect(groups[3]!.params).toEqual({ limit: '25', 'theme.has': 'false' });
  });

  it('keeps an enum in its declared order, with its labels', () => {
    const groups = listGroups(
      ticket,
      groupingOf(ticket)!,
      [
        { key: 'low', count: 9 },
        { key: 'high', count: 1 },
        { key: 'medium', count: 3 },
      ],
      {},
      {},
    );
    expect(groups.map((group) => group.label)).toEqual(['High', 'Medium', 'Low']);
  });

  it('keeps a workflow in its stage order', () => {
    const byStage = { ...faq, list: { ...faq.list, groupBy: 'stage' } };
    const groups = listGroups(
      byStage,
      groupingOf(byStage)!,
      [
        { key: 'retired', count: 1 },
        { key: 'approved', count: 20 },
        { key: 'draft', count: 3 },
      ],
      {},
      {},
    );
    expect(groups.map((group) => group.label)).toEqual(['Draft', 'Approved', 'Retired']);
    expect(groups[0]!.params).toEqual({ stage: 'draft' });
  });
});

describe('initiallyOpen', () => {
  const groups = listGroups(
    faq,
    groupingOf(faq)!,
    [
      { key: 'a', count: 30 },
      { key: 'b', count: 40 },
    ],
    { a: 'A', b: 'B' },
    {},
  );

  it('opens every group of a short list, only the first of a long one', () => {
    expect([...initiallyOpen(groups, 20)]).toEqual(['a', 'b']);
    expect([...initiallyOpen(groups, 70)]).toEqual(['a']);
  });
});

describe('groupColumns', () => {
  it('shows the declared columns but the title and the field grouped by, in the declared order', () => {
    const shown = (name: string) => faq.list.columns.includes(name);
    expect(groupColumns(faq, groupingOf(faq)!, faq.list.columns, shown)).toEqual([
      'status',
      'risks',
      'stage',
      'updatedAt',
    ]);
    expect(groupColumns(faq, groupingOf(faq)!, faq.list.columns, shown).map((name) => columnLabel(faq, name))).toEqual([
      'Status',
      'Risks',
      'Stage',
      'Updated',
    ]);
  });

  it('follows the user’s choice of columns', () => {
    const shown = (name: string) => ['question', 'tags', 'createdAt'].includes(name);
    expect(groupColumns(faq, groupingOf(faq)!, faq.list.columns, shown)).toEqual(['tags', 'createdAt']);
  });
});
