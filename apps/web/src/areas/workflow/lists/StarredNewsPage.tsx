import { withQueries } from '../../../app/with-queries.tsx';
import { FixedListPage } from './FixedListPage.tsx';

/** /workflow/articles/starred-news: the news items the user starred (the star on a news item, or s in the triage). */
function StarredNewsPage() {
  return <FixedListPage route="WorkflowArticlesStarredNews" />;
}

export default withQueries(StarredNewsPage);
