import { describe, expect, it } from 'vitest';
import { memoryStore } from '../../../session/storage-keys.ts';
import {
  addRecent,
  clearRecent,
  readRecent,
  RECENT_LIMIT,
  recentSearchesKey,
  removeRecent,
} from './recent-searches.ts';

describe('recent searches', () => {
  it('keeps the most recent first, once each whatever the case, trimmed', () => {
    const store = memoryStore();
    addRecent(store, 'ann', 'DORA');
    addRecent(store, 'ann', '  market   abuse ');
    expect(addRecent(store, 'ann', 'dora')).toEqual(['dora', 'market abuse']);
    expect(readRecent(store, 'ann')).toEqual(['dora', 'market abuse']);
  });

  it(`keeps at most ${RECENT_LIMIT}`, () => {
    const store = memoryStore();
    for (let n = 1; n <= 12; n++) addRecent(store, 'ann', `q${n}`);
    const list = readRecent(store, 'ann');
    expect(list).toHaveLength(RECENT_LIMIT);
    expect(list[0]).toBe('q12');
    expect(list.at(-1)).toBe('q3');
  });

  it('is per user', () => {
    const store = memoryStore();
    addRecent(store, 'ann', 'DORA');
    expect(readRecent(store, 'bob')).toEqual([]);
  });

  it('ignores blank searches and unreadable storage', () => {
    const store = memoryStore({ [recentSearchesKey('ann')]: '{not json' });
    expect(readRecent(store, 'ann')).toEqual([]);
    expect(addRecent(store, 'ann', '   ')).toEqual([]);
    store.setItem(recentSearchesKey('ann'), JSON.stringify(['MiFID', 3, '', null]));
    expect(readRecent(store, 'ann')).toEqual(['MiFID']);
  });

  it('removes one, clears all and leaves no key behind', () => {
    const store = memoryStore();
    addRecent(store, 'ann', 'a');
    addRecent(store, 'ann', 'b');
    expect(removeRecent(store, 'ann', 'a')).toEqual(['b']);
    expect(clearRecent(store, 'ann')).toEqual([]);
    expect(store.dump()).toEqual({});
  });
});
