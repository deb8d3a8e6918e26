import { fixedListOf } from '@rh/core/areas/fixed-lists';
import { describe, expect, it } from 'vitest';
import { fixedState, lockedParams, withFixed } from './fixed-list.ts';
import { PAGE_SIZES, type ListState } from './list-state.ts';

const published = fixedListOf('WorkflowArticlesPublished')!;
const deleted = fixedListOf('WorkflowArticlesDeleted')!;
const state: ListState = { q: '', sort: null, limit: PAGE_SIZES[0], deleted: false, filters: {} };

describe('a list route with fixed filters', () => {
  it('always sends its filters, over the address, and its order when none is chosen', () => {
    expect(withFixed({ limit: '25', stage: 'draft', countries: 'FR' }, published)).toEqual({
      limit: '25',
      stage: 'published',
      countries: 'FR',
      sort: '-publishedOn',
    });
    expect(withFixed({ limit: '25', sort: 'title' }, published).sort).toBe('title');
    expect(withFixed({ limit: '25' }, deleted)).toEqual({ limit: '25', deleted: 'true' });
    expect(withFixed({ limit: '25' }, null)).toEqual({ limit: '25' });
    // The address cannot turn the published list into a bin.
    expect(withFixed({ limit: '25', deleted: 'true' }, published).deleted).toBeUndefined();
  });

  it('shows its order and deleted items as the view, and locks its filters', () => {
    expect(fixedState(state, published).sort).toBe('-publishedOn');
    expect(fixedState({ ...state, sort: 'title' }, published).sort).toBe('title');
    expect(fixedState(state, deleted).deleted).toBe(true);
    expect(fixedState({ ...state, deleted: true }, published).deleted).toBe(false);
    expect(fixedState(state, undefined)).toBe(state);
    expect([...lockedParams(published)]).toEqual(['stage']);
    expect(lockedParams(null).size).toBe(0);
  });
});
