// PLACEHOLDER-16: the page of issue 16 replaces this file; until then the route says it is not built yet.
import { NotBuiltPage } from '../../pages/NotBuiltPage.tsx';

export default function BoardPage() {
  return <NotBuiltPage name="WorkflowArticles" path="/workflow/articles" area="workflow" />;
}
