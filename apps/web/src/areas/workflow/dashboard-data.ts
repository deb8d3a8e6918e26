import type { SeriesData } from '../../components/charts/chart-data.ts';
import type { ArticleStats } from './api.ts';

/** Insights per stage, one bar each, in the workflow's order. */
export function stageBars(stats: ArticleStats): SeriesData {
  return {
    categories: stats.byStage.map((stage) => ({ key: stage.stage, label: stage.label })),
    series: [{ name: 'Insights', values: stats.byStage.map((stage) => stage.count) }],
  };
}

/** Insights per author, stacked by stage (a series per stage that has any), most first. */
export function authorBars(stats: ArticleStats): SeriesData {
  const stages = stats.byStage.filter((stage) =>
    stats.byAuthor.some((author) => (author.byStage[stage.stage] ?? 0) > 0),
  );
  return {
    categories: stats.byAuthor.map((author) => ({ key: author.author, label: author.author })),
    series: stages.map((stage) => ({
      key: stage.stage,
      name: stage.label,
      values: stats.byAuthor.map((author) => author.byStage[stage.stage] ?? 0),
    })),
  };
}

/** Median and mean days per stage (null where no stay has ended yet). */
export function stageDays(stats: ArticleStats): SeriesData {
  return {
    categories: stats.timeInStage.map((stage) => ({ key: stage.stage, label: stage.label })),
    series: [
      { name: 'Median days', values: stats.timeInStage.map((stage) => stage.medianDays) },
      { name: 'Mean days', values: stats.timeInStage.map((stage) => stage.meanDays) },
    ],
  };
}
