import { describe, expect, it } from 'vitest';
import type { ParallelReading } from './api.ts';
import { exampleIds, idsOf, onlyOf, rowsShown, topicName } from './parallel-data.ts';

const regulation = (id: string, shortName: string) => ({
  id,
  key: shortName,
  title: `${shortName} title`,
  shortName,
  citation: null,
  country: 'EU',
  status: 'in-force',
  kind: 'regulation',
  requirements: 1,
});
const topic = (key: string | null, presentIn: string[]) => ({
  key,
  label: key ?? 'No topic',
  parent: key === 'ict' ? 'Operational resilience' : null,
  requirements: {},
  presentIn,
  onlyIn: presentIn.length === 1 ? presentIn[0]! : null,
});
const view: ParallelReading = {
  regulations: [regulation('a', 'DORA'), regulation('b', 'NIS2')],
  topics: [topic('cyber', ['a', 'b']), topic('ict', ['a']), topic('governance', ['b']), topic(null, ['b'])],
};

describe('parallel reading', () => {
  it('reads two or three distinct ids from the address', () => {
    expect(idsOf(new URLSearchParams('regulations=A,b,a&regulations=c,d'))).toEqual(['a', 'b', 'c']);
    expect(idsOf(new URLSearchParams(''))).toEqual([]);
  });

  it('names what only one regulation requires, topics only', () => {
    expect(onlyOf(view).map(({ regulation: r, topics }) => [r.id, topics.map((t) => t.key)])).toEqual([
      ['a', ['ict']],
      ['b', ['governance']],
    ]);
    expect(topicName(view.topics[1]!)).toBe('Operational resilience › ict');
  });

  it('shows every row, or only the rows not shared by all', () => {
    expect(rowsShown(view, false)).toHaveLength(4);
    expect(rowsShown(view, true).map((row) => row.key)).toEqual(['ict', 'governance', null]);
  });

  it('finds the worked example only when all three are there', () => {
    const choices = [regulation('1', 'DORA'), regulation('2', 'NIS2'), regulation('3', 'PRA SS1/21')];
    expect(exampleIds(choices)).toEqual(['1', '2', '3']);
    expect(exampleIds(choices.slice(0, 2))).toBeNull();
  });
});
