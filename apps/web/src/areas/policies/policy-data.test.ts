import { describe, expect, it } from 'vitest';
import type { Item } from '../../content/api/types.ts';
import { compareRows, pairProblem } from './compare-rows.ts';
import { filterMarkets, furthestStatus, groupByInstrument, marketsOf, STATUS_ORDER, STATUSES } from './policy-data.ts';

let next = 0;
function policy(title: string, data: Record<string, unknown>): Item {
  next += 1;
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    type: 'policy',
    key: null,
    version: 1,
    stage: null,
    title,
    data: { title, ...data },
    refs: {},
    createdAt: '2026-01-01T00:00:00Z',
    createdBy: null,
    updatedAt: '2026-01-01T00:00:00Z',
    updatedBy: null,
    deletedAt: null,
    abilities: { update: false, delete: false, restore: false, transitions: [] },
  };
}

describe('groupByInstrument', () => {
  it('groups in the declaration’s order, missing instruments last, newest effective date first', () => {
    const groups = groupByInstrument([
      policy('Plan', { policyType: 'transition-plans', effectiveOn: '2024-01-01' }),
      policy('Loose', {}),
      policy('ETS old', { policyType: 'carbon-pricing', effectiveOn: '2005-01-01' }),
      policy('ETS new', { policyType: 'carbon-pricing', effectiveOn: '2027-01-01' }),
      policy('Undated tax', { policyType: 'carbon-pricing' }),
    ]);
    expect(groups.map((group) => [group.label, group.policies.map((item) => item.title)])).toEqual([
      ['Carbon pricing', ['ETS new', 'ETS old', 'Undated tax']],
      ['Transition plans', ['Plan']],
      ['No instrument', ['Loose']],
    ]);
  });
});

describe('marketsOf', () => {
  it('sums a country’s statuses, names it, keeps its most advanced status and skips groups without a country', () => {
    const markets = marketsOf([
      { key: 'GB', key2: 'proposed', count: 2 },
      { key: 'GB', key2: 'in-force', count: 3 },
      { key: 'EU', key2: 'adopted', count: 1 },
      { key: 'FR', key2: null, count: 1 },
      { key: null, key2: 'adopted', count: 9 },
    ]);
    expect(markets.map((market) => [market.country, market.total, market.furthest])).toEqual([
      ['EU', 1, 'adopted'],
      ['FR', 1, null],
      ['GB', 5, 'in-force'],
    ]);
    expect(markets[2]!.byStatus).toEqual({ proposed: 2, 'in-force': 3 });
    expect(filterMarkets(markets, 'united').map((market) => market.country)).toEqual(['GB']);
    expect(filterMarkets(markets, 'fr').map((market) => market.country)).toEqual(['FR']);
    expect(filterMarkets(markets, '  ')).toHaveLength(3);
  });

  it('takes withdrawn only when nothing else is there', () => {
    expect(furthestStatus(['withdrawn', 'proposed'])).toBe('proposed');
    expect(furthestStatus(['withdrawn'])).toBe('withdrawn');
    expect(furthestStatus([])).toBeNull();
  });
});

describe('compareRows', () => {
  const names = { left: 'France', right: 'Germany' };

  it('marks a row one side lacks, and a row whose statuses differ, and leaves matching rows unmarked', () => {
    const rows = compareRows(
      [
        policy('FR tax', { policyType: 'carbon-pricing', status: 'in-force' }),
        policy('FR taxonomy', { policyType: 'taxonomy', status: 'adopted' }),
        policy('FR disclosure', { policyType: 'disclosure', status: 'in-force' }),
      ],
      [
        policy('DE price', { policyType: 'carbon-pricing', status: 'in-force' }),
        policy('DE disclosure', { policyType: 'disclosure', status: 'proposed' }),
        policy('DE subsidy', { policyType: 'subsidy', status: 'adopted' }),
      ],
      names,
    );
    expect(rows.map((row) => [row.label, row.left.length, row.right.length, row.difference, row.note])).toEqual([
      ['Carbon pricing', 1, 1, null, null],
      ['Disclosure', 1, 1, 'status', 'Statuses differ: In force against Proposed'],
      ['Taxonomy', 1, 0, 'only-left', 'Only in France'],
      ['Subsidy', 0, 1, 'only-right', 'Only in Germany'],
    ]);
  });

  it('gives no rows for two empty sides', () => {
    expect(compareRows([], [], names)).toEqual([]);
  });
});

describe('pairProblem', () => {
  it('says when both sides are the same jurisdiction', () => {
    expect(pairProblem('FR', 'FR')).toBe('Choose two different jurisdictions: both sides are France.');
  });

  it('names an unknown code, once, and both when both are unknown', () => {
    expect(pairProblem('XX', 'FR')).toBe('Unknown jurisdiction code XX. Choose jurisdictions from the lists.');
    expect(pairProblem('XX', 'XX')).toBe('Unknown jurisdiction code XX. Choose jurisdictions from the lists.');
    expect(pairProblem('GB', 'QQ1')).toBe('Unknown jurisdiction code QQ1. Choose jurisdictions from the lists.');
    expect(pairProblem('XX', 'ZZ')).toBe('Unknown jurisdiction codes XX and ZZ. Choose jurisdictions from the lists.');
    expect(pairProblem('XX', '')).toBe('Unknown jurisdiction code XX. Choose jurisdictions from the lists.');
  });

  it('has nothing to say of two known jurisdictions (the EU among them) or of a pair still being chosen', () => {
    expect(pairProblem('EU', 'GB')).toBeNull();
    expect(pairProblem('FR', '')).toBeNull();
    expect(pairProblem('', '')).toBeNull();
  });
});

describe('STATUS_ORDER', () => {
  it('holds every status of the declaration, so each has a map colour and a rank', () => {
    expect([...STATUS_ORDER].sort()).toEqual(STATUSES.map((status) => status.value).sort());
  });
});
