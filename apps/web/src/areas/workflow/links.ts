import { pathTo } from '../../routes/table.ts';

/** The board showing one stage (its column alone on a narrow screen, outlined on a wide one). */
export const boardAt = (stage: string) => `${pathTo('WorkflowArticles')}?${new URLSearchParams({ stage }).toString()}`;
