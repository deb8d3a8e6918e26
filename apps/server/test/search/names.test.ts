import { describe, expect, it } from 'vitest';
import {
  buildDictionary,
  NAMED_TYPES,
  namesStartingWith,
  normalise,
  plan,
  similarity,
  swapNumerals,
} from '../../src/search/names.ts';
import { editDistance, nearestWord } from '../../src/search/search.ts';

const dict = buildDictionary([
  {
    id: 'dora',
    type: 'regulation',
    title: 'Regulation (EU) 2022/2554 on digital operational resilience for the financial sector',
    shortName: 'DORA',
    citation: 'Regulation (EU) 2022/2554',
    aliases: ['Digital Operational Resilience Act'],
  },
  { id: 'tag', type: 'tag', title: 'DORA', shortName: null, citation: null, aliases: [] },
  {
    id: 'mifid',
    type: 'regulation',
    title: 'Directive 2014/65/EU',
    shortName: 'MiFID II',
    citation: 'Directive 2014/65/EU',
    aliases: null,
  },
  { id: 'topic', type: 'topic', title: 'Market abuse', shortName: null, citation: null, aliases: ['MAR'] },
]);

describe('known names', () => {
  it('reads Roman numerals after the first word as numbers, and leaves a lone I alone', () => {
    expect(normalise('MiFID II')).toBe(normalise('Mifid 2'));
    expect(normalise('Basel III')).toBe('basel 3');
    expect(normalise('I want')).toBe('i want');
    expect(swapNumerals('Basel 3 reforms')).toBe('Basel iii reforms');
    expect(swapNumerals('capital')).toBeNull();
  });

  it('joins the names of one thing, the citation number among them, and of things that share a name', () => {
    const group = dict.byKey.get('dora')!;
    expect(group.names).toEqual(expect.arrayContaining(['DORA', 'Digital Operational Resilience Act', '2022/2554']));
    expect(group.regulationIds).toEqual(['dora']);
    expect(dict.byKey.get('2014/65')?.regulationIds).toEqual(['mifid']);
  });

  it('knows which types each name and word comes from, and the names that start with a text', () => {
    expect(NAMED_TYPES).toEqual(expect.arrayContaining(['regulation', 'topic', 'tag']));
    expect(dict.typesOf.get('dora')).toEqual(new Set(['regulation', 'tag']));
    expect(dict.typesOf.get('2022/2554')).toEqual(new Set(['regulation']));
    expect(dict.words.get('abuse')).toEqual(new Set(['topic']));
    expect(namesStartingWith(dict, 'dig').sort()).toEqual(['digital operational resilience act']);
    expect(namesStartingWith(dict, 'mifid')).toEqual(['mifid 2']);
    expect(namesStartingWith(dict, 'mifid 2')).toEqual([]);
  });

  it('widens a name within a query and keeps the other words', () => {
    const found = plan('DORA incident reports', dict);
    expect(found.segments.map((segment) => segment.kind)).toEqual(['group', 'text']);
    expect(found.named).toEqual([]);
    expect(plan('digital operational resilience act', dict).named).toEqual(['dora']);
    expect(plan('"DORA" -tag', dict)).toMatchObject({ expanded: [], named: [] });
  });

  it('finds the nearest known word: a swapped pair is one edit', () => {
    expect(editDistance('solvecny', 'solvency')).toBe(1);
    expect(similarity('solvecny', 'solvency')).toBeGreaterThan(0.3);
    expect(nearestWord('solvecny', ['solvent', 'solvency', 'sovereign'])).toBe('solvency');
    expect(nearestWord('zzzz', ['solvency'])).toBeNull();
  });
});
