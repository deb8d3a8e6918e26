import { api } from '../../api/request.ts';

/** The editorial dashboard's figures: `GET /api/workflow/articles/stats` (apps/server/src/modules/workflow/articles.ts). */
export interface ArticleStats {
  total: number;
  byStage: { stage: string; label: string; count: number }[];
  byAuthor: { author: string; count: number; byStage: Record<string, number> }[];
  timeInStage: { stage: string; label: string; stays: number; medianDays: number | null; meanDays: number | null }[];
  oldestWaiting: {
    id: string;
    title: string;
    stage: string;
    stageLabel: string;
    author: string | null;
    since: string;
    waitingDays: number;
  }[];
  waitingStages: string[];
}

export function getArticleStats(signal?: AbortSignal): Promise<ArticleStats> {
  return api.get('cosmos', '/workflow/articles/stats', signal ? { signal } : {});
}

export const workflowKeys = { stats: ['workflow', 'articles', 'stats'] as const };
