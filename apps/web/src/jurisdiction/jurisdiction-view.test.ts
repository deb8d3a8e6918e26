import { describe, expect, it } from 'vitest';
import {
  datesOf,
  groupByDomain,
  headingOf,
  initiativeRouteName,
  milestonesOf,
  timelineRowsOf,
  weekChange,
  weekLabel,
  type InitiativeItem,
} from './jurisdiction-view.ts';

describe('weekChange', () => {
  it('says up with the difference and the previous count', () => {
    expect(weekChange(5, 2)).toEqual({
      direction: 'up',
      text: '5 items this week, 3 more than the week before (2)',
      change: '3 more than the week before (2)',
    });
  });
  it('says down, singular where one', () => {
    expect(weekChange(1, 4)).toEqual({
      direction: 'down',
      text: '1 item this week, 3 fewer than the week before (4)',
      change: '3 fewer than the week before (4)',
    });
  });
  it('says the same when equal, zero included', () => {
    expect(weekChange(0, 0)).toEqual({
      direction: 'same',
      text: '0 items this week, as many as the week before',
      change: 'as many as the week before',
    });
  });
});

describe('groupByDomain', () => {
  it('groups per domain, largest first, statuses by count with no status last, and skips zero counts', () => {
    expect(
      groupByDomain([
        { domain: 'tax', status: 'proposed', count: 1 },
        { domain: 'ai', status: null, count: 4 },
        { domain: 'ai', status: 'adopted', count: 2 },
        { domain: 'ai', status: 'proposed', count: 3 },
        { domain: 'climate', status: 'adopted', count: 0 },
      ]),
    ).toEqual([
      {
        domain: 'ai',
        total: 9,
        statuses: [
          { status: 'proposed', count: 3 },
          { status: 'adopted', count: 2 },
          { status: null, count: 4 },
        ],
      },
      { domain: 'tax', total: 1, statuses: [{ status: 'proposed', count: 1 }] },
    ]);
  });
  it('orders equal totals by domain name', () => {
    const groups = groupByDomain([
      { domain: 'tax', status: null, count: 1 },
      { domain: 'ai', status: null, count: 1 },
    ]);
    expect(groups.map((group) => group.domain)).toEqual(['ai', 'tax']);
  });
});

describe('labels', () => {
  it('names a week by its Monday', () => {
    expect(weekLabel('2026-11-16')).toBe('Week of 16 Nov');
    expect(weekLabel('2026-W47')).toBe('2026-W47');
  });
  it('adds the area to the heading when scoped', () => {
    expect(headingOf('United States', 'AI Regulatory Radar')).toBe('United States — AI Regulatory Radar');
    expect(headingOf('Germany', null)).toBe('Germany');
  });
});

const initiative = (over: Partial<InitiativeItem>): InitiativeItem => ({
  id: 'i',
  title: 'T',
  domain: 'ai',
  status: null,
  effectiveOn: null,
  kind: null,
  measure: null,
  rate: null,
  base: null,
  milestones: [],
  ...over,
});

describe('milestonesOf', () => {
  it("sorts the server's milestones oldest first and keeps an event's id", () => {
    const item = initiative({
      milestones: [
        { date: '2027-08-02', label: 'High-risk rules', what: 'event', eventId: 'e1' },
        { date: '2021-04-21', label: 'Announced', what: 'announced' },
      ],
    });
    expect(milestonesOf(item)).toEqual([
      { date: '2021-04-21', label: 'Announced', what: 'announced', eventId: undefined },
      { date: '2027-08-02', label: 'High-risk rules', what: 'event', eventId: 'e1' },
    ]);
  });
  it('falls back to the effective date when the server sends no milestones, and to none without one', () => {
    const older = { ...initiative({ effectiveOn: '2026-01-01' }), milestones: undefined } as unknown as InitiativeItem;
    expect(milestonesOf(older)).toEqual([{ date: '2026-01-01', label: 'Takes effect', what: 'effective' }]);
    const bare = { ...initiative({}), milestones: undefined } as unknown as InitiativeItem;
    expect(milestonesOf(bare)).toEqual([]);
  });
});

describe('timelineRowsOf', () => {
  it('leaves out initiatives without a date and orders the rest by their first milestone', () => {
    const rows = timelineRowsOf([
      initiative({ id: 'late', title: 'Late', milestones: [{ date: '2028-01-01', label: 'X', what: 'effective' }] }),
      initiative({ id: 'none', title: 'None' }),
      initiative({ id: 'early', title: 'Early', milestones: [{ date: '2020-01-01', label: 'Y', what: 'announced' }] }),
    ]);
    expect(rows.map((row) => row.id)).toEqual(['early', 'late']);
  });
});

describe('initiativeRouteName', () => {
  it("takes the page's area, else the initiative's domain, else Impact's", () => {
    expect(initiativeRouteName('tax', 'ai')).toBe('TaxInitiative');
    expect(initiativeRouteName(null, 'ai')).toBe('AiInitiative');
    expect(initiativeRouteName(null, 'tax')).toBe('TaxInitiative');
    expect(initiativeRouteName(null, 'climate')).toBe('ImpactInitiative');
  });
});

describe('datesOf', () => {
  it('says announced and takes effect, from the milestones or the effective date', () => {
    const item = initiative({
      effectiveOn: '2024-08-01',
      milestones: [{ date: '2021-04-21', label: 'Announced', what: 'announced' }],
    });
    expect(datesOf(item, (date) => date)).toEqual(['announced 2021-04-21', 'takes effect 2024-08-01']);
    expect(datesOf(initiative({}), (date) => date)).toEqual([]);
  });
});
