import { describe, expect, it } from 'vitest';
import type { ArticleStats } from './api.ts';
import { authorBars, stageBars, stageDays } from './dashboard-data.ts';

const stats: ArticleStats = {
  total: 3,
  byStage: [
    { stage: 'draft', label: 'Draft', count: 1 },
    { stage: 'review', label: 'In review', count: 1 },
    { stage: 'published', label: 'Published', count: 1 },
  ],
  byAuthor: [
    { author: 'ada', count: 2, byStage: { published: 1, review: 1 } },
    { author: 'bob', count: 1, byStage: { draft: 1 } },
  ],
  timeInStage: [
    { stage: 'draft', label: 'Draft', stays: 2, medianDays: 3, meanDays: 3.5 },
    { stage: 'review', label: 'In review', stays: 0, medianDays: null, meanDays: null },
  ],
  oldestWaiting: [],
  waitingStages: ['draft', 'review'],
};

describe('the dashboard charts’ data', () => {
  it('bars per stage in the workflow’s order, keyed by stage', () => {
    expect(stageBars(stats)).toEqual({
      categories: [
        { key: 'draft', label: 'Draft' },
        { key: 'review', label: 'In review' },
        { key: 'published', label: 'Published' },
      ],
      series: [{ name: 'Insights', values: [1, 1, 1] }],
    });
  });

  it('authors stacked by the stages that have insights', () => {
    const data = authorBars(stats);
    expect(data.categories.map((c) => c.label)).toEqual(['ada', 'bob']);
    expect(data.series.map((s) => [s.name, s.values])).toEqual([
      ['Draft', [0, 1]],
      ['In review', [1, 0]],
      ['Published', [1, 0]],
    ]);
  });

  it('days per stage keep “no stay yet” as no value', () => {
    expect(stageDays(stats).series).toEqual([
      { name: 'Median days', values: [3, null] },
      { name: 'Mean days', values: [3.5, null] },
    ]);
  });
});
