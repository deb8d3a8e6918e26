import { describe, expect, it } from 'vitest';
import { triageChoices } from './TriagePicker.tsx';

const tags = [
  { title: 'Market abuse', key: 'market-abuse' },
  { title: 'DORA', key: 'dora' },
];
const topics = [{ id: 't1', title: 'ICT risk' }];

describe('the choices of the triage picker', () => {
  it('offer tags (their slug), then topics (their id), then a new tag of the text typed', () => {
    expect(triageChoices('ma', tags, topics)).toEqual([
      { field: 'tags', value: 'market-abuse', label: 'Market abuse', group: 'Tags' },
      { field: 'tags', value: 'ma', label: 'ma', group: 'New tag' },
    ]);
  });

  it('leave out answers for earlier text at once, so Enter takes what matches now', () => {
    // The lookup still answers for nothing typed: the tag listed first must not be taken for "ICT".
    expect(triageChoices('ICT', tags, topics, false)).toEqual([
      { field: 'topics', value: 't1', label: 'ICT risk', group: 'Topics' },
    ]);
  });

  it('offer no new tag for a tag that exists, nor before the lookups have answered', () => {
    expect(triageChoices('dora', tags, topics).map((choice) => choice.group)).toEqual(['Tags']);
    expect(triageChoices('market-abuse', tags, topics).some((choice) => choice.group === 'New tag')).toBe(false);
    expect(triageChoices('newthing', [], [], false)).toEqual([]);
  });
});
