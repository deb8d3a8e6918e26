import { describe, expect, it } from 'vitest';
import type { ActivityEntry } from '../../activity-api.ts';
import { activityFilterSearch, activityQuery, parseActivityFilter } from './activity-filter-url.ts';
import { actionText, agoText, detailText, typeLabel } from './activity-text.ts';

const entry = (fields: Partial<ActivityEntry>): ActivityEntry => ({
  id: '1',
  at: '2026-03-16T12:00:00.000Z',
  action: 'update',
  type: 'newsitem',
  item: { id: 'x', title: 'T', key: null, deleted: false },
  user: null,
  fields: [],
  transition: null,
  fromStage: null,
  toStage: null,
  comment: null,
  ...fields,
});
const USER = '0b6f7c1e-2a8d-4c3b-9e5f-1a2b3c4d5e6f';

describe('a change in words', () => {
  it('names the action, a workflow step by its own label, and the type', () => {
    expect(actionText(entry({ action: 'create' }))).toBe('Created');
    expect(actionText(entry({ action: 'transition', transition: 'Submit for review' }))).toBe('Submit for review');
    expect(typeLabel('newsitem')).toBe('News item');
    expect(typeLabel('gone')).toBe('gone');
  });

  it('details the fields changed, the stages moved between and the comment', () => {
    expect(detailText(entry({ fields: ['Title', 'Last day'] }))).toBe('Title, Last day');
    expect(detailText(entry({ fields: ['A', 'B', 'C', 'D', 'E', 'F'] }))).toBe('A, B, C, D and 2 more');
    expect(
      detailText(entry({ action: 'transition', fromStage: 'Draft', toStage: 'In review', comment: 'Please check' })),
    ).toBe('Draft → In review · “Please check”');
    expect(detailText(entry({ action: 'create', fields: ['Title'] }))).toBe('');
  });

  it('says how long ago, then the date', () => {
    const now = Date.parse('2026-03-16T12:00:00Z');
    expect(agoText('2026-03-16T11:59:30Z', now)).toBe('just now');
    expect(agoText('2026-03-16T11:57:00Z', now)).toBe('3 min. ago');
    expect(agoText('2026-03-16T07:00:00Z', now)).toBe('5 hr. ago');
    expect(agoText('2026-03-14T12:00:00Z', now)).toBe('2 days ago');
    expect(agoText('2026-01-02T12:00:00Z', now)).toBe('Jan 2, 2026');
  });
});

describe('the filters in the address', () => {
  it('keep a type and "mine" on the normal screen, a person on the admin screen only', () => {
    const search = new URLSearchParams(`type=article&mine=true&user=${USER}&who=ana`);
    expect(parseActivityFilter(search, false)).toEqual({ type: 'article', mine: true, user: null });
    expect(parseActivityFilter(search, true)).toEqual({
      type: 'article',
      mine: false,
      user: { id: USER, name: 'ana' },
    });
    expect(parseActivityFilter(new URLSearchParams('type=a,b&user=nobody'), true)).toEqual({
      type: null,
      mine: false,
      user: null,
    });
  });

  it('write back what they read, and ask the API for it', () => {
    const state = { type: 'event', mine: false, user: { id: USER, name: 'ana' } };
    expect(parseActivityFilter(activityFilterSearch(state), true)).toEqual(state);
    expect(activityQuery(state)).toEqual({ types: ['event'], user: USER });
    expect(activityQuery({ type: null, mine: true, user: null })).toEqual({ mine: true });
  });
});
