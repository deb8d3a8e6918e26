import { describe, expect, it } from 'vitest';
import { changeText } from './CountTile.tsx';
import { groupLabel } from './group-labels.ts';
import { matrixOf, presenceOf, seriesOf, treeOf } from './to-chart.ts';

describe('groups as chart data', () => {
  it('labels keys from the server, else from the declaration, and a missing value as None', () => {
    expect(groupLabel('initiative', 'country', 'FR', { FR: 'France' })).toBe('France');
    expect(groupLabel('case', 'stage', 'submitted')).toBe('Submitted');
    expect(groupLabel('case', 'caseType', 'alert')).toBe('Surveillance alert');
    expect(groupLabel('case', 'status', null)).toBe('None');
  });

  it('shows one field as one series, the largest first, and days in order of time', () => {
    const groups = [
      { key: 'adopted', count: 2 },
      { key: 'in-force', count: 5 },
    ];
    expect(seriesOf({ type: 'initiative', by: 'status', byTime: false, name: 'By status' }, groups)).toEqual({
      categories: [
        { key: 'in-force', label: 'In force' },
        { key: 'adopted', label: 'Adopted' },
      ],
      series: [{ name: 'By status', values: [5, 2] }],
    });
    const days = [
      { key: '2026-11-03', count: 1 },
      { key: '2026-11-01', count: 4 },
    ];
    const byDay = seriesOf({ type: 'newsitem', by: 'publishedAt', byTime: true, name: 'News' }, days);
    expect(byDay.categories.map((category) => category.key)).toEqual(['2026-11-01', '2026-11-03']);
  });

  it('stacks a second field as series, zero where a pair has no items', () => {
    const data = seriesOf({ type: 'case', by: 'status', by2: 'caseType', byTime: false, name: 'x' }, [
      { key: 'open', key2: 'alert', count: 3 },
      { key: 'closed', key2: 'referral', count: 1 },
    ]);
    expect(data.series).toEqual([
      { key: 'alert', name: 'Surveillance alert', values: [3, 0] },
      { key: 'referral', name: 'Internal referral', values: [0, 1] },
    ]);
  });

  it('fills a matrix of two fields and a treemap of one', () => {
    const matrix = matrixOf('case', 'status', 'stage', [
      { key: 'open', key2: 'draft', count: 2 },
      { key: 'closed', key2: 'approved', count: 4 },
      { key: 'open', key2: 'approved', count: 1 },
    ]);
    expect(matrix.rows.map((row) => row.key)).toEqual(['closed', 'open']);
    expect(matrix.columns.map((column) => column.key)).toEqual(['approved', 'draft']);
    expect(matrix.values).toEqual([
      [4, 0],
      [1, 2],
    ]);
    expect(treeOf('metric', 'pillar', [{ key: 'social', count: 2 }]).roots).toEqual([
      { key: 'social', label: 'Social', value: 2 },
    ]);
  });

  it('splits items into those with a value and those without (total less the "none" group)', () => {
    const data = presenceOf(
      { with: 'Met', without: 'None yet' },
      10,
      [
        { key: 'c1', count: 6 },
        { key: null, count: 4 },
      ],
      'x',
    );
    expect(data.categories.map((category) => category.label)).toEqual(['Met', 'None yet']);
    expect(data.series[0]?.values).toEqual([6, 4]);
  });

  it('words the change of a count against the period before', () => {
    expect(changeText(15, 12, 30)).toBe('+3 (+25%) on the 30 days before');
    expect(changeText(6, 12, 30)).toBe('−6 (−50%) on the 30 days before');
    expect(changeText(4, 0, 7)).toBe('+4 on the 7 days before');
    expect(changeText(3, 3, 7)).toBe('No change on the 7 days before (3)');
  });
});
