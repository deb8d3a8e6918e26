import { describe, expect, it } from 'vitest';
import type { TagUsage } from './api/tag-usage.ts';
import { countOf, mergeSummary, tagMatches, usageSentence } from './tag-format.ts';

const tag = (fields: Partial<TagUsage>): TagUsage => ({
  id: 'id',
  version: 1,
  name: 'DORA',
  slug: 'dora',
  group: 'Regulation',
  aliases: [],
  description: null,
  counts: {},
  items: 0,
  rules: 0,
  ...fields,
});

describe('tag wording', () => {
  it('counts items of a type in words', () => {
    expect(countOf(1, 'newsitem')).toBe('1 news item');
    expect(countOf(3, 'newsitem')).toBe('3 news items');
    expect(countOf(2, 'article')).toBe('2 insights');
    expect(countOf(1, 'autotag')).toBe('1 auto-tagging rule');
  });

  it('lists usage the most first, and says what a merge moves', () => {
    expect(usageSentence({ article: 1, newsitem: 3, autotag: 1, faq: 0 })).toBe(
      '3 news items, 1 insight and 1 auto-tagging rule',
    );
    const from = tag({ name: 'Ops resilience', slug: 'ops', aliases: ['Resilience'], counts: { newsitem: 2 } });
    expect(mergeSummary(from, tag({}))).toBe(
      '2 news items will carry “DORA” instead of “Ops resilience” (once, where they carry both). “Ops resilience” is then deleted, and “DORA” is also found by “Ops resilience” and “Resilience”.',
    );
    expect(mergeSummary(tag({ name: 'Unused' }), tag({}))).toMatch(/^No item carries “Unused”\./);
  });

  it('finds a tag by name, slug, group or another name', () => {
    const dora = tag({ aliases: ['Digital Operational Resilience Act'] });
    for (const query of ['dor', 'REGULATION', 'operational', '  ']) expect(tagMatches(dora, query), query).toBe(true);
    expect(tagMatches(dora, 'mica')).toBe(false);
  });
});
