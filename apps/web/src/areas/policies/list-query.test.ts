import { describe, expect, it } from 'vitest';
import type { Item } from '../../content/api/types.ts';
import { chunkIds, IDS_PER_REQUEST, mergeAllOf, MOST } from './list-query.ts';

const doc = (id: string, documentDate?: string) => ({ id, data: { documentDate } }) as unknown as Item;

describe('chunkIds', () => {
  it('splits 1,000 uuids into requests of at most 100, none of them a long address', () => {
    const ids = Array.from({ length: 1000 }, (_, n) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`);
    const chunks = chunkIds(ids);
    expect(chunks).toHaveLength(10);
    expect(chunks.every((chunk) => chunk.length === IDS_PER_REQUEST)).toBe(true);
    expect(chunks.flat()).toEqual(ids);
    expect(Math.max(...chunks.map((chunk) => encodeURIComponent(chunk.join(',')).length))).toBeLessThan(5000);
  });

  it('drops repeats and keeps a short last chunk', () => {
    expect(chunkIds(['a', 'b', 'a', 'c', 'd', 'b', 'e'], 2)).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
    expect(chunkIds([])).toEqual([]);
  });
});

describe('mergeAllOf', () => {
  it('merges the chunks’ answers newest first, each document once, undated last', () => {
    const merged = mergeAllOf(
      [
        { items: [doc('a', '2026-03-01'), doc('b', '2024-01-01'), doc('u')], capped: false },
        { items: [doc('c', '2025-06-30'), doc('a', '2026-03-01'), doc('d', '2026-03-01')], capped: false },
      ],
      '-documentDate',
    );
    expect(merged.items.map((item) => item.id)).toEqual(['a', 'd', 'c', 'b', 'u']);
    expect(merged.capped).toBe(false);
  });

  it('keeps the answers’ own order without a sort (a search’s relevance), and sorts ascending on `field`', () => {
    const parts = [{ items: [doc('z', '2020-01-01'), doc('y', '2022-01-01')], capped: false }];
    expect(mergeAllOf(parts).items.map((item) => item.id)).toEqual(['z', 'y']);
    expect(
      mergeAllOf([...parts, { items: [doc('x', '2021-01-01')], capped: false }], 'documentDate').items.map(
        (item) => item.id,
      ),
    ).toEqual(['z', 'x', 'y']);
  });

  it('says capped when a chunk was capped or the merged list passes the most a page shows', () => {
    expect(mergeAllOf([{ items: [doc('a')], capped: true }]).capped).toBe(true);
    const many = (prefix: string) => ({
      items: Array.from({ length: 600 }, (_, n) => doc(`${prefix}${n}`)),
      capped: false,
    });
    const merged = mergeAllOf([many('a'), many('b')]);
    expect(merged.items).toHaveLength(MOST);
    expect(merged.capped).toBe(true);
  });
});
