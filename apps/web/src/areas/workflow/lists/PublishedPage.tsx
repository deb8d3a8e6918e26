import { withQueries } from '../../../app/with-queries.tsx';
import { FixedListPage } from './FixedListPage.tsx';

/** /workflow/articles/published: the published insights, newest first. */
function PublishedPage() {
  return <FixedListPage route="WorkflowArticlesPublished" />;
}

export default withQueries(PublishedPage);
